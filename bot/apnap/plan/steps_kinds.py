"""The typed step of a static ability over several kinds at once (611.3a): "Skeletons you control and other Zombies
you control get +1/+1 and have deathtouch", "Sylvan Advocate and land creatures you control get +2/+2".

Why a step of its own, not several ``StaticModify``: a permanent of two of the kinds (a Skeleton Zombie) is changed
once, as the one ability says; and the source named first is changed whatever its kind. One handler in
:mod:`bot.apnap.engine.act_kinds`, one renderer in :mod:`bot.apnap.render.on_kinds`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..grammar import StepSpec, TypeFilter
from .amounts import Condition
from .steps import Step


@dataclass(frozen=True, slots=True, kw_only=True)
class StaticKinds(Step):
    """+``power``/+``toughness`` and ``keywords`` for each permanent of any of ``groups`` (and the source itself with
    ``source_too``), each once, while ``while_`` holds (None: always; 604.1, 611.3a)."""

    action: str = "modify"
    groups: tuple[TypeFilter, ...] = ()
    source_too: bool = False
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    while_: Condition | None = None
    while_text: str = ""  # the condition as printed, for the reading


def kinds_step(spec: StepSpec, common: dict[str, Any]) -> Step | None:
    """The grammar's ``modify`` spec marked ``kinds`` (grammar/static_kinds.py) → its step; None for any other."""
    if spec.action != "modify" or not spec.detail("kinds") or spec.creatures is None:
        return None
    power, toughness = (int(v) for v in spec.detail("pt", "+0/+0").split("/"))
    keywords = tuple(k for k in spec.detail("keywords").split(",") if k)
    while_, common = common.get("condition"), {**common, "condition": None}  # "as long as …": the step's own test
    return StaticKinds(**common, groups=(spec.creatures, *spec.other_also), source_too=bool(spec.detail("source_too")),
                       power=power, toughness=toughness, keywords=keywords, while_=while_,
                       while_text=spec.detail("while"))
