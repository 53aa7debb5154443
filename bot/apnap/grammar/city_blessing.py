"""Ascend's designation as a condition (702.131): "If you have the city's blessing, …" / "Si tienes la bendición de
la ciudad, …" (Vona's Hunger, Expel from Orazca, Pride of Conquerors, Wayward Swordtooth).

Why a condition of its own: the city's blessing is a designation of a player, kept for the rest of the game
(702.131c), never a count on the board. It is true when the scenario says the player has it, or when ascend gives it
as the source's own ascend applies: ten or more permanents and a card with ascend (702.131a on an instant or sorcery,
as it resolves; 702.131b on a permanent, any time). A board of nine permanents says nothing about the turns before, so
the engine asks (engine/city_blessing_check.py) instead of reading "no". Its own module because conditions.py is full;
conditions.py reads it through :data:`CITY_BLESSING_READERS`.
"""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token, Tree

from .phrases import Words


@dataclass(frozen=True, slots=True)
class CityBlessing:
    """``who`` (the controller, "you" / "tienes") has the city's blessing (702.131c)."""

    who: str = "you"


def city_blessing(node: Tree[Token], words: Words) -> CityBlessing:
    """``"you" "have" "the" "city's" "blessing"`` (and the Spanish) → the controller's designation; another
    player's is no parse, never the controller's."""
    del node, words
    return CityBlessing()


CITY_BLESSING_READERS = {"cond_city_blessing": city_blessing}

__all__ = ["CITY_BLESSING_READERS", "CityBlessing", "city_blessing"]
