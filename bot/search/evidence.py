"""What the CR itself says about a rule, read against a question: evidence that needs no bank.

The bank teaches a rule players' words only when someone wrote a question for it; 1,288 rules
have none. Every rule, asked about or not, has its own text, the titles of the rules above it
(702.19b sits under "Trample", under "Keyword Abilities"), the names the glossary and the
dictionary give it, its examples and the glossary's wording of it, the rules that cite it
("… as described in rule 704.5e") and the siblings of its family. ``RuleEvidence`` measures how
much of a question's weight each of these carries: the share of the question's content stems,
each weighed by its inverse document frequency in the index (a rare word says what a question is
about; "player" says little), that the source uses. The second stage (``second``) learns how much
each source is worth from questions about rules the engine was never taught (leave-rules-out),
so what it learns is a reading of the CR, not a memory of the bank.

The stems are the index's own (``FullTextIndex.field_stems``: the words it searched, analysed as
it analysed them), so a question and a rule meet exactly where BM25 said they did.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from functools import lru_cache
from itertools import pairwise
from typing import TYPE_CHECKING

from .docs import Doc, family

if TYPE_CHECKING:  # pragma: no cover
    from ..rules.model import RuleBook
    from .index import FullTextIndex

#: The sources of a rule's evidence, each a feature of the second stage.
SOURCES = ("body", "title", "terms", "extra", "citers", "family")
_CITES = re.compile(r"\brules? (\d{3}\.\d+[a-z]?)")
CITERS = 12  # citing rules read per rule (a few rules are cited by dozens)
MEMO = 4096  # rules whose stems are kept per language (about 1 MB at most)


class RuleEvidence:
    """IDF-weighted coverage of a question by each CR source of a rule, in either language."""

    def __init__(self, book: RuleBook, index: dict[str, FullTextIndex], texts: dict[str, dict[str, str]]) -> None:
        self.book = book
        self.index = index
        self._texts = texts
        self._citers: dict[str, list[str]] | None = None
        self._members: dict[str, list[str]] | None = None
        self._stems = lru_cache(maxsize=MEMO)(self._read)

    def citers(self, number: str) -> list[str]:
        """The rules whose English text names ``number`` ("See rule 702.19c", "rules 510.1c")."""
        if self._citers is None:
            out: dict[str, list[str]] = {}
            for citing, text in self._texts["en"].items():
                for m in _CITES.finditer(text):
                    cited = m[1]
                    if cited != citing and cited in self.book.rules and citing not in out.get(cited, ()):
                        out.setdefault(cited, []).append(citing)
            self._citers = out
        return self._citers.get(number, [])[:CITERS]

    def _own(self, lang: str, number: str) -> list[str]:
        """A rule's own text as the index analysed it (a keyword title is its own text)."""
        fields = self.index[lang].field_stems(Doc("rule", number))
        return (fields.get("body") or (fields.get("title", "") if self.book.rules[number].is_title else "")).split()

    def _read(self, lang: str, number: str) -> tuple[dict[str, frozenset[str]], frozenset[tuple[str, str]]]:
        fields = self.index[lang].field_stems(Doc("rule", number))
        own = self._own(lang, number)
        out = {name: frozenset(fields.get(name, "").split()) for name in ("title", "terms", "extra")}
        out["body"] = frozenset(own)
        out["citers"] = frozenset(s for n in self.citers(number) for s in self._own(lang, n))
        out["family"] = frozenset(s for n in self._family(number) for s in self._own(lang, n))
        return out, frozenset(pairwise(own))

    def _family(self, number: str) -> list[str]:
        """The rule of ``number``'s family and its subrules (702.19, 702.19a, 702.19b, …)."""
        if self._members is None:
            members: dict[str, list[str]] = {}
            for n in self.book.rules:
                if "." in n:
                    members.setdefault(family(n), []).append(n)
            self._members = members
        return self._members.get(family(number), [number])

    def stems(self, lang: str, number: str) -> dict[str, frozenset[str]]:
        return self._stems(lang, number)[0]

    def idf(self, lang: str, stem: str) -> float:
        docs = max(len(self.index[lang].docs), 1)
        return math.log(1 + docs / max(self.index[lang].df.get(stem, 0), 1))

    def coverage(self, numbers: Sequence[str], question: dict[str, list[str]]) -> list[dict[str, float]]:
        """For each candidate, per source (``SOURCES``) and for ``phrase`` (the share of the
        question's consecutive stem pairs its own text also has) and ``rarest`` (whether its own
        text has the question's rarest stem): the best over the two languages."""
        out = [dict.fromkeys((*SOURCES, "phrase", "rarest"), 0.0) for _ in numbers]
        for lang, stems in question.items():
            if not stems:
                continue
            weight = {s: self.idf(lang, s) for s in stems}
            total = sum(weight.values()) or 1.0
            rarest = max(stems, key=lambda s: weight[s])
            pairs = set(pairwise(stems))
            for row, number in zip(out, numbers, strict=True):
                own, sequence = self._stems(lang, number)
                for source in SOURCES:
                    share = sum(w for s, w in weight.items() if s in own[source]) / total
                    row[source] = max(row[source], share)
                if pairs:
                    row["phrase"] = max(row["phrase"], len(pairs & sequence) / len(pairs))
                row["rarest"] = max(row["rarest"], float(rarest in own["body"]))
        return out
