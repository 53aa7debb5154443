"""Autocomplete: rule numbers by prefix, terms by prefix (both languages), then fuzzily."""

from __future__ import annotations

import bisect
import re
from typing import TYPE_CHECKING, Protocol

from rapidfuzz import fuzz, process

from ..rules.model import RuleBook
from ..rules.numbers import sort_key
from ..rules.text import clean_user_text
from .analyze import words
from .docs import Doc

if TYPE_CHECKING:  # pragma: no cover
    from ..i18n.translation import Translations


class Vocabulary(Protocol):
    """What autocomplete reads from the search engine (which builds it), without importing it."""

    book: RuleBook
    translations: Translations | None
    exact: dict[str, dict[str, list[Doc]]]

POPULAR = {
    "en": ("trample", "deathtouch", "flying", "mana value", "apnap order"),
    "es": ("arrollar", "toque mortal", "volar", "valor de mana", "orden jajna"),
}
_NUMBER_PREFIX = re.compile(r"^(?:cr|rule|regla)\s*§?\s*")


class Autocomplete:
    def __init__(self, engine: Vocabulary) -> None:
        self.engine = engine
        self.forms = {lang: sorted(table) for lang, table in engine.exact.items()}
        self.numbers = sorted((n for n in engine.book.rules if len(n) > 1), key=sort_key)
        self.popular = {lang: [f for f in forms if f in engine.exact[lang]] for lang, forms in POPULAR.items()}

    def complete(self, partial: str, lang: str = "en", limit: int = 25) -> list[dict[str, str]]:
        """Up to 25 ``{"name": label ≤ 100, "value": ≤ 100}`` suggestions for a partial input.

        Terms in the user's language come first, then the other language's ("arr" still offers
        *arrollar* to an English user, "tram" *trample* to a Spanish one), then close spellings.
        """
        lang = lang if lang in self.forms else "en"
        other = "es" if lang == "en" else "en"
        limit = max(1, min(limit, 25))
        text = clean_user_text(partial if isinstance(partial, str) else "", 100)
        out: list[dict[str, str]] = []
        seen: set[str] = set()

        def add(value: str, label: str) -> None:
            if value not in seen and len(out) < limit:
                seen.add(value)
                out.append({"name": _cut(label, 100), "value": _cut(value, 100)})

        number_prefix = _NUMBER_PREFIX.sub("", text.lower()).replace(" ", "")
        if number_prefix[:1].isdigit():
            for number in [n for n in self.numbers if n.startswith(number_prefix)][:limit]:
                add(number, f"{number} — {self._rule_text(number, lang)}")
            return out
        key = " ".join(words(text))
        if not key:
            for form in self.popular.get(lang, []):
                add(form, self._label(form, lang))
            return out
        for lang_ in (lang, other):
            forms = self.forms[lang_]
            i = bisect.bisect_left(forms, key)
            while i < len(forms) and forms[i].startswith(key) and len(out) < limit:
                add(forms[i], self._label(forms[i], lang_))
                i += 1
        if len(out) < limit and len(key) >= 3:
            for lang_ in (lang, other):
                for form, _, _ in process.extract(key, self.forms[lang_], scorer=fuzz.ratio, limit=limit,
                                                  score_cutoff=70):
                    add(form, self._label(form, lang_))
        return out

    def _rule_text(self, number: str, lang: str) -> str:
        rule = self.engine.book.rules[number]
        if lang == "es" and self.engine.translations is not None:
            return self.engine.translations.rule(rule).text
        return rule.text

    def _label(self, form: str, lang: str) -> str:
        docs = self.engine.exact[lang].get(form, [])
        numbers = [d.key for d in docs if d.kind == "rule"][:2]
        if not numbers:
            for d in docs:
                entry = self.engine.book.glossary_entry(d.key) if d.kind == "glossary" else None
                numbers += entry.rules if entry is not None else []
            numbers = numbers[:2]
        return f"{form} ({', '.join(numbers)})" if numbers else form


def _cut(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"
