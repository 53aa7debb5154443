"""The typed step of a card type the source does not have while a condition holds (611.3a, 613.1d): "As long as your
devotion to black is less than five, Erebos isn't a creature".

Why a step of its own: the change takes one card type away from the source (layer 4) and adds nothing, so none of
the ``becomes`` steps' characteristics say it; the condition is tested by the step on the board as it stands, never
a reason to skip it (the answer is whether the source is that type now). One handler in
:mod:`bot.apnap.engine.act_not_type`, one renderer in :mod:`bot.apnap.render.on_not_type`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..grammar import StepSpec
from .amounts import Condition
from .steps import Step


@dataclass(frozen=True, slots=True, kw_only=True)
class StaticNotType(Step):
    """The source is not a ``card_type`` while ``while_`` holds (604.1, 611.3a, 613.1d); ``while_text`` as printed."""

    action: str = "not_type"
    card_type: str = "creature"
    while_: Condition | None = None
    while_text: str = ""


def not_type_step(spec: StepSpec, common: dict[str, Any]) -> Step | None:
    """The grammar's ``not_type`` spec (grammar/not_type.py) → its step; None for any other spec."""
    if spec.action != "not_type":
        return None
    return StaticNotType(**{**common, "condition": None}, card_type=spec.detail("not_type"),
                         while_=common.get("condition"), while_text=spec.detail("while"))
