"""The step of phasing out (702.26): "Target permanent phases out", "Each creature you control phases out", "This
creature phases out" (grammar/phasing.py).

Why a step of its own: phasing is neither a zone change (702.26d) nor a tap; the permanents it names stop existing for
the rest of the game's rules (702.26b) until they phase in during their controller's next untap step (702.26a), with
what is attached to them (702.26g). The engine takes them out of what later instructions see (engine/act_phasing.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..grammar import StepSpec, TypeFilter
from .amounts import Amount
from .steps import ANY, Step
from .steps_board import TurnTarget
from .target_count_of import target_count

PHASE_OUT = "phase_out"


@dataclass(frozen=True, slots=True, kw_only=True)
class PhaseOut(Step):
    """Every permanent of ``objects`` on the battlefield phases out (702.26b), with the Auras and Equipment attached
    to it (indirectly, 702.26g)."""

    action: str = PHASE_OUT
    objects: TypeFilter = ANY
    each: bool = False  # "each creature you control phases out": the same objects as "all", said as printed


@dataclass(frozen=True, slots=True, kw_only=True)
class PhaseOutTarget(TurnTarget):
    """The target (115.1) phases out; "up to two target …" (601.2c): those chosen (a target's fields, as a tap's)."""

    action: str = PHASE_OUT


@dataclass(frozen=True, slots=True, kw_only=True)
class PhaseOutSource(Step):
    """The source's own permanent phases out ("This creature phases out")."""

    action: str = PHASE_OUT


def _phase_out(spec: StepSpec, common: dict[str, Any], _n: Amount) -> Step:
    if spec.detail("on") == "source":
        return PhaseOutSource(**common)
    if spec.detail("target") == "object":
        return PhaseOutTarget(**common, objects=spec.creatures or ANY, of_that_player=spec.detail("holder") ==
                              "that_player", count=target_count(spec))
    return PhaseOut(**common, objects=spec.creatures or ANY, each=spec.detail("each") == "1")


PHASING_BUILDERS: dict[str, Callable[[StepSpec, dict[str, Any], Amount], Step]] = {PHASE_OUT: _phase_out}

__all__ = ["PHASE_OUT", "PHASING_BUILDERS", "PhaseOut", "PhaseOutSource", "PhaseOutTarget"]
