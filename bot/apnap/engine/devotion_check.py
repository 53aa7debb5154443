"""Devotion counted for a condition (700.5, 700.5a): "As long as your devotion to green and white is less than seven".

Counted by devotion_count.py, as values.py's ``Devotion`` amount ("where X is your devotion to black") is; a condition
may name two colours, each mana symbol of either counted once (700.5a). Registered in board_values.BOARD_CHECKS, so
"as long as …" reads it like any board condition.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..grammar.devotion import DevotionBelow
from .board_values import BOARD_CHECKS
from .devotion_count import devotion

if TYPE_CHECKING:
    from .state import State


def devotion_below_holds(state: State, cond: DevotionBelow, words: str) -> bool:
    """The controller's devotion to the colours is less than the number (700.5), cited."""
    state.cite("700.5")
    return devotion(state, cond.colors, state.game.controller) < cond.below


BOARD_CHECKS[DevotionBelow] = devotion_below_holds

__all__ = ["devotion", "devotion_below_holds"]
