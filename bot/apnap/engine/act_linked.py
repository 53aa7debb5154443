"""The cards a linked ability exiled (607.2a): "Put all cards exiled with Knowledge Vault into their owner's
graveyard", "return the exiled cards to the battlefield under their owners' control".

Why a handler of its own: which cards are "exiled with" the source is a fact no zone shows (an exile zone holds
every source's cards); the scenario gives it (``exiled_with``, event_facts.py) or the resolver asks, never taking the
exile zone as a whole nor as empty. Each card goes to its owner's zone (a new object there, 400.7); onto the
battlefield, under its owner's control, where what watches for a creature entering sees it.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from ..model import GameObject
from ..plan import PutExiledWith, TurnUpExiledWith
from ..result import EventRecord, StepResult
from . import triggers
from .act_objects import _may
from .asking import declined
from .registry import handles
from .remembered import linked_cards

if TYPE_CHECKING:
    from .state import State


@handles(PutExiledWith)
async def put_exiled_with(state: State, step: PutExiledWith, result: StepResult) -> None:
    you = state.game.controller
    await _may(state, step, result)  # "you may put …": the controller's yes / no first (608.2d)
    if you in declined(result):
        return
    linked = {o.uid for o in linked_cards(state) if _among(step, o)}  # asked when the scenario does not say (607.2a)
    moved: list[tuple[str, GameObject]] = []  # (who controls it now, the card)
    for p in state.game.players:  # in turn order; each card to its owner's zone (the one it is in)
        cards = [o for o in p.zones["exile"] if o.uid in linked]
        p.zones["exile"] = [o for o in p.zones["exile"] if o.uid not in linked]
        if step.to == "battlefield":  # under its owner's control, or the controller's ("under your control")
            cards = [replace(o, tapped=step.tapped) for o in cards]
        zone = state.game.player(you).zones[step.to] if step.to == "battlefield" and step.control == "you" \
            else p.zones[step.to]
        zone.extend(cards)
        moved += [(you if zone is not p.zones[step.to] else p.name, o) for o in cards]
    extra = {"from": "exile", "to": step.to, "linked": True, "source": state.scenario.card or "this permanent",
             **({"under": "controller"} if step.control == "you" else {}), **({"tapped": True} if step.tapped else {})}
    if step.said in ("own", "own_permanents"):  # "each player returns … all cards they own": one per owner
        for name in result.order:  # an owner with none of them returns nothing (no event)
            if owned := [o for _, o in moved if o.owner == name]:
                result.events.append(EventRecord(name, step.action, owned, extra=extra))
        if not moved:
            result.events.append(EventRecord(you, step.action, [], extra=extra))
    else:
        result.events.append(EventRecord(you, step.action, [o for _, o in moved], extra=extra))
    state.cite("607.2a", "400.7", step=result)
    if step.to == "battlefield":
        for controller, card in moved:
            triggers.enters(state, card, controller, result)


PERMANENT_TYPES = frozenset({"artifact", "creature", "enchantment", "land", "planeswalker", "battle"})  # 110.4b


def _among(step: PutExiledWith, card: GameObject) -> bool:
    """"All permanent cards among them": only a card of a permanent type moves (110.4b); the others stay exiled."""
    return step.said != "own_permanents" or bool(card.types & PERMANENT_TYPES)


@handles(TurnUpExiledWith)
async def turn_up_exiled_with(state: State, step: TurnUpExiledWith, result: StepResult) -> None:
    """"Each player turns face up all cards they own exiled with this permanent" (406.3, 607.2a): one event per owner
    with their linked cards, now seen by everyone; nothing moves."""
    await _may(state, step, result)
    cards = linked_cards(state)
    for name in result.order:
        result.events.append(EventRecord(name, "turn_face_up", [o for o in cards if o.owner == name],
                                         extra={"from": "exile", "linked": True,
                                                "source": state.scenario.card or "this permanent"}))
    state.cite("406.3", "607.2a", step=result)
