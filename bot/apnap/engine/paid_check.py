""""If you pay, …" (grammar/paid_condition.YouPaid): answered from this effect's own latest payment, as the run loop
reaches the sentence (608.2c). Registered in board_values.BOARD_CHECKS, so it is read like any sentence's "If …"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..grammar.paid_condition import YouPaid
from .board_values import BOARD_CHECKS

if TYPE_CHECKING:
    from .state import State


def you_paid_holds(state: State, cond: YouPaid, words: str) -> bool:
    """The latest step of this effect that was a payment: the controller said yes to it and paid (an "unless" cost
    they declined, or no payment at all before the sentence, is not "you pay")."""
    you = state.game.controller
    paid = next((s for s in reversed(state.steps) if s.action == "pay"), None)
    if paid is None:
        return False
    if any(c.player == you and c.answer == "no" for c in paid.choices):
        return False
    return any(e.player == you and e.action == "pay" for e in paid.events)


BOARD_CHECKS[YouPaid] = you_paid_holds

__all__ = ["you_paid_holds"]
