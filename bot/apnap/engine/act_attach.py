"""Attach (701.3): "Attach this permanent to target creature you control" (Equip's instruction, 702.6a), "you may
attach this permanent to it" (the trigger event's object, 603.2), "create a 1/1 … token, then attach this permanent
to it" (the token just created).

Why a module: the one question is which object the source goes onto (engine/attached.acted_on, as for every step
on "target …"); what attaching does is the same for all three: the source is put onto that object (701.3a), with a
new timestamp when it was attached to another (701.3c), and nothing happens when it is already attached to that
one (701.3b). What it is on is its permanent's ``attached_to`` (the board's; the scenario's top-level
``attached_to`` for the source given in short form), set anew by each attach, so a second attach in one resolution
reads the first.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..grammar.printed_object import enchant_of
from ..model import GameObject
from ..plan import AttachTargetTo, AttachToCreated, AttachToTarget
from ..result import EventRecord, StepResult
from .act_objects import _may
from .asking import declined
from .attached import acted_on, chosen_rule, not_there
from .referents import source_label
from .registry import handles
from .several_targets import named_holder, named_target

if TYPE_CHECKING:
    from .state import State


def attach_onto(state: State, what: GameObject, onto: GameObject) -> None:
    """``what`` is attached to ``onto`` from now on (701.3a): its ``attached_to`` on the battlefield, the one record
    of what it is on, which its bonus follows (611.3a, 613.4c; engine/board_pt.py) and a later attach in the same
    resolution reads (701.3b, 701.3c)."""
    for p in state.game.players:
        if any(o is what for o in p.battlefield):
            p.zones["battlefield"] = [replace(o, attached_to=onto.name) if o is what else o for o in p.battlefield]


def _attach(state: State, obj: GameObject, result: StepResult, *why: str) -> None:
    """701.3a: the source onto ``obj``; 701.3b: already attached to it, nothing happens; 701.3c: moved from another
    object, a new timestamp. What it is on: its permanent's ``attached_to``, else the scenario's (before the effect)."""
    placed = state.source_on_battlefield()
    before = ((placed.attached_to if placed is not None else None) or state.scenario.attached_to or "").casefold()
    source = source_label(state)
    already = before == obj.name.casefold()
    result.events.append(EventRecord(state.game.controller, "attach", [obj],
                                     extra={"source": source, **({"already": True} if already else {})}))
    moved = ("701.3c",) if before and not already else ()
    state.cite(*why, "701.3b" if already else "701.3a", *moved, step=result)
    if placed is not None:
        attach_onto(state, placed, obj)


@handles(AttachToTarget)
async def attach_to_target(state: State, step: AttachToTarget, result: StepResult) -> None:
    await _may(state, step, result)
    if state.game.controller in declined(result):
        return
    found = acted_on(state, step, step.objects)
    if found is None:
        raise not_there(state, step, step.objects)
    _attach(state, found[0], result, chosen_rule(step))


@handles(AttachToCreated)
async def attach_to_created(state: State, step: AttachToCreated, result: StepResult) -> None:
    """The one token the creation before it made (111.1); none made (the creation was replaced or did nothing):
    nothing to attach to, nothing happens (701.3b)."""
    await _may(state, step, result)
    if state.game.controller in declined(result):
        return
    made = next((s for s in reversed(state.steps[:-1]) if s.action == "create"), None)
    tokens = [o for e in (made.events if made is not None else []) for o in e.objects]
    if len(tokens) != 1:
        result.events.append(EventRecord(state.game.controller, "attach", [], extra={"source": source_label(state)}))
        state.cite("701.3b", step=result)
        return
    _attach(state, tokens[0], result, "111.1")


# ------------------------------------------------------------------------------------ an Aura or Equipment targeted
def _cannot_attach(state: State, what: GameObject, onto: GameObject, holder: str) -> tuple[str, str] | None:
    """Why ``what`` can't be attached to ``onto`` (701.3b), with the rule, or None when it can: not to itself, and
    not an Aura that is a creature (303.4d); an Aura only to what its enchant abilities allow (303.4, 702.5c),
    asked when its text is not given; an Equipment only to a creature (301.5), never while it is a creature itself
    without reconfigure, nor to itself (301.5c)."""
    aura = "aura" in what.subtypes
    if onto is what:
        return "itself", "303.4d" if aura else "301.5c"
    if aura:
        if what.is_creature():
            return "an Aura that is a creature", "303.4d"
        filters = enchant_of(what)  # its text's enchant abilities, typed as the object was made (GameObject.enchant)
        if not filters:  # its enchant ability decides; not given (or not read): asked, never guessed
            raise BotError.of("choice_needed", "apnap.error.enchant_needed", suggestions=[what.name],
                              field="players", lang=state.lang, name=what.name)
        failing = next((a.words for a in filters if not state.matches(a.allows, onto, holder)), None)
        return ("enchant " + failing, "303.4") if failing is not None else None
    if "equipment" in what.subtypes:
        if not onto.is_creature():
            return "not a creature", "301.5"
        creature = what.is_creature() and "reconfigure" not in what.keywords
        return ("an Equipment that is a creature", "301.5c") if creature else None
    raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                      part=state.steps[-1].text if state.steps else "")  # a Fortification (301.6): not modelled


def _second_not_there(state: State, step: AttachTargetTo, what: GameObject) -> BotError:
    """The refusal when the object it goes onto is not named or not of the second word's kind (115.1, 608.2b): the
    name given besides the Aura's or Equipment's, never that one."""
    from bot.apnap.render.nouns import objects as said
    from bot.apnap.render.words import Words

    for name in (n for n in state.scenario.targets if n not in state.game.seat_names):
        bare, holder = named_holder(state, name)
        found = [(o, p.name) for p in state.game.players if not p.lost and state.in_range(p.name)
                 for o in p.battlefield if o.name.casefold() == bare.casefold() and holder in (None, p.name)
                 and o is not what]
        if found and not any(state.matches(step.objects, o, h) for o, h in found):
            return BotError.of("bad_scenario", "apnap.error.target_not_legal", field="target", lang=state.lang,
                               name=found[0][0].name, kind=said(Words(state.lang), step.objects, False))
    return BotError.of("bad_scenario", "apnap.error.target_object", field="target", lang=state.lang,
                       what=NounRef(step.objects.noun))


@handles(AttachTargetTo)
async def attach_target_to(state: State, step: AttachTargetTo, result: StepResult) -> None:
    """701.3a: the targeted Aura or Equipment onto the other target (or the source). Both must still be there as
    it resolves (608.2b); an object it can't legally be attached to leaves it where it is (701.3b), as does the one
    it is already attached to."""
    await _may(state, step, result)
    if state.game.controller in declined(result):
        return
    found = named_target(state, step.attachment, [])
    if found is None:
        raise not_there(state, step, step.attachment)
    what = found[0]
    if step.to_source:
        source = state.source_on_battlefield()
        onto = (source, state.game.controller) if source is not None else None
    else:
        onto = named_target(state, step.objects, [what])
        if onto is None:
            raise _second_not_there(state, step, what)
    state.cite("115.1", step=result)
    if onto is None:  # the source left: nothing to attach it to (701.3b)
        result.events.append(EventRecord(state.game.controller, "attach", [], extra={"source": what.name}))
        state.cite("701.3b", step=result)
        return
    cant = _cannot_attach(state, what, *onto)
    if cant is not None:
        result.events.append(EventRecord(state.game.controller, "attach", [onto[0]],
                                         extra={"source": what.name, "cant": cant[0]}))
        state.cite("701.3b", cant[1], step=result)
        return
    before = (what.attached_to or "").casefold()
    already = before == onto[0].name.casefold()
    result.events.append(EventRecord(state.game.controller, "attach", [onto[0]], extra={
        "source": what.name, **({"already": True} if already else {"from": what.attached_to} if before else {})}))
    attach_onto(state, what, onto[0])  # its bonus reaches the new one from now on (611.3a, 613.4c)
    rule = "303.4" if "aura" in what.subtypes else "301.5"
    state.cite("701.3b" if already else "701.3a", *(("701.3c",) if before and not already else ()), rule,
               step=result)
