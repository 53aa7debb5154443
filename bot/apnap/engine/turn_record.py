"""The turn's record as a step reaches it (608.2h, 608.2c): the scenario's ``this_turn`` plus what this effect's
earlier steps did, the permanents they put into a graveyard from the battlefield (700.4) and the players they dealt
damage (120.3); then the conditions and counts that read it ("if an opponent was dealt damage this turn", "for each
creature that died this turn").

Why here and asked when missing: the turn before the effect no board shows, so a part the scenario does not give is
asked for by its own field (``this_turn``), in quick mode too (its ``facts`` text takes it): reading it as "nothing
happened" would be a confident wrong answer. What the effect itself did is known, and counted as it applies.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t

from ..grammar.history_conditions import HappenedThisTurn, history_holds
from ..oracle import short_names
from ..plan import amounts as a
from ..turn_consistency import land_played_off_turn
from .turn_now import RULES, asked, history_now
from .values import _value

if TYPE_CHECKING:
    from .state import State



def happened(state: State, cond: HappenedThisTurn, words: str) -> bool:
    """A sentence's own "if …" on the record as it stands now (608.2c); asked when the record does not say."""
    # the source's own spell is read in the record as given (history_now leaves it out of "another spell")
    record = state.game.history if cond.part == "cast_from_hand" else history_now(state)
    found = history_holds(cond, record, state.game, state.game.controller, short_names(state.scenario.card or ""))
    if found is None:
        raise asked(state, cond.part, words)
    state.cite(RULES.get(cond.part, "601.2i"))
    if cond.part == "played_land" and land_played_off_turn(state.game, frozenset({state.game.controller})):
        state.cite("305.3")  # not on their turn: no land played, whatever the record said (turn_consistency.py)
    return found


@_value(a.DiedThisTurn)
def _died_this_turn(state: State, e: a.DiedThisTurn, player: str | None) -> int:
    """"For each creature that died this turn", "… put into your graveyard from the battlefield this turn": the
    record's and this effect's (608.2h); ``owner`` "you": only those that went to the controller's graveyard (404.2),
    ``controller``: only those the controller controlled as they died."""
    died = history_now(state).died
    if died is None:
        raise asked(state, "died", t("apnap.what.died_this_turn", state.lang))
    you = state.game.controller
    state.cite("700.4")
    return sum(1 for d in died if (e.whose != "owner" or d.card.owner == you) and (e.whose != "controller"
               or d.controller == you) and (e.filter is None or e.filter.matches(d.card)))
