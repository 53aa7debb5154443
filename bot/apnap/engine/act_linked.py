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
from ..plan import PutExiledWith
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
    linked = {o.uid for o in linked_cards(state)}  # asked when the scenario does not say (607.2a)
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
    if step.said == "own":  # "each player returns … all cards they own": one event per owner, in turn order
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
