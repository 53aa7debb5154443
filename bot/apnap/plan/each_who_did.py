"""The typed step of "If a player does, …" after "each player may …" (grammar/each_who_did.py): the sentence's
instruction, done once for each player who did the "may" instruction, "that player" being that one (608.2c).

Why a step around another: what is done is any instruction the plan already has ("that player draws a card",
"creatures that player controls can't attack you …"); what is new is who "that player" is, each player who did it in
turn. One handler in :mod:`bot.apnap.engine.act_each_who_did`, one renderer in :mod:`bot.apnap.render.on_each_who_did`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from ..grammar import StepSpec, Subject
from .steps import PerformedBy, Step


@dataclass(frozen=True, slots=True, kw_only=True)
class EachWhoDid(Step):
    """``inner`` once for each player who did ``did`` (the action of the "each player may" step before), in APNAP
    order (101.4), "that player" bound to that player (608.2c)."""

    inner: Step
    did: str = ""


def each_who_did_step(spec: StepSpec, common: dict[str, Any], step_of: Callable[[StepSpec], Step]) -> Step | None:
    """A spec marked ``each_who_did`` → its step around the spec's own; None for any other spec."""
    did = spec.detail("each_who_did")
    if not did:
        return None
    inner = step_of(replace(spec, extra=tuple(kv for kv in spec.extra if kv[0] != "each_who_did")))
    # the step's players are those who did, whatever the inner instruction's own performer (the controller of a
    # restriction): each of them is "that player" in turn
    return EachWhoDid(**{**common, "subject": Subject("this_way", ref_action=did), "performed_by": PerformedBy.SUBJECT},
                      action=inner.action, inner=inner, did=did)


__all__ = ["EachWhoDid", "each_who_did_step"]
