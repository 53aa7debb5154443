"""Typed results of the rules, glossary and translation services.

Each view is what a front end needs to show one answer, and ``to_dict()`` is its JSON in the
command-line contract (``docs/cli-contract.md``): field names there are kept, fields may
be added.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..i18n.translation import SOURCE, TranslationStatus


@dataclass(frozen=True, slots=True)
class RuleView:
    """One rule of one release, in one language."""

    number: str
    lang: str
    effective: str  # YYYY-MM-DD of the release
    current: bool  # the release is the newest loaded one
    text: str
    examples: tuple[str, ...]
    children: tuple[str, ...]
    parent: str | None
    see_also: tuple[str, ...]
    status: TranslationStatus  # the Spanish translation's state, or SOURCE for the English
    kind: str  # section | heading | rule | subrule
    citation: str  # "CR 101.4 — effective 2026-04-17"
    url: str | None = None  # the hyperlinked CR online (current release only)
    defined_in: str | None = None  # a keyword title's defining subrule
    english_text: str | None = None  # the English original, when the text shown is not it
    english_examples: tuple[str, ...] = ()

    @property
    def arg(self) -> str:
        """The number for a custom id: ``@<effective>`` added for an older release, so buttons on
        an old rule keep showing that release."""
        return self.arg_for(self.number)

    def arg_for(self, number: str) -> str:
        return number if self.current else f"{number}@{self.effective}"

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"number": self.number, "lang": self.lang, "effective": self.effective,
                               "current": self.current}
        if self.english_text is not None:
            out["english"] = {"text": self.english_text, "examples": list(self.english_examples)}
        out.update(
            text=self.text, examples=list(self.examples), children=list(self.children), parent=self.parent,
            see_also=list(self.see_also), translation={"status": self.status, "official": self.status == SOURCE},
            kind=self.kind, citation=self.citation,
        )
        if self.url:
            out["url"] = self.url
        if self.defined_in:
            out["defined_in"] = self.defined_in
        return out


@dataclass(frozen=True, slots=True)
class DefinitionView:
    """A glossary entry with its cross-references followed."""

    term: str  # the headword shown (Spanish when translated)
    lang: str
    definition: str
    aliases: tuple[str, ...]
    rules: tuple[str, ...]
    obsolete: bool
    effective: str
    status: TranslationStatus
    english_term: str  # the English headword, whatever the language (identifies the entry)
    via: str | None = None  # the entry asked for, when it was a "See …" pointer
    english_definition: str | None = None  # set when the definition shown is a translation
    english_aliases: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "term": self.term, "lang": self.lang, "aliases": list(self.aliases), "definition": self.definition,
            "rules": list(self.rules), "obsolete": self.obsolete, "effective": self.effective,
        }
        if self.via:
            out["via"] = self.via
        out["translation"] = {"status": self.status, "official": self.status == SOURCE}
        if self.english_definition is not None:
            out["english"] = {"term": self.english_term, "definition": self.english_definition,
                              "aliases": list(self.english_aliases)}
        return out


@dataclass(frozen=True, slots=True)
class TranslationView:
    """A game term and its translations in the other language."""

    term: str  # as asked (cleaned)
    from_lang: str
    to_lang: str
    translations: tuple[str, ...]
    rules: tuple[str, ...]
    kind: str
    aliases: tuple[str, ...]
    matched: str  # the dictionary entry that matched, in the asked language

    def to_dict(self) -> dict[str, Any]:
        return {"term": self.term, "from": self.from_lang, "to": self.to_lang,
                "translations": list(self.translations), "rules": list(self.rules), "kind": self.kind,
                "aliases": list(self.aliases), "matched": self.matched}


@dataclass(frozen=True, slots=True)
class HistoryEntry:
    """Where a rule was in one release, compared with the one before it."""

    event: str  # added | moved | moved_changed | changed | unchanged | present
    to: str  # the release (YYYY-MM-DD)
    number: str  # the rule's number in ``to``
    from_version: str | None = None
    from_number: str | None = None
    old: str | None = None
    new: str | None = None


@dataclass(frozen=True, slots=True)
class RuleHistory:
    number: str
    entries: tuple[HistoryEntry, ...] = field(default_factory=tuple)


@dataclass(frozen=True, slots=True)
class RuleChange:
    """A rule whose text changed (``moved_from`` set when it was also renumbered)."""

    number: str
    old: str | None = None
    new: str | None = None
    moved_from: str | None = None
    changed: bool = True


@dataclass(frozen=True, slots=True)
class ChangesView:
    """What changed between two releases; ``diff`` is the contract's JSON (``diff --json``)."""

    from_version: str
    to_version: str
    rule: str | None
    diff: dict[str, Any]

    @property
    def detailed(self) -> bool:
        """Filtered to one rule: old and new texts are shown in full."""
        return "summary" not in self.diff

    @property
    def moved(self) -> list[RuleChange]:
        return [RuleChange(m["to"], m.get("old"), m.get("new"), m["from"], bool(m.get("changed")))
                for m in self.diff.get("moved", [])]

    @property
    def changed(self) -> list[RuleChange]:
        return [RuleChange(c["number"], c["old"], c["new"]) for c in self.diff.get("changed", [])]

    @property
    def added(self) -> list[str]:
        return list(self.diff.get("added", []))

    @property
    def removed(self) -> list[str]:
        return list(self.diff.get("removed", []))

    @property
    def summary(self) -> dict[str, int] | None:
        return self.diff.get("summary")

    @property
    def retranslate(self) -> list[str]:
        """Current rules whose Spanish translation follows an older English text."""
        return list(self.diff.get("retranslate", []))

    def to_dict(self) -> dict[str, Any]:
        return self.diff


@dataclass(frozen=True, slots=True)
class SearchHit:
    """One search result: a rule, or a glossary entry with the rules it points to."""

    kind: str  # rule | glossary
    number: str | None
    term: str | None
    rules: tuple[str, ...]
    snippet: str
    score: float

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "number": self.number, "term": self.term, "rules": list(self.rules),
                "snippet": self.snippet, "score": self.score}


@dataclass(frozen=True, slots=True)
class SearchView:
    """The best results for a question, best first, or suggestions when nothing matched."""

    query: str
    lang: str  # the language the query was read in
    hits: tuple[SearchHit, ...]
    suggestions: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"query": self.query, "lang": self.lang, "results": [h.to_dict() for h in self.hits]}
        if not self.hits or self.suggestions:
            out["suggestions"] = list(self.suggestions)
        return out
