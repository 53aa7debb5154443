"""The step of the controller exiling the top of another player's library: "Exile the top card of each opponent's
library", "… of target opponent's library face down" (400.1, 701.13a, 406.3).

Why a step of its own: ``ExileTop`` is each acting player's own library (the player who acts owns the cards); here
the controller acts and the cards are another player's, so the step says whose (``zone_of``) and the engine
(engine/act_others_library.py) takes them from that owner's library into exile, each library in turn.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..grammar import StepSpec
from ..grammar.others_library import EXILE_TOP_OF
from .amounts import ZERO, Amount
from .steps import Step


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileTopOf(Step):
    """The top ``amount`` cards of the library of ``zone_of`` ("target", "target_opponent", "that_player", or each of
    "each_opponent", "each_player", "each_other_player"), exiled by the controller (701.13a)."""

    action: str = "exile"
    amount: Amount = ZERO
    zone_of: str = "target"
    face_down: bool = False  # "… face down" (406.3): nobody may look at them


OTHERS_LIBRARY_BUILDERS: dict[str, Callable[[StepSpec, dict[str, Any], Amount], Step]] = {
    EXILE_TOP_OF: lambda spec, common, n: ExileTopOf(**common, amount=n, zone_of=spec.detail("zone_of", "target"),
                                                     face_down=spec.detail("face") == "down"),
}

__all__ = ["OTHERS_LIBRARY_BUILDERS", "ExileTopOf"]
