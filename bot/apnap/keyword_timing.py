"""The timing a keyword of an activated ability itself imposes, printed nowhere but in reminder text (702.57b).

Why: "Forecast — {1}{W}, Reveal Spirit en-Dal from your hand: …" says its restriction only in parentheses ("Activate
this ability only during your upkeep and only once each turn."), and reminder text is not part of the ability
(207.2); the rule is the keyword's: "A forecast ability may be activated only during the upkeep step of the card's
owner and only once each turn" (702.57b). Read without it, the ability resolved on any step of any player's turn
with nothing said. The keyword gives the restriction in the words of an "Activate only …" sentence, so the
activation reader (activation.py) checks it against the scenario's turn and step like any printed one (602.5b): the
card is in its owner's hand (702.57a), so the owner is the ability's controller and "your upkeep" is the owner's.
"""

from __future__ import annotations

from .grammar.text import fold

# the keyword as printed before "—" (English; the Spanish glossary's "Pronosticar"), → the restriction it imposes,
# said as the reminder text says it in that language
_KEYWORD_RESTRICTIONS = {
    "forecast": "Activate this ability only during your upkeep and only once each turn.",
    "pronosticar": "Activa esta habilidad solo durante tu mantenimiento y solo una vez por turno.",
}


def keyword_restriction(word: str) -> str | None:
    """The restriction the label before "—" imposes when it is such a keyword (702.57b), else None."""
    return _KEYWORD_RESTRICTIONS.get(fold(word).strip())


def with_keyword(printed: str | None, keyword: str | None) -> str | None:
    """The ability's printed restrictions, then the keyword's (each is checked: 602.5)."""
    if keyword is None:
        return printed
    return f"{printed} {keyword}" if printed else keyword
