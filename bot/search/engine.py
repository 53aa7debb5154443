"""Hybrid search over every rule, example and glossary entry, in English and Spanish.

Signals, fused into one score per rule or glossary entry:

1. a rule reference anywhere in a short query (``CR 101.4a``, ``la regla 107.4f``) answers it;
2. exact glossary terms, aliases and keyword titles (``mana value``, ``trample``), and Spanish
   dictionary forms (``arrollar``, ``orden JAJNA``), after removing question scaffolding;
3. fuzzy matches of those for typos (``deathtuch``, ``toke mortal``, ``life link``);
4. BM25 (SQLite FTS5) over stemmed English and Spanish text; a Spanish query also searches the
   English text through the dictionary, so it works with or without a translation;
5. the curated phrasings table (``data/search/phrasings.json``): common player wordings mapped
   to the rules they mean.
"""

from __future__ import annotations

import bisect
import json
import re
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from rapidfuzz import fuzz, process

from ..i18n import normalize_lang
from ..resources import data_path
from ..rules.model import RuleBook
from ..rules.numbers import parse_reference, sort_key
from ..rules.text import clean_user_text, fold
from .analyze import ES_STOP, detect_lang, terms, words
from .index import Doc, FullTextIndex

MAX_QUERY = 500
PHRASINGS_PATH = data_path("search", "phrasings.json")
_REF_IN_TEXT = re.compile(r"(?:\b(?:cr|rules?|reglas?)\s*§?\s*|§\s*|^\s*)(\d{3}\.\d{1,3}\s?[a-z]?)\b\.?", re.I)
# Question scaffolding around a term: "what does historic mean", "qué es la devoción".
_SCAFFOLD = re.compile(
    r"^(?:what(?:'s| is| are| does)?|define|definition of|meaning of|que (?:es|son|significa)|"
    r"definicion de|significado de)\s+(?:an?\s+|the\s+|el\s+|la\s+|los\s+|las\s+|un\s+|una\s+)?|"
    r"\s+(?:mean|means|do|does)$"
)

# Weights of the signals (a hit's score is their sum, then scaled to 0..1).
W_REFERENCE = 100.0
W_EXACT = 60.0
W_FUZZY = 40.0
W_PHRASE = 45.0  # curated and precise: all of a pattern's words must occur
W_BM25 = 30.0
QUESTION_STEMS = 4  # a query with this many content words is a question, not a term
TITLE_IN_QUESTION = 0.4


@dataclass
class Hit:
    kind: str
    key: str
    score: float = 0.0
    why: list[str] = field(default_factory=list)


@dataclass
class SearchResults:
    query: str
    lang: str
    results: list[dict[str, Any]]
    suggestions: list[str] = field(default_factory=list)

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"query": self.query, "lang": self.lang, "results": self.results}
        if not self.results or self.suggestions:
            out["suggestions"] = self.suggestions
        return out


