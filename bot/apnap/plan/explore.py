"""The step of exploring (701.44a): "it explores" — the source, or the trigger event's object (``objects``).

Why a step of its own: what happens depends on the card revealed (a land to the hand; otherwise a +1/+1 counter and
a choice of the graveyard), so the engine does the whole procedure on the board's library (engine/act_explore.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..grammar import StepSpec, TypeFilter
from ..grammar.explore import EXPLORE
from .amounts import Amount
from .steps import Step


@dataclass(frozen=True, slots=True, kw_only=True)
class Explore(Step):
    """The permanent explores (701.44a): ``objects`` None is the source; else the kind of the trigger event's object
    or the target that explores (608.2c)."""

    action: str = EXPLORE
    objects: TypeFilter | None = None


EXPLORE_BUILDERS: dict[str, Callable[[StepSpec, dict[str, Any], Amount], Step]] = {
    EXPLORE: lambda spec, common, n: Explore(
        **common, objects=spec.creatures if spec.detail("target") == "object" else None),
}

__all__ = ["EXPLORE_BUILDERS", "Explore"]
