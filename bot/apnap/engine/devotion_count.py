"""Devotion counted (700.5, 700.5a): the mana symbols of one or more colours among the mana costs of the permanents a
player controls, each symbol of any of the colours once (a hybrid {G/W} is one symbol for devotion to green and
white).

Why a module of its own: the amount ("where X is your devotion to black", values.py) and the condition ("as long as
your devotion to black is less than five", devotion_check.py) count the same way and ask the same question (a
nonland permanent whose mana cost nobody gave is asked, never counted as having none); it imports nothing of the
engine, so values.py can use it without the circle values → devotion_check → board_values → values.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from bot.errors import BotError

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


__all__ = ["devotion"]
