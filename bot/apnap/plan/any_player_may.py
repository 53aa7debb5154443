""""Any player may sacrifice two creatures", "Any player may have Browbeat deal 5 damage to them", "any opponent may
have it deal 4 damage to them" (101.4): an instruction that at most one player does, the first in APNAP order who
accepts.

Why a step type of its own (beside ``UnlessPaidBy``, which stops an instruction): here the instruction is the one
offered, and who does it is decided player by player as it resolves — each asked in turn, starting with the active
player, until one accepts (101.4, 101.4b: a later player sees the earlier answers); a player who can't do it is no
one who accepts (101.3, 118.3, 119.4). The grammar reads it in grammar/any_player_may.py; the engine's handler is
engine/act_any_player_may.py, which runs ``inner`` with its own handler for the one player who accepted.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from ..grammar import StepSpec
from .steps import Step


@dataclass(frozen=True, slots=True, kw_only=True)
class AnyPlayerMay(Step):
    """``inner`` done by the first player of ``inner``'s subject, in APNAP order, who says yes; ``who``: "player"
    ("any player may") or "opponent" ("any opponent may"), said back as printed."""

    action: str = ""
    inner: Step
    who: str = "player"


def any_player_may_step(spec: StepSpec, common: dict[str, Any], step_of: Callable[[StepSpec], Step]) -> Step | None:
    """The step of an "any player may" instruction (``StepSpec.any_one``), or None for any other."""
    if not spec.any_one:
        return None
    inner = step_of(replace(spec, any_one="", optional=False, if_anyone=None))
    fields = {**common, "optional": False, "may_have": False, "action": inner.action}
    return AnyPlayerMay(**fields, inner=replace(inner, condition=None), who=spec.any_one)
