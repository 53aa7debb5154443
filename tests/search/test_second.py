"""The learned second stage (``bot.search.second``): its features, its stored weights, its order."""

from __future__ import annotations

import json

import numpy as np

from bot.search import second
from bot.search.evidence import SOURCES
from bot.search.rank import Hit


def test_reasons_fall_into_their_kind_of_evidence():
    assert [second.category(w) for w in ("bm25-es", "asked-en", "asked-semantic", "semantic", "reference",
                                         "fuzzy-en:trample", "exact-es:defining", "defines-en")] == [
        "bm25", "asked", "asked_semantic", "semantic", "reference", "term", "term", "term"]


def test_question_cues_in_both_languages():
    assert second.cues("Who chooses first?") == {"who", "order"}
    assert second.cues("¿Quién elige primero?") == {"who", "order"}
    assert second.cues("¿puedo bloquear?") == {"can"}
    assert second.cues("cuantas tierras") == {"many"}


def _hits(*scores: float) -> list[Hit]:
    return [Hit("rule", f"101.{i + 1}", s, parts={"bm25": s}) for i, s in enumerate(scores)]


def test_features_describe_each_candidate():
    facts = second.RuleFacts(lambda n: {"101.1": "The active player chooses first, then each other player.",
                                        "101.2": "Trample lets damage go on."}[n])
    cr = [dict.fromkeys((*SOURCES, "phrase", "rarest"), 0.0) | {"body": 0.7, "citers": 0.2},
          dict.fromkeys((*SOURCES, "phrase", "rarest"), 0.0) | {"rarest": 1.0}]
    x = second.features(_hits(10.0, 5.0), facts, cr, second.cues("who chooses first"), lambda n: False)
    assert x.shape == (2, len(second.FEATURES))
    col = {name: i for i, name in enumerate(second.FEATURES)}
    assert x[0, col["cr_body"]] == 0.7 and x[1, col["cr_body"]] == 0
    assert x[0, col["cr_citers"]] == 0.2 and x[1, col["cr_rarest"]] == 1
    assert x[0, col["who_player"]] == 1 and x[1, col["who_player"]] == 0
    assert x[0, col["order_time"]] == 1 and x[1, col["order_time"]] == 0
    assert list(x[:, col["score"]]) == [1.0, 0.5]


def test_no_feature_pairs_a_cue_with_one_questions_words():
    """The cues are kinds of question (who, can I, how many, when), each matched with what a rule
    of that kind says; "who" + a rule about choosing was one question's wording and is gone."""
    assert "who_choose" not in second.FEATURES
    assert set(second.RULE_SAYS) == {"player", "can", "number", "time"}


def test_the_model_reorders_within_the_scores_the_candidates_had():
    hits = _hits(10.0, 9.0, 8.0)
    model = second.SecondStage([0.0] * (len(second.FEATURES) - 1) + [1.0], [0.0] * len(second.FEATURES),
                               [1.0] * len(second.FEATURES))
    x = np.zeros((3, len(second.FEATURES)))
    x[:, -1] = [0.0, 2.0, 1.0]
    model.reorder(hits, x)
    assert [h.key for h in sorted(hits, key=lambda h: -h.score)] == ["101.2", "101.3", "101.1"]
    assert max(h.score for h in hits) == 10.0


def test_weights_over_other_features_are_refused(tmp_path):
    path = tmp_path / "ranker.json"
    model = second.SecondStage([1.0] * len(second.FEATURES), [0.0] * len(second.FEATURES),
                               [1.0] * len(second.FEATURES))
    path.write_text(json.dumps(model.to_dict()), encoding="utf-8")
    assert second.SecondStage.load(path) is not None
    path.write_text(json.dumps(model.to_dict() | {"features": ["score"]}), encoding="utf-8")
    assert second.SecondStage.load(path) is None
    path.write_text("{broken", encoding="utf-8")
    assert second.SecondStage.load(path) is None
    assert second.SecondStage.load(tmp_path / "absent.json") is None


def test_the_second_stage_only_reorders_the_first_stages_candidates(tmp_path, monkeypatch):
    """With the stage on, a question's answers are the first stage's, in another order; a
    question the bank knows closely (its gate) and a term keep the first stage's order."""
    from bot.i18n.terms import Terminology
    from bot.i18n.translation import Translations
    from bot.search import SearchEngine, rerank
    from tests.crfiles import parsed
    from tests.search.test_semantic import FakeModel

    model = FakeModel()
    model.dim = 384
    monkeypatch.setattr(rerank, "available", lambda: True)
    monkeypatch.setattr(rerank.Reranker, "_load_model", lambda self: model)
    inputs = (parsed().book, Translations.load(), Terminology.load())
    first = SearchEngine(*inputs, semantic=True, semantic_wait=True, index_cache=tmp_path)
    both = SearchEngine(*inputs, semantic=True, semantic_wait=True, index_cache=tmp_path, second_stage=True)
    assert both.second is not None
    changed = 0
    for question in ("who chooses first when each player sacrifices a creature",
                     "what happens to auras when the creature they enchant leaves the battlefield",
                     "¿puedo responder cuando mi rival juega una tierra?", "trample"):
        a = [r["number"] for r in first.search(question, limit=50).results if r["kind"] == "rule"][:second.TOP]
        b = [r["number"] for r in both.search(question, limit=50).results if r["kind"] == "rule"][:second.TOP]
        assert sorted(a) == sorted(b)
        changed += a != b
    assert changed  # it does decide somewhere
    term = [r["number"] for r in first.search("trample").results]
    assert [r["number"] for r in both.search("trample").results] == term
