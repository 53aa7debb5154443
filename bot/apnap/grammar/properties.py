"""What an amount reads FROM a named object, and which player an object names: "its power", "that creature's
toughness", "its owner" (608.2c, 608.2h, 108.3).

Why a module: the amount language has one reference for a card an instruction just moved or showed ("its power"
after "reveal the top card", ``CountRef("card")``) and one for the object a sacrifice or discard moved ("that
creature's power" after "Sacrifice a creature", ``CountRef("moved")``). The same words also name the one object
the effect TARGETED ("Destroy target creature. You gain life equal to its toughness") or the object the trigger
event is about ("Whenever a creature enters the battlefield under your control, you gain life equal to its
toughness", 603.2). This pass, run once the whole effect is read and before the checks that refuse a pronoun with
nothing before it, rebinds such an amount to ``CountRef("property")`` (plan: ``PropertyOf``) when, and only when,
there is exactly one such object for it to mean; anything else keeps its old reading (and its old refusals).

The antecedent itself is found by the pronoun binder's own reading of the steps (antecedents.py: what each step
names); this module only decides what is read from it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from .antecedents import _before
from .delayed import in_delayed
from .referent_kinds import EVENT, GRAVE_SOURCE, SOURCE, _event_filter
from .specs import CountRef, StepSpec, TypeFilter
from .verbs_library import _CARD_MOVES

PROPERTY = "property"  # CountRef kind: ``option`` the property, ``action`` "target" / "event", ``filter`` the kind
# "that creature's power" after nothing the effect sacrificed or discarded: the moved-object reading needs such a
# step; a step that would give it keeps that reading (engine/act_stack.MovedValue)
_MOVES = frozenset({"sacrifice", "discard"})


def bind_properties(steps: list[StepSpec], outside: str) -> list[StepSpec]:
    """Each amount "its <property>" / "that <kind>'s <property>" with no card moved before it bound to the one
    target or trigger-event object it names (``outside``: what the ability names outside its effect)."""
    out: list[StepSpec] = []
    for i, step in enumerate(steps):
        earlier = steps[:i]
        if step.amount_ref is not None:
            step = replace(step, amount_ref=_bound(step.amount_ref, step, earlier, outside))
        if step.size_ref is not None:
            step = replace(step, size_ref=_bound(step.size_ref, step, earlier, outside))
        if any(r is not None and r.kind == PROPERTY and r.action == "event" for r in (step.amount_ref, step.size_ref)) \
                and not step.detail("event_object"):  # the loader asks for the event's object (stack_facts.py)
            step = replace(step, extra=(*step.extra, ("event_object", "permanent")))
        out.append(step)
    return out


def _bound(ref: CountRef, step: StepSpec, earlier: Sequence[StepSpec], outside: str) -> CountRef:
    if ref.kind == "card" and ref.action == "its":  # the pronoun's mark is read here, never kept in the plan
        plain = replace(ref, action=None)
        if {s.action for s in earlier} & _CARD_MOVES:
            return plain
        return _named(plain, step, earlier, outside, None) or plain
    if ref.kind == "moved" and ref.action is None and not {s.action for s in earlier} & _MOVES:
        return _named(ref, step, earlier, outside, ref.filter) or ref
    if ref.kind == "event_spell" and not outside.startswith(EVENT) and "spell" in _before(list(earlier), step):
        # "Counter target creature spell. Draw cards equal to that spell's converted mana cost": no trigger's spell,
        # the one spell the effect targeted (608.2c)
        return _named(replace(ref, kind="card"), step, earlier, outside, None) or ref
    return ref


def _named(ref: CountRef, step: StepSpec, earlier: Sequence[StepSpec], outside: str,
           said: TypeFilter | None) -> CountRef | None:
    """The one object ``ref`` can mean: the step's own target, the one target named before it, the source, or the
    trigger event's object; None when there are none or several (the reading stays as it was, and is refused)."""
    own = step.detail("target") == "object" and not step.detail("targets") and not step.detail("refers")
    found = _before(list(earlier), step)
    if own:
        found = {**found, "own": step}
    if len(found) > 1:
        return None
    if found:
        kind, named = next(iter(found.items()))
        if kind == SOURCE:
            return replace(ref, kind="source", action=None, filter=None) if said is None else None
        if kind == "event" and named is not None:
            return _of(ref, "event", named.creatures, said)
        if (kind == "own" or kind.startswith("target")) and named is not None and not in_delayed(named):
            return _of(ref, "target", named.creatures, said)
        if kind == "spell" and named is not None and named.action == "counter_spell" and not in_delayed(named):
            # "Counter target spell. Its controller gains life equal to its converted mana cost": the spell
            # countered, as it last existed on the stack (608.2h)
            return _of(ref, "target", named.creatures or TypeFilter(noun="spell"), said)
        return None
    moved = [s.amount_ref for s in earlier if s.amount_ref is not None and s.amount_ref.kind == "moved"
             and s.amount_ref.action is not None]
    if said is None and len({(m.action, m.filter) for m in moved}) == 1:  # "You draw cards equal to the sacrificed
        return replace(ref, kind="moved", action=moved[0].action, filter=moved[0].filter)  # creature's power, then
        # you gain life equal to its toughness": the nearest noun, that same object (608.2c)
    if outside in (SOURCE, GRAVE_SOURCE) and said is None:  # "When Lifeblood Hydra dies, … equal to its power":
        # the source, as it last existed on the battlefield after its own "dies" (608.2h, 603.10a)
        return replace(ref, kind="source", action=None, filter=None)
    if outside.startswith(EVENT):  # "Whenever a creature enters …, you gain life equal to its toughness"
        return _of(ref, "event", _event_filter(outside), said)
    return None


def _of(ref: CountRef, referent: str, kind: TypeFilter | None, said: TypeFilter | None) -> CountRef | None:
    """``ref`` read from the ``referent`` object of ``kind``; "that creature's" must say the kind it names."""
    if kind is None or (said is not None and not _same_kind(said, kind)):
        return None
    return replace(ref, kind=PROPERTY, action=referent, filter=kind)


def _same_kind(said: TypeFilter, kind: TypeFilter) -> bool:
    """"That creature's" names a creature target; "that land's" after "target creature" names nothing here."""
    return said.noun == kind.noun or said.is_any
