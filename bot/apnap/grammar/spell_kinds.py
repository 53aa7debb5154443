"""Which spells a phrase names: "noncreature spell", "instant or sorcery spells", "a blue spell", printed Spanish
"hechizos de criatura", read as a card filter with the noun "spell".

Why a module of its own: the rule changes that restrict spells (continuous.py) and the turn's history ("if you've
cast another blue spell this turn", history_conditions.py) read the same kinds of spells, and the conditions cannot
import the rule changes (they import the conditions).
"""

from __future__ import annotations

import re

from lark import Token, Tree

from .filters import parse_filter
from .noun_words import SPELL_NOUNS, card_noun
from .phrases import Unread, Words
from .specs import TypeFilter


def spell_filter(np: Tree[Token], text: Words) -> TypeFilter:
    """"noncreature spell", "instant or sorcery spells", "hechizos de criatura" → which spells (a card
    filter with the noun "spell"); a phrase that is not a kind of spell is refused."""
    words = text.low_of(np).split()
    lang = text.lexicon.lang
    if lang == "es" and words[:1] in (["un"], ["una"]):  # "un hechizo de Elemental": each such spell
        words = words[1:]
    nouns = SPELL_NOUNS[lang]
    if lang == "es" and words and words[0] in nouns:  # "hechizos de instantáneo o de conjuro" → "instantaneo o conjuro"
        rest = words[1:]
        phrase = re.sub(r"^que no sean? (?:de )?", "no ", " ".join(rest))
        phrase = re.sub(r"^de ", "", phrase).replace(" o de ", " o ")
    elif words and words[-1] in nouns:
        rest = words[1:-1] if words[0] in ("a", "an") and words[-1] == "spell" else words[:-1]  # "a creature spell"
        phrase = " ".join([*rest, card_noun("en")])
    else:
        raise Unread(text.of(np))
    if not rest:
        return TypeFilter(noun="spell")
    flt = parse_filter(phrase, text.lexicon)
    if flt is None or (flt.keywords or flt.not_keywords or flt.control or flt.not_source or flt.greatest
                       or flt.unknown_props or flt.compares or flt.counters or flt.how_many_colors or flt.chosen
                       or flt.tapped is not None or flt.combat):  # nothing a spell's kind cannot say is dropped
        raise Unread(text.of(np))
    return TypeFilter(flt.alternatives, "spell", colors=flt.colors, not_colors=flt.not_colors,
                      subtypes=flt.subtypes, not_subtypes=flt.not_subtypes, colored=flt.colored)
