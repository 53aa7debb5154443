"""A keyword named by a vote's winners as the step gives it (grammar/voted_protection.py): "protection from each color
with the most votes or tied for most votes" becomes one "protection from <colour>" for each colour with the most votes
in the vote just before (701.38a), every tied one too; "from blue and from red" behaves as two protections (702.16g).
A vote nobody won (no vote was cast) names no colour, and so gives nothing (608.2c)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..grammar.voted_protection import VOTED_PROTECTION
from ..result import StepResult

if TYPE_CHECKING:
    from .state import State


def voted_keywords(state: State, keyword: str, step: StepResult) -> list[str]:
    """``keyword`` as it is given: the winning colours' protections for the voted one, any other as it is."""
    if keyword != VOTED_PROTECTION:
        return [keyword] if keyword else []
    tally = state.last_tally or {}
    top = max(tally.values(), default=0)
    winners = [o for o in state.vote_options if top > 0 and tally.get(o, 0) == top]
    state.cite("701.38a", "702.16a", *(("702.16g",) if len(winners) > 1 else ()), step=step)
    return [f"protection from {w.casefold()}" for w in winners]


__all__ = ["voted_keywords"]
