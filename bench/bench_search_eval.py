"""Search quality on the shared dev set, against rapidfuzz WRatio and plain BM25 baselines."""

from __future__ import annotations

from _common import CURRENT, REPO, emit

from bot.i18n.terms import Terminology
from bot.i18n.translation import Translations
from bot.rules.parser import parse_file
from bot.search import SearchEngine
from bot.search.evaluate import run


def main() -> None:
    book = parse_file(CURRENT).book
    engine = SearchEngine(book, Translations.load(), Terminology.load())
    report = run(REPO.parent / "shared" / "eval" / "search-dev.jsonl", engine, book)
    emit("search_quality_dev", **report["ours"]["overall"],
         by_lang={k[5:]: v for k, v in report["ours"].items() if k.startswith("lang:")},
         by_kind={k[5:]: v for k, v in report["ours"].items() if k.startswith("kind:")},
         targets={"top1": 0.85, "top5": 0.95, "es_top1": 0.80, "es_top5": 0.93, "typo_top5": 0.90})
    for name, metrics in report["baselines"].items():
        emit(f"search_quality_baseline_{name}", **metrics["overall"], ours_over_baseline=report["ratio"][name])


if __name__ == "__main__":
    main()
