"""A characteristic compared with an amount the card defines, in an object phrase: "all creatures with toughness less
than or equal to the number of Islands you control", "target creature with power greater than or equal to the number
of cards in your hand", printed Spanish "con resistencia igual o menor que el número de Islas que controlas".

Why a module apart from filters.py: the amount ends the phrase with words of its own ("… Islands you control") that
the filter's other tails would take for the object's ("creatures you control"); so this tail is split off first, and
its amount is read by the count reader (objects.parse_ref), never by the object lexicon. The filter's comparison is
filters.py's one ``Compare`` with ``ref="defined"``: the engine works the amount out as the effect resolves (608.2h,
engine/object_facts.py) and the renderers already say it. An amount the count reader does not know leaves the words
on the phrase, which is then no object phrase at all: refused, never read without its comparison.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .lexicon import Grammar
from .specs import COMPARE_WORDS, COMPARED_WORDS, STRICT_WORDS, Compare, CountRef

_DEFINED = re.compile(
    r"\s+(?:with (?P<prop>power|toughness|converted mana cost|mana value) (?P<cmp>less|greater) than "
    r"(?P<or_equal>or equal to )?(?P<amount>the number of .+)"
    r"|con (?:una? )?(?P<prop_es>fuerza|resistencia|coste de mana convertido|valor de mana) "
    r"(?:igual o (?P<cmp_es>menor|mayor)|(?P<cmp_es2>menor|mayor) o igual|(?P<strict_es>menor|mayor)) (?:que|a) "
    r"(?P<amount_es>(?:el |la )?(?:numero|cantidad) de .+))$")
#: "their", "they control", "su mano", "que controla": a count of the player an instruction acts on, which the
#: count reader says as it says "your"; the engine works a compared amount out for the controller (608.2h), so such a
#: count is refused, here and in a condition (amount_compare.py), never read as the controller's
ANOTHER_PLAYERS = re.compile(r"\b(?:their|they control)\b|\b(?:su|sus) (?:mano|cementerio|biblioteca)\b"
                             r"|\bque controla\b", re.IGNORECASE)
#: the tails after which every object is one player's, whom "their" then names: "each creature that player controls
#: with power greater than the number of cards in their hand" (Compare.theirs, 608.2h)
_ONE_PLAYERS = re.compile(r"\b(?:(?:they|that player|he or she|target player|target opponent|defending player"
                          r"|each opponent|an opponent) controls?|your opponents control"
                          r"|que control(?:a|e|an)(?: ese jugador| el jugador objetivo| el oponente objetivo"
                          r"| el jugador defensor| tus oponentes)?)$")
#: the count reader (objects.parse_ref), handed in as objects.py loads: objects imports filters, which imports this
#: module, so importing it here would make an import circle
READ_REF: list[Callable[[str, Grammar], CountRef | None]] = []


def split_defined_compare(phrase: str, g: Grammar) -> tuple[str, Compare | None]:
    """(the phrase before the comparison, the comparison) when the phrase ends with one whose amount the count
    reader knows; else (the phrase unchanged, None)."""
    m = _DEFINED.search(phrase)
    if m is None or not READ_REF:
        return phrase, None
    parse_ref = READ_REF[0]
    amount = m["amount"] or m["amount_es"]
    # "… in their hand": the count reader says "your" and "their" alike, so such an amount is marked ``theirs`` (each
    # object's controller's, 608.2h), kept only after a tail naming whose the objects are, never read as "your"
    theirs = bool(ANOTHER_PLAYERS.search(amount))
    if theirs and not _ONE_PLAYERS.search(phrase[:m.start()]):  # the words stay on the phrase: refused
        return phrase, None
    ref = parse_ref(amount if g.lang == "en" else re.sub(r"^(?:la cantidad|numero)", "el numero", amount), g)
    if ref is None:
        return phrase, None
    prop = COMPARED_WORDS[m["prop"] or m["prop_es"]]
    if m["strict_es"] or (m["cmp"] and not m["or_equal"]):  # "greater than" without "or equal to": strictly
        op = STRICT_WORDS[m["strict_es"] or m["cmp"]]
    else:
        op = COMPARE_WORDS[m["cmp"] or m["cmp_es"] or m["cmp_es2"]]
    return phrase[:m.start()].strip(), Compare(prop, op, ref="defined", count=ref, theirs=theirs)
