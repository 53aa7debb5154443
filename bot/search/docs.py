"""The searchable documents: every rule and glossary entry, with fields weighted by what they are.

A rule's document has five fields, in both English and Spanish:

- ``terms``: the names other parts of the CR give it: glossary headwords that point to it
  ("Summoning Sickness Rule" → 302.6, "Legend Rule" → 704.5j) and dictionary terms whose rules
  name it. A player's word for a rule is most often one of these.
- ``title``: its own title when it is a keyword or heading rule, then the titles above it
  (702.19b is under "Trample", under "Keyword Abilities").
- ``body``: its own text.
- ``extra``: its examples and the definitions of the glossary entries pointing to it (they say
  the same thing in other words).
- ``asked``: questions players ask that this rule answers, from our own question bank
  (``data/search/questions.jsonl``, its training split only): the words of chat ("goes first",
  "in response") that the rule's formal wording lacks.

Glossary entries are documents too (headword as ``terms``, definition as ``body``); the engine
resolves them to the rules they point to.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING

from ..rules.model import GlossaryEntry, Rule, RuleBook
from ..rules.numbers import sort_key

if TYPE_CHECKING:  # pragma: no cover
    from ..i18n.terms import Terminology
    from ..i18n.translation import Translations

FIELDS = ("terms", "title", "body", "extra", "asked")
_BASE = re.compile(r"^(\d{3}\.\d+)[a-z]?$")


@dataclass(frozen=True, slots=True)
class Doc:
    """What a hit points to: a rule (by number) or a glossary entry (by headword)."""

    kind: str  # "rule" | "glossary"
    key: str  # rule number or glossary headword


@dataclass(slots=True)
class Fields:
    """The text of one document's fields in one language, before analysis."""

    terms: list[str]
    title: str
    body: str
    extra: list[str]
    asked: list[str] = field(default_factory=list)

    def row(self) -> tuple[str, str, str, str, str]:
        return " ".join(self.terms), self.title, self.body, " ".join(self.extra), " ".join(self.asked)


@lru_cache(maxsize=16384)
def family(number: str) -> str:
    """The ``NNN.N`` rule a subrule belongs to (``702.19b`` → ``702.19``); others unchanged."""
    m = _BASE.match(number)
    return m[1] if m else number


def follow(book: RuleBook, entry: GlossaryEntry) -> GlossaryEntry:
    """A cross-reference-only glossary entry ("See Active Player, …") → the entry it names."""
    seen = {entry.headword}
    while entry.see_entry:
        target = book.glossary_entry(entry.see_entry)
        if target is None or target.headword in seen:
            break
        seen.add(target.headword)
        entry = target
    return entry


def defining_rule(book: RuleBook, number: str) -> str:
    """A bare heading (704 "State-Based Actions") only titles its topic; the rule that defines
    it is the heading's first rule (704.1)."""
    rule = book.rules.get(number)
    if rule is not None and rule.kind == "heading":
        kids = book.children_of(number)
        if kids:
            return kids[0]
    return number


def is_title(book: RuleBook, number: str) -> bool:
    rule = book.rules.get(number)
    return rule is not None and (rule.kind in ("heading", "section") or rule.is_title)


