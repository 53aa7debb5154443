"""The resolver's speed cuts change no answer: each shortcut decides exactly what the slow way decided.

Why: a card's own names are put into regular expressions (its name read as "this permanent", its name in its
trigger, its own words placing it in another zone); compiling them for every new card was the largest single cost
of a request in the corpus bench. The shortcuts skip a pattern only when a plain substring test proves it cannot
match. These tests compare each shortcut with the pattern it skips, on real wordings and on generated text.
"""

from __future__ import annotations

import re

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.apnap.grammar.antecedents import _mentions
from bot.apnap.grammar.text import _spanish_source, _surely_absent, as_source, fold
from bot.apnap.grammar.when import parse_when
from bot.apnap.source_place import _ELSEWHERE, _ELSEWHERE_WORDS, works_elsewhere


def _as_source_every_pattern(text: str, names: tuple[str, ...], lang: str = "en") -> str:
    """as_source as it was: every name's pattern run on every part outside quotation marks."""
    parts = re.split(r"(\"[^\"]*\"|“[^”]*”)", text)
    for i in range(0, len(parts), 2):
        for name in sorted(names, key=len, reverse=True):
            if lang == "es":
                parts[i] = re.sub(r"(?<!\w)(?:(?P<art>el|la|los|las|al|del)\s+)?" + re.escape(name) + r"(?!\w)",
                                  _spanish_source, parts[i], flags=re.IGNORECASE)
            else:
                parts[i] = re.sub(r"(?<!\w)" + re.escape(name) + r"(?!\w)", "this permanent", parts[i],
                                  flags=re.IGNORECASE)
    return "".join(parts)


def _works_elsewhere_every_pattern(text: str, names: tuple[str, ...]) -> bool:
    said = "|".join(re.escape(fold(n)) for n in names if n) or "this card"
    return any(re.search(pattern.format(n=said), fold(text)) for pattern in _ELSEWHERE)


def test_each_pattern_cannot_match_without_its_words() -> None:
    """The words that gate each pattern are literally in it, outside the names' slot: no match lacks them."""
    assert len(_ELSEWHERE) == len(_ELSEWHERE_WORDS)
    for pattern, words in zip(_ELSEWHERE, _ELSEWHERE_WORDS, strict=True):
        literal = re.sub(r"\\b|\(\?:[^)]*\)", "\x00", pattern)  # the groups (the names among them) blanked
        assert words in literal, (pattern, words)


REAL = [  # (ability, the card's names): real wordings, English and printed Spanish
    ("Discard Wrecking Ogre: Target attacking creature gets +3/+3 and gains trample until end of turn.",
     ("Wrecking Ogre",)),
    ("When you cycle Decree of Pain, all creatures get -2/-2 until end of turn.", ("Decree of Pain",)),
    ("{2}{B}, Exile Scrapheap Scrounger from your graveyard: Return target creature card to your hand.",
     ("Scrapheap Scrounger",)),
    ("When Abyssal Gatekeeper dies, each player sacrifices a creature.", ("Abyssal Gatekeeper",)),
    ("At the beginning of your upkeep, each opponent loses 1 life.", ("Sulfuric Vortex",)),
    ("Cuando el Golem entre al campo de batalla, roba una carta. Descarta el Golem: gana 2 vidas.", ("Golem",)),
    ("Whenever Blood Artist or another creature dies, target player loses 1 life.", ("Blood Artist",)),
    ("Sacrifice Ætherling: return it. Æther Vial's “Ætherling” stays.", ("Ætherling", "Aetherling")),
]


def test_real_wordings_read_as_before() -> None:
    for text, names in REAL:
        for lang in ("en", "es"):
            assert as_source(text, names, lang) == _as_source_every_pattern(text, names, lang)
        assert works_elsewhere(text, names) == _works_elsewhere_every_pattern(text, names)
    assert works_elsewhere(REAL[0][0], REAL[0][1]) and works_elsewhere(REAL[2][0], REAL[2][1])
    assert not works_elsewhere(REAL[3][0], REAL[3][1])
    assert as_source(REAL[3][0], REAL[3][1]).startswith("When this permanent dies")
    assert parse_when("When Abyssal Gatekeeper dies", "Abyssal Gatekeeper") == parse_when("When this dies")


def test_only_ascii_is_decided_without_the_pattern() -> None:
    """"ſ" is an "s" to re.IGNORECASE: non-ASCII text always goes to the pattern."""
    assert not _surely_absent("Ajani's Sunstriker", "ajaniſ sunstriker")
    assert _surely_absent("Ajani", "each opponent loses 1 life")
    assert not _surely_absent("AJANI", "ajani gets +1/+1")


_WORDS = st.sampled_from(["discard", "cycle", "cast", "exile", "from", "your", "graveyard", "hand", "this card",
                          "is", "put into", "leaves the battlefield", "el", "descarta", "lanzas", "esta carta", "ſ",
                          "Golem", "golem", "GOLEM", "Gólem", "Ogre", "Ogre's", "this spell", ",", ".", "“", "”",
                          "deja el campo de batalla", "is in your", "it", "this creature"])
_TEXT = st.lists(_WORDS, max_size=14).map(" ".join)
_NAMES = st.lists(st.sampled_from(["Golem", "Gólem", "Ogre", "ſtone", "Stone", "Golem Ogre", "It"]), max_size=3,
                  unique=True).map(tuple)


@settings(max_examples=300, deadline=None)
@given(_TEXT, _NAMES)
def test_generated_text_reads_as_before(text: str, names: tuple[str, ...]) -> None:
    for lang in ("en", "es"):
        assert as_source(text, names, lang) == _as_source_every_pattern(text, names, lang)
    assert works_elsewhere(text, names) == _works_elsewhere_every_pattern(text, names)
    selves = {fold(n) for n in names} | {"it", "this creature"}
    assert _mentions(text, selves) == any(re.search(rf"(?<!\w){re.escape(s)}(?!\w)", fold(text)) for s in selves)
