"""Two small word tables the readers and the renderers share, each with one owner.

A spell's words are a card's (405.1: a spell is a card on the stack): "creature or sorcery spell", "for each spell
countered this way", "hechizos de criatura" are read by the object lexicon as the same words with "card" ("carta")
for "spell" ("hechizo"), and said back with "spell" for "card" (Spanish "hechizo" is masculine, so are its colour
adjectives, 105.1). "… with the same name as that artifact" (201.2) repeats the noun of the object targeted before
it: the nouns it may repeat, in English, in printed Spanish and as the Spanish reading says "that …".

Why a module of its own: the grammar's filters, the stack's readers, the "this way" counts and the renderers each
need a table; written in each place, one would gain a word the others lack (session 20's review found five copies of
the swap and three of the noun list). This module imports nothing, so every layer may read it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

# "spell" → "card", in both languages, singular and plural
CARD_FOR_SPELL = {"spell": "card", "spells": "cards", "hechizo": "carta", "hechizos": "cartas"}
SPELL_FOR_CARD = {card: spell for spell, card in CARD_FOR_SPELL.items()}
SPELL_NOUNS = {"en": ("spell", "spells"), "es": ("hechizo", "hechizos")}


def card_noun(lang: str) -> str:
    """The noun a spell's words are read with: "card", "carta"."""
    return CARD_FOR_SPELL[SPELL_NOUNS["es" if lang == "es" else "en"][0]]


def as_card_words(words: Iterable[str]) -> list[str]:
    """A spell's words as a card's: "creature spell" → "creature card", "hechizos" → "cartas"."""
    return [CARD_FOR_SPELL.get(w, w) for w in words]


def as_spell_words(said: str, es: bool) -> str:
    """A card's words said back as a spell's: "creature cards" → "creature spells", "cartas negras" → "hechizos
    negros" (the masculine noun takes masculine colour adjectives, 105.1)."""
    said = " ".join(SPELL_FOR_CARD.get(w, w) for w in said.split(" "))
    return re.sub(r"\b(negr|blanc|roj)a(s?)\b", r"\1o\2", said) if es else said


# "with the same name as that <noun>" (201.2): the target's noun → (English, printed Spanish, "that …" in Spanish)
SAME_NAME_NOUNS = {"creature": ("creature", "criatura", "esa criatura"),
                   "artifact": ("artifact", "artefacto", "ese artefacto"),
                   "enchantment": ("enchantment", "encantamiento", "ese encantamiento"),
                   "land": ("land", "tierra", "esa tierra"),
                   "permanent": ("permanent", "permanente", "ese permanente")}
# for the filters' regex; "that card" too: a card targeted in a graveyard (grammar/same_name.py checks its target)
SAME_NAME_WORDS = "|".join([*(en for en, _, _ in SAME_NAME_NOUNS.values()),
                            *(es for _, es, _ in SAME_NAME_NOUNS.values()), "card", "carta"])

# A filter's tails naming another object's name (201.2), as filters.py reads them (its _TAILS' shape): the object
# targeted before it (same_names.py) or the cast trigger's spell (grammar/same_name.py binds each or refuses). "The
# exiled card" / "the chosen card" are read by owned_zones_search.py alone: elsewhere (a trigger's "a land with the
# same name as the exiled card", an imprinted card, 607.2a) nothing would check them
SAME_NAME_TAILS = (
    (rf"\s+(?:with the same name as that|con el mismo nombre que es[ae]) (?:{SAME_NAME_WORDS})$", "same_name", "that"),
    (r"\s+(?:with the same name as that spell|con el mismo nombre que ese hechizo)$", "same_name", "spell"),
)

__all__ = ["CARD_FOR_SPELL", "SAME_NAME_NOUNS", "SAME_NAME_TAILS", "SAME_NAME_WORDS", "SPELL_FOR_CARD", "SPELL_NOUNS",
           "as_card_words", "as_spell_words", "card_noun"]