class DocumentBuilder:
    """Builds the per-language field texts for every rule and glossary entry."""

    def __init__(self, book: RuleBook, translations: Translations | None, terminology: Terminology | None,
                 asked: dict[str, dict[str, list[str]]] | None = None):
        self.book = book
        self.translations = translations
        self.terminology = terminology
        #: Language → rule number → the bank's questions it answers (see ``questions.asked``).
        self.asked = asked or {}
        #: Spanish headword of each glossary entry that has one.
        self.es_glossary_term: dict[str, str] = {}
        self._es_text: dict[str, str] = {}
        if translations is not None:
            for rule in book.rules.values():
                loc = translations.rule(rule)
                if loc.status != "missing":
                    self._es_text[rule.number] = loc.text

    def texts(self, lang: str) -> dict[str, str]:
        """Rule number → rule text in ``lang`` (Spanish: the translated rules only)."""
        if lang == "es":
            return dict(self._es_text)
        return {n: r.text for n, r in self.book.rules.items()}

    def passages(self) -> dict[str, list[tuple[str, str]]]:
        """Per language, (rule number, "titles above / …: text") for every rule, for embedding,
        then one passage per example of the rule ("titles above / …: Example: …"). An example
        is the rule told as a game situation ("Each player sacrifices a creature. First, the
        active player chooses …"), which is how players ask; the rule's text says it in the
        CR's terms. A rule's similarity to a question is that of its nearest passage."""
        out: dict[str, list[tuple[str, str]]] = {}
        for lang in ("en", "es"):
            texts = self.texts(lang)
            items = []
            for number, rule in self.book.rules.items():
                if rule.kind == "section" or number not in texts:
                    continue
                titles = []
                parent = rule.parent
                while parent and parent in self.book.rules:
                    if is_title(self.book, parent) and self.book.rules[parent].kind != "section":
                        titles.append(texts.get(parent, self.book.rules[parent].text))
                    parent = self.book.rules[parent].parent
                head = " / ".join(reversed(titles)) + ": "
                items.append((number, (head + texts[number])[:600]))
                items.extend((number, (head + example)[:600]) for example in self.examples(rule, lang))
            out[lang] = items
        return out

    def examples(self, rule: Rule, lang: str) -> list[str]:
        """A rule's examples in ``lang`` (Spanish: those translated)."""
        if lang == "en":
            return list(rule.examples)
        if self.translations is None:
            return []
        return [e.text for e in self.translations.examples(rule) if e.status != "missing"]

    def _pointers(self) -> dict[str, dict[str, Fields]]:
        """Rule number → language → the glossary and dictionary words that point to it."""
        out: dict[str, dict[str, Fields]] = defaultdict(
            lambda: {"en": Fields([], "", "", []), "es": Fields([], "", "", [])})
        for entry in self.book.glossary:
            target = follow(self.book, entry)
            es_loc, es_term = (self.translations.glossary(target) if self.translations is not None
                               else (None, None))
            for number in target.rules:
                if number not in self.book.rules:
                    continue
                # A glossary entry pointing at a heading also names the heading's defining rule.
                for n in {number, defining_rule(self.book, number)}:
                    out[n]["en"].terms.extend(entry.terms or [entry.name])
                    out[n]["en"].extra.append(target.definition)
                    if es_term and es_loc is not None:
                        out[n]["es"].terms.append(es_term)
                        out[n]["es"].extra.append(es_loc.text)
        if self.terminology is not None:
            for term in self.terminology.entries:
                for number in term.rules:
                    if number in self.book.rules and not getattr(term, "narrow", False):
                        out[number]["en"].terms.extend(term.surface("en"))
                        out[number]["es"].terms.extend(term.surface("es"))
        return out

    def _chain(self, number: str, texts: dict[str, str], memo: dict[str, str]) -> str:
        """The titles above a rule (heading, keyword title), nearest first."""
        parent = self.book.rules[number].parent
        if parent is None or parent not in self.book.rules:
            return ""
        if parent not in memo:
            own = texts.get(parent, "") if is_title(self.book, parent) else ""
            memo[parent] = (own + " " + self._chain(parent, texts, memo)).strip()
        return memo[parent]

    def build(self) -> dict[str, list[tuple[Doc, Fields]]]:
        pointers = self._pointers()
        out: dict[str, list[tuple[Doc, Fields]]] = {"en": [], "es": []}
        en_text = {n: r.text for n, r in self.book.rules.items()}
        memo: dict[str, dict[str, str]] = {"en": {}, "es": {}}
        for number, rule in self.book.rules.items():
            if rule.kind == "section":
                continue
            doc = Doc("rule", number)
            titled = is_title(self.book, number)
            for lang, texts in (("en", en_text), ("es", self._es_text)):
                if number not in texts:
                    continue
                own = texts[number]
                ptr = pointers[number][lang] if number in pointers else Fields([], "", "", [])
                extra = [*ptr.extra, *self.examples(rule, lang)]
                chain = self._chain(number, texts, memo[lang])
                out[lang].append((doc, Fields(list(dict.fromkeys(ptr.terms)),
                                              (own + " " + chain).strip() if titled else chain,
                                              "" if titled else own, extra,
                                              list(self.asked.get(lang, {}).get(number, ())))))
        for entry in self.book.glossary:
            doc = Doc("glossary", entry.headword)
            target = follow(self.book, entry)
            out["en"].append((doc, Fields(entry.terms or [entry.name], "", target.definition, [])))
            if self.translations is not None:
                loc, es_term = self.translations.glossary(target)
                _, own_term = self.translations.glossary(entry)
                if own_term:
                    self.es_glossary_term[entry.headword] = own_term
                if es_term or own_term:
                    out["es"].append((doc, Fields([own_term or es_term or ""], "", loc.text, [])))
        return out


# "A token is …", "The term dies means …", "… is called the “legend rule”": a rule defining a term.
_DEFINES = {
    "en": (re.compile(r"(?:^|[.:] )(?:an? |the )?([a-z0-9' /+-]{2,40}?)(?: of (?:an?|the|that) [a-z]+)? "
                      r"(?:is|are|means|refers to) "),
           re.compile(r"\bthe (?:term|word|keyword) \"?([a-z0-9' -]{2,40}?)\"? (?:means|refers|is)"),
           re.compile(r"\"([a-z0-9' -]{2,40}?)\"(?: or \"[^\"]+\")? (?:means|is)\b"),
           re.compile(r"\b(?:is|are) (?:informally )?called (?:the |an? )?\"?([a-z0-9' -]{2,40}?)\"?[,.;)]")),
    "es": (re.compile(r"(?:^|[.:] )(?:una? |el |la |los |las )?([a-z0-9' /+-]{2,40}?)(?: de (?:una?|el|la|ese|esa) "
                      r"[a-z]+)? (?:es|son|significa) "),
           re.compile(r"\bel termino \"?([a-z0-9' -]{2,40}?)\"? (?:significa|se refiere|es)"),
           re.compile(r"\"([a-z0-9' -]{2,40}?)\"(?: o \"[^\"]+\")? (?:significa|es)\b"),
           re.compile(r"\b(?:se llama|se denomina|se conoce como)n? (?:informalmente )?(?:la |el )?"
                      r"\"?([a-z0-9' -]{2,40}?)\"?[,.;)]")),
}


def definitions(texts: dict[str, str], lang: str, key: Callable[..., str]) -> dict[str, list[str]]:
    """Rules that define a term, by the term's analysed key: ``key("token")`` → ["111.1"].

    ``texts`` maps rule numbers to their text in ``lang``; ``key`` turns a phrase into the
    comparison key (stemmed words), so "Tokens are" and "token" meet.
    """
    from ..rules.text import fold

    out: dict[str, list[str]] = {}
    for number, text in texts.items():
        if "." not in number:
            continue
        folded = fold(text).replace("“", '"').replace("”", '"')
        for pattern in _DEFINES[lang]:
            for m in pattern.finditer(folded):
                k = key(m[1])
                if k and number not in out.setdefault(k, []):
                    out[k].append(number)
    for numbers in out.values():
        numbers.sort(key=sort_key)
    return out
