"""A card this effect moved, moved again: "… then return that card to the battlefield under its owner's control"
(400.7j), said as Oracle and printed Spanish say it."""

from __future__ import annotations

from ..plan import ReturnMoved
from .common import act
from .registry import Clause, renders
from .words import Words


@renders(ReturnMoved)
def _return_moved(step: ReturnMoved, w: Words) -> Clause:
    card = w.pick("that card", "esa carta") if step.that_card else w.pick("it", "esa carta")
    control = (w.pick("under its owner's control", "bajo el control de su propietario") if step.control == "owner"
               else w.pick("under your control", "bajo tu control"))
    return act(step, w, "return", f"{card} {w.pick('to the battlefield', 'al campo de batalla')} {control}")
