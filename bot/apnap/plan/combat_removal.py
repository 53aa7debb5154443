"""The step of removing a creature from combat (506.4): "Remove target attacking creature from combat", "Untap target
attacking creature and remove it from combat", "Remove this creature from combat" (grammar/combat_removal.py).

Why a step of its own: removal from combat is no zone change and no tap (506.4b); it changes only who is attacking,
blocking and blocked in the combat the scenario states (engine/act_combat_removal.py).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..grammar import StepSpec, TypeFilter
from .amounts import Amount
from .steps import ANY, Step
from .steps_board import TurnTarget

REMOVE_FROM_COMBAT = "remove_from_combat"


@dataclass(frozen=True, slots=True, kw_only=True)
class RemoveFromCombatTarget(TurnTarget):
    """The target (115.1), "it" after it (``refers``, 608.2c) or the trigger event's object (603.2) is removed from
    combat (506.4)."""

    action: str = REMOVE_FROM_COMBAT


@dataclass(frozen=True, slots=True, kw_only=True)
class RemoveFromCombatSource(Step):
    """The source's own permanent is removed from combat ("Remove this creature from combat", 506.4)."""

    action: str = REMOVE_FROM_COMBAT


@dataclass(frozen=True, slots=True, kw_only=True)
class RemoveFromCombatAll(Step):
    """Every creature ``objects`` names is removed from combat ("Remove all attacking creatures from combat", 506.4),
    the set fixed as the step resolves (611.2c)."""

    action: str = REMOVE_FROM_COMBAT
    objects: TypeFilter = ANY


def _remove_from_combat(spec: StepSpec, common: dict[str, Any], _n: Amount) -> Step:
    if spec.detail("all"):
        return RemoveFromCombatAll(**common, objects=spec.creatures or ANY)
    if spec.detail("target") == "object":
        return RemoveFromCombatTarget(**common, objects=spec.creatures or ANY, refers=bool(spec.detail("refers")),
                                      of_that_player=spec.detail("holder") == "that_player")
    return RemoveFromCombatSource(**common)


COMBAT_REMOVAL_BUILDERS: dict[str, Callable[[StepSpec, dict[str, Any], Amount], Step]] = {
    REMOVE_FROM_COMBAT: _remove_from_combat}

__all__ = ["COMBAT_REMOVAL_BUILDERS", "REMOVE_FROM_COMBAT", "RemoveFromCombatAll", "RemoveFromCombatSource",
           "RemoveFromCombatTarget"]
