"""Formidable's restriction: "Activate only if creatures you control have total power 8 or greater" (602.5, 208.1).

Why a typed condition: the restriction is checked before the ability is put on the stack; the board gives each
creature's power, so the sum is counted there (a creature whose power the board does not give makes the answer
unknown: assumed and said, never counted as 0).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..model import Game


@dataclass(frozen=True, slots=True)
class TotalPower:
    """The creatures the controller controls have total power ``at_least`` or greater."""

    at_least: int


def total_power_holds(cond: TotalPower, game: Game, controller: str) -> bool | None:
    """True or False on the board; None when the battlefield or a creature's power is not given."""
    player = game.player(controller)
    if "battlefield" in player.unknown:
        return None
    powers = [o.power for o in player.battlefield if o.is_creature()]
    if any(p is None for p in powers):
        return None
    return sum(p for p in powers if p is not None) >= cond.at_least


__all__ = ["TotalPower", "total_power_holds"]
