"""What the CR says about a rule, read against a question (``bot.search.evidence``), on the real CR."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.i18n.terms import Terminology
from bot.i18n.translation import Translations
from bot.search import SearchEngine
from bot.search.docs import Doc
from bot.search.evidence import SOURCES
from bot.search.rank import Hit, diverse
from tests.crfiles import parsed


@pytest.fixture(scope="module")
def engine():
    return SearchEngine(parsed().book, Translations.load(), Terminology.load(), questions_path=None)


def _question(engine, text):
    return {lang: engine.index[lang].query_terms(text) for lang in ("en", "es")}


def test_a_rules_own_words_cover_the_question(engine):
    text = engine.book.rules["702.19b"].text
    [own, other] = engine._evidence.coverage(["702.19b", "101.4"], _question(engine, text))
    assert own["body"] == pytest.approx(1.0)
    assert own["phrase"] > 0.5 and own["rarest"] == 1.0
    assert other["body"] < 0.5


def test_a_rare_word_weighs_more_than_a_common_one(engine):
    """"trample" says what the question is about, "creature" hardly: the rule that has only the
    rare word covers more of the question than one that has only the common word."""
    ev = engine._evidence
    assert ev.idf("en", "trampl") > 3 * ev.idf("en", "creatur")
    # 702.19 is the keyword's title ("Trample"), its own text; 302.1 speaks of creatures.
    assert "trampl" in ev.stems("en", "702.19")["body"] and "creatur" not in ev.stems("en", "702.19")["body"]
    [rare, common] = ev.coverage(["702.19", "302.1"], {"en": ["trampl", "creatur"], "es": []})
    assert rare["body"] > 0.7 > common["body"] > 0


def test_the_sources_beyond_a_rules_own_text(engine):
    ev = engine._evidence
    # The glossary's "Active Player, Nonactive Player Order" entry points to 101.4 and says APNAP.
    assert "apnap" in ev.stems("en", "101.4")["terms"] | ev.stems("en", "101.4")["extra"]
    assert all("101.4" in engine.book.rules[n].text for n in ev.citers("101.4"))
    assert ev.citers("101.4")
    # 702.19b sits under "Trample": its title source has the word, and so does its family.
    assert "trampl" in ev.stems("en", "702.19b")["title"]
    assert ev.stems("en", "702.19b")["body"] <= ev.stems("en", "702.19b")["family"]
    assert ev.stems("es", "702.19b")["body"]  # the Spanish rules too


@settings(max_examples=40, deadline=None)
@given(st.lists(st.sampled_from(["101.4", "702.19b", "608.2e", "510.1c", "704.5j", "100.1", "702"]), min_size=1,
                max_size=5, unique=True),
       st.text(alphabet="abcdefghijklmnopqrstuvwxyz áé¿?", max_size=60))
def test_coverage_is_a_share(engine, numbers, text):
    for row in engine._evidence.coverage(numbers, _question(engine, text)):
        assert set(row) == {*SOURCES, "phrase", "rarest"}
        assert all(0.0 <= v <= 1.0 + 1e-9 for v in row.values())


def test_an_unindexed_document_has_no_fields(engine):
    assert engine.index["en"].field_stems(Doc("rule", "999.99z")) == {}
    assert engine.index["en"].field_stems(Doc("rule", "101.4"))["body"]


def test_one_family_does_not_fill_the_top():
    hits = [Hit("rule", n, s) for n, s in (("702.19a", 9), ("702.19b", 8), ("702.19c", 7), ("101.4", 6))]
    assert [h.key for h in diverse(hits)] == ["702.19a", "702.19b", "101.4", "702.19c"]
