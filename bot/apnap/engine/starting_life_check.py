"""A life total against a starting life total as the condition is reached (grammar/starting_life.py; 103.4).

Why a default and not a question: every game has a starting life total its variant fixes (20, 103.4; a Two-Headed Giant
team's 30, 103.4a; 40 in Commander, 103.4c), and a user asking about a card nearly always plays the ordinary game. So
the scenario's ``starting_life`` (one number for everyone, or one per player) says it, and when it does not, the rule's
default for this table is taken (30 with a shared life total, else 20) and a warning says so and how to give another,
never silently. The life total itself is the board's; one nobody described (quick mode) is asked, never guessed.
Registered in board_values.BOARD_CHECKS; a count of players "whose life total is less than half their starting life
total" reads :func:`below_half_starting` (standing.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..grammar.starting_life import StartingLifeCompared, holds_against
from .board_values import BOARD_CHECKS

if TYPE_CHECKING:
    from .state import State

STARTING_LIFE = 20  # 103.4
TEAM_STARTING_LIFE = 30  # 103.4a: a Two-Headed Giant team's


def starting_life_of(state: State, name: str) -> int:
    """``name``'s starting life total: the scenario's, else the rule's default for this table, said in a warning."""
    given = state.scenario.starting_life
    if given is not None and name in given:
        state.cite("103.4")
        return given[name]
    shared = state.game.shared_life
    n = TEAM_STARTING_LIFE if shared else STARTING_LIFE
    warning = t("apnap.warning.starting_life_assumed", state.lang, n=n)
    if warning not in state.warnings:
        state.warnings.append(warning)
    state.cite("103.4a" if shared else "103.4")
    return n


def _life(state: State, name: str) -> int:
    """The board's life total; one nobody described is asked (the answer depends on it)."""
    if "life" in state.game.player(name).unknown:
        raise BotError.of("choice_needed", "apnap.error.standing_unknown", field="players", lang=state.lang,
                          player=name, zone=NounRef("life"))
    return state.life_of(name)


def below_half_starting(state: State, name: str) -> bool:
    """``name``'s life total is less than half their starting life total (compared exactly, 103.4)."""
    return holds_against(_life(state, name), starting_life_of(state, name), StartingLifeCompared("that_player",
                                                                                                  "lt_half"))


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
    found = [holds_against(_life(state, n), starting_life_of(state, n), cond) for n in names]
    return any(found) if cond.who == "an_opponent" else bool(found) and all(found)


BOARD_CHECKS[StartingLifeCompared] = starting_life_holds

__all__ = ["STARTING_LIFE", "below_half_starting", "starting_life_holds", "starting_life_of"]
