"""Abilities of cards in a zone said (611.3a): "Creature cards in your graveyard have haste" / "Las cartas de criatura
en tu cementerio tienen prisa", "Each land card in your hand has cycling {R}" / "Cada carta de tierra en tu mano tiene
ciclo {R}" (a keyword's cost as printed)."""

from __future__ import annotations

from typing import Any

from ..grammar.spanish_terms import keyword_es
from ..plan import StaticZoneCards
from .nouns import objects
from .on_statics import keyword_list
from .registry import Clause, renders
from .words import Words

_ZONE = {"graveyard": (" in your graveyard", " en tu cementerio"), "hand": (" in your hand", " en tu mano")}


def _keyword_said(w: Words, keyword: str) -> str:
    """"cycling {R}" / "ciclo {R}": the keyword in the answer's language, its cost as printed (keyword_es)."""
    return keyword_es(keyword) if w.es else keyword


@renders(StaticZoneCards)
def _static_zone_cards(step: Any, w: Words) -> Clause:
    plural = not step.each
    kind = objects(w, step.cards, plural, card=True)
    who = (w.pick("each ", "cada ") if step.each else w.pick("", "las ")) + kind + _ZONE[step.zone][1 if w.es else 0]
    have = w.pick("have " if plural else "has ", "tienen " if plural else "tiene ")
    return Clause(who, have + keyword_list(w, [_keyword_said(w, k) for k in step.keywords]))
