"""The project's own Spanish translation of the Comprehensive Rules.

Stored in ``data/es/cr/*.jsonl``: one JSON object per line, in rule order, so a review diff
shows one changed line per changed rule. Each entry is keyed by its English id and by a hash
of the English text it translates:

    {"id": "101.4", "src": "3f2a…", "es": "Si varios jugadores …"}
    {"id": "101.4#1", "src": "…", "es": "Ejemplo: …"}                       (first example of 101.4)
    {"id": "glossary/Abandon", "src": "…", "term": "Abandonar", "es": "…"}  (a glossary entry)

When the English text of a rule changes in a newer release, the hash no longer matches and
the Spanish is served as ``stale`` until it is re-translated; a rule with no entry falls back
to English as ``missing``. English is always authoritative.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from enum import StrEnum
from functools import lru_cache
from pathlib import Path

from ..resources import data_path
from ..rules.model import GlossaryEntry, Rule, RuleBook
from ..rules.text import fold, text_hash

DATA_DIR = data_path("es", "cr")

class TranslationStatus(StrEnum):
    """The state of the text shown: the official English (``source``), or the Spanish translation
    — current, ``stale`` (the English changed since), or ``missing``. A ``str``, so the JSON
    contract keeps the plain words."""

    SOURCE = "source"
    TRANSLATED = "translated"
    STALE = "stale"
    MISSING = "missing"


SOURCE, TRANSLATED, STALE, MISSING = (TranslationStatus.SOURCE, TranslationStatus.TRANSLATED,
                                      TranslationStatus.STALE, TranslationStatus.MISSING)
_OBSOLETE_ES = re.compile(r"\s*\(Obsoleto\)\s*$")


def example_id(number: str, index: int) -> str:
    """Id of the ``index``-th (0-based) example of a rule: ``101.4#1`` is the first."""
    return f"{number}#{index + 1}"


def glossary_id(entry: GlossaryEntry) -> str:
    return f"glossary/{entry.headword}"


def glossary_source(entry: GlossaryEntry) -> str:
    """The English text a glossary translation is keyed to: headword and definition."""
    return entry.headword + "\n" + entry.definition


@dataclass(frozen=True, slots=True)
class Entry:
    id: str
    src: str
    es: str
    term: str | None = None


@dataclass(frozen=True, slots=True)
class Localized:
    """Text in the requested language, with its translation status and the English original."""

    text: str
    status: TranslationStatus
    english: str


class Translations:
    """All Spanish entries, indexed by id."""

    def __init__(self, entries: dict[str, Entry], files: list[Path] | None = None) -> None:
        self.entries = entries
        self.files = files or []
        self._by_spanish: dict[str, str] | None = None  # built on first english_headword()

    @classmethod
    def load(cls, directory: Path = DATA_DIR) -> Translations:
        entries: dict[str, Entry] = {}
        files = sorted(directory.glob("*.jsonl")) if directory.is_dir() else []
        for path in files:
            for lineno, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if not line.strip():
                    continue
                try:
                    raw = json.loads(line)
                    entry = Entry(id=raw["id"], src=raw["src"], es=raw["es"], term=raw.get("term"))
                except (ValueError, KeyError, TypeError) as exc:
                    raise ValueError(f"{path.name}:{lineno}: not a translation entry ({exc})") from exc
                if entry.id in entries:
                    raise ValueError(f"{path.name}:{lineno}: {entry.id} is translated twice")
                entries[entry.id] = entry
        return cls(entries, files)

    def __len__(self) -> int:
        return len(self.entries)

    def get(self, id_: str) -> Entry | None:
        return self.entries.get(id_)

    def _localize(self, id_: str, english: str) -> Localized:
        entry = self.entries.get(id_)
        if entry is None:
            return Localized(english, MISSING, english)
        status = TRANSLATED if entry.src == text_hash(english) else STALE
        return Localized(entry.es, status, english)

    def rule(self, rule: Rule) -> Localized:
        return self._localize(rule.number, rule.text)

    def examples(self, rule: Rule) -> list[Localized]:
        return [self._localize(example_id(rule.number, i), ex) for i, ex in enumerate(rule.examples)]

    def glossary(self, entry: GlossaryEntry) -> tuple[Localized, str | None]:
        """The localized definition, and the Spanish headword when there is one."""
        loc = self._localize(glossary_id(entry), glossary_source(entry))
        if loc.status == MISSING:
            return Localized(entry.definition, MISSING, entry.definition), None
        found = self.entries[glossary_id(entry)]
        return Localized(found.es, loc.status, entry.definition), found.term

    def english_headword(self, spanish: str) -> str | None:
        """The English glossary headword whose Spanish headword (or one of its parts: "Exilio /
        Exiliar", "Estímulo, Estimulado") is ``spanish``, accent- and case-insensitively; None if
        no entry has it. Lets ``/define toque mortal`` reach the English glossary entry."""
        if self._by_spanish is None:
            index: dict[str, str] = {}
            for id_, entry in self.entries.items():
                if id_.startswith("glossary/") and entry.term:
                    headword = id_.split("/", 1)[1]
                    for part in (entry.term, *re.split(r",\s*|\s+/\s+", _OBSOLETE_ES.sub("", entry.term))):
                        index.setdefault(fold(part.strip(" “”\"")), headword)
            self._by_spanish = index
        return self._by_spanish.get(fold(spanish))

    def status_of(self, book: RuleBook) -> dict[str, list[str]]:
        """Ids per status for a release: what is current, stale or missing."""
        out: dict[str, list[str]] = {TRANSLATED: [], STALE: [], MISSING: []}
        for id_, english in iter_sources(book):
            out[self._localize(id_, english).status].append(id_)
        return out


def iter_sources(book: RuleBook) -> Iterator[tuple[str, str]]:
    """Every translatable unit of a release as ``(id, english_text)``, in document order."""
    for rule in book.ordered():
        yield rule.number, rule.text
        for i, ex in enumerate(rule.examples):
            yield example_id(rule.number, i), ex
    for entry in book.glossary:
        yield glossary_id(entry), glossary_source(entry)


@lru_cache(maxsize=1)
def default_translations() -> Translations:
    return Translations.load()