class SearchEngine:
    def __init__(self, book: RuleBook, translations=None, terminology=None, phrasings_path: Path = PHRASINGS_PATH):
        self.book = book
        self.translations = translations
        self.terminology = terminology
        self.index = {"en": FullTextIndex("en"), "es": FullTextIndex("es")}
        self._glossary = {g.headword: g for g in book.glossary}
        self._es_glossary_term: dict[str, str] = {}
        self._build_fulltext()
        self._build_exact()
        self.phrasings = load_phrasings(phrasings_path)

    # --- building -----------------------------------------------------------------------

    def _title_chain(self, number: str, texts: dict[str, str], memo: dict[str, str]) -> str:
        """The titles above a rule (heading, keyword title), so 702.19b is found by "trample"."""
        parent = self.book.rules[number].parent
        if parent is None:
            return ""
        if parent not in memo:
            rule = self.book.rules.get(parent)
            own = texts.get(parent, rule.text) if rule is not None and (rule.kind in ("heading", "section") or rule.is_title) else ""
            memo[parent] = (own + " " + self._title_chain(parent, texts, memo)).strip() if rule else ""
        return memo[parent]

    def _build_fulltext(self) -> None:
        es_texts: dict[str, str] = {}
        es_examples: dict[str, str] = {}
        if self.translations is not None:
            for rule in self.book.rules.values():
                loc = self.translations.rule(rule)
                if loc.status != "missing":
                    es_texts[rule.number] = loc.text
                    es_examples[rule.number] = " ".join(
                        e.text for e in self.translations.examples(rule) if e.status != "missing")
        en_items, es_items = [], []
        en_texts = {n: r.text for n, r in self.book.rules.items()}
        en_memo: dict[str, str] = {}
        es_memo: dict[str, str] = {}
        for number, rule in self.book.rules.items():
            if rule.kind == "section":
                continue
            doc = Doc("rule", number)
            own_title = rule.text if (rule.is_title or rule.kind == "heading") else ""
            en_items.append((doc, own_title + " " + self._title_chain(number, en_texts, en_memo),
                             "" if own_title else rule.text, " ".join(rule.examples)))
            if number in es_texts:
                es_own = es_texts[number] if own_title else ""
                es_items.append((doc, es_own + " " + self._title_chain(number, es_texts, es_memo),
                                 "" if own_title else es_texts[number], es_examples.get(number, "")))
        for entry in self.book.glossary:
            doc = Doc("glossary", entry.headword)
            en_items.append((doc, entry.name, entry.definition, ""))
            if self.translations is not None:
                loc, es_term = self.translations.glossary(entry)
                if es_term:
                    self._es_glossary_term[entry.headword] = es_term
                    es_items.append((doc, es_term, loc.text, ""))
        self.index["en"].add_many(en_items)
        self.index["es"].add_many(es_items)

    def _build_exact(self) -> None:
        """Folded surface forms → targets, per language, for exact and fuzzy term matches."""
        self.exact: dict[str, dict[str, list[Doc]]] = {"en": {}, "es": {}}

        def add(lang: str, form: str, doc: Doc) -> None:
            key = " ".join(words(form))
            if key:
                targets = self.exact[lang].setdefault(key, [])
                if doc not in targets:
                    targets.append(doc)

        for rule in self.book.ordered():
            if rule.is_title:
                add("en", rule.text, Doc("rule", rule.number))
        for entry in self.book.glossary:
            target = Doc("glossary", self._follow(entry).headword)  # "APNAP Order" → its target
            for term in [entry.name, *entry.terms]:
                add("en", term, target)
            es_term = self._es_glossary_term.get(entry.headword)
            if es_term:
                for part in re.split(r"[,/]", es_term.replace(" (Obsoleto)", "")):
                    add("es", part, target)
        if self.terminology is not None:
            for lang in ("en", "es"):
                for form, term_list in self.terminology.forms(lang).items():
                    for term in term_list:
                        for number in term.rules:
                            if number in self.book.rules:
                                add(lang, form, Doc("rule", number))
        self._vocab = {lang: list(forms) for lang, forms in self.exact.items()}
        # Glossary entries that point only at headings ("See rule 704") → the defining rules.
        self._glossary_defining = {
            g.headword: tuple(self._defining_rule(n) for n in g.rules
                              if n in self.book.rules and self.book.rules[n].kind == "heading")
            for g in self.book.glossary
        }
        self._only_es = set(self.exact["es"]) - set(self.exact["en"])
        self._forms_sorted: dict[str, list[str]] = {}
        self._popular = {
            "en": [f for f in ("trample", "deathtouch", "flying", "mana value", "apnap order") if f in self.exact["en"]],
            "es": [f for f in ("arrollar", "toque mortal", "volar", "valor de mana", "orden jajna") if f in self.exact["es"]],
        }
        self._en_forms = set(self.exact["en"])
        self._es_dictionary = self.terminology.forms("es") if self.terminology is not None else {}
        # "life link" → "lifelink": also match with the spaces taken out.
        self._squashed = {lang: {k.replace(" ", ""): k for k in forms} for lang, forms in self.exact.items()}

    def _follow(self, entry):
        """A cross-reference-only glossary entry ("See Active Player, …") → the entry it names."""
        seen = {entry.headword}
        while entry.see_entry:
            target = self.book.glossary_entry(entry.see_entry)
            if target is None or target.headword in seen:
                break
            seen.add(target.headword)
            entry = target
        return entry

    # --- searching ----------------------------------------------------------------------

    def detect(self, query: str) -> str:
        return detect_lang(query, self._only_es, self._en_forms)

    def search(self, query: str, lang: str = "auto", limit: int = 10) -> SearchResults:
        text = clean_user_text(query if isinstance(query, str) else "", MAX_QUERY)
        limit = max(1, min(int(limit) if isinstance(limit, int) else 10, 50))
        lang = self.detect(text) if lang in (None, "", "auto") else normalize_lang(lang)
        if not words(text):
            return SearchResults(text, lang, [], ["101.4", "trample", "mana value", "arrollar"])
        hits: dict[Doc, Hit] = {}

        def bump(doc: Doc, score: float, why: str) -> None:
            hit = hits.setdefault(doc, Hit(doc.kind, doc.key))
            hit.score += score
            hit.why.append(why)

        self._reference(text, bump)
        phrase = _SCAFFOLD.sub("", fold(text)).strip(" ?¿!¡.,;:")
        phrase_key = " ".join(words(phrase))
        exact = self._exact(phrase_key, lang, bump)
        if not exact and len(phrase_key.split()) <= 4:
            self._fuzzy(phrase_key, lang, bump)
        self._fulltext(text, lang, bump)
        self._phrasings(text, lang, bump)

        ranked = sorted(hits.values(), key=lambda h: (-h.score, h.kind != "rule", sort_key(h.key) if h.kind == "rule" else (0,)))
        top = ranked[0].score if ranked else 1.0
        results = [self._result(h, lang, round(h.score / top, 4)) for h in ranked[:limit]]
        suggestions = [] if results else self._suggest(phrase_key)
        return SearchResults(text, lang, results, suggestions)

    def _reference(self, text: str, bump) -> None:
        if len(text) > 60:
            return
        candidates = [text]
        candidates += [m[1] for m in _REF_IN_TEXT.finditer(text)]
        for cand in candidates:
            try:
                number = parse_reference(cand)
            except Exception:  # noqa: BLE001 - any unparsable text is simply not a reference
                continue
            if number in self.book.rules:
                bump(Doc("rule", number), W_REFERENCE, "reference")
                return

    def _exact(self, key: str, lang: str, bump) -> bool:
        found = False
        for lang_ in (lang, "es" if lang == "en" else "en"):
            weight = W_EXACT if lang_ == lang else W_EXACT * 0.8
            for doc in self.exact[lang_].get(key, []):
                self._bump_term_target(doc, weight, f"exact-{lang_}", bump)
                found = True
            squashed = self._squashed[lang_].get(key.replace(" ", ""))
            if not found and squashed:
                for doc in self.exact[lang_][squashed]:
                    self._bump_term_target(doc, weight * 0.9, f"squashed-{lang_}", bump)
                    found = True
        return found

    def _bump_term_target(self, doc: Doc, weight: float, why: str, bump) -> None:
        """A term names a rule or a glossary entry. A bare heading (704 "State-Based Actions")
        only titles its topic; the rule that defines it is the heading's first rule (704.1)."""
        if doc.kind == "glossary":
            bump(doc, weight, why)
            for number in self._glossary_defining.get(doc.key, ()):
                bump(Doc("rule", number), weight * 0.9, why + ":defining")
            return
        defining = self._defining_rule(doc.key)
        if defining != doc.key:
            bump(Doc("rule", defining), weight, why + ":defining")
            bump(doc, weight * 0.5, why)
        else:
            bump(doc, weight, why)

    def _defining_rule(self, number: str) -> str:
        rule = self.book.rules.get(number)
        if rule is not None and rule.kind == "heading":
            kids = self.book.children_of(number)
            if kids:
                return kids[0]
        return number

    def _fuzzy(self, key: str, lang: str, bump) -> None:
        if len(key) < 4:
            return
        for lang_ in (lang, "es" if lang == "en" else "en"):
            match = process.extractOne(key, self._vocab[lang_], scorer=fuzz.ratio, score_cutoff=80)
            squashed = process.extractOne(key.replace(" ", ""), list(self._squashed[lang_]), scorer=fuzz.ratio,
                                          score_cutoff=85)
            for m, source in ((match, None), (squashed, self._squashed[lang_])):
                if not m:
                    continue
                form = source[m[0]] if source else m[0]
                for doc in self.exact[lang_][form]:
                    bump(doc, W_FUZZY * m[1] / 100 * (1.0 if lang_ == lang else 0.85), f"fuzzy-{lang_}:{form}")

    def _fulltext(self, text: str, lang: str, bump) -> None:
        searches: list[tuple[str, list[str], float]] = []
        own = self.index[lang].query_terms(text)
        searches.append((lang, own, 1.0))
        if lang == "es":
            # Spanish query → English terms through the dictionary, for the English text.
            english = self._dictionary_expansion(text)
            if english:
                searches.append(("en", self.index["en"].query_terms(english), 0.8))
        else:
            searches.append(("es", self.index["es"].query_terms(text), 0.3))
        question = len(own) >= QUESTION_STEMS
        for lang_, stems, weight in searches:
            results = self.index[lang_].search(stems, 40)
            if not results:
                continue
            if question:
                # A question wants a rule that says something; headings and keyword titles are
                # short, so BM25 favours them, but they only name the topic.
                results = [(d, sc * TITLE_IN_QUESTION if self._is_title_doc(d) else sc) for d, sc in results]
                results.sort(key=lambda r: -r[1])
            best = results[0][1] or 1.0
            for doc, score in results:
                bump(doc, W_BM25 * weight * score / best, f"bm25-{lang_}")

    def _is_title_doc(self, doc: Doc) -> bool:
        if doc.kind != "rule":
            return False
        rule = self.book.rules[doc.key]
        return rule.kind in ("heading", "section") or rule.is_title

    def _dictionary_expansion(self, text: str) -> str:
        """English forms of the Spanish dictionary terms found in the query (longest first)."""
        if self.terminology is None:
            return ""
        toks = words(text)
        found: list[str] = []
        i = 0
        es_forms = self._es_dictionary
        while i < len(toks):
            for n in range(min(5, len(toks) - i), 0, -1):
                key = " ".join(toks[i : i + n])
                if key in es_forms and not (n == 1 and key in ES_STOP):
                    found.extend(t.en for t in es_forms[key][:2])
                    i += n
                    break
            else:
                i += 1
        return " ".join(found)

    def _phrasings(self, text: str, lang: str, bump) -> None:
        for entry, coverage in match_phrasings(self.phrasings, text, lang):
            for number in entry.rules:
                if number in self.book.rules:
                    bump(Doc("rule", number), W_PHRASE * coverage, "phrasing")

    # --- output -------------------------------------------------------------------------

    def _result(self, hit: Hit, lang: str, score: float) -> dict[str, Any]:
        if hit.kind == "rule":
            rule = self.book.rules[hit.key]
            text = rule.text
            if lang == "es" and self.translations is not None:
                loc = self.translations.rule(rule)
                text = loc.text
            return {"kind": "rule", "number": rule.number, "term": None, "rules": [],
                    "snippet": _snippet(text), "score": score}
        entry = self._follow(self._glossary[hit.key])
        term, definition = entry.name, entry.definition
        if lang == "es" and self.translations is not None:
            loc, es_term = self.translations.glossary(entry)
            if es_term:
                term, definition = es_term, loc.text
        return {"kind": "glossary", "number": None, "term": term, "rules": list(entry.rules),
                "snippet": _snippet(definition), "score": score}

    def _suggest(self, key: str) -> list[str]:
        """Known terms close to a query that found nothing (only its first words matter)."""
        key = key[:40]
        if not key:
            return []
        hits = process.extract(key, self._vocab["en"] + self._vocab["es"], scorer=fuzz.QRatio, limit=5, score_cutoff=50)
        return [h[0] for h in hits]

    # --- autocomplete -------------------------------------------------------------------

    def autocomplete(self, partial: str, lang: str = "en", limit: int = 25) -> list[dict[str, str]]:
        """Up to 25 ``{"name": label ≤ 100, "value": ≤ 100}`` suggestions for a partial input:
        rule numbers for digits, otherwise terms in the user's language (prefix, then fuzzy)."""
        limit = max(1, min(limit, 25))
        text = clean_user_text(partial if isinstance(partial, str) else "", 100)
        out: list[dict[str, str]] = []
        seen: set[str] = set()

        def add(value: str, label: str) -> None:
            if value not in seen and len(out) < limit:
                seen.add(value)
                out.append({"name": _cut(label, 100), "value": _cut(value, 100)})

        number_prefix = re.sub(r"^(?:cr|rule|regla)\s*§?\s*", "", text.lower()).replace(" ", "")
        if number_prefix[:1].isdigit():
            for number in self._numbers_with_prefix(number_prefix):
                add(number, f"{number} — {self._rule_text(number, lang)}")
            return out
        key = " ".join(words(text))
        forms = self._sorted_forms(lang)
        if not key:
            for form in self._popular.get(lang, []):
                add(form, self._label(form, lang))
            return out
        i = bisect.bisect_left(forms, key)
        while i < len(forms) and forms[i].startswith(key) and len(out) < limit:
            add(forms[i], self._label(forms[i], lang))
            i += 1
        if len(out) < limit and len(key) >= 3:
            for form, _, _ in process.extract(key, forms, scorer=fuzz.ratio, limit=limit, score_cutoff=70):
                add(form, self._label(form, lang))
        return out

    def _sorted_forms(self, lang: str) -> list[str]:
        if lang not in self._forms_sorted:
            self._forms_sorted[lang] = sorted(self.exact[lang])
        return self._forms_sorted[lang]

    def _numbers_with_prefix(self, prefix: str) -> list[str]:
        if not hasattr(self, "_sorted_numbers"):
            self._sorted_numbers = sorted((n for n in self.book.rules if len(n) > 1), key=sort_key)
        return [n for n in self._sorted_numbers if n.startswith(prefix)][:25]

    def _rule_text(self, number: str, lang: str) -> str:
        rule = self.book.rules[number]
        if lang == "es" and self.translations is not None:
            return self.translations.rule(rule).text
        return rule.text

    def _label(self, form: str, lang: str) -> str:
        docs = self.exact[lang].get(form, [])
        numbers = [d.key for d in docs if d.kind == "rule"][:2]
        if not numbers:
            numbers = [n for d in docs if d.kind == "glossary" for n in self._glossary[d.key].rules][:2]
        return f"{form} ({', '.join(numbers)})" if numbers else form


