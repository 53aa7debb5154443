"""Soulbond's static abilities said (702.95): "As long as this permanent is paired with another creature, both
creatures have deathtouch" / "Mientras este permanente esté emparejado con otra criatura, ambas criaturas tienen toque
mortal", the subject as the card prints it ("both creatures" or "each of those creatures")."""

from __future__ import annotations

from typing import Any

from ..plan import StaticPaired
from .on_statics import _keywords, bonus
from .registry import Clause, renders
from .words import Words


@renders(StaticPaired)
def _static_paired(step: Any, w: Words) -> Clause:
    """The pairing first, as printed, then what both creatures get and have (611.3a)."""
    plural = not step.each  # "both creatures have" / "each of those creatures has"
    parts = [said] if (said := bonus(w, step, plural)) else []
    if step.keywords:
        parts.append(_keywords(w, step.keywords, "have" if plural else "has", "tienen" if plural else "tiene"))
    if step.ability is not None:  # 'has "{R}: This creature gets +1/+0 until end of turn."' (113.10)
        from .common import quoted

        parts.append(w.pick("have " if plural else "has ", "tienen " if plural else "tiene ") + quoted(w, step.ability))
    who = w.pick("each of those creatures", "cada una de esas criaturas") if step.each \
        else w.pick("both creatures", "ambas criaturas")
    lead = w.pick("as long as this permanent is paired with another creature, ",
                  "mientras este permanente esté emparejado con otra criatura, ")
    return Clause(who, w.pick(" and ", " y ").join(parts), lead=lead)
