"""The questions players ask, as evidence: a rule is found through questions like the query.

Each training question of the bank (``questions.py``) is a small document of its own. A query's
nearest questions are found with BM25 and then scored by how much of the query's and the
question's weight they share (an IDF-weighted Dice coefficient, 0 to 1): a question that says
the same thing in the same words scores near 1 whatever the query's length, and one that only
shares a common word scores near 0. Each rule takes the best score of its questions.
"""

from __future__ import annotations

import math
from collections.abc import Iterable
from itertools import pairwise

from .docs import Doc, Fields
from .index import FullTextIndex

CANDIDATES = 40  # questions scored per query


class QuestionIndex:
    """The training questions of one language, searchable by the query's stems."""

    def __init__(self, lang: str, pairs: list[tuple[str, str]]) -> None:
        """``pairs``: (question, rule number it teaches)."""
        self.index = FullTextIndex(lang)
        self.index.add_many([(Doc("asked", number), Fields([], "", question, [])) for question, number in pairs])
        # Tuples, not sets: 5,000 small sets weigh 3 MB more, and a question has few stems.
        self._stems = [tuple(self.index.query_terms(q)) for q, _ in pairs]
        total = max(len(pairs), 1)
        self._idf = {t: math.log(1 + total / df) for t, df in self.index.df.items()}
        self._weights = [self._weight(stems) for stems in self._stems]
        self._rows_of: dict[str, list[int]] | None = None  # rule number → its questions' rows

    def __len__(self) -> int:
        return len(self._stems)

    def phrases(self, number: str) -> set[tuple[str, str]]:
        """The pairs of consecutive content stems in the questions that teach rule ``number``
        ("who chooses first" → (choos, first)): a phrase says more than its words apart."""
        if self._rows_of is None:
            rows: dict[str, list[int]] = {}
            for row, doc in enumerate(self.index.docs):
                rows.setdefault(doc.key, []).append(row)
            self._rows_of = rows
        return {pair for row in self._rows_of.get(number, ()) for pair in pairwise(self._stems[row])}

    def _weight(self, stems: Iterable[str]) -> float:
        # A stem no question uses weighs like the rarest: it is part of what the query says.
        rare = math.log(1 + len(self._stems))
        return sum(self._idf.get(s, rare) for s in stems)

    def nearest(self, stems: list[str]) -> dict[str, float]:
        """Rule number → similarity (0..1) of its best question among the query's nearest."""
        if not self._stems or not stems:
            return {}
        query = frozenset(stems)
        q_weight = self._weight(query)
        out: dict[str, float] = {}
        for rowid, (doc, _) in self.index.search_rows(list(query), CANDIDATES):
            shared = self._weight(s for s in self._stems[rowid] if s in query)
            sim = 2 * shared / (q_weight + self._weights[rowid]) if shared else 0.0
            if sim > out.get(doc.key, 0.0):
                out[doc.key] = sim
        return out
