"""What the CR itself says about a rule, read against a question: evidence that needs no bank.

The bank teaches a rule players' words only when someone wrote a question for it; more than
half of the rules have none (``coverage``). Every rule, asked about or not, has its own text,
the titles of the rules above it (702.19b sits under "Trample", under "Keyword Abilities"), the
names the glossary and the dictionary give it, its examples and the glossary's wording of it, the
rules that cite it ("… as described in rule 704.5e") and the siblings of its family. ``RuleEvidence`` measures how
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
from collections.abc import Container, Sequence
from functools import lru_cache
from itertools import pairwise
from typing import TYPE_CHECKING

from .docs import Doc, family

if TYPE_CHECKING:  # pragma: no cover
    from ..rules.model import RuleBook
    from .index import FullTextIndex

#: The sources of a rule's evidence, each a feature of the second stage.
SOURCES = ("body", "title", "terms", "extra", "citers", "family")
# "rule 702.19c", "rules 101.2 and 101.3", "rules 510.1c–d" (the range names 510.1c and 510.1d).
_ONE = r"\d{3}(?:\.\d+[a-z]?)?"
_CITES = re.compile(rf"\brules? ({_ONE}(?:[–-][a-z]\b|(?:, (?:and |or )?| and | or ){_ONE})*)")
_NUMBER = re.compile(r"(\d{3}(?:\.\d+)?)([a-z]?)((?:[–-][a-z])?)")
CITERS = 12  # citing rules read per rule (a few rules are cited by dozens)
#: Rules whose analysed fields are kept, per language and rule: each is four short strings (a
#: kilobyte or so), so the bot's memory grows by at most a few MB however many rules it is asked.
MEMO = 2048
_OWN = ("body", "title", "terms", "extra")


def cited_by(texts: dict[str, str], rules: Container[str]) -> dict[str, list[str]]:
    """Rule number → the rules whose text names it by number, in the order of ``texts``."""
    out: dict[str, list[str]] = {}
    for citing, text in texts.items():
        for m in _CITES.finditer(text):
            for base, first, last in _NUMBER.findall(m[1]):
                letters = [first] if not last else [chr(c) for c in range(ord(first or "a"), ord(last[-1]) + 1)]
                for cited in (base + letter for letter in letters):
                    if cited != citing and cited in rules and citing not in out.get(cited, ()):
                        out.setdefault(cited, []).append(citing)
    return out


class RuleEvidence:
    """IDF-weighted coverage of a question by each CR source of a rule, in either language."""

    def __init__(self, book: RuleBook, index: dict[str, FullTextIndex], texts: dict[str, dict[str, str]]) -> None:
        self.book = book
        self.index = index
        self._texts = texts
        self._citers: dict[str, list[str]] | None = None
        self._members: dict[str, list[str]] | None = None
        self._fields = lru_cache(maxsize=MEMO)(self._read)
        # The citers' and the family's texts joined once (a family's is shared by its siblings):
        # a question then looks for each stem once per source, not once per rule of it.
        self._joined = lru_cache(maxsize=MEMO)(self._join)

    def citers(self, number: str) -> list[str]:
        """The rules whose English text names ``number`` ("See rule 702.19c", "rules 510.1c")."""
        if self._citers is None:
            self._citers = cited_by(self._texts["en"], self.book.rules)
        return self._citers.get(number, [])[:CITERS]

    def _read(self, lang: str, number: str) -> tuple[str, ...]:
        """A rule's fields as the index analysed them, each " stem stem … " (``_OWN`` order; a
        keyword title is its own text)."""
        fields = self.index[lang].field_stems(Doc("rule", number))
        body = fields.get("body") or (fields.get("title", "") if self.book.rules[number].is_title else "")
        return tuple(f" {text} " for text in (body, *(fields.get(name, "") for name in _OWN[1:])))

    def _family(self, number: str) -> list[str]:
        """The rule of ``number``'s family and its subrules (702.19, 702.19a, 702.19b, …)."""
        if self._members is None:
            members: dict[str, list[str]] = {}
            for n in self.book.rules:
                if "." in n:
                    members.setdefault(family(n), []).append(n)
            self._members = members
        return self._members.get(family(number), [number])

    def _join(self, lang: str, numbers: tuple[str, ...]) -> str:
        """The own texts of ``numbers``, one after the other. Each is " stem … stem ", so a
        single stem " s " is found in the whole exactly when it is in one of them."""
        return "".join(self._fields(lang, n)[0] for n in numbers)

    def _sources(self, lang: str, number: str) -> dict[str, str]:
        """Each source's text (``SOURCES``): the rule's own fields, its citers' and family's texts."""
        own = dict(zip(_OWN, self._fields(lang, number), strict=True))
        return own | {"citers": self._joined(lang, tuple(self.citers(number))),
                      "family": self._joined(lang, tuple(self._family(number)))}

    def stems(self, lang: str, number: str) -> dict[str, frozenset[str]]:
        """Each source's stems (to look at; search reads the strings)."""
        return {name: frozenset(text.split()) for name, text in self._sources(lang, number).items()}

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
            weight = {f" {s} ": self.idf(lang, s) for s in stems}
            total = sum(weight.values()) or 1.0
            rarest = max(weight, key=weight.__getitem__)
            pairs = {f" {a} {b} " for a, b in pairwise(stems)}
            for row, number in zip(out, numbers, strict=True):
                sources = self._sources(lang, number)
                for source in SOURCES:
                    text = sources[source]
                    share = sum(w for s, w in weight.items() if s in text) / total
                    row[source] = max(row[source], share)
                body = sources["body"]
                if pairs:
                    row["phrase"] = max(row["phrase"], sum(p in body for p in pairs) / len(pairs))
                row["rarest"] = max(row["rarest"], float(rarest in body))
        return out
