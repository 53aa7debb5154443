"""The parsed Comprehensive Rules: rules, glossary entries, and one release as a whole."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date

from .numbers import kind_of, parent_of, sort_key


@dataclass(slots=True)
class Rule:
    """One numbered line of the CR: a section, heading, rule or subrule."""

    number: str
    text: str
    examples: list[str] = field(default_factory=list)
    see_also: list[str] = field(default_factory=list)

    @property
    def kind(self) -> str:
        return kind_of(self.number)

    @property
    def parent(self) -> str | None:
        return parent_of(self.number)

    @property
    def section(self) -> str:
        return self.number[0]

    @property
    def is_title(self) -> bool:
        """A keyword rule such as ``702.19. Trample`` is a name with no sentence."""
        text = self.text.rstrip()
        return self.kind == "rule" and len(text) < 60 and not text.endswith((".", ":", "”", '"'))


_OBSOLETE = " (Obsolete)"
_ALIAS_RE = re.compile(r"“([^”]*)”|([^,“]+)")
_SEE_ENTRY_RE = re.compile(r"^See (?!rules?\b|section\b)(.+?)\.?$")


@dataclass(slots=True)
class GlossaryEntry:
    """A glossary block: a headword (possibly several comma-separated aliases) and a definition."""

    headword: str
    definition: str
    rules: list[str] = field(default_factory=list)

    @property
    def obsolete(self) -> bool:
        return self.headword.endswith(_OBSOLETE)

    @property
    def name(self) -> str:
        """The headword without its ``(Obsolete)`` suffix."""
        return self.headword[: -len(_OBSOLETE)] if self.obsolete else self.headword

    @property
    def terms(self) -> list[str]:
        """Each alias of the headword: ``Control, Controller`` → ``Control``, ``Controller``.

        Quoted aliases are whole terms even with a comma inside the quotes:
        ``Partner, “Partner—[text],” “Partner with [name]”`` has three.
        """
        terms: list[str] = []
        for m in _ALIAS_RE.finditer(self.name):
            term = (m[1] if m[1] is not None else m[2]).strip().strip(",").strip()
            if term:
                terms.append(term)
        return terms

    @property
    def see_entry(self) -> str | None:
        """For cross-reference-only entries (``See Active Player, Nonactive Player Order.``)."""
        lines = self.definition.splitlines()
        if len(lines) == 1:
            m = _SEE_ENTRY_RE.match(lines[0].strip())
            if m:
                return m[1].strip("“”\" ")
        return None


@dataclass(slots=True)
class RuleBook:
    """One release of the CR, in one language, ready for lookups."""

    effective: date
    rules: dict[str, Rule]
    glossary: list[GlossaryEntry]
    content_hash: str = ""
    lang: str = "en"
    children: dict[str, list[str]] = field(default_factory=dict)
    _glossary_index: dict[str, GlossaryEntry] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.reindex()

    def reindex(self) -> None:
        self.children = {}
        for number in sorted(self.rules, key=sort_key):
            parent = parent_of(number)
            if parent is not None:
                self.children.setdefault(parent, []).append(number)
        self._glossary_index = {}
        for entry in self.glossary:
            for key in {entry.headword, entry.name, *entry.terms}:
                self._glossary_index.setdefault(key.casefold(), entry)

    @property
    def effective_iso(self) -> str:
        return self.effective.isoformat()

    def rule(self, number: str) -> Rule | None:
        return self.rules.get(number)

    def children_of(self, number: str) -> list[str]:
        return self.children.get(number, [])

    def glossary_entry(self, term: str) -> GlossaryEntry | None:
        return self._glossary_index.get(term.casefold())

    def ordered(self) -> list[Rule]:
        return [self.rules[n] for n in sorted(self.rules, key=sort_key)]
