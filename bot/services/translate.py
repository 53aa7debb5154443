"""The translate service: a game term in English or Spanish → its terms in the other language."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..errors import NotFound
from ..i18n import parse_lang
from ..rules.text import clean_user_text
from .views import TranslationView

if TYPE_CHECKING:
    from ..i18n.terms import Terminology

MAX_TERM = 200


class TranslateService:
    def __init__(self, terms: Callable[[], Terminology]) -> None:
        self._terms = terms

    def translate(self, term: str, from_lang: str | None = "en") -> TranslationView:
        """``from_lang`` says which language to try first; users mix them, so the dictionary also
        looks in the other one, and the direction is the language the term was found in."""
        text = clean_user_text(term, MAX_TERM)
        if not text:
            raise NotFound(suggestions=["trample", "toque mortal"], key="error.give_translate_term")
        found_lang, found = self._terms().lookup(text, parse_lang(from_lang))
        to_lang = "es" if found_lang == "en" else "en"
        if not found:
            raise NotFound(key="error.not_in_dictionary", term=text[:60])
        best = found[0]
        translations = [best.es if to_lang == "es" else best.en]
        for other in found[1:]:
            value = other.es if to_lang == "es" else other.en
            if other.en == best.en and value not in translations:
                translations.append(value)
        return TranslationView(
            term=text, from_lang=found_lang, to_lang=to_lang, translations=tuple(translations),
            rules=tuple(best.rules), kind=best.kind,
            aliases=tuple(best.es_aliases if to_lang == "es" else best.en_aliases),
            matched=best.en if found_lang == "en" else best.es,
        )
