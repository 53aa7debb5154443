"""The typed step of soulbond's static abilities (702.95): "As long as Nightshade Peddler is paired with another
creature, both creatures have deathtouch", "…, each of those creatures gets +1/+1".

Why a step of its own, not a ``StaticModify``: its permanents are no kind a filter names but the source and the one
creature it is paired with (702.95b), a fact of the board the scenario states (``paired_with``) or is asked; while the
source is unpaired the ability changes nothing (611.3a). One handler in :mod:`bot.apnap.engine.act_paired`, one
renderer in :mod:`bot.apnap.render.on_paired`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..grammar import StepSpec
from ..grammar.specs import QuotedAbility
from .steps import Step


@dataclass(frozen=True, slots=True, kw_only=True)
class StaticPaired(Step):
    """+``power``/+``toughness`` and ``keywords`` for the source and the creature it is paired with, while it is
    (604.1, 611.3a, 702.95b), and ``ability`` when the card quotes one; ``each``: the card says "each of those
    creatures" (else "both creatures")."""

    action: str = "modify"
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    each: bool = False
    ability: QuotedAbility | None = None  # 'each of those creatures has "{R}: …"': a quoted ability they have (113.10)


def paired_step(spec: StepSpec, common: dict[str, Any]) -> Step | None:
    """The grammar's ``modify`` spec marked ``pair`` (grammar/soulbond.py) → its step; None for any other spec."""
    if spec.action != "modify" or not spec.detail("pair"):
        return None
    power, toughness = (int(v) for v in spec.detail("pt", "+0/+0").split("/"))
    keywords = tuple(k for k in spec.detail("keywords").split(",") if k)
    return StaticPaired(**common, power=power, toughness=toughness, keywords=keywords,
                        each=spec.detail("pair") == "each", ability=spec.ability)
