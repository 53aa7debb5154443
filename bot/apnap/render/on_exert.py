"""The renderer of exerting the source as it attacks (701.43d): "You may exert this permanent as it attacks." /
"Puedes agotar este permanente al atacar con él." What follows, "When you do, …", is the reflexive trigger's."""

from __future__ import annotations

from ..plan.exert import ExertSource
from .common import act
from .registry import Clause, renders
from .words import Words


@renders(ExertSource)
def _exert(step: ExertSource, w: Words) -> Clause:
    return act(step, w, "exert", w.pick("this permanent as it attacks", "este permanente al atacar con él"))
