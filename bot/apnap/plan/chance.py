"""The steps of chance (705, 706): a coin flip and a die roll by the players the step is about.

Why steps of their own: the outcome is random, so the engine never picks it; the scenario gives it
(``flips``, ``rolls``) and the result shows it as an event, which later sentences ("If you win the
flip, …", "If you roll a 1, …": conditions.FlipWon / RollIs) are checked against (608.2c).
"""

from __future__ import annotations

from dataclasses import dataclass

from .steps import Step


@dataclass(frozen=True, slots=True, kw_only=True)
class FlipCoin(Step):
    """"Flip a coin": each player the step is about flips one coin and wins or loses the flip (705.2)."""

    action: str = "flip"


@dataclass(frozen=True, slots=True, kw_only=True)
class RollDie(Step):
    """"Roll a six-sided die": one die with ``sides`` faces, numbered 1 to ``sides`` (706.1a)."""

    action: str = "roll"
    sides: int = 6
