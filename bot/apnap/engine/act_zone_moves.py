"""A player's whole zone put into another of their zones: "Each player puts their library into their hand" (402.1).

Why here: each acting player moves every card of the zone at once; nothing is chosen (so no choice phase beyond a
"may") and nothing is drawn (121.1: a draw takes one card from the top; these cards are put there by an effect, so no
draw trigger and no loss for drawing from an empty library, 121.4). A zone nobody described moves cards nobody knows:
how many is not said, the zone left is known to be empty afterwards, and the zone they reach is no longer known
either (never invented, never counted as empty).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..plan.zone_moves import PutZone
from ..result import EventRecord, StepResult
from .act_objects import _may
from .asking import declined
from .registry import handles

if TYPE_CHECKING:
    from .state import State


@handles(PutZone)
async def put_zone(state: State, step: PutZone, result: StepResult) -> None:
    """Each acting player, in APNAP order, puts every card of their ``zone`` into their ``to`` zone (402.1; 101.4:
    no choice, so the order changes nothing)."""
    await _may(state, step, result)
    no = declined(result)
    for name in result.order:
        if name in no:
            continue
        player = state.game.player(name)
        unknown = step.zone in player.unknown
        moved = list(player.zone(step.zone))
        player.zones[step.zone] = []
        player.zones[step.to] = player.zone(step.to) + moved
        if unknown:  # the cards are not known; the zone left is now known to be empty
            player.unknown = (player.unknown - {step.zone}) | {step.to}
        result.events.append(EventRecord(name, "put_zone", [] if unknown else moved,
                                         amount=None if unknown else len(moved), hidden=True,
                                         extra={"from": step.zone, "to": step.to, "unknown": unknown}))
    state.cite("402.1", "121.1", step=result)


__all__ = ["put_zone"]
