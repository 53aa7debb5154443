"""The renderer of a clash (701.30): "Clash with an opponent." / "Enfréntate a un oponente." What follows it, "If you
win, …" / "Si ganas, …", is a board condition said from its typed check (board_conditions.py)."""

from __future__ import annotations

from ..plan.clash import Clash
from .common import act
from .registry import Clause, renders
from .words import Words


@renders(Clash)
def _clash(step: Clash, w: Words) -> Clause:
    return act(step, w, "clash", w.pick("with an opponent", "a un oponente"))
