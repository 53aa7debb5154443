"""``UnlessPaidBy``: "Tap target creature unless its controller pays 2 life", "… unless any player pays {2}" (118.12a).

Why here: the payer is the player the payment's subject names as the step is reached — the target's controller
(608.2h: as it is now, or as it last existed) or each player in APNAP order (101.4), the first who pays stopping the
instruction (a later player has nothing left to stop, 101.4b). Not paying is the default, said in ``warnings`` as for
any "unless" (asking.unless_defaults_said); a payer the board shows can't pay it whole (a life total lower than the
life to pay, 119.4, the team's in Two-Headed Giant, 810.9; too few objects of the kind) says no (118.3), by the one
check every cost uses (cost_choices.could_pay). The payment and the instruction are each run by their own step's
handler.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..plan import PayFixed
from ..plan.unless_paid_by import UnlessPaidBy
from ..render.on_players import paid
from ..result import ChoiceRecord, StepResult
from .asking import AskMay
from .first_to_accept import first_to_accept
from .inner_step import run_inside
from .not_done import UNLESS_PAID, note_not_done
from .registry import handles

if TYPE_CHECKING:
    from .state import State


@handles(UnlessPaidBy)
async def unless_paid_by(state: State, step: UnlessPaidBy, result: StepResult) -> None:
    """Each possible payer's yes / no in turn (APNAP order), then the payment by the one who said yes, or the
    instruction, each with its own players."""
    cost = step.cost
    said = paid(cost, state.lang) if isinstance(cost, PayFixed) else ""

    def cannot(payer: str) -> None:  # 119.4, 118.3: the board shows it can't be paid whole
        result.choices.append(ChoiceRecord(payer, [], [], hidden=False, forced=True, what="unless_cost",
                                           answer="no", pay=said))
        state.cite("118.3", step=result)

    payers, paid_by = await first_to_accept(state, cost, result,
                                            lambda player: [AskMay(unless=True, pay=said, stops=True)], cannot)
    if step.payer == "any_player" and len(payers) > 1:
        state.cite("101.4", step=result)
    state.cite("118.12a", step=result)
    done = cost if paid_by is not None else step.penalty
    if paid_by is not None:  # 118.12a: paid, so the instruction it stops is not done (said, never a step)
        note_not_done(state, step.penalty, UNLESS_PAID, "118.12a", players=[paid_by])
    result.order = list(dict.fromkeys([*result.order, *payers]))
    await run_inside(state, result, done, [paid_by] if paid_by is not None else None)
