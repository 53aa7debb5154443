"""The instruction an "unless" leads to, run inside the step that asked (118.12): its events, choices and citations
become the asking step's.

Why one function: "… unless you pay {3}" (act_unless_cost.py) and "… unless its controller pays 2 life"
(act_unless_paid_by.py) both end by carrying out either the payment or the penalty as a step of their own and folding
its result into theirs; written twice, the two drifted (the review's duplicates check, session 22).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..result import StepResult
from .registry import handler_for
from .who import participants

if TYPE_CHECKING:
    from ..plan import Step
    from .state import State


async def run_inside(state: State, result: StepResult, done: Step, order: list[str] | None = None) -> None:
    """Run ``done`` (its own players, or ``order``: the one who paid) and fold its result into ``result``."""
    inner = StepResult(result.index, result.text, done.action, [])
    inner.order = order if order is not None else participants(state, done, inner)
    result.order = list(dict.fromkeys([*result.order, *inner.order]))
    await handler_for(done)(state, done, inner)
    result.choices += inner.choices
    result.events += inner.events
    result.simultaneous = inner.simultaneous
    result.extra.update(inner.extra)
    result.citations += [n for n in inner.citations if n not in result.citations]
