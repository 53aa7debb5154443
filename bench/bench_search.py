"""Search: latency over the whole CR and glossary in both languages, autocomplete, index build, memory."""

from __future__ import annotations

import json
import time

from _common import CURRENT, REPO, emit, peak_rss_mb, summary, timings_ms

from bot.i18n.terms import Terminology
from bot.i18n.translation import Translations
from bot.rules.parser import parse_file
from bot.search import SearchEngine


def main() -> None:
    book = parse_file(CURRENT).book
    translations, terms = Translations.load(), Terminology.load()
    t = time.perf_counter()
    engine = SearchEngine(book, translations, terms)
    emit("search_index_build", seconds=round(time.perf_counter() - t, 3), target_s=1.0,
         spanish_entries=len(translations))
    eval_file = REPO.parent / "shared" / "eval" / "search-dev.jsonl"
    queries = [json.loads(x)["query"] for x in eval_file.read_text(encoding="utf-8").splitlines() if x.strip()]
    queries += ["x" * 2000, "trample NEAR deathtouch", "", "¿qué pasa si los dos llegan a 0 vidas?"]
    for q in queries:
        engine.search(q)  # warm caches once, as a running bot would be
    it = iter(queries * 10)
    emit("search_latency", **summary(timings_ms(lambda: engine.search(next(it)), len(queries) * 10)),
         target_p50_ms=2, target_p99_ms=10)
    partials = ["tram", "702.1", "arro", "de", "mana v", "regla 60", "toque", "prot", "", "cr 101"]
    it2 = iter(partials * 100)
    emit("autocomplete_latency", **summary(timings_ms(lambda: engine.autocomplete(next(it2), "en"), 1000)),
         target_p99_ms=5)
    emit("search_memory", peak_rss_mb=peak_rss_mb(), target_mb=150)


if __name__ == "__main__":
    main()
