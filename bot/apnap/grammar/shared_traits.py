"""What "it" names in a relation between objects: "each opponent sacrifices a permanent that shares a card type with
it" (205.2a), "the number of creatures you control that share a creature type with it" (205.3m), "… a permanent type"
(110.4a), "… a color" (105.2).

Why a pass of its own: the object lexicon (filters.py) reads the relation as a filter field (``shares``, whose
``shares_with`` is the pronoun as read, ``it``), but which object the pronoun names depends on the whole ability, as
for every "it" (608.2c): an object named before it in the effect (one target, the source, the trigger event's
object), else what the ability names outside its effect (the source of its own trigger, the trigger event's object,
603.2). The same reading as an amount's "its power" (properties.py), so both agree; none or two candidates: refused,
never guessed. The engine (engine/shared_traits.py) compares the two objects' traits.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

from .antecedents import _before
from .delayed import in_delayed
from .filter_walk import filters_in, mapped
from .phrases import Unread
from .referent_kinds import EVENT, GRAVE, GRAVE_SOURCE, SOURCE, _event_filter
from .same_name import remap_same_name
from .shared_words import YOU_DISCARDED
from .specs import StepSpec, TypeFilter

IT = "it"  # the pronoun as the object lexicon reads it, before this pass binds it
# The nested steps the walk does not enter (read when they resolve, with their own binding)
_NESTED = frozenset({"inner", "ability", "unless_cost"})
# the subjects of a discard that includes the controller's own ("each player discards a card", "discard a card")
_YOU_AMONG = frozenset({"you", "each_player", "you_and_target", "you_and_that"})


def bind_shared(steps: list[StepSpec], outside: str) -> list[StepSpec]:
    """Each filter's "… with it" bound to the one object it names (``event``, ``target`` or ``source``), or
    :class:`Unread` naming the step's words."""
    out: list[StepSpec] = []
    for i, step in enumerate(steps):
        filters = _filters(step, 0)  # walked once a step, again only when the step is remade
        if any(f.shares_with == IT for f in filters):
            whom = _whom(steps[:i], step, outside)
            step = _rebound(step, whom)
            asked = "card" if whom.startswith(GRAVE) else "permanent" if whom.startswith(EVENT) else None
            if asked is not None and not step.detail("event_object"):  # the loader asks for it (stack_facts.py)
                step = replace(step, extra=(*step.extra, ("event_object", asked)))
            filters = _filters(step, 0)
        if any(f.shares_with == YOU_DISCARDED for f in filters + _subject_filter(step)) and not any(
                s.action == "discard" and s.subject.kind in _YOU_AMONG for s in steps[:i]):
            raise Unread(step.text)  # "the card you discarded" with no discard of yours before it in the effect
        if any(f.same_name == "spell" for f in filters):
            step = _of_that_spell(steps[:i], step)
        out.append(step)
    return out


def _subject_filter(step: StepSpec) -> list[TypeFilter]:
    """The filter of the step's subject ("each opponent who discarded a card that shares …")."""
    return [step.subject.ref_filter] if step.subject.ref_filter is not None else []


def _of_that_spell(earlier: Sequence[StepSpec], step: StepSpec) -> StepSpec:
    """"… with the same name as that spell" (201.2) with nothing named before it: the cast trigger's spell (603.2),
    which the loader asks for (``event_object``, stack_facts.py, refused for a trigger about no spell). After
    "Counter target spell" (the one object named before it, a spell targeted, 115.1): that target, as it last existed
    (608.2h; ``same_name`` "that:spell", read from the scenario's target as "that creature" is, Counterbore)."""
    before = _before(list(earlier), step)
    if len(before) == 1 and all(s is not None and s.detail("target") == "spell" for s in before.values()):
        return remap_same_name(step, "spell", "that:spell")
    if before or step.detail("event_object") not in (None, "", "spell"):
        raise Unread(step.text)  # another object named before "that spell": not read here
    return step if step.detail("event_object") else replace(step, extra=(*step.extra, ("event_object", "spell")))


def _rebound(step: StepSpec, whom: str) -> StepSpec:
    """The step with every "… with it" of its filters naming ``whom``."""
    def bound(flt: TypeFilter) -> TypeFilter:
        return replace(flt, shares_with=whom) if flt.shares_with == IT else flt
    new = _mapped(step, bound, 0)
    assert isinstance(new, StepSpec)
    return new


def _whom(earlier: Sequence[StepSpec], step: StepSpec, outside: str) -> str:
    """The one object "it" names: named before it in the effect, else outside the effect (properties._named's
    order)."""
    found = _before(list(earlier), step)
    if len(found) > 1:
        raise Unread(step.text)
    if found:
        kind, named = next(iter(found.items()))
        if kind == SOURCE:
            return "source"
        if kind.startswith("target") and named is not None and not in_delayed(named) \
                and named.detail("target") == "object":
            return "target"
        raise Unread(step.text)
    if outside in (SOURCE, GRAVE_SOURCE):
        return "source"
    if outside.startswith((EVENT, f"{GRAVE}{EVENT}")) and _event_filter(outside.removeprefix(GRAVE)) is not None:
        return outside  # the trigger event's object, of that kind (603.2); after "… is put into a graveyard from the
        # battlefield", the card it became there (400.7e), as "it" names it (found_cards.py)
    raise Unread(step.text)


def _filters(value: object, depth: int) -> list[TypeFilter]:
    """Every object filter ``value`` keeps, at any depth of its own fields (chosen_reads.step_filters' walk)."""
    return filters_in(value, depth, 4, _NESTED)


def _mapped(value: object, change: Callable[[TypeFilter], TypeFilter], depth: int) -> object:
    """``value`` with each filter it keeps replaced by ``change(filter)`` (the same walk as :func:`_filters`)."""
    return mapped(value, change, depth, 4, _NESTED)


def shared_event_kind(step: object) -> TypeFilter | None:
    """The kind of the trigger event's object a relation of ``step``'s filters names ("… that shares a creature type
    with it" after "Whenever a creature enters the battlefield": a creature), so the loader asks for that object
    (stack_facts.py) as for "its power"; None when no filter of the step names one."""
    for flt in _filters(step, 0):
        whom = flt.shares_with or ""
        if whom.startswith((EVENT, f"{GRAVE}{EVENT}")):
            return _event_filter(whom.removeprefix(GRAVE), card=whom.startswith(GRAVE))
    return None
