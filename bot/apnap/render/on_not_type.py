"""A card type the source does not have while a condition holds, said (611.3a, 613.1d): "as long as your devotion to
black is less than five, this permanent isn't a creature" / "mientras tu devoción al negro sea menor que cinco, este
permanente no es una criatura"."""

from __future__ import annotations

from typing import Any

from ..plan import StaticNotType
from .on_statics import while_said
from .registry import Clause, MissingWords, renders
from .words import Words

# the card type said with its article: "a creature" / "una criatura" (205.2a)
_TYPES = {"creature": ("a creature", "una criatura"), "artifact": ("an artifact", "un artefacto"),
          "enchantment": ("an enchantment", "un encantamiento"), "land": ("a land", "una tierra"),
          "planeswalker": ("a planeswalker", "un planeswalker")}


@renders(StaticNotType)
def _static_not_type(step: Any, w: Words) -> Clause:
    """The condition first, as printed, then the type the source is not (613.1d)."""
    kind = _TYPES.get(step.card_type)
    if kind is None:
        raise MissingWords("card type", step.card_type)
    said = while_said(w, step)  # in the answer's language (the event says it so too)
    lead = w.pick(f"as long as {said}, ", f"mientras {said}, ")
    return Clause(w.pick("this permanent", "este permanente"), w.pick(f"isn't {kind[0]}", f"no es {kind[1]}"),
                  lead=lead)
