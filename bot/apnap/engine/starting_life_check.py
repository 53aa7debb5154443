"""A life total against a starting life total as the condition is reached (grammar/starting_life.py; 103.4).

Why a default and not a question: every game has a starting life total its variant fixes (20, 103.4; a Two-Headed Giant
team's 30, 103.4a; 40 in Commander, 103.4c), and a user asking about a card nearly always plays the ordinary game. So
the scenario's ``starting_life`` (one number for everyone, or one per player) says it, and when it does not, the rule's
default for this table is taken (30 with a shared life total, else 20) and a warning says so and how to give another,
never silently. The life total itself is the board's; one nobody described (quick mode) is asked, never guessed.
Registered in board_values.BOARD_CHECKS; a count of players "whose life total is less than half their starting life
total" (standing.py) reads engine/starting_life.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..grammar.starting_life import StartingLifeCompared, holds_against
from .board_values import BOARD_CHECKS
from .starting_life import life_now, starting_life_of

if TYPE_CHECKING:
    from .state import State

def starting_life_holds(state: State, cond: StartingLifeCompared, words: str) -> bool:
    """The controller's, "that player"'s, every opponent's, or any one opponent's ("an opponent's": 102.2) life total
    against their own starting life total, as the board stands when the condition is reached (608.2c, 611.3a)."""
    del words
    from .referents import that_player

    game = state.game
    if cond.who == "you":
        names = [game.controller]
    elif cond.who == "that_player":
        names = [that_player(state)]
    else:
        names = [n for n in game.opponents(game.controller) if not game.player(n).lost and state.in_range(n)]
    found = [holds_against(life_now(state, n), starting_life_of(state, n), cond) for n in names]
    return any(found) if cond.who == "an_opponent" else bool(found) and all(found)


BOARD_CHECKS[StartingLifeCompared] = starting_life_holds

__all__ = ["starting_life_holds"]
