"""The step of exerting the source as it attacks (701.43): "You may exert this creature as it attacks".

Why a step of its own: exerting moves and taps nothing; it makes the permanent skip its next untap (701.43a), and the
"When you do" trigger after it (grammar/reflexive.py) reads whether the controller did it (engine/act_exert.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..grammar import StepSpec
from ..grammar.exert import EXERT
from .amounts import Amount
from .steps import Step


@dataclass(frozen=True, slots=True, kw_only=True)
class ExertSource(Step):
    """"Exert this creature as it attacks" (701.43a, 701.43d): the source won't untap during its controller's next
    untap step."""

    action: str = EXERT


EXERT_BUILDERS: dict[str, Callable[[StepSpec, dict[str, Any], Amount], Step]] = {
    EXERT: lambda spec, common, n: ExertSource(**common),
}

__all__ = ["EXERT_BUILDERS", "ExertSource"]
