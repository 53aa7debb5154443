"""The typed steps of what a vote of three or more choices decides (701.38): "Council Guardian gains protection from
each color with the most votes or tied for most votes".

Why a step of its own, not a ``ModifySource``: its keywords are not printed but the vote's outcome, known only as it
resolves (608.2h: each colour among the vote's options with the most votes, ties included). One handler in
:mod:`bot.apnap.engine.act_vote_outcomes`, one renderer in :mod:`bot.apnap.render.on_vote_outcomes`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..grammar import StepSpec
from .steps import Step


@dataclass(frozen=True, slots=True, kw_only=True)
class ProtectionMostVoted(Step):
    """The source gains protection from each colour with the most votes or tied for most votes in the vote before it
    (701.38a, 702.16a); no end is said, so it lasts indefinitely (611.2a)."""

    action: str = "modify"
    duration: ClassVar[str] = "indefinite"


def vote_outcome_step(spec: StepSpec, common: dict[str, Any]) -> Step | None:
    """The grammar's ``vote_protection`` spec (grammar/vote_outcomes.py) → its step; None for any other spec."""
    if spec.action != "vote_protection":
        return None
    return ProtectionMostVoted(**common)


__all__ = ["ProtectionMostVoted", "vote_outcome_step"]
