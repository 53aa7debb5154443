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
from ..grammar.specs import TypeFilter
from .steps import ANY, Step


@dataclass(frozen=True, slots=True, kw_only=True)
class ProtectionMostVoted(Step):
    """The source gains protection from each colour with the most votes or tied for most votes in the vote before it
    (701.38a, 702.16a); no end is said, so it lasts indefinitely (611.2a)."""

    action: str = "modify"
    duration: ClassVar[str] = "indefinite"


@dataclass(frozen=True, slots=True, kw_only=True)
class VoteForCard(Step):
    """"Each player votes for an artifact, creature, or enchantment card in your graveyard" (701.38a, 701.38b): one
    card each, among the controller's graveyard cards of that kind, in public."""

    action: str = "vote"
    picks_others: ClassVar[bool] = True
    objects: TypeFilter = ANY


@dataclass(frozen=True, slots=True, kw_only=True)
class ReturnMostVotedCards(Step):
    """"Return each card with the most votes or tied for most votes to your hand": the cards of the vote before it
    with the most votes or tied for most (701.38a), all at once, from the controller's graveyard to their hand."""

    action: str = "return"


def vote_outcome_step(spec: StepSpec, common: dict[str, Any]) -> Step | None:
    """The grammar's vote specs of grammar/vote_outcomes.py → their steps; None for any other spec."""
    if spec.action == "vote_protection":
        return ProtectionMostVoted(**common)
    if spec.action == "vote_card":
        return VoteForCard(**common, objects=spec.creatures or ANY)
    if spec.action == "return_most_voted":
        return ReturnMostVotedCards(**common)
    return None


__all__ = ["ProtectionMostVoted", "ReturnMostVotedCards", "VoteForCard", "vote_outcome_step"]
