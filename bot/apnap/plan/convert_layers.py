"""The grammar's specs of power and toughness in the layers (grammar/layers.py) → typed steps (:mod:`.steps_layers`).

Why apart from convert_board.py: one family, one small table; convert_board.py's rules try these first.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from ..grammar import StepSpec
from . import steps as s
from .amounts import Amount
from .steps_layers import (
    AttachedBonusWhile,
    DefinedPT,
    EntersWithCounters,
    SetBasePT,
    SwitchPT,
    TargetSetBasePT,
    TargetSwitchPT,
)

LAYER_ACTIONS = frozenset({"set_pt", "enters_with_counters"})


def layer_step(spec: StepSpec, common: dict[str, Any], amount: Callable[[StepSpec], Amount]) -> s.Step:
    """One step per layer: 7a (defined), 7b (set), 7d (switch); or the counters the source enters with."""
    if spec.action == "enters_with_counters":
        return EntersWithCounters(**common, kind=spec.detail("counter", "+1/+1"), amount=amount(spec))
    layer = spec.detail("layer")
    if layer == "attached_while":  # "As long as enchanted creature is white, it gets +1/+2" (611.3a)
        power, toughness = (int(v) for v in spec.detail("pt").split("/"))
        return AttachedBonusWhile(**common, attached=spec.detail("attached"), power=power, toughness=toughness,
                                  keywords=tuple(k for k in spec.detail("keywords").split(",") if k),
                                  while_=spec.creatures)
    if layer == "defined":
        return DefinedPT(**common, which=spec.detail("which", "both"), amount=amount(spec))
    if layer == "switch":
        target = spec.detail("target") == "object"
        return (TargetSwitchPT if target else SwitchPT)(**common, objects=spec.creatures)
    power, toughness = (int(v) for v in spec.detail("pt").split("/"))
    kind = SetBasePT if spec.detail("static") else TargetSetBasePT
    return kind(**common, power=power, toughness=toughness, objects=spec.creatures, attached=spec.detail("attached"),
                static=bool(spec.detail("static")))
