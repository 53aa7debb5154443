"""The step of a player's whole zone put into another of their zones: "Each player puts their library into their
hand" (402.1: put there by an effect, not drawn, 121.1).

Why a step of its own: nothing is chosen and no card is drawn (no draw trigger, no loss for an empty library, 121.4),
so neither ``Draw`` nor a pick fits; each acting player moves every card of ``zone`` at once (engine/act_zone_moves.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..grammar import StepSpec
from ..grammar.zone_moves import PUT_ZONE
from .amounts import Amount
from .steps import Step


@dataclass(frozen=True, slots=True, kw_only=True)
class PutZone(Step):
    """Every card of the acting player's ``zone`` into their ``to`` zone, at once (402.1)."""

    action: str = "put_zone"
    zone: str = "library"
    to: str = "hand"


ZONE_MOVE_BUILDERS: dict[str, Callable[[StepSpec, dict[str, Any], Amount], Step]] = {
    PUT_ZONE: lambda spec, common, n: PutZone(**common, zone=spec.detail("from", "library"),
                                             to=spec.detail("to", "hand")),
}

__all__ = ["ZONE_MOVE_BUILDERS", "PutZone"]
