""""If a player other than you lost life this turn" (grammar/life_lost.LostLifeThisTurn): answered from the scenario's
``life_lost_this_turn`` (the life each player lost before the effect, 119.3) and the life this effect's earlier steps
took (608.2h), as the run loop reaches the sentence (608.2c). Registered in board_values.BOARD_CHECKS, so it is read
like any sentence's "If …"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..grammar.life_lost import LostLifeThisTurn
from .board_values import BOARD_CHECKS
from .values import _life_taken

if TYPE_CHECKING:
    from .state import State


def life_lost_holds(state: State, cond: LostLifeThisTurn, words: str) -> bool:
    """Any player but the controller lost some life this turn (a loss of 0 is none, 119.3): before the effect, or in
    one of its steps before this sentence (the condition is checked before its own step runs)."""
    del cond, words
    before = state.scenario.life_lost_this_turn or {}
    state.cite("119.3")
    for player in (p.name for p in state.game.players if p.name != state.game.controller):
        if before.get(player, 0) + sum(_life_taken(ev) for s in state.steps for ev in s.events
                                       if ev.player == player) > 0:
            return True
    return False


BOARD_CHECKS[LostLifeThisTurn] = life_lost_holds

__all__ = ["life_lost_holds"]
