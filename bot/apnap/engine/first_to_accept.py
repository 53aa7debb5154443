"""One player after another in APNAP order, until the first says yes: "any player may …" and "… unless any player
pays …" (101.4, 101.4b).

Why one place: both ask the players an instruction reaches, in turn from the active player, each knowing the answers
before theirs; a player the board shows can't do it whole answers a forced "no" by the one check every cost uses
(cost_choices.could_pay: life lower than the life to pay, 119.4; too few objects, 101.3; mana they can't make, 118.3);
the first "yes" ends the asking, since nothing is left for a later player to do. What differs is only the question
offered and how a forced "no" is recorded and cited, which the callers give.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..cost_choices import could_pay
from ..result import StepResult
from .asking import Ask, choice_phase
from .who import participants

if TYPE_CHECKING:
    from ..plan import Step
    from .state import State


def add_citations(result: StepResult, other: StepResult) -> None:
    """``other``'s rules added to ``result``'s, each once and in order."""
    result.citations += [n for n in other.citations if n not in result.citations]


async def first_to_accept(state: State, instruction: Step, result: StepResult, asks: Callable[[str], list[Ask]],
                          forced_no: Callable[[str], None], question: str | None = None,
                          ) -> tuple[list[str], str | None]:
    """The players ``instruction`` reaches (APNAP order) and the first of them who said yes, or None.

    ``asks`` gives each player's question, ``forced_no`` records a player who can't do it whole, and ``question``
    (when given) types each recorded answer (ChoiceRecord.question)."""
    probe = StepResult(result.index, result.text, instruction.action, [])
    players = participants(state, instruction, probe)
    add_citations(result, probe)
    for player in players:
        if could_pay(instruction, state.game, player) is False:
            forced_no(player)
            continue
        asked = StepResult(result.index, result.text, result.action, [player])
        await choice_phase(state, asked, asks)
        if question is not None:
            for record in asked.choices:
                record.question = question
        result.choices += asked.choices
        add_citations(result, asked)
        if any(c.answer == "yes" for c in asked.choices):
            return players, player
    return players, None
