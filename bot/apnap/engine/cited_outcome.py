"""Rules an action's step cites ahead of its handler, withdrawn when the step did not do it that way: damage that
hit no player is no life lost (120.3a, 119.3: a planeswalker loses loyalty, 120.3c; a creature is marked, 120.3e),
and an "unless" cost that was paid leaves its instruction undone (118.12), so the instruction's rule is not the
answer's.

Why a module apart: ``run.py`` cites each action's rules before its handler so that the citations keep the order of
first use (the ordering rule, then the action's); what the step did is known only after the handler, from its
events, which this module reads: one typed question per kind of rule, never the narration's words.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from ..plan import Step
from ..plan.unless_cost import UnlessCost
from ..plan.unless_paid_by import UnlessPaidBy
from ..result import StepResult

if TYPE_CHECKING:
    from .state import State

# The action's rules that hold only when the events show it happened that way, and the question that says so.
_HAPPENED: dict[str, tuple[tuple[str, ...], Callable[[StepResult], bool]]] = {
    "damage": (("120.3a", "119.3"), lambda r: any(e.action == "damage" and not e.objects for e in r.events)),
}


def withdraw_unhappened(state: State, step: Step, result: StepResult, first: frozenset[str],
                        action_rules: Mapping[str, tuple[str, ...]]) -> None:
    """Withdraw, from this step's citations (and the answer's, where this step cited them ``first``), the rules of
    its action (``action_rules``) that its events show did not happen. "… unless you pay …" paid (118.12): the
    instruction was not done, unless the cost is an act of its own kind ("Sacrifice it unless you sacrifice two
    Swamps": a sacrifice either way); the cost paid cites its own act's rules."""
    rules = action_rules.get(step.action, ())
    if isinstance(step, (UnlessCost, UnlessPaidBy)) and not any(e.action == step.action for e in result.events):
        state.withdraw(rules, result, first)
        state.cite(*action_rules.get(step.cost.action, ()), step=result)
        return
    held, happened = _HAPPENED.get(step.action, ((), None))
    if happened is not None and not happened(result):
        state.withdraw(tuple(n for n in rules if n in held), result, first)


__all__ = ["withdraw_unhappened"]
