"""A choice the text makes inside one instruction, between words the card prints: "tap or untap target
permanent", "gets +1/-1 or -1/+1", "becomes your choice of 5/1 or 1/5" (608.2d: made as the effect resolves, by
the player the instruction names). The answer is the chooser's next entry in ``choices`` (the option word as the
card prints it: ``choices: {Dave: [untap]}``; after a "may", ``[yes, untap]``).

Why asked when the scenario gives no answer, rather than taken by the default chooser like a vote: which verb or
which size changes what happens to the board, and no default is the player's likely answer; a front end with a
live chooser is simply asked, a scenario file with no answer gets ``choice_needed`` naming the field and each
answer it could give.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..result import StepResult
from .act_choices import AskOption
from .asking import DECIDERS, Decision
from .unanswered import require_answer

if TYPE_CHECKING:
    from .state import State


async def choose_word(state: State, result: StepResult, player: str, options: tuple[str, ...]) -> str:
    """The option ``player`` chose (608.2d), recorded among the step's choices; asked when not given."""
    require_answer(state, result, player, options)  # no answer given: asked, never defaulted (unanswered.py)
    index = sum(1 for c in result.choices if c.player == player)
    record = await DECIDERS[AskOption](state, result, Decision(player, index, AskOption(options)))
    result.choices.append(record)
    state.cite("608.2d", step=result)
    return record.labels[0]
