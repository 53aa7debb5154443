"""Renderer of "Counter all other spells." / "Contrarresta todos los demás hechizos." (701.6a): the kind as the
object lexicon says a card's kind, with "spells" for "cards" (and the Spanish noun's masculine adjectives)."""

from __future__ import annotations

from ..grammar.noun_words import as_spell_words
from ..plan.stack import CounterAllSpells
from .common import act
from .nouns import objects
from .registry import Clause, renders
from .words import Words


@renders(CounterAllSpells)
def _counter_all(step: CounterAllSpells, w: Words) -> Clause:
    said = as_spell_words(objects(w, step.objects, True, card=True), w.es)  # "hechizos negros" (105.1)
    if w.es:
        return act(step, w, "counter", f"todos los {'demás ' if step.other else ''}{said}")
    return act(step, w, "counter", f"all {'other ' if step.other else ''}{said}")
