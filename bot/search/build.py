"""Building the search index: what ``SearchEngine`` makes from a release, its translation, the
dictionary, the aliases and the question bank (about a second; ``persist`` keeps it)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from . import questions
from .aliases import Aliases
from .analyze import EN_STOP, ES_STOP, terms, words
from .asked import QuestionIndex
from .cues import CueModel
from .docs import Doc, DocumentBuilder, definitions, follow
from .index import FullTextIndex
from .links import WordLinks
from .spell import Speller

if TYPE_CHECKING:  # pragma: no cover
    from ..i18n.terms import Terminology
    from ..i18n.translation import Translations
    from ..rules.model import GlossaryEntry, RuleBook


def term_key(text: str, lang: str) -> str:
    """The comparison key of a term: its stemmed content words ("Tokens" and "token" meet)."""
    return " ".join(terms(text, lang))


class IndexBuilder:
    """The building half of the search engine (its attributes are the engine's)."""

    book: RuleBook
    translations: Translations | None
    terminology: Terminology | None
    _glossary: dict[str, GlossaryEntry]
    _cues: CueModel
    _links: WordLinks

    #: What ``_build`` makes from the release, translations, dictionary, aliases and bank: the
    #: engine's state that ``persist`` stores.
    BUILT = ("_teaching", "asked", "_es_glossary_term", "index", "aliases", "speller", "exact", "_vocab",
             "_only_es", "_en_forms", "_longest_form", "_squashed", "_squashed_keys", "_texts", "_defines",
             "_cues", "_links")

    def _build(self, aliases_path: Path, questions_path: Path | None) -> dict[str, Any]:
        """Build the index (about a second); returns the attributes named in ``BUILT``."""
        teaching = questions.teaching(questions_path, self.book.rules)
        builder = DocumentBuilder(self.book, self.translations, self.terminology, questions.asked(teaching))
        self._teaching = teaching
        self._cues = CueModel(teaching)
        self.asked = {lang: QuestionIndex(lang, [(q, n) for lang_, q, n in teaching if lang_ == lang])
                      for lang in ("en", "es")}
        documents = builder.build()
        self._es_glossary_term = builder.es_glossary_term
        self.index = {lang: FullTextIndex(lang) for lang in ("en", "es")}
        for lang, items in documents.items():
            self.index[lang].add_many(items)
        self.aliases = Aliases.load(aliases_path, set(self.book.rules))
        self.speller = Speller([self.index["en"].vocabulary, self.index["es"].vocabulary,
                                self.aliases.vocabulary()], known=ES_STOP | EN_STOP)
        self._build_exact()
        self._texts = {lang: builder.texts(lang) for lang in ("en", "es")}
        self._links = WordLinks(teaching, self._texts)
        self._defines = {lang: definitions(self._texts[lang], lang, lambda t, lang=lang: term_key(t, lang))
                         for lang in ("en", "es")}
        return {name: getattr(self, name) for name in self.BUILT}

    def _build_exact(self) -> None:
        """Folded surface forms → targets, per language, for exact and fuzzy term matches."""
        self.exact: dict[str, dict[str, list[Doc]]] = {"en": {}, "es": {}}
        for lang, form, doc in self._term_forms():
            key = " ".join(words(form))
            if key:
                targets = self.exact[lang].setdefault(key, [])
                if doc not in targets:
                    targets.append(doc)
        self._vocab = {lang: list(forms) for lang, forms in self.exact.items()}
        self._only_es = set(self.exact["es"]) - set(self.exact["en"])
        self._en_forms = set(self.exact["en"])
        self._longest_form = max((len(k.split()) for forms in self.exact.values() for k in forms), default=1)
        # "life link" → "lifelink": also match with the spaces taken out.
        self._squashed = {lang: {k.replace(" ", ""): k for k in forms} for lang, forms in self.exact.items()}
        self._squashed_keys = {lang: list(table) for lang, table in self._squashed.items()}

    def _term_forms(self) -> Iterator[tuple[str, str, Doc]]:
        """(language, surface form, what it names): keyword and heading titles, glossary terms,
        the dictionary's forms and the aliases' rule names, in that order (a form's first target
        is its main one)."""
        yield from self._title_forms()
        yield from self._glossary_forms()
        yield from self._dictionary_forms()
        for lang, form, numbers in self.aliases.rule_names():
            for number in numbers:
                yield lang, form, Doc("rule", number)

    def _title_forms(self) -> Iterator[tuple[str, str, Doc]]:
        for rule in self.book.ordered():
            if not rule.is_title:
                continue
            yield "en", rule.text, Doc("rule", rule.number)
            if self.translations is not None:
                loc = self.translations.rule(rule)
                if loc.status != "missing":
                    yield "es", loc.text, Doc("rule", rule.number)

    def _glossary_forms(self) -> Iterator[tuple[str, str, Doc]]:
        for entry in self.book.glossary:
            target = Doc("glossary", follow(self.book, entry).headword)  # "APNAP Order" → its target
            for term in [entry.name, *entry.terms]:
                yield "en", term, target
            es_term = self._es_glossary_term.get(entry.headword)
            for part in re.split(r"[,/]", es_term.replace(" (Obsoleto)", "")) if es_term else ():
                yield "es", part, target

    def _dictionary_forms(self) -> Iterator[tuple[str, str, Doc]]:
        if self.terminology is None:
            return
        for lang in ("en", "es"):
            for form, term_list in self.terminology.forms(lang).items():
                usual = [t for t in term_list if not t.narrow] or term_list
                for number in (n for entry in usual for n in entry.rules):
                    if number in self.book.rules:
                        yield lang, form, Doc("rule", number)
