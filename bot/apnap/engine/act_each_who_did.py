""""If a player does, …" after "each player may …" on the board: the instruction once for each player who did it, in
APNAP order (101.4), with "that player" that one (608.2c).

Why a handler of its own: the step's players are those who did (who.did_this_way: the "may" step's events, 608.2e);
the instruction itself is the inner step's own handler, run with "that player" bound to each in turn (referents.py
reads ``State.that_player_name``), so every instruction the engine has reads the same here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..plan import EachWhoDid
from ..result import StepResult
from .registry import handler_for, handles

if TYPE_CHECKING:
    from .state import State


@handles(EachWhoDid)
async def each_who_did(state: State, step: EachWhoDid, result: StepResult) -> None:
    """Each player who did, in turn: "that player" is that one while the inner instruction resolves."""
    players, saved = list(result.order), state.that_player_name
    for player in players:
        state.that_player_name = player
        result.order = [player]
        await handler_for(step.inner)(state, step.inner, result)
    state.that_player_name, result.order = saved, players
    state.cite("608.2c", step=result)


__all__ = ["each_who_did"]
