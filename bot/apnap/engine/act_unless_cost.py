"""``UnlessCost``: "Sacrifice it unless you sacrifice two Swamps" (118.12), the controller's cost or the instruction.

Why here: the payer decides as the step is reached (not paying is the default, nothing is assumed paid); a cost the
board shows they can't pay in full is not offered (118.3: no partial payment), and a zone the board does not show
leaves the question open. The cost and the instruction are each run by their own step's handler, told as this step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..cost_choices import could_pay
from ..plan import PayFixed, Step
from ..plan.unless_cost import UnlessCost
from ..render import step_reading
from ..render.on_players import paid
from ..result import ChoiceRecord, StepResult
from .asking import AskMay, choice_phase
from .inner_step import run_inside
from .not_done import UNLESS_PAID, note_not_done
from .registry import handles

if TYPE_CHECKING:
    from .state import State


@handles(UnlessCost)
async def unless_cost(state: State, step: UnlessCost, result: StepResult) -> None:
    """The controller's yes / no (forced no when the board shows the cost can't be paid), then the cost or the
    instruction, each with its own players (``participants``): "each opponent loses 2 life unless you …"."""
    said = _said(step.cost, state.lang)
    payer = state.game.controller
    if could_pay(step.cost, state.game) is False:  # 118.3: the board shows not enough to pay it whole
        result.choices.append(ChoiceRecord(payer, [], [], hidden=False, forced=True, what="unless_cost", answer="no",
                                           pay=said))
        state.cite("118.3", step=result)
    else:
        asked = StepResult(result.index, result.text, result.action, [payer])
        await choice_phase(state, asked, lambda player: [AskMay(unless=True, pay=said)])
        result.choices += asked.choices
        result.citations += [n for n in asked.citations if n not in result.citations]
    state.cite("118.12", step=result)
    done = step.cost if any(c.answer == "yes" for c in result.choices) else step.penalty
    if done is step.cost:  # 118.12a: paid, so the instruction it stops is not done (said, never a step)
        note_not_done(state, step.penalty, UNLESS_PAID, "118.12a", players=[payer])
    await run_inside(state, result, done)


def _said(cost: Step, lang: str) -> str:
    """What paying is said as: what a payment pays ("{2}" for "Pay {2}": "does not pay {2}"), any other cost quoted
    whole ("does not pay “Sacrifice two Swamps”"); decided by the cost's step type, never by its sentence's words."""
    if isinstance(cost, PayFixed):
        return paid(cost, lang)
    reading = step_reading(cost, lang).rstrip(".")
    return f"«{reading}»" if lang == "es" else f"“{reading}”"
