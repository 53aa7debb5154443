""""Destroy target land. If that land was nonbasic, …" (608.2c): the one permanent the instruction just before acted
on, as that instruction left it (608.2h; grammar/that_object_is.py).

Why apart: the answer comes from this effect's own events (the step just before names the object it destroyed,
exiled, tapped, returned or dealt damage to), never from the starting board. When that instruction acted on no
object (its target gone, an indestructible creature not destroyed) the condition is refused naming its words: the
object "that creature" means may still be there, and its kind is not guessed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError

from ..grammar.that_object_is import ThatObjectIs
from .board_values import BOARD_CHECKS

if TYPE_CHECKING:
    from .state import State


def that_object_holds(state: State, check: ThatObjectIs, words: str) -> bool:
    before = state.steps[-1] if state.steps else None
    objects = list(dict.fromkeys(o for e in before.events for o in e.objects)) if before is not None else []
    if len(objects) != 1:
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=words)
    obj = objects[0]
    state.cite("608.2c")
    if check.verb == "was":
        state.cite("608.2h")
    return state.matches(check.filter, obj, obj.owner)  # no "you control" in the kind (grammar): who holds it is moot


BOARD_CHECKS[ThatObjectIs] = that_object_holds

__all__ = ["that_object_holds"]
