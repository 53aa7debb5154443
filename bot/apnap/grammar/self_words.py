"""The words a card's text uses for its own object (the source, 109.2, 201.4): "this creature", "this artifact" …, and
printed Spanish "esta criatura", "este artefacto", "esta tierra", "esta carta" …, one per card type that can be a
permanent or a card (205.2a), and the subtypes Oracle text names itself by ("this Vehicle", "this Equipment", "this
Aura", "this Saga").

Why one owner: the trigger readers (antecedents.py, oracle.py, mana_taps.py) each kept a list of their own, and the
Spanish ones knew only "esta criatura" and "este permanente", so "Cuando esta tierra entre al campo de batalla" was
not the source. The Spanish forms carry the noun's gender as printed (la criatura, la tierra, la carta, la batalla,
el artefacto, el encantamiento, el permanente, el planeswalker, el hechizo).
"""

from __future__ import annotations

import re

# the English nouns after "this" that name the source: the permanent card types (110.4), "card", and the subtypes
# Oracle text uses for its own object (301.5, 301.7, 303.4, 714)
_EN_NOUNS = ("creature", "permanent", "artifact", "enchantment", "land", "planeswalker", "battle", "card", "vehicle",
             "equipment", "aura", "saga")
# … printed Spanish (folded), each with its article's gender
_ES_WORDS = ("esta criatura", "este permanente", "este artefacto", "este encantamiento", "esta tierra",
             "este planeswalker", "esta batalla", "esta carta", "este vehiculo", "este equipo", "esta aura",
             "esta saga")
SELF_WORDS: tuple[str, ...] = (*(f"this {noun}" for noun in _EN_NOUNS), *_ES_WORDS)
# any of them as whole words in folded text
SELF_RE = re.compile(r"\b(?:" + "|".join(re.escape(w) for w in sorted(SELF_WORDS, key=len, reverse=True)) + r")\b")