def _snippet(text: str, limit: int = 240) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rsplit(" ", 1)[0] + "…"


def _cut(text: str, limit: int) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1] + "…"


@dataclass(frozen=True)
class Phrasing:
    """A common player wording (its content stems) and the rules it means."""

    rules: tuple[str, ...]
    lang: str
    patterns: tuple[tuple[str, ...], ...]  # content stems of each pattern


def pattern_stems(pattern: str, lang: str) -> tuple[str, ...]:
    return tuple(dict.fromkeys(terms(pattern, lang)))


def load_phrasings(path: Path = PHRASINGS_PATH) -> list[Phrasing]:
    """The curated table ``data/search/phrasings.json``:
    ``[{"rules": ["101.4"], "lang": "en", "patterns": ["who chooses first"], "note": "…"}]``."""
    if not path.is_file():
        return []
    out = []
    for entry in json.loads(path.read_text(encoding="utf-8")):
        lang = entry.get("lang", "en")
        patterns = tuple(p for p in (pattern_stems(x, lang) for x in entry["patterns"]) if p)
        out.append(Phrasing(tuple(entry["rules"]), lang, patterns))
    return out


def match_phrasings(phrasings: list[Phrasing], text: str, lang: str) -> list[tuple[Phrasing, float]]:
    """Entries whose pattern stems all occur in the query, with a score growing with pattern size.

    Patterns are matched in their own language; a two-stem pattern counts less than a
    four-stem one, since it is more likely to match by accident.
    """
    index = _pattern_index(tuple(phrasings))
    found: dict[int, float] = {}
    for lang_ in ("en", "es"):
        stems = set(terms(text, lang_))
        for stem_ in stems:
            for i, pattern in index.get((lang_, stem_), ()):
                if pattern <= stems:
                    found[i] = max(found.get(i, 0.0), min(1.0, 0.55 + 0.15 * len(pattern)))
    return [(phrasings[i], score) for i, score in sorted(found.items())]


@lru_cache(maxsize=4)
def _pattern_index(phrasings: tuple[Phrasing, ...]) -> dict[tuple[str, str], list[tuple[int, frozenset[str]]]]:
    """(language, first stem) → the patterns starting with it: a pattern can only match a query
    that contains its first stem, so only those few are checked."""
    index: dict[tuple[str, str], list[tuple[int, frozenset[str]]]] = {}
    for i, entry in enumerate(phrasings):
        for pattern in entry.patterns:
            index.setdefault((entry.lang, pattern[0]), []).append((i, frozenset(pattern)))
    return index
