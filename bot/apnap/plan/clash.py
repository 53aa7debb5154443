"""The step of a clash (701.30): "Clash with an opponent" — the controller chooses an opponent, both reveal the top
card of their library and may put it on the bottom, and the controller wins with a strictly higher mana value.

Why a step of its own: the outcome comes from the board's libraries (engine/act_clash.py), and later sentences ("If
you win, …": grammar/clash.ClashWon; "that player": the opponent chosen, 701.30b) read what this step did.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..grammar import StepSpec
from ..grammar.clash import CLASH
from .amounts import Amount
from .steps import Step


@dataclass(frozen=True, slots=True, kw_only=True)
class Clash(Step):
    """"Clash with an opponent" (701.30b): each player the step is about chooses an opponent and both clash."""

    action: str = CLASH


CLASH_BUILDERS: dict[str, Callable[[StepSpec, dict[str, Any], Amount], Step]] = {
    CLASH: lambda spec, common, n: Clash(**common),
}

__all__ = ["CLASH_BUILDERS", "Clash"]
