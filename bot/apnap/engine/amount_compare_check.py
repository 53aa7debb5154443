"""An amount compared, as a condition (grammar/amount_compare.py): "If X is 5 or more" (107.3), "if that creature's
power is less than or equal to the number of Warriors you control" (208.1, 608.2h), "If its converted mana cost was 2
or less" (202.3), answered as the instruction it governs is reached (608.2c).

Why the engine's: each side is an amount worked out by values.py as the effect resolves (the X paid, the object an
instruction moved or targets, a count of the board then); values.py asks for a side the board does not give (an X
nobody said, a mana cost no board shows), so the answer is never a guess. Registered in board_values.BOARD_CHECKS,
so a sentence's "If …, …" and a static's "as long as …" read it like any board condition.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError

from ..grammar.amount_compare import AmountCompared
from ..plan.convert_amounts import amount_of_ref
from .board_values import BOARD_CHECKS
from .values import value_of

if TYPE_CHECKING:
    from .state import State

_OPS = {"ge": int.__ge__, "le": int.__le__, "gt": int.__gt__, "lt": int.__lt__}


def amount_compared_holds(state: State, cond: AmountCompared, words: str) -> bool:
    """Both sides worked out now (608.2h), then compared; 608.2c: the instruction after it is carried out or not."""
    controller = state.game.controller
    try:
        left = value_of(state, amount_of_ref(cond.left), controller)
        right = cond.n if cond.right is None else value_of(state, amount_of_ref(cond.right), controller)
    except BotError as exc:  # "… if its power is 10 or greater": no earlier step moved the object "its" names (the
        if exc.key != "apnap.error.unsupported_effect":  # instruction's own object is not read here): refused
            raise  # naming the condition's words, never answered
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=words) from None
    state.cite("608.2c")
    return bool(_OPS[cond.op](left, int(right or 0)))


BOARD_CHECKS[AmountCompared] = amount_compared_holds

__all__ = ["amount_compared_holds"]
