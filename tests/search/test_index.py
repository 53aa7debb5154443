"""The BM25 index: a query sums its stems' scores, and the sums are FTS5's own."""

from __future__ import annotations

import math

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.search import index
from bot.search.docs import FIELDS, Doc, Fields
from bot.search.index import FullTextIndex

WORDS = ["block", "attack", "trample", "damage", "creature", "player", "mana", "spell", "counter", "token"]
_text = st.lists(st.sampled_from(WORDS), min_size=0, max_size=8).map(" ".join)
_doc = st.tuples(st.lists(_text, max_size=2), _text, _text, st.lists(_text, max_size=2))


def _fts5(ix: FullTextIndex, stems: list[str]) -> dict[int, tuple[float, float]]:
    """Every matching row's (plain, weighted) BM25 for the OR of ``stems``, asked of FTS5 at once."""
    marks = ", ".join("?" * len(FIELDS))
    match = " OR ".join(f'"{s}"' for s in stems)
    rows = ix._db.execute(f"SELECT rowid - 1, -bm25(docs), -bm25(docs, {marks}) FROM docs WHERE docs MATCH ?",
                          (*ix.weights, match)).fetchall()
    return {row: (plain, weighted) for row, plain, weighted in rows}


@settings(max_examples=60, deadline=None)
@given(docs=st.lists(_doc, min_size=1, max_size=25), asked=st.lists(st.sampled_from(WORDS), min_size=1, max_size=5),
       limit=st.integers(1, 8))
def test_summed_stem_scores_are_fts5s_own_ranking(docs, asked, limit):
    ix = FullTextIndex("en")
    ix.add_many([(Doc("rule", f"100.{i}"), Fields(*d)) for i, d in enumerate(docs)])
    stems = ix.query_terms(" ".join(asked))
    kept = [s for s in stems if ix.df.get(s)]
    kept = [s for s in kept if ix.df[s] <= index.COMMON * len(ix.docs)] or kept
    found = ix.search_rows(stems, limit)
    expected = _fts5(ix, kept) if kept else {}
    # The best `limit` rows by plain BM25 (ties: the order added), each with its weighted score.
    order = sorted(expected, key=lambda row: (-expected[row][0], row))
    assert len(found) == min(limit, len(expected))
    # Scores are kept as float32 (7 digits): rows whose plain scores agree that far may swap.
    for (row, (doc, score)), want in zip(found, order, strict=False):
        assert math.isclose(expected[row][0], expected[want][0], rel_tol=1e-6)
        assert math.isclose(score, expected[row][1], rel_tol=1e-6)
        assert doc is ix.docs[row]


def test_a_stem_is_scored_once_and_odd_stems_are_harmless():
    ix = FullTextIndex("en")
    ix.add_many([(Doc("rule", "702.19"), Fields(["trample"], "Trample", "excess damage to the player", [])),
                 (Doc("rule", "510.1"), Fields([], "Combat damage", "each creature assigns damage", []))])
    first = ix.search(["damag"], 5)
    assert [d.key for d, _ in first] and "damag" in ix._postings
    ix._db.execute("DELETE FROM docs")  # a second search must not ask SQLite again
    assert ix.search(["damag"], 5) == first
    for odd in ('"', "NEAR", "*", "a OR b", "-x", "trampl*"):
        assert ix.search([odd], 5) == []
