"""What a vote of three or more choices decides, on the board (701.38): "Council Guardian gains protection from each
color with the most votes or tied for most votes".

Why a handler of its own: the protections are the vote's outcome, worked out as the step resolves from the tally of
the vote before it (608.2h), every colour with the most votes or tied for most (701.38a); the change itself is the
source's keyword change a "gains protection from red" makes (702.16a), with no end said (611.2a: indefinite), so it
is handed to the source's modify handler once the colours are known.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..grammar.choice_words import COLORS_ES
from ..grammar.text import fold
from ..plan import ModifySource, ProtectionMostVoted
from ..result import StepResult
from .act_board import modify_source
from .registry import handles

if TYPE_CHECKING:
    from .state import State

_EN_COLOR = {**{c: c for c in COLORS_ES}, **{es: en for en, es in COLORS_ES.items()}}


def most_voted(state: State) -> list[str]:
    """The options of the latest vote with the most votes or tied for most, in the order the card lists them."""
    tally = state.last_tally or {}
    top = max(tally.values(), default=0)
    return [o for o in state.vote_options if top > 0 and tally.get(o, 0) == top]


@handles(ProtectionMostVoted)
async def protection_most_voted(state: State, step: ProtectionMostVoted, result: StepResult) -> None:
    """The source gains protection from each winning colour (702.16a), indefinitely (611.2a)."""
    colors = [_EN_COLOR[fold(o)] for o in most_voted(state) if fold(o) in _EN_COLOR]
    keywords = tuple(f"protection from {c}" for c in colors)
    change = ModifySource(text=step.text, subject=step.subject, condition=step.condition,
                          performed_by=step.performed_by, keywords=keywords, duration="indefinite")
    await modify_source(state, change, result)
    state.cite("701.38a", "702.16a", step=result)


__all__ = ["most_voted", "protection_most_voted"]
