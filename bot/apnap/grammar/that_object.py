""""That creature", "that land" with no target before it: the object of the trigger event (603.2). "Whenever this
creature becomes blocked by a creature, destroy that creature", "Whenever a Sliver deals combat damage to a
creature, destroy that creature", "… put a -1/-1 counter on that creature", "tap that creature".

Why a module: the words are the same as a back-reference to a target (608.2c, "Untap target creature. … Untap
that creature."), and which one they are depends on the whole effect: with a target before them they are that
target; with none, the trigger event's object, which the scenario names (``event_object``) and the loader
checks the trigger has (stack_facts.py). Binding them here, once the sentence is read, keeps both readings typed.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .filters import parse_filter
from .phrases import Unread, Words, arg, child, count_value, counter_kind_of, np_filter
from .specs import StepSpec, Subject, TypeFilter
from .text import fold
from .verbs import _NOBODY, Context, _verb
from .verbs_board import CLAUSES


def _that_word(node: Tree[Token]) -> Tree[Token]:
    """The permanent after "that" ("that card" is a card chosen before: another rule)."""
    return arg(node, "permanent_word")


@_verb("destroy_that", "exile_that")
def _move_that(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Destroy that creature", "exile that permanent": the controller does it (608.2)."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    flt = np_filter(_that_word(node), c.text)
    return [c.step(node.data.removesuffix("_that"), subject=_NOBODY, creatures=flt,
                   extra=(("target", "object"), ("refers", "1"), ("that", "1")))]


@_verb("counters_that")
def _counters_that(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Put a -1/-1 counter on that creature" (122.1): the controller puts them on it."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    n = count_value(arg(node, "count"), c.text)
    kind = counter_kind_of(arg(node, "counter_kind"), c.text)
    flt = np_filter(_that_word(node), c.text)
    return [c.step("counter", subject=_NOBODY, creatures=flt, amount=n, uses_x=n is None,
                   extra=(("target", "object"), ("counter", kind), ("refers", "1"), ("that", "1")))]


_FROZEN = (("target", "object"), ("refers", "1"), ("that", "1"))  # "it": the object before (or the event's)


@_verb("tap_that_frozen")
def _tap_that_frozen(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Tap that creature and it doesn't untap during its controller's next untap step": both on that creature."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    flt = parse_filter("creature" if c.text.lexicon.lang == "en" else "criatura", c.text.lexicon)
    return [c.step("tap", subject=_NOBODY, creatures=flt, extra=_FROZEN),
            c.step("doesnt_untap", subject=_NOBODY, creatures=flt, extra=_FROZEN)]


def stays_tapped(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"It doesn't untap during its controller's next untap step." / "Target permanent doesn't untap …" (502.3:
    a permanent untaps in its controller's untap step; this one won't, once)."""
    if node.data == "doesnt_untap_target":
        np = arg(node, "np")
        return [StepSpec(clause, "doesnt_untap", _NOBODY, creatures=np_filter(np, text), players_too=False,
                         extra=(("target", "object"),))]
    return [StepSpec(clause, "doesnt_untap", _NOBODY, creatures=None, players_too=False, extra=_FROZEN)]


def bind_event_objects(steps: list[StepSpec]) -> list[StepSpec]:
    """"That creature" with no target before it in the effect is the trigger event's object (603.2); with a
    target before it, it stays that target (608.2c; checked in leads.py). The new readings ("destroy that
    creature", counters on it) name only an event's object: after a target they are refused."""
    out: list[StepSpec] = []
    targeted = False
    for step in steps:
        refs = (step.amount_ref, step.size_ref, *(slot.count_ref for slot in step.slots))
        if any(r is not None and r.kind == "event_spell" for r in refs):  # "where X is that spell's mana value"
            step = replace(step, extra=(*step.extra, ("event_object", "spell")))
        if step.action == "doesnt_untap" and step.creatures is None and step.detail("refers"):  # "it" (this module's)
            kinds = [s.creatures for s in reversed(out) if s.detail("target") == "object" and s.creatures is not None]
            if not kinds:
                raise Unread(step.text)
            step = replace(step, creatures=kinds[0])
        if step.detail("that") and step.detail("refers"):
            if not targeted:
                extra = tuple(kv for kv in step.extra if kv[0] not in ("refers", "that"))
                step = replace(step, extra=(*extra, ("event_object", "permanent")))
            elif step.action == "damage":  # Addendum's "instead"
                step = _same_target_damage(step, out)
            else:
                _names_the_target(step, out)
        elif step.detail("target") in ("object", "spell") and not step.detail("refers"):
            targeted = True  # "Counter target spell. Its controller …": that spell's controller (405.1)
        spell_of = step.subject.ref_filter is not None and step.subject.ref_filter.noun == "spell"
        # no target: the event's; an inline choice by the controller of the next step's target is that target's (the
        # target is chosen as the ability is put on the stack, 601.2c, before either step: verbs_choose.py); "that
        # spell's controller" is the trigger event's spell's (a cast or targeting trigger's, 603.2, 608.2h)
        if step.subject.kind in ("object_controller", "object_owner") and not targeted and not step.detail("of_target"):
            step = replace(step, extra=(*step.extra, ("event_object", "spell" if spell_of else "permanent")))
        out.append(step)
    return out


