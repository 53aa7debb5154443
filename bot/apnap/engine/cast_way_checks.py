"""The checks of "this spell was cast from a graveyard" and "<this>'s madness cost was paid" as the sentence that says
them is reached (608.2c): from the scenario's ``cast_from`` / ``cast_with`` (cast_way.py), asked when not given.

Why asked and never assumed: the branch an "… instead" takes turns on it (Increasing Devotion's five tokens or ten),
and no board shows how a spell was cast once it is on the stack; taking "from the hand, for its mana cost" would be a
confident answer to a question nobody answered. The rule of the fact is cited with the condition's outcome, so the
result says which branch applied and why: 601.2a (where a spell is cast from), 118.9 (an alternative cost) and the
keyword's own rule (702.34 flashback, 702.35 madness, …).
"""

from __future__ import annotations

from bot.errors import BotError

from ..grammar.cast_conditions import CastFrom, CostPaid, cast_way_holds
from .board_values import BOARD_CHECKS
from .state import State

# each keyword cost's own rule (the Comprehensive Rules' 702 numbers)
_KEYWORD_RULES = {"madness": "702.35", "flashback": "702.34", "surge": "702.117", "prowl": "702.76",
                  "spectacle": "702.137", "evoke": "702.74", "dash": "702.109", "escape": "702.138",
                  "emerge": "702.119", "bestow": "702.103", "overload": "702.96", "entwine": "702.42",
                  "buyback": "702.27"}
# the keyword costs that cast a card from a graveyard (702.34a, 702.138a): "cast from a graveyard" cites them
_FROM_GRAVEYARD = ("flashback", "escape")


def cast_from_holds(state: State, cond: CastFrom, words: str) -> bool:
    """Where the spell was cast from (601.2a): ``cast_from``, or the zone its keyword cost says; asked otherwise."""
    way = state.game.cast_way
    if way.zone is None:
        raise BotError.of("choice_needed", "apnap.error.cast_fact_needed", field="cast_from", lang=state.lang,
                          condition=words, example="cast_from: hand", suggestions=["hand", cond.zone])
    state.cite("601.2a")
    for keyword in sorted(way.costs or ()):
        if keyword in _FROM_GRAVEYARD and cond.zone == "graveyard":
            state.cite(_KEYWORD_RULES[keyword])
    return bool(cast_way_holds(cond, way))


def cost_paid_holds(state: State, cond: CostPaid, words: str) -> bool:
    """Whether the keyword cost was one the spell was cast with (118.9): ``cast_with``; asked when not given."""
    costs = state.game.cast_way.costs
    if costs is None:
        raise BotError.of("choice_needed", "apnap.error.cast_fact_needed", field="cast_with", lang=state.lang,
                          condition=words, example=f"cast_with: [{cond.keyword}]", suggestions=["[]", cond.keyword])
    state.cite("118.9", _KEYWORD_RULES.get(cond.keyword, "118.9"))
    return bool(cast_way_holds(cond, state.game.cast_way))


BOARD_CHECKS[CastFrom] = cast_from_holds
BOARD_CHECKS[CostPaid] = cost_paid_holds
