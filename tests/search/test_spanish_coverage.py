"""A Spanish question read in English as the dictionary renders it (issue #23): the second stage's
English coverage of a Spanish question (``evidence``) comes from the dictionary's English terms
for its words, not from the English stemmer run over Spanish words."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from bot.i18n.terms import Terminology
from bot.search.dictionary import dictionary_senses

TERMS = Terminology.load()


def test_a_spanish_question_is_read_in_english_as_the_dictionary_renders_it(engine):
    """The English stemmer over Spanish words found nothing of "criatura" or "exiliada"; the
    dictionary's rendering ("creature exile") is what the English rules say."""
    fixed = "si muere una criatura exiliada vuelve".split()
    own = engine._coverage_stems(fixed, "es")
    assert {"creatur", "exil", "die"} <= set(own["en"])
    assert own["es"] == engine.index["es"].query_terms(" ".join(fixed))  # the Spanish as before
    [exile] = engine._evidence.coverage(["406.1"], {"en": own["en"]})
    [before] = engine._evidence.coverage(["406.1"], {"en": engine.index["en"].query_terms(" ".join(fixed))})
    assert exile["body"] > before["body"]


def test_an_english_question_is_read_as_typed(engine):
    words = "can i sacrifice a creature in response".split()
    assert engine._coverage_stems(words, "en") == {lang: engine.index[lang].query_terms(" ".join(words))
                                                   for lang in ("en", "es")}


def test_english_words_in_a_spanish_question_are_read_in_english(engine):
    assert "boast" in engine._coverage_stems("puedo usar boast dos veces".split(), "es")["en"]


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(sorted(k for k, found in TERMS.forms("es").items()
                              if any(not t.narrow for t in found) and k.isalpha())))
def test_every_spanish_dictionary_form_is_read_as_its_english_term(engine, form):
    """Any one-word Spanish dictionary form in a question: the English read is its term's English."""
    english, _ = dictionary_senses(TERMS, f"tengo {form}", engine._foreign)
    assert engine._coverage_stems(["tengo", form], "es")["en"] == engine.index["en"].query_terms(english)