# the instructions on "that <noun>" the engine does to the one target named before it (refers, 608.2c)
_ON_THAT_TARGET = frozenset({"tap", "untap", "doesnt_untap", "object_damage", "destroy", "exile", "counter"})


def _names_the_target(step: StepSpec, before: list[StepSpec]) -> None:
    """"Tap target creature. Destroy that creature.", "Gira el artefacto objetivo. Destruye ese artefacto.": after a
    target, "that <noun>" is the object most recently targeted in the same ability (608.2b-c), the one target
    leads.check_references holds there is. Its noun must name that target's kind: every kind the target word allows
    is one of that noun ("that permanent" after "target creature", "that artifact" after "target artifact
    creature"); "that creature" after "target artifact or creature" may name no creature, and "that land" after
    "target creature" names another object: refused, never read as the target."""
    targets = [s for s in before if s.detail("target") == "object" and not s.detail("refers")
               and not s.detail("event_object")]
    if step.action not in _ON_THAT_TARGET or not targets or not _names_kind(step.creatures, targets[-1].creatures):
        raise Unread(step.text)


def _names_kind(noun: TypeFilter | None, target: TypeFilter | None) -> bool:
    """Whether every object ``target`` allows is of ``noun``'s kind (its types; "permanent": any permanent)."""
    if noun is None or len(noun.alternatives) != 1:
        return False
    required = noun.alternatives[0][0]
    if not required:  # "that permanent": a target word of the battlefield names a permanent
        return True
    return target is not None and bool(target.alternatives) and all(required <= a[0] for a in target.alternatives)


def object_controller(node: Tree[Token], text: Words) -> Subject:
    """"That land's controller", "that creature's controller": the player who controlled the object targeted
    before it in the effect, as it last existed (608.2h; checked in ``bind_event_objects``)."""
    printed = child(node, "permanent_word")  # "el controlador de esa criatura"
    if any(isinstance(t, Token) and t.type == "SPELL_WORD_ES" for t in node.children):  # "… de ese hechizo" (405.1)
        return Subject("object_controller", ref_filter=TypeFilter(noun="spell"))
    if printed is not None:
        flt = parse_filter(text.low_of(printed), text.lexicon)
    else:
        word = next(str(t) for t in node.children if isinstance(t, Token) and t.type == "WORD")
        if word.casefold() == "spell's":  # "Counter target spell … to that spell's controller" (405.1, 608.2h)
            return Subject("object_controller", ref_filter=TypeFilter(noun="spell"))
        flt = parse_filter(word.removesuffix("'s"), text.lexicon) if word.endswith("'s") else None
    if flt is None:
        raise Unread(text.of(node))
    return Subject("object_controller", ref_filter=flt)


def _same_target_damage(step: StepSpec, before: list[StepSpec]) -> StepSpec:
    """"Summary Judgment deals 3 damage to target tapped creature. … it deals 5 damage to that creature instead": the
    one creature targeted before it (608.2c), so its kind is the target's, and "it" is the source that dealt the
    damage before (the spell). More than one target before it, or none of a creature: refused, never guessed."""
    targets = [s for s in before if s.detail("target") in ("object", "any", "divided") or s.slots]
    if len(targets) != 1 or targets[0].action != "damage" or targets[0].creatures is None:
        raise Unread(step.text)
    source = targets[0].source if fold(step.source or "") in ("it", "this permanent") else step.source
    return replace(step, creatures=targets[0].creatures, source=source)


def damage_to_that(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Kolaghan Aspirant deals 1 damage to that creature" (120.3): to the creature targeted before it (608.2c) or,
    with no target before it, the trigger event's (603.2: "Whenever this creature becomes blocked by a creature").
    "… deals that much damage to that creature": the amount of the instruction before, or first, of the trigger
    event (603.2; verbs_board.event_amount_first)."""
    from .phrases import amount_fields, amount_of
    from .verbs_board import THAT_MUCH

    named = child(node, "source")
    source = text.of(named) if named is not None else "this permanent"
    flt = parse_filter("creature" if text.lexicon.lang == "en" else "criatura", text.lexicon)
    amount = amount_fields(amount_of(node), text) if child(node, "amount") is not None else {"amount_ref": THAT_MUCH}
    return [StepSpec(clause, "damage", _NOBODY, source=source, players_too=False, creatures=flt,
                     extra=_FROZEN, **amount)]


CLAUSES.update({"doesnt_untap_that": stays_tapped, "doesnt_untap_target": stays_tapped,
                "damage_to_that": damage_to_that})
