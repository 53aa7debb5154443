"""A Spanish query's dictionary terms, by sense: what to search in English and in the Spanish CR."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .analyze import ES_STOP, words

if TYPE_CHECKING:  # pragma: no cover
    from ..i18n.terms import Terminology


def dictionary_senses(terminology: Terminology | None, text: str,
                      foreign: Callable[[str], bool] | None = None) -> tuple[str, str]:
    """The English forms, and the Spanish printed forms, of the Spanish dictionary terms in
    the query, by sense (longest first): "me rindo" → ("concede", "conceder").

    A form with one game sense maps to it ("bloquear" → block, not the narrow *lock*); a
    form with several ("equipo": Equipment, team) maps to all, and the other query words
    decide which rules match. The printed forms let the Spanish rules be found by the words
    players use instead of theirs.

    Spanish players name many keywords in English ("¿puedo usar boast dos veces?"): a form that
    is an English dictionary term and ``foreign`` (the Spanish rules do not use its words) maps
    the same way, to itself for the English search and to its Spanish term ("alardear") for the
    Spanish one, which otherwise never meets the word.
    """
    if terminology is None:
        return "", ""
    toks = words(text)
    english: list[str] = []
    spanish: list[str] = []
    i = 0
    while i < len(toks):
        for n in range(min(5, len(toks) - i), 0, -1):
            key = " ".join(toks[i:i + n])
            if n == 1 and key in ES_STOP:
                continue
            senses = terminology.senses(key, "es")
            if not senses and foreign is not None and foreign(key):
                senses = terminology.senses(key, "en")
            if senses:
                english.extend(dict.fromkeys(t.en for t in senses[:3]))
                spanish.extend(t.es for t in senses[:3] if " ".join(words(t.es)) != key)
                i += n
                break
        else:
            i += 1
    return " ".join(english), " ".join(dict.fromkeys(spanish))
