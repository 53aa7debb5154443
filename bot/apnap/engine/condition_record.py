"""What each board condition of the effect said as it was reached (608.2c): which sentence it decided and why.

Why a record: a sentence whose "if …" is false produces no step at all, so without this the result would not say
why "sacrifice it" did not happen ("If there are no depletion counters on Saprazzan Skerry, …"): the reader would
have to guess whether the condition was read. Each board condition checked is reported once per sentence, with
its words as printed, whether it held, and whether the sentence was done (a "… instead" sentence's replaced one
and an "unless" are the same condition, their sentence done when it does not hold).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..plan import amounts as a
from ..render import named
from ..render.amounts import condition
from ..render.words import Words as RenderWords

if TYPE_CHECKING:
    from ..plan import Step
    from .state import State


def note_condition(state: State, step: Step, done: bool) -> None:
    """Record ``step``'s board condition (a :class:`BoardCondition`, or one negated by "instead" or "unless")."""
    cond = step.condition
    negated = isinstance(cond, a.Not)
    inner = cond.condition if isinstance(cond, a.Not) else cond
    if isinstance(inner, a.BoardCondition):
        words = inner.words
    elif isinstance(inner, a.Controls):  # "if you control a creature with power 4 or greater": said from its plan
        words = condition(RenderWords(state.lang), inner).split(" ", 1)[1]  # without its "if" / "si"
    else:
        return
    card = state.scenario.card
    record: dict[str, Any] = {"condition": named(words, card), "holds": (not done) if negated else done,
                              "text": named(step.text, card), "done": done, "rule": "608.2c"}
    if record not in state.conditions:
        state.conditions.append(record)
