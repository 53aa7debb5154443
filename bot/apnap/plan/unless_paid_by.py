""""Tap target creature unless its controller pays 2 life", "… unless any player pays {2}" (118.12a): an instruction
another player than the one who acts may stop by paying.

Why a step type of its own (beside ``UnlessCost``, whose fields it has; engine/cited_outcome.py treats both
alike): who may pay is not the controller but the player the payment's own subject names — the controller of the
instruction's target as the ability resolves (608.2h), or each player in APNAP order until one pays (101.4) — and
that is the handler's to work out (engine/act_unless_paid_by.py); the grammar reads it in grammar/unless_payers.py.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from ..grammar import StepSpec
from .steps import Step


@dataclass(frozen=True, slots=True, kw_only=True)
class UnlessPaidBy(Step):
    """``penalty`` unless the player ``cost``'s subject names pays ``cost`` (a ``PayFixed`` of life or mana).
    ``payer``: how the text names that player — "its_controller", "object_controller" ("that land's controller") or
    "any_player" — said back as printed."""

    action: str = ""
    cost: Step
    penalty: Step
    payer: str = "its_controller"

    @property
    def targets_object(self) -> bool:  # type: ignore[override]
        """The instruction's target is the step's (115.1): "tap target creature" names the object the scenario's
        ``target`` gives, and the payer is its controller."""
        return self.penalty.targets_object


def unless_paid_by_step(spec: StepSpec, common: dict[str, Any], step_of: Callable[[StepSpec], Step]) -> Step | None:
    """The step of an instruction read with another player's payment (grammar/unless_payers.py), or None."""
    cost = spec.unless_cost
    if cost is None or not cost.detail("payer"):
        return None
    penalty = step_of(replace(spec, unless_cost=None))
    fields = {**common, "optional": False, "may_have": False, "action": penalty.action}
    return UnlessPaidBy(**fields, cost=step_of(cost), penalty=penalty, payer=cost.detail("payer"))
