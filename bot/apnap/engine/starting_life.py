"""Each player's starting life total and a life total against it (103.4), for the condition's check
(starting_life_check.py) and a count of players "whose life total is less than half their starting life total"
(standing.py). Why a module of its own: standing.py reads it, and the condition's check registers itself in
board_values, which reaches standing.py: one module for the facts keeps the engine free of an import circle.

The scenario's ``starting_life`` says it; when it does not, the rule's default for this table is taken (30 with a
shared life total, 103.4a, else 20, 103.4) and a warning says so and how to give another (40 in Commander, 103.4c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..grammar.starting_life import StartingLifeCompared, holds_against

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


def life_now(state: State, name: str) -> int:
    """The board's life total; one nobody described is asked (the answer depends on it)."""
    if "life" in state.game.player(name).unknown:
        raise BotError.of("choice_needed", "apnap.error.standing_unknown", field="players", lang=state.lang,
                          player=name, zone=NounRef("life"))
    return state.life_of(name)


def below_half_starting(state: State, name: str) -> bool:
    """``name``'s life total is less than half their starting life total (compared exactly, 103.4)."""
    return holds_against(life_now(state, name), starting_life_of(state, name), StartingLifeCompared("that_player",
                                                                                                  "lt_half"))


__all__ = ["STARTING_LIFE", "TEAM_STARTING_LIFE", "below_half_starting", "life_now", "starting_life_of"]
