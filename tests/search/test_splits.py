"""Leave-rules-out folds and the close-cousin split (``bot.search.splits``)."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from bot.search import splits
from bot.search.evaluate import evaluate

ROWS = [
    {"query": "who goes first", "lang": "en", "kind": "natural", "expect": ["103.1"], "split": "train"},
    {"query": "who goes first?", "lang": "en", "kind": "natural", "expect": ["103.1"], "split": "holdout"},
    {"query": "can I block with a tapped creature", "lang": "en", "kind": "natural", "expect": ["509.1a"],
     "split": "train"},
    {"query": "trample", "lang": "en", "kind": "keyword", "expect": ["702.19"], "split": "train"},
]


@given(st.text(min_size=1, max_size=12), st.integers(min_value=1, max_value=9))
def test_a_rule_always_falls_in_the_same_fold(number, folds):
    assert splits.fold_of(number, folds) == splits.fold_of(number, folds)
    assert 0 <= splits.fold_of(number, folds) < folds


def test_a_fold_takes_every_question_of_its_rules_out_of_the_bank():
    for fold in range(splits.FOLDS):
        train, asked = splits.leave_rules_out(ROWS, fold)
        out = {r["expect"][0] for r in ROWS if splits.fold_of(r["expect"][0]) == fold}
        assert not any(r["expect"][0] in out for r in train)  # nothing about them is taught
        assert all(r["split"] == "train" for r in train)
        assert {r["query"] for r in asked} == {r["query"] for r in ROWS
                                               if r["kind"] == "natural" and r["expect"][0] in out}
    asked_anywhere = [q for fold in range(splits.FOLDS) for q in splits.leave_rules_out(ROWS, fold)[1]]
    assert len(asked_anywhere) == 3  # every natural question is asked in exactly one fold


def test_cousins_are_marked_on_natural_questions_only_and_reported_apart():
    taught = splits.taught_questions(ROWS)
    assert taught == ["who goes first", "can I block with a tapped creature"]
    queries = [{"id": "a", "query": "Who goes first??", "lang": "en", "kind": "natural", "expect": ["103.1"]},
               {"id": "b", "query": "what does the mulligan do", "lang": "es", "kind": "natural", "expect": ["103.5"]},
               {"id": "c", "query": "trample", "lang": "en", "kind": "keyword", "expect": ["702.19"]}]
    marked = splits.mark_cousins(queries, taught)
    assert [q.get("cousin") for q in marked] == ["with", "without", None]
    m = evaluate(marked, lambda q: [{"kind": "rule", "number": "103.1"}])["metrics"]
    assert m["cousin:with"] == {"n": 1, "top1": 1.0, "top5": 1.0, "mrr10": 1.0}
    assert m["cousin:without"]["top1"] == 0.0 and m["cousin:without:es"]["n"] == 1


def test_deep_evaluation_says_whether_the_answer_was_among_the_candidates():
    """recall@20 / @50 tell a miss of the candidates from a miss of the order; MRR stays @10."""
    from bot.search.evaluate import evaluate

    queries = [{"id": "a", "query": "x", "lang": "en", "kind": "natural", "expect": ["702.19"]},
               {"id": "b", "query": "y", "lang": "en", "kind": "natural", "expect": ["101.4"]}]
    filler = [{"kind": "rule", "number": f"600.{i}"} for i in range(1, 50)]
    deep = {"x": filler[:14] + [{"kind": "rule", "number": "702.19b"}] + filler[14:],  # 15th
            "y": filler[:30] + [{"kind": "rule", "number": "101.4"}] + filler[30:]}  # 31st
    m = evaluate(queries, lambda q: deep[q["query"]], deep=True)["metrics"]["overall"]
    assert m == {"n": 2, "top1": 0.0, "top5": 0.0, "mrr10": 0.0, "recall20": 0.5, "recall50": 1.0}
    shallow = evaluate(queries, lambda q: deep[q["query"]])["metrics"]["overall"]
    assert "recall20" not in shallow and shallow["top5"] == 0.0
