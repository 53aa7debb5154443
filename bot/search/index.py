"""BM25 full-text ranking with SQLite FTS5, over text we stem ourselves.

FTS5's own stemmer is English-only, so documents and queries are folded and Snowball-stemmed
in Python (English or Spanish) and FTS5 only splits on spaces and ranks. The index lives in an
in-memory database: it is rebuilt in well under a second from the loaded rules.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from .analyze import terms

#: Column weights for bm25(): the rule's own title and its ancestors' titles matter most.
WEIGHTS = (4.0, 1.0, 0.4)
COMMON = 0.15


@dataclass(frozen=True, slots=True)
class Doc:
    """What a hit points to: a rule (by number) or a glossary entry (by headword)."""

    kind: str  # "rule" | "glossary"
    key: str  # rule number or glossary headword


class FullTextIndex:
    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.docs: list[Doc] = []
        self.df: dict[str, int] = {}
        self._prepared: dict[str, str] = {}
        self._db = sqlite3.connect(":memory:", check_same_thread=False)
        self._db.execute("CREATE VIRTUAL TABLE docs USING fts5(title, body, extra, tokenize='unicode61')")

    def _prepare(self, text: str) -> str:
        # Ancestor titles repeat for every subrule; analyse each distinct text once.
        cached = self._prepared.get(text)
        if cached is None:
            cached = self._prepared[text] = " ".join(t.replace("'", "") for t in terms(text, self.lang))
        return cached

    def add_many(self, items: list[tuple[Doc, str, str, str]]) -> None:
        rows = []
        for doc, title, body, extra in items:
            self.docs.append(doc)
            rows.append((len(self.docs), self._prepare(title), self._prepare(body), self._prepare(extra)))
        self._db.executemany("INSERT INTO docs (rowid, title, body, extra) VALUES (?, ?, ?, ?)", rows)
        self._db.execute("CREATE VIRTUAL TABLE IF NOT EXISTS vocab USING fts5vocab(docs, 'row')")
        self.df = dict(self._db.execute("SELECT term, doc FROM vocab"))
        self._prepared.clear()

    def query_terms(self, text: str) -> list[str]:
        seen: list[str] = []
        for t in terms(text, self.lang):
            t = t.replace("'", "")
            if t and t not in seen:
                seen.append(t)
        return seen[:32]  # a bounded OR query, whatever the user typed

    def search(self, stems: list[str], limit: int = 50) -> list[tuple[Doc, float]]:
        """Best documents for the stems (OR), with positive BM25 scores, best first.

        Stems found in more than ``COMMON`` of the documents are left out when rarer ones remain:
        their BM25 weight is tiny, but they would make SQLite score thousands of documents.
        """
        stems = [s for s in stems if self.df.get(s)]
        rare = [s for s in stems if self.df[s] <= COMMON * len(self.docs)]
        stems = rare or stems
        if not stems:
            return []
        # Each stem is quoted, so nothing the user types is FTS5 syntax (NEAR, -, *, ").
        match = " OR ".join('"' + s.replace('"', "") + '"' for s in stems)
        try:
            rows = self._db.execute(
                "SELECT rowid, -bm25(docs, ?, ?, ?) FROM docs WHERE docs MATCH ? ORDER BY rank LIMIT ?",
                (*WEIGHTS, match, limit),
            ).fetchall()
        except sqlite3.OperationalError:
            return []
        return [(self.docs[rowid - 1], score) for rowid, score in rows]
