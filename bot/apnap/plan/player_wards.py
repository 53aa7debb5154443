"""The step of a player's protection, hexproof or shroud from a resolving spell or ability (grammar/player_wards.py;
702.16b-e, 702.16j, 702.11c, 702.18a; 611.2a).

Why a step of its own: a player has no object to keep a keyword on (State.grants is per permanent), and the ward is a
continuous effect the resolution creates: the engine reports it for each player with its duration and, for
protection, applies its prevention to the damage the rest of the effect deals them (engine/act_player_wards.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..grammar import StepSpec
from .amounts import Amount
from .steps import Step

PLAYER_WARD = "player_ward"


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerWard(Step):
    """``ward``: ``protection`` (from ``everything``, 702.16j, or from the ``colors``, 702.16a), ``hexproof``
    (702.11c) or ``shroud`` (702.18a); ``duration``: ``this_turn``, ``until_your_next_turn`` or
    ``until_end_of_your_next_turn`` (611.2a), or ``static``: a permanent's static ability ("You have hexproof.",
    604.1), which the board's permanents give (board_replacements.BoardPlayerWard)."""

    action: str = PLAYER_WARD
    ward: str = "protection"
    everything: bool = False
    colors: tuple[str, ...] = ()
    duration: str = "this_turn"
    # "protection from the color of your choice": the colour the controller chose just before (608.2d, 702.16a)
    chosen: bool = False


def _player_ward(spec: StepSpec, common: dict[str, Any], _n: Amount) -> Step:
    quality = spec.detail("from")
    return PlayerWard(**common, ward=spec.detail("ward"), everything=quality == "everything",
                      colors=tuple(c for c in quality.split(",") if c and quality not in ("everything", "chosen")),
                      chosen=quality == "chosen",
                      duration=spec.detail("duration") or "this_turn")


PLAYER_WARD_BUILDERS: dict[str, Callable[[StepSpec, dict[str, Any], Amount], Step]] = {PLAYER_WARD: _player_ward}

__all__ = ["PLAYER_WARD", "PLAYER_WARD_BUILDERS", "PlayerWard"]
