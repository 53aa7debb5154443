"""The city's blessing as a condition is reached (702.131): "If you have the city's blessing, instead …".

Why asked when unknown: the designation is kept for the rest of the game (702.131c), so a board that shows fewer than
ten permanents does not say the controller lacks it; the scenario's ``city_blessing`` says, or the source's own
ascend gives it now (702.131a as an instant or sorcery with ascend resolves, 702.131b any time a permanent with ascend
is there) when the controller controls ten or more permanents. Otherwise a file is asked (``city_blessing_needed``)
and quick mode, whose zones nobody described stand for what nobody said, takes it as not gained, with a warning (as
a monstrous designation nobody gave, 701.37a). Registered in board_values.BOARD_CHECKS.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..grammar.city_blessing import CityBlessing
from ..printed_keywords import keyword_parts
from .board_values import BOARD_CHECKS

if TYPE_CHECKING:
    from .state import State

ASCEND_PERMANENTS = 10  # 702.131a-b: "ten or more permanents"


def _has_ascend(state: State) -> bool:
    """The source's card prints ascend (its keyword line), as the database or the board's own text gives it."""
    card = state.scenario.source_card
    source = state.source_on_battlefield()
    texts = [card.text if card is not None else None, source.text if source is not None else None]
    return any(text and "ascend" in keyword_parts(text) for text in texts) or (
        source is not None and "ascend" in source.keywords)


def city_blessing_holds(state: State, cond: CityBlessing, words: str) -> bool:
    """The controller's designation as the scenario gives it; else ascend's ten permanents; else not shown."""
    del cond  # only the controller's is read (grammar/city_blessing.py)
    player = state.game.player(state.game.controller)
    if player.city_blessing is not None:
        state.cite("702.131c")
        return player.city_blessing
    if len(player.battlefield) >= ASCEND_PERMANENTS and _has_ascend(state):
        state.cite("702.131a" if state.scenario.source_zone == "stack" else "702.131b")
        return True
    if any(p.unknown for p in state.game.players):  # quick mode: a designation nobody gave is taken as not gained
        warning = t("apnap.warning.city_blessing_assumed", state.lang, player=player.name)
        if warning not in state.warnings:
            state.warnings.append(warning)
        state.cite("702.131c")
        return False
    raise BotError.of("choice_needed", "apnap.error.city_blessing_needed", field="players", lang=state.lang,
                      player=player.name, suggestions=[player.name])


BOARD_CHECKS[CityBlessing] = city_blessing_holds

__all__ = ["city_blessing_holds"]
