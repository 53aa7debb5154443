"""A token said in printed Spanish from its characteristics (111.4): "fichas de criatura Zombie negra 2/2".

Why from the characteristics and not from the description the plan keeps: the description is the English one
("black Zombie creature"), whichever language the card was read in, so that a Spanish card and its English
Oracle text make one plan; Spanish says the type first, then the subtypes, then the colour, which agrees with one
"criatura" as printed cards say it ("X fichas de criatura Elemental roja 1/1").
"""

from __future__ import annotations

from typing import Any

from ..grammar.spanish_terms import spanish_subtype_name
from .nouns import ordered_colors

_ES_TYPES = {"creature": "criatura", "artifact": "artefacto", "enchantment": "encantamiento", "land": "tierra"}
_ES_COLORS = {"white": "blanca", "blue": "azul", "black": "negra", "red": "roja", "green": "verde"}


def es_token(step: Any) -> str:
    """"criatura Zombie negra" for a black Zombie creature token, "criatura artefacto Tóptero incolora" for a
    colourless Thopter artifact creature token."""
    types = [t for t in ("creature", "artifact", "enchantment", "land") if t in step.types]
    said = " ".join(_ES_TYPES[t] for t in types)
    order = str(step.token).lower()
    for sub in sorted(step.subtypes, key=lambda s: order.find(s) if s in order else 99):
        said += " " + (spanish_subtype_name(sub) or sub.title())
    colors = [_ES_COLORS[c] for c in ordered_colors(step.colors) if c in _ES_COLORS]
    if colors:
        said += " " + " y ".join(colors)
    elif "colorless" in order.split():
        said += " incolora"
    return said
