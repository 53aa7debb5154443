"""Search over the real CR, its Spanish translation and the dictionary."""

from __future__ import annotations

import json

import pytest

from bot.search.evaluate import match, rank_of
from tests.cli_in_process import run_main
from tests.crfiles import CR_DIR, REPO


def numbers(results):
    out = []
    for r in results:
        out.extend([r["number"]] if r["kind"] == "rule" else r["rules"])
    return out


@pytest.mark.parametrize("query, expected", [
    ("trample", "702.19"), ("deathtuch", "702.2"), ("life link", "702.15"), ("arrollar", "702.19"),
    ("toke mortal", "702.2"), ("mana value", "202.3"), ("CR 101.4a", "101.4a"), ("la regla 107.4f", "107.4f"),
    ("Rule 603.3B", "603.3b"), ("APNAP", "101.4"), ("orden JAJNA", "101.4"), ("valor de maná", "202.3"),
])
def test_finds_the_rule_meant(engine, query, expected):
    assert rank_of(engine.search(query).results, [expected]) == 1


def test_contract_shape(engine):
    out = engine.search("trample deathtouch damage", limit=5).to_dict()
    assert set(out) >= {"query", "lang", "results"} and len(out["results"]) <= 5
    for r in out["results"]:
        assert set(r) >= {"kind", "number", "term", "rules", "snippet", "score"}
        assert r["kind"] in ("rule", "glossary") and 0 <= r["score"] <= 1
    scores = [r["score"] for r in out["results"]]
    assert scores == sorted(scores, reverse=True)


def test_a_spanish_query_finds_english_numbered_rules(engine):
    out = engine.search("¿quién elige primero cuando todos sacrifican una criatura?", lang="auto")
    assert out.lang == "es"
    assert "702.19" in numbers(engine.search("arrollar", lang="es").results[:3])
    # An English query in a Spanish channel still works.
    assert "702.19" in numbers(engine.search("trample", lang="es").results[:3])


@pytest.mark.parametrize("text, lang", [("¿qué pasa si los dos llegan a 0 vidas?", "es"), ("arrollar", "es"),
                                        ("trample deathtouch damage", "en"), ("who chooses first", "en")])
def test_language_detection(engine, text, lang):
    assert engine.detect(text) == lang


HOSTILE = ["", "   ", "x" * 10_000, "\x00\x01\x1b[31m", '"', "*", "NEAR", "-", "'; DROP TABLE docs; --",
           "trample NEAR/2 damage", "a* OR b*", "(((", "[a-z]+.*?\\", "🔥🐉 trample 🔥", "\u202etrample", "@everyone"]


@pytest.mark.parametrize("query", HOSTILE)
def test_hostile_input_never_raises(engine, query):
    out = engine.search(query).to_dict()
    assert isinstance(out["results"], list)
    if not out["results"]:
        assert "suggestions" in out


@pytest.mark.parametrize("partial", ["", "tram", "702.1", "CR 10", "arro", "x" * 500, "🔥", "101.4"])
def test_autocomplete_limits(engine, partial):
    for lang in ("en", "es"):
        choices = engine.autocomplete(partial, lang)
        assert len(choices) <= 25
        assert all(1 <= len(c["name"]) <= 100 and 1 <= len(c["value"]) <= 100 for c in choices)


def test_autocomplete_suggests_numbers_and_terms(engine):
    values = [c["value"] for c in engine.autocomplete("702.1", "en")]
    assert values[0] == "702.1" and all(v.startswith("702.1") for v in values)
    assert "trample" in [c["value"] for c in engine.autocomplete("tram", "en")]
    assert "arrollar" in [c["value"] for c in engine.autocomplete("arro", "es")]


def test_eval_match_rules():
    assert match("702.19b", "702.19") and match("101.4", "101.4a")
    assert not match("702.1", "702.19") and not match("704.5", "704.50") and not match("702", "702")


def test_cli_search_json_and_batch(tmp_path):
    env = {"MTGBOT_RULES": str(CR_DIR / "en-20260417.txt"), "MTGBOT_DB": str(tmp_path / "s.sqlite3"),
           "MTGBOT_DATA_DIR": str(tmp_path), "PATH": "/usr/bin:/bin"}
    p = run_main(env, "search", "arrollar", "--json", "--lang", "auto")  # the entry point (tests/cli_in_process.py)
    out = json.loads(p.stdout)
    assert p.returncode == 0 and out["lang"] == "es" and "702.19" in numbers(out["results"][:3])
    batch = "\n".join(json.dumps(q) for q in [{"query": "trample"}, {"query": ""}, {"query": "arrollar", "lang": "es",
                                                                                     "limit": 3}])
    p = run_main(env, "search", "--batch", "-", "--json", stdin=batch)
    lines = [json.loads(x) for x in p.stdout.splitlines()]
    assert len(lines) == 3 and lines[1]["results"] == [] and len(lines[2]["results"]) <= 3


def test_dev_set_quality(engine):
    """Regression floor on the public dev set (validation only: nothing is tuned on it).

    These floors sit just under what lexical-only search reaches (docs/search.md); the semantic
    floors are in tests/search/test_semantic.py, and make bench reports the issue's targets.
    """
    from bot.search.evaluate import evaluate

    path = REPO / "tests" / "data" / "eval" / "search-dev.jsonl"
    if not path.is_file():
        pytest.skip("no eval set")
    queries = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    m = evaluate(queries, lambda q: engine.search(q["query"], limit=10).results)["metrics"]
    assert m["overall"]["top1"] >= 0.85 and m["overall"]["top5"] >= 0.94
    assert m["lang:es"]["top1"] >= 0.83 and m["lang:es"]["top5"] >= 0.92
    assert m["kind:typo"]["top5"] >= 0.90 and m["kind:number"]["top1"] == 1.0
    for kind in ("keyword", "crosslang"):
        assert m[f"kind:{kind}"]["top1"] >= 0.95


@pytest.mark.long
def test_holdout_quality(engine):
    """Regression floor on the held-out fifth of our question bank (never indexed). The session's engine
    (tests/conftest.py) is this engine: building another cost a second index build for the same inputs."""
    from bot.search.evaluate import engine_search, evaluate, load_queries

    engine_ = engine
    queries = load_queries(REPO / "data" / "search" / "questions.jsonl", "holdout")
    m = evaluate(queries, lambda q: engine_search(engine_)(q["query"]))["metrics"]
    assert m["overall"]["top1"] >= 0.46 and m["overall"]["top5"] >= 0.76
    assert m["kind:typo"]["top5"] >= 0.90
