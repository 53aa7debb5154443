"""A token said in printed Spanish from its characteristics (111.4): "fichas de criatura Zombie negra 2/2".

Why from the characteristics and not from the description the plan keeps: the description is the English one
("black Zombie creature"), whichever language the card was read in, so that a Spanish card and its English
Oracle text make one plan; Spanish says the type first, then the subtypes, then the colour, which agrees with one
"criatura" as printed cards say it ("X fichas de criatura Elemental roja 1/1").
"""

from __future__ import annotations

import re
from typing import Any

from ..grammar.lexicon import PREDEFINED_TOKENS
from ..grammar.spanish_terms import spanish_keyword_phrase, spanish_subtype_name
from ..grammar.subtypes import subtype_title
from .nouns import ordered_colors

_ES_TYPES = {"creature": "criatura", "artifact": "artefacto", "enchantment": "encantamiento", "land": "tierra"}
_ES_COLORS = {"white": "blanca", "blue": "azul", "black": "negra", "red": "roja", "green": "verde"}


def es_token(step: Any) -> str:
    """"criatura Zombie negra" for a black Zombie creature token, "criatura artefacto Tóptero incolora" for a
    colourless Thopter artifact creature token."""
    token = str(step.token).lower()
    if token in PREDEFINED_TOKENS and step.subtypes == {token}:  # "una ficha de Tesoro" (111.10a)
        return spanish_subtype_name(token) or step.token
    return _said(step.types, step.subtypes, step.colors, token)


def _said(types: frozenset[str], subtypes: frozenset[str], colors: frozenset[str], order: str) -> str:
    said = " ".join(_ES_TYPES[t] for t in ("creature", "artifact", "enchantment", "land") if t in types)
    # the head noun first, as Spanish prints it: a Kithkin Soldier is a "Soldado Kithkin"
    for sub in sorted(subtypes, key=lambda s: order.find(s) if s in order else 99, reverse=True):
        said += " " + (spanish_subtype_name(sub) or subtype_title(sub))
    spanish = [_ES_COLORS[c] for c in ordered_colors(colors) if c in _ES_COLORS]
    if spanish:
        said += " " + " y ".join(spanish)
    elif "colorless" in order.split():
        said += " incolora"
    return said


# A token the effect described (111.4) is named by that description, in English on the board ("white Spirit creature
# with flying"); it ends in its card type, before any "with …". A token the effect named ("Goldmeadow Harrier",
# 111.4) or a predefined one ("Clue", 111.10) keeps its name.
_DESCRIBED = re.compile(r"\b(?:creature|artifact|enchantment|land)(?: with .+)?$")


def _predefined(name: str, subtypes: frozenset[str]) -> str | None:
    """A token named by its subtypes ("Clue" 111.10f, "Zombie Army" 701.47a) in Spanish: each subtype's Spanish name,
    the head noun first as Spanish says it ("Pista", "Ejército Zombie"); None for a name that is not only subtypes
    (a token an effect named, 111.4, keeps its name)."""
    words = name.lower().split()
    spanish = [spanish_subtype_name(w) if w in subtypes else None for w in words]
    if not words or any(s is None for s in spanish):
        return None
    return " ".join(s for s in reversed(spanish) if s)


def es_token_name(obj: Any) -> str | None:
    """A created token's name said in Spanish from its characteristics ("criatura Espíritu blanca con la habilidad
    de volar" for the "white Spirit creature with flying" token), so that a Spanish narration never names it in
    English; None for any other object, whose name is its own."""
    if "token" not in obj.types:
        return None
    if not _DESCRIBED.search(str(obj.name)):
        return _predefined(str(obj.name), obj.subtypes)
    said = _said(obj.types, obj.subtypes, obj.colors, str(obj.name).lower())
    keywords = [spanish_keyword_phrase(k) for k in sorted(obj.keywords)]
    if any(k is None for k in keywords):
        return None  # a keyword the terminology does not name: the description stays as the board says it
    return said + (" con " + " y ".join(k for k in keywords if k) if keywords else "")
