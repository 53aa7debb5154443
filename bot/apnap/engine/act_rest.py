""""… then sacrifices / discards / exiles the rest": what the choice before it did not keep (608.2c), all at once.
Kept apart from act_objects.py so each module stays small."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..grammar import TypeFilter
from ..model import GameObject
from ..plan import DiscardRest, ExileRest, RemoveRest, SacrificeRest, ShuffleRest
from ..render.nouns import all_of
from ..render.words import Words
from ..result import ChoiceRecord, EventRecord, StepResult
from . import triggers
from .act_objects import _may
from .registry import handles

if TYPE_CHECKING:
    from .state import State


def _rest_filter(state: State, step: RemoveRest, chosen: StepResult | None) -> TypeFilter:
    among = state.rest_filter
    if (among is not None and chosen is not None and step.objects.noun == "permanent"
            and not step.objects.control):
        return among
    return step.objects


def _said(state: State, step: RemoveRest, flt: TypeFilter) -> str:
    """What a player whose zone nobody described removes, as the card says it: "all lands", "el resto"."""
    w = Words(state.lang)
    return all_of(w, flt, step.zone != "battlefield") if step.everything else w.pick("the rest", "el resto")


@handles(SacrificeRest, DiscardRest, ExileRest, ShuffleRest)
async def remove_rest(state: State, step: RemoveRest, result: StepResult) -> None:
    await _may(state, step, result)
    chosen = None if step.everything else next((s for s in reversed(state.steps[:-1]) if s.action == "choose"),
                                               None)
    kept = {o.uid for c in (chosen.choices if chosen else []) for o in c.objects}
    unknown = {c.player for c in (chosen.choices if chosen else []) if c.unknown}
    flt = _rest_filter(state, step, chosen)
    before = triggers.battlefield_snapshot(state)
    left: triggers.Seen = []
    for name in result.order:
        p = state.game.player(name)
        if name in unknown or step.zone in p.unknown:  # "all lands they control" / "the rest": never "nothing"
            said = _said(state, step, flt)
            shuffled = isinstance(step, ShuffleRest)  # a hand's cards, hidden (401.2); shuffled whatever went, 701.24d
            result.choices.append(ChoiceRecord(name, [], [], hidden=shuffled, unknown=True, what=said))
            result.events.append(EventRecord(name, step.action, [], hidden=shuffled, extra={
                "unknown": True, **({"from": ["hand"], "rest": True} if shuffled else {"what": said})}))
            if shuffled:
                state.shuffled.add(name)
            continue
        gone = [o for o in p.zone(step.zone) if o.uid not in kept and state.matches(flt, o, name)
                and not (step.sacrifice and o.cant_be_sacrificed)]
        p.zones[step.zone] = [o for o in p.zone(step.zone) if o not in gone]
        if isinstance(step, ShuffleRest):  # hidden to hidden: how many is known, which and where are not (401.2)
            _shuffled_in(state, name, gone, result)
            continue
        for o in gone:  # to its owner's graveyard, or exile (the owner's, like every zone here: 400.3)
            state.game.player(o.owner).zones["exile" if isinstance(step, ExileRest) else "graveyard"].append(o)
        result.choices.append(ChoiceRecord(name, gone, [o.name for o in gone], hidden=False, forced=bool(gone),
                                           none=not gone, what="rest",
                                           noun=flt.noun if step.zone == "battlefield" else "card"))
        result.events.append(EventRecord(name, step.action, gone,
                                         extra={"from": step.zone} if isinstance(step, ExileRest) else {}))
        if step.zone == "battlefield":
            left.extend((o, name) for o in gone)
        elif isinstance(step, DiscardRest):  # each card discarded is a discard, one event per player (701.9a, 603.2c)
            triggers.discarded(state, name, gone, result)
    state.cite("608.2c", step.rule, step=result)
    triggers.leaves(state, left, before, result)


def _shuffled_in(state: State, name: str, gone: list[GameObject], result: StepResult) -> None:
    """"… shuffles the rest into their library": the cards the choice did not keep go from the hand into their
    owner's library, shuffled (701.24a), shuffled even when none went (701.24d). A hidden zone to a hidden zone: the
    event says how many, its cards hidden, like a whole hand shuffled in (act_objects.shuffle)."""
    for o in gone:
        owner = state.game.player(o.owner)
        owner.zones["library"] = owner.library + [o]
        state.shuffled.add(o.owner)
    state.shuffled.add(name)
    result.choices.append(ChoiceRecord(name, gone, [o.name for o in gone], hidden=True, forced=bool(gone),
                                       none=not gone, what="rest", noun="card"))
    result.events.append(EventRecord(name, "shuffle", gone, amount=len(gone), hidden=True,
                                     extra={"from": ["hand"], "unknown": False, "rest": True}))
