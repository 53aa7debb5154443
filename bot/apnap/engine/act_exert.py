"""Exert (701.43): "You may exert this creature as it attacks" done to the source on the board.

Why here: exerting is the controller's choice as the creature is declared an attacker (701.43d, 508.1g), asked as a
"may" whose answer the "When you do" trigger after it reads (reflexive.py, values._you_did). It moves and taps
nothing: the permanent won't untap during its controller's next untap step (701.43a), which the event says. Only a
permanent on the battlefield can be exerted (701.43c): a board that does not show the source there is asked for it
(``exert_source_needed``), never assumed, so the trigger's outcome is never a guess.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..plan.exert import ExertSource
from ..result import EventRecord, StepResult
from .asking import AskMay, choice_phase, declined
from .registry import handles

if TYPE_CHECKING:
    from .state import State


@handles(ExertSource)
async def exert(state: State, step: ExertSource, result: StepResult) -> None:
    """The controller may exert the source (701.43d); exerted, it skips its controller's next untap (701.43a)."""
    source = state.source_or_ask("apnap.error.exert_source_needed")
    if step.optional:
        await choice_phase(state, result, lambda player: [AskMay()])
    for player in result.order:
        if player in declined(result):
            continue
        result.events.append(EventRecord(player, "exert", [source], amount=1))
    state.cite("701.43a", "701.43d", "508.1g", step=result)


__all__ = ["exert"]
