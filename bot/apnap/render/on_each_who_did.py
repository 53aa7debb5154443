""""If a player does, creatures that player controls can't attack you …" / "Si un jugador lo hace, …": the inner
instruction said as the plan says it, after the opening (608.2c)."""

from __future__ import annotations

from dataclasses import replace

from ..plan import EachWhoDid
from .registry import Clause, renderer_for, renders
from .words import Words


@renders(EachWhoDid)
def _each_who_did(step: EachWhoDid, w: Words) -> Clause:
    said = renderer_for(step.inner)(step.inner, w)
    return replace(said, lead=w.pick("if a player does, ", "si un jugador lo hace, ") + said.lead)
