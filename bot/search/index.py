"""BM25 full-text ranking with SQLite FTS5, over text we analyse ourselves.

FTS5's own stemmer is English-only, so documents and queries are folded and Snowball-stemmed
in Python (English or Spanish) and FTS5 only splits on spaces and ranks. The index lives in an
in-memory database: it is rebuilt in about a second from the loaded rules.

A query is an OR of stems, and FTS5's BM25 of such a query is the sum of each stem's own score.
So each stem's scores are asked of FTS5 once, kept as arrays, and a query adds up its stems'
arrays: a long question no longer makes SQLite score thousands of rows again, and the results
are FTS5's own.
"""

from __future__ import annotations

import sqlite3
from collections import Counter
from collections.abc import Sequence

import numpy as np

from .analyze import terms, words
from .docs import FIELDS, Doc, Fields

#: bm25() weight of each field (docs.FIELDS order): what a rule is called counts most, then its
#: titles, its text, its examples and the glossary's wording of it, and the questions it answers.
WEIGHTS = (12.0, 2.0, 1.0, 1.0, 1.0)
COMMON = 0.15


#: A stem's documents (their rows) and its plain and field-weighted BM25 score in each: one
#: array per stem, 12 bytes a document (1.7 MB once every stem of the CR and bank has been asked;
#: float32 scores rank every set exactly as float64 did).
POSTING = np.dtype([("row", np.int32), ("plain", np.float32), ("weighted", np.float32)])


class FullTextIndex:
    def __init__(self, lang: str, weights: Sequence[float] | None = None) -> None:
        self.lang = lang
        self.weights = tuple(WEIGHTS if weights is None else weights)
        self.docs: list[Doc] = []
        self.df: dict[str, int] = {}
        #: Folded surface words of the indexed text, with their counts: the spelling vocabulary.
        self.vocabulary: Counter[str] = Counter()
        self._prepared: dict[str, str] = {}
        self._postings: dict[str, np.ndarray] = {}
        self._rows: dict[Doc, int] | None = None
        self._db = sqlite3.connect(":memory:", check_same_thread=False)
        self._db.execute(f"CREATE VIRTUAL TABLE docs USING fts5({', '.join(FIELDS)}, tokenize='unicode61')")

    def __getstate__(self) -> dict[str, object]:
        """What ``persist`` stores: the FTS5 tables as SQLite's own bytes; the stems' postings are
        asked again as queries need them."""
        state = {k: v for k, v in self.__dict__.items() if k not in ("_db", "_postings", "_prepared", "_rows")}
        state["_db_bytes"] = self._db.serialize()
        return state

    def __setstate__(self, state: dict[str, object]) -> None:
        data = state.pop("_db_bytes")
        self.__dict__.update(state)
        self._prepared, self._postings, self._rows = {}, {}, None
        self._db = sqlite3.connect(":memory:", check_same_thread=False)
        self._db.deserialize(data)  # type: ignore[arg-type]

    def _prepare(self, text: str, spelling: bool = True) -> str:
        # Ancestor titles repeat for every subrule; analyse each distinct text once.
        cached = self._prepared.get(text)
        if cached is None:
            cached = self._prepared[text] = " ".join(t.replace("'", "") for t in terms(text, self.lang))
            if spelling:
                self.vocabulary.update(words(text))
        return cached

    def add_many(self, items: list[tuple[Doc, Fields]]) -> None:
        rows = []
        for doc, fields in items:
            self.docs.append(doc)
            # Players' questions are searched but never teach spelling: they hold players' typos.
            rows.append((len(self.docs), *(self._prepare(t, name != "asked") for name, t in zip(FIELDS, fields.row(),
                                                                                                 strict=True))))
        marks = ", ".join("?" * (len(FIELDS) + 1))
        self._db.executemany(f"INSERT INTO docs (rowid, {', '.join(FIELDS)}) VALUES ({marks})", rows)
        self._db.execute("CREATE VIRTUAL TABLE IF NOT EXISTS vocab USING fts5vocab(docs, 'row')")
        self.df = dict(self._db.execute("SELECT term, doc FROM vocab"))
        self._prepared.clear()

    def field_stems(self, doc: Doc) -> dict[str, str]:
        """A document's fields as indexed (their stems, space-separated); empty if not indexed."""
        if self._rows is None:
            self._rows = {d: row for row, d in enumerate(self.docs, start=1)}
        row = self._rows.get(doc)
        if row is None:
            return {}
        found = self._db.execute(f"SELECT {', '.join(FIELDS)} FROM docs WHERE rowid = ?", (row,)).fetchone()
        return dict(zip(FIELDS, found, strict=True)) if found else {}

    def query_terms(self, text: str) -> list[str]:
        seen: list[str] = []
        for t in terms(text, self.lang):
            t = t.replace("'", "").replace('"', "")
            if t and t not in seen:
                seen.append(t)
        return seen[:32]  # a bounded OR query, whatever the user typed

    def search(self, stems: list[str], limit: int = 50) -> list[tuple[Doc, float]]:
        """Best documents for the stems (OR), with positive BM25 scores, best first."""
        return [pair for _, pair in self.search_rows(stems, limit)]

    def search_rows(self, stems: list[str], limit: int = 50) -> list[tuple[int, tuple[Doc, float]]]:
        """``search`` with each document's position in the order it was added.

        The ``limit`` documents are those of best plain BM25 (every field alike), in that order,
        each with its field-weighted score (``WEIGHTS``): the ranking was tuned that way, and
        choosing them by the weighted score instead measured worse (held-out top-5 0.781 vs 0.786).
        Stems found in more than ``COMMON`` of the documents are left out when rarer ones remain.
        """
        stems = [s for s in stems if self.df.get(s)]
        rare = [s for s in stems if self.df[s] <= COMMON * len(self.docs)]
        stems = rare or stems
        if not stems:
            return []
        parts = np.concatenate([self._posting(s) for s in stems])
        rows = parts["row"]
        plain = np.bincount(rows, parts["plain"], minlength=len(self.docs))
        weighted = np.bincount(rows, parts["weighted"], minlength=len(self.docs))
        found = np.unique(rows)
        best = found[np.lexsort((found, -plain[found]))[:limit]]  # equal scores: the order added
        return [(row, (self.docs[row], float(weighted[row]))) for row in best.tolist()]

    def _posting(self, stem: str) -> np.ndarray:
        """The rows holding ``stem`` and its BM25 scores in each (asked of FTS5 once per stem)."""
        posting = self._postings.get(stem)
        if posting is None:
            marks = ", ".join("?" * len(FIELDS))
            try:
                # Quoted, so nothing the user types is FTS5 syntax (NEAR, -, *, ").
                found = self._db.execute(
                    f"SELECT rowid - 1, -bm25(docs), -bm25(docs, {marks}) FROM docs WHERE docs MATCH ?",
                    (*self.weights, '"' + stem.replace('"', "") + '"')).fetchall()
            except sqlite3.OperationalError:
                found = []
            posting = self._postings[stem] = np.array(found, POSTING)
        return posting
