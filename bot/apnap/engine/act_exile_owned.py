"""The handler of "you may put a card an opponent owns from exile into that player's graveyard" (the processors;
plan/exile_owned.py).

Why a handler of its own: the pick is among the cards in every opponent's exile (406.1: a public zone, each player's
own), not in the acting player's zone, so the ask is ``anyone``'s with the filter's ``opponents`` (the owner is not the
controller); each card leaves the exile of its owner and goes into that same player's graveyard (400.3). Nothing to
pick (no opponent's card in exile, as the board shows it) answers the "may" no (101.3), so "If you do, …" after it is
not done (608.2c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..plan import PutOwnedFromExile
from ..result import EventRecord, StepResult
from .act_picks import acting, may_first
from .asking import AskPick, choice_phase
from .registry import handles

if TYPE_CHECKING:
    from .state import State


@handles(PutOwnedFromExile)
async def put_owned_from_exile(state: State, step: PutOwnedFromExile, result: StepResult) -> None:
    asks = may_first(step) + [AskPick(p, "exile", anyone=True) for p in step.picks]
    await choice_phase(state, result, lambda player: list(asks))
    for name, objs in acting(state, step, result, {"from": "exile", "to": "graveyard"}):
        for obj in objs:  # each from its owner's exile into its owner's graveyard (400.3)
            owner = state.game.player(obj.owner)
            owner.zones["exile"] = [o for o in owner.exile if o.uid != obj.uid]
            owner.graveyard.append(obj)
        result.events.append(EventRecord(name, step.action, objs, extra={"from": "exile", "to": "graveyard",
                                                                         "owners": sorted({o.owner for o in objs})}))
    state.cite("406.1", "400.3", step=result)
