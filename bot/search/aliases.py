"""Community terminology the CR does not use: abbreviations, slang and names of rules.

``data/search/aliases.json`` holds two kinds of entries, each with a ``note`` saying why it is
real terminology:

- ``rewrite``: a word players type and the CR's words for it (``etb`` → "enters the
  battlefield", ``bicho`` → "criatura"); the query is searched with the CR's words.
- ``names``: a community name of a rule (``fizzle`` → 608.2b); it is matched like a glossary term.

``python -m bot.search.check_aliases --rules CR.txt`` checks the file against a CR release.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from .analyze import words

LANGS = ("en", "es")


@dataclass
class Aliases:
    #: (lang, folded word) → the CR's words for it, already split into folded words.
    rewrites: dict[tuple[str, str], list[str]] = field(default_factory=dict)
    #: (lang, folded form, rule numbers)
    names: list[tuple[str, str, tuple[str, ...]]] = field(default_factory=list)

    @classmethod
    def load(cls, path: Path, rules: set[str] | None = None) -> Aliases:
        """The aliases in ``path`` (none if it does not exist); names of unknown rules are skipped."""
        if not path.is_file():
            return cls()
        raw = json.loads(path.read_text(encoding="utf-8"))
        out = cls()
        for entry in raw.get("rewrite", []):
            key = " ".join(words(entry["form"]))
            out.rewrites[(entry["lang"], key)] = words(entry["means"])
        for entry in raw.get("names", []):
            numbers = tuple(n for n in entry["rules"] if rules is None or n in rules)
            if numbers:
                out.names.append((entry["lang"], " ".join(words(entry["form"])), numbers))
        return out

    def rewrite(self, toks: list[str], lang: str) -> list[str]:
        """Query words with each community word replaced by the CR's words for it."""
        if not self.rewrites:
            return toks
        out: list[str] = []
        for tok in toks:
            out.extend(self.rewrites.get((lang, tok)) or [tok])
        return out

    def rule_names(self) -> list[tuple[str, str, tuple[str, ...]]]:
        return list(self.names)

    def vocabulary(self) -> Counter[str]:
        """The words of every alias, so the speller never "corrects" them away."""
        vocab: Counter[str] = Counter()
        for (_, form), means in self.rewrites.items():
            vocab.update(form.split())
            vocab.update(means)
        for _, form, _ in self.names:
            vocab.update(form.split())
        return vocab


def problems(path: Path, rules: set[str]) -> list[str]:
    """What is wrong with an aliases file: unknown rules or languages, missing notes, repeats."""
    raw = json.loads(path.read_text(encoding="utf-8"))
    out: list[str] = []
    seen: set[tuple[str, str, str]] = set()
    for section, need in (("rewrite", "means"), ("names", "rules")):
        for i, entry in enumerate(raw.get(section, [])):
            where = f"{section}[{i}] ({entry.get('form', '?')})"
            if set(entry) != {"lang", "form", need, "note"}:
                out.append(f"{where}: needs exactly lang, form, {need} and note")
                continue
            if entry["lang"] not in LANGS:
                out.append(f"{where}: lang must be en or es")
            if not entry["note"].strip():
                out.append(f"{where}: say in the note why this is real terminology")
            key = (section, entry["lang"], " ".join(words(entry["form"])))
            if key in seen:
                out.append(f"{where}: repeated")
            seen.add(key)
            if section == "names":
                out.extend(f"{where}: rule {n} does not exist" for n in entry["rules"] if n not in rules)
    return out
