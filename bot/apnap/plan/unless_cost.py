""""Sacrifice it unless you sacrifice two Swamps" (118.12): an instruction the controller avoids by paying a cost.

Why a step of its own and not a "may" before an "if you don't": a cost is paid whole or not at all (118.3), so two
Swamps asked for with one on the board cannot be paid and the instruction happens; a "you may sacrifice two Swamps"
would sacrifice the one there is (609.3). The payer decides first (not paying is the default: nothing is assumed
paid), then either the cost is paid or the instruction is done, each by its own step's handler.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from ..grammar import StepSpec
from .steps import Step


@dataclass(frozen=True, slots=True, kw_only=True)
class UnlessCost(Step):
    """``penalty`` unless the controller pays ``cost`` (each its own step, read from the printed words). Its
    ``action`` is the penalty's ("Sacrifice it unless you discard a land card" is a ``sacrifice`` instruction, as
    "… unless you pay {2}" is): what the instruction does when nobody pays, as every other step names its verb."""

    action: str = ""
    cost: Step
    penalty: Step


def unless_cost_step(spec: StepSpec, common: dict[str, Any], step_of: Callable[[StepSpec], Step]) -> Step | None:
    """The step of an instruction read with "unless you <cost>" (grammar/unless_costs.py), or None for any other."""
    if spec.unless_cost is None:
        return None
    penalty = step_of(replace(spec, unless_cost=None))
    fields = {**common, "optional": False, "may_have": False, "action": penalty.action}
    return UnlessCost(**fields, cost=step_of(spec.unless_cost), penalty=penalty)
