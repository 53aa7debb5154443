"""Plan step for a replacement effect whose modification is an instruction (614.1a, 614.6): "The next time you would
draw a card this turn, you gain 5 life instead", "If a player would draw a card, that player discards a card instead".

Why a step of its own and not an :class:`~.replacements.EventReplacement`: that record's modifications are a fixed
list the engine applies to later events (double, prevent, exile instead, draw N); this one's is any instruction, a
typed plan of its own read like any other, which the engine reports and never runs now (614.1: the effect waits for
the event). A board permanent's such static is warned about, not applied (board_replacements.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..grammar import StepSpec
from .steps import Step


@dataclass(frozen=True, slots=True, kw_only=True)
class InsteadOf(Step):
    """``event``: ``draw`` (121.1) or ``lose_game`` (104.3: yours);
    ``who``: whose event, ``you``, ``player`` (any player: "that player" in ``steps``
    is the one who would draw) or ``opponent``; ``next_time``: the next such event only, this turn (else each one, for
    as long as the effect lasts); ``steps``: what happens instead, never done now."""

    action: str = "replace"
    event: str = "draw"
    who: str = "you"
    next_time: bool = False
    steps: tuple[Step, ...] = ()


def instead_step(spec: StepSpec, common: dict[str, Any], step_of: Any) -> Step:
    """The typed step of an ``instead_of`` spec read by grammar/instead_of.py, its inner steps typed by ``step_of``."""
    return InsteadOf(**{**common, "action": "replace"}, event=spec.detail("event"), who=spec.detail("who"),
                     next_time=spec.detail("when") == "next", steps=tuple(step_of(i) for i in spec.inner))


__all__ = ["InsteadOf", "instead_step"]
