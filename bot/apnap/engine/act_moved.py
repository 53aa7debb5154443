"""A card this effect exiled, returned to the battlefield by the same effect (400.7j): "exile target creature you
control, then return that card to the battlefield under its owner's control".

Why a handler of its own: the permanent that comes back is a new object (400.7) — untapped, with no counters, no
damage marked and none of the effects that applied to the old one; an Aura that was attached to the old one is
attached to nothing and goes to its owner's graveyard (704.5m) — and the effect finds it in exile only because the
effect put it there (400.7j). A token that left the battlefield has ceased to exist (704.5d) and never comes back
(111.8), so "return that card" does nothing for it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bot.catalog import t

from ..model import GameObject
from ..oracle import short_names
from ..plan import FoundCard, ReturnMoved
from ..result import EventRecord, StepResult
from . import triggers
from .act_objects import _may
from .asking import declined
from .registry import handles

if TYPE_CHECKING:
    from .state import State


def _in_exile(state: State, step: ReturnMoved) -> list[GameObject]:
    """The objects this effect exiled that are still in their owner's exile zone (400.7j), of the step's kind."""
    found = []
    for obj, zone in state.moved:
        if zone == "exile" and any(o is obj for o in state.game.player(obj.owner).zones["exile"]):
            found.append(obj)
    return [o for o in found if state.matches(step.objects, o, o.owner)] or found


def left_behind(state: State, old: GameObject) -> list[str]:
    """What the old object had that the new one does not (400.7): tapped, counters, damage marked on it."""
    said = [("tapped", old.tapped), ("counters", bool(old.counters) or bool(state.counters.get(old.uid))),
            ("damage", bool(state.marked_damage.get(old.uid)))]
    return [what for what, had in said if had]


def new_object(state: State, old: GameObject, index: int) -> GameObject:
    """The card as a new object (400.7): untapped, no counters, no damage, no effect of the old one on it."""
    state.marked_damage.pop(old.uid, None)
    state.boosts.pop(old.uid, None)
    state.counters.pop(old.uid, None)
    uid = 20_000_000 + len(state.steps) * 1000 + index
    return replace(old, uid=uid, tapped=False, counters=(), monstrous=False if old.monstrous is not None else None)


@handles(ReturnMoved)
async def return_moved(state: State, step: ReturnMoved, result: StepResult) -> None:
    you = state.game.controller
    for name in state.moved_unseen:  # the source no board shows, exiled by this effect: back, by name
        result.events.append(EventRecord(you, "return", [], labels=[name], extra={
            "from": "exile", "to": "battlefield", "new_object": True, "under": you}))
        state.cite("400.7", "400.7j", step=result)
    state.moved_unseen = []
    for i, old in enumerate(_in_exile(state, step)):
        owner = state.game.player(old.owner)
        owner.zones["exile"] = [o for o in owner.zones["exile"] if o is not old]
        if "token" in old.types:  # 704.5d: a token in exile has ceased to exist; 111.8: it can't come back
            result.events.append(EventRecord(old.owner, "cease_to_exist", [old], extra={"from": "exile"}))
            state.cite("111.8", "704.5d", step=result)
            continue
        controller = old.owner if step.control == "owner" else you
        behind = left_behind(state, old)
        new = new_object(state, old, i)
        state.game.player(controller).battlefield.append(new)
        state.moved = [(o, z) for o, z in state.moved if o is not old]
        result.events.append(EventRecord(controller, "return", [new], extra={
            "from": "exile", "to": "battlefield", "new_object": True, "under": controller, "left_behind": behind}))
        state.cite("400.7", "400.7j", "704.5m", step=result)
        triggers.enters(state, new, controller, result)


def _found_names(state: State, step: FoundCard) -> set[str]:
    """The names the card may have: the source's (its short names too) or the trigger event's object's."""
    if step.event:
        return {(state.scenario.stack.event_object or "").casefold()} - {""}
    return {n.casefold() for n in short_names(state.scenario.card)} if state.scenario.card else set()


def _where(state: State, names: set[str]) -> tuple[GameObject, str, str] | None:
    """The card of that name on the board and where it is (graveyards first, 400.7e), or None."""
    places = [(o, p.name, zone) for p in state.game.players for zone, cards in p.zones.items() for o in cards
              if o.name.casefold() in names]
    return next((x for x in places if x[2] == "graveyard"), places[0] if places else None)


@handles(FoundCard)
async def found_card(state: State, step: FoundCard, result: StepResult) -> None:
    """The card a zone-change trigger's object became, found in its graveyard (400.7e) and moved to its owner's
    zone; elsewhere on the board it is a new object the ability cannot find, so nothing happens (400.7); not on the
    board at all, it is taken as being in its owner's graveyard and the result says so."""
    you = state.game.controller
    await _may(state, step, result)
    if you in declined(result):
        return
    found = _where(state, _found_names(state, step))
    label = state.scenario.stack.event_object if step.event else state.scenario.card
    name = label or t("apnap.what.event_object" if step.event else "apnap.what.source", state.lang)
    if found is not None and found[2] != "graveyard":  # moved on already: a new object (400.7)
        result.events.append(EventRecord(you, "not_found", [], labels=[found[0].name], extra={"zone": found[2]}))
        state.cite("400.7", step=result)
        return
    if found is None:
        result.events.append(EventRecord(you, step.action, [], labels=[name],
                                         extra={"from": "graveyard", "to": step.to, "found": True}))
        state.warnings.append(t("apnap.warning.found_card_assumed", state.lang, card=name))
        state.cite("400.7e", *(("701.24a",) if step.to == "library" else ()), step=result)
        if step.to == "library":  # shuffled in: its owner's library order is unknown from now on (701.24a)
            state.shuffled.add(you)
        return
    card, owner, _ = found
    moved = _move_found(state, step, card, owner)
    under = {"under": moved[1]} if step.to == "battlefield" else {}
    result.events.append(EventRecord(you, step.action, [moved[0]], extra={"from": "graveyard", "to": step.to,
                                                                          "owner": owner, "found": True, **under}))
    state.cite("400.7e", "400.7", *(("701.24a",) if step.to == "library" else ()), step=result)
    if step.to == "battlefield":
        triggers.enters(state, moved[0], moved[1], result)


def _move_found(state: State, step: FoundCard, card: GameObject, owner: str) -> tuple[GameObject, str]:
    """The card out of its owner's graveyard into its owner's ``to`` zone (top or bottom of the library, or shuffled
    into it), or onto
    the battlefield under its owner's or the controller's control: a new object there (400.7)."""
    player = state.game.player(owner)
    player.zones["graveyard"] = [o for o in player.graveyard if o is not card]
    if step.to == "battlefield":
        under = owner if step.control == "owner" else state.game.controller
        new = new_object(state, card, 0)
        state.game.player(under).battlefield.append(new)
        return new, under
    if step.to == "library_top":
        player.library.insert(0, card)
    elif step.to == "library_bottom":
        player.library.append(card)
    elif step.to == "library":  # shuffled in (701.24a): the library's order is random from now on
        player.zones["library"] = [*player.library, card]
        state.shuffled.add(owner)
    else:
        player.zones[step.to].append(card)
    return card, owner
