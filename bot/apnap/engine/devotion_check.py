"""Devotion counted for a condition (700.5, 700.5a): "As long as your devotion to green and white is less than seven".

Why one count for the amount and the condition: values.py's ``Devotion`` ("where X is your devotion to black") counts
one colour through :func:`devotion`; a condition may name two, and then each mana symbol of either colour counts once
(700.5a: a hybrid {G/W} is one symbol). A nonland permanent whose mana cost nobody gave is asked, never counted as
having none. Registered in board_values.BOARD_CHECKS, so "as long as …" reads it like any board condition.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from bot.errors import BotError

from ..grammar.devotion import DevotionBelow
from .board_values import BOARD_CHECKS

if TYPE_CHECKING:
    from .state import State

_LETTERS = {"white": "w", "blue": "u", "black": "b", "red": "r", "green": "g"}


def devotion(state: State, colors: tuple[str, ...], player: str) -> int:
    """The mana symbols among the mana costs of ``player``'s permanents that are of any of ``colors`` (700.5a)."""
    permanents = state.game.player(player).battlefield
    unknown = [o.name for o in permanents if o.mana_cost is None and not o.has_type("land") and not o.has_type("token")]
    if unknown:  # 700.5: a mana cost nobody gave is asked, never counted as none
        raise BotError.of("choice_needed", "apnap.error.mana_cost_needed", suggestions=unknown, field="players",
                          lang=state.lang, names=", ".join(unknown))
    letters = {_LETTERS[c] for c in colors}
    symbols = [s.lower() for o in permanents for s in re.findall(r"\{([^}]+)\}", o.mana_cost or "")]
    return sum(1 for s in symbols if letters & set(s.split("/")))


def devotion_below_holds(state: State, cond: DevotionBelow, words: str) -> bool:
    """The controller's devotion to the colours is less than the number (700.5), cited."""
    state.cite("700.5")
    return devotion(state, cond.colors, state.game.controller) < cond.below


BOARD_CHECKS[DevotionBelow] = devotion_below_holds

__all__ = ["devotion", "devotion_below_holds"]
