"""Renderer of "Counter all other spells." / "Contrarresta todos los demás hechizos." (701.6a): the kind as the
object lexicon says a card's kind, with "spells" for "cards" (and the Spanish noun's masculine adjectives)."""

from __future__ import annotations

import re

from ..plan.stack import CounterAllSpells
from .common import act
from .nouns import objects
from .registry import Clause, renders
from .words import Words


@renders(CounterAllSpells)
def _counter_all(step: CounterAllSpells, w: Words) -> Clause:
    said = objects(w, step.objects, True, card=True)
    if w.es:  # "cartas negras" → "hechizos negros": the noun is masculine, so are its colour adjectives (105.1)
        said = re.sub(r"\b(negr|blanc|roj)as\b", r"\1os", re.sub(r"\bcartas\b", "hechizos", said))
        return act(step, w, "counter", f"todos los {'demás ' if step.other else ''}{said}")
    said = re.sub(r"\bcards\b", "spells", said)
    return act(step, w, "counter", f"all {'other ' if step.other else ''}{said}")
