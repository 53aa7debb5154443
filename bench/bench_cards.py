"""Cards: import time and peak memory on a generated 30,000-card AtomicCards file, the re-import
over 30,000 stored cards (how long the swap holds SQLite's write lock, and how long another
process's settings writes wait meanwhile), name lookup and autocomplete latency (p50/p99), and
name-lookup quality (top-1) on the test queries.

The imports run in child processes so their peak resident memory is measured alone; the settings
writer is a third process, as another bot process would be.
"""

from __future__ import annotations

import asyncio
import contextlib
import gc
import gzip
import json
import os
import random
import resource
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Awaitable, Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

from bench._common import REPO, emit, summary, this_module
from bot.cards.atomic import parse_entry
from bot.cards.index import NameIndex
from tests.cards.fixture import atomic_cards
from tests.cards.name_queries import QUERIES

if TYPE_CHECKING:
    from bot.services.cards import CardsService

CARDS = 30_000
SYLLABLES = ["ka", "vor", "thal", "mir", "en", "dra", "sil", "gor", "ith", "zu", "bel", "ran", "o", "qui", "ste",
             "lo", "mar", "nex", "ul", "tor", "ae", "shi", "van", "kel", "dun", "ra", "py", "cor", "lis", "hel"]
COMMON = ["Dragon", "Knight", "Spirit", "Angel", "Warden", "of the", "Storm", "Shadow", "Blade", "Oracle",
          "Crypt", "Elder", "Wild", "Ember", "Tide", "Bloom", "Vault", "Herald", "Sky", "Bone"]
TARGETS = {"import_s": 60.0, "import_peak_mb": 400.0, "lookup_p99_ms": 2.0, "autocomplete_p99_ms": 5.0,
           "top1": 0.95}


#: Real card names reuse words: about 12,000 distinct words across 30,000 English names, and as
#: many again in the Spanish names. The generated names draw from vocabularies of that size.
VOCABULARY = 12_000
_vocab: dict[str, list[str]] = {}


def _pseudo_word(rng: random.Random) -> str:
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.randint(2, 4))).capitalize()


def _word(rng: random.Random, lang: str = "en") -> str:
    if lang not in _vocab:
        vrng = random.Random(f"vocabulary-{lang}")
        _vocab[lang] = sorted({_pseudo_word(vrng) for _ in range(VOCABULARY * 2)})[:VOCABULARY]
        vrng.shuffle(_vocab[lang])
    return rng.choice(_vocab[lang])


def _name(rng: random.Random, lang: str = "en") -> str:
    parts = [_word(rng, lang) for _ in range(rng.randint(1, 3))]
    if rng.random() < 0.5:
        parts.insert(rng.randint(0, len(parts)), rng.choice(COMMON))
    name = " ".join(parts)
    return f"{name}, {rng.choice(COMMON)} {_word(rng, lang)}" if rng.random() < 0.15 else name


def _face(rng: random.Random, name: str, face: str | None) -> dict:
    """A face with the bulk of a real MTGJSON face (foreign data, legalities, identifiers)."""
    # Abilities on lines of their own, as in real Oracle text (the file then holds "\n" escapes).
    text = "\n".join(" ".join(_word(rng).lower() for _ in range(rng.randint(10, 30))) + "."
                     for _ in range(2))
    f = {"name": name, "manaCost": "{2}{B}", "manaValue": 3.0, "type": "Creature — Zombie", "types": ["Creature"],
         "subtypes": ["Zombie"], "supertypes": [], "text": text, "layout": "normal", "power": "2", "toughness": "2",
         "colors": ["B"], "colorIdentity": ["B"], "keywords": [], "printings": ["M10", "M11", "CMD"],
         "legalities": dict.fromkeys(("commander", "legacy", "vintage", "modern", "pauper", "oathbreaker"), "Legal"),
         "identifiers": {"scryfallOracleId": f"{rng.getrandbits(128):032x}"},
         "purchaseUrls": {"tcgplayer": f"https://mtgjson.com/links/{rng.getrandbits(64):016x}"},
         "rulings": [{"date": "2020-01-01", "text": " ".join(_word(rng).lower() for _ in range(25)) + " (rule 603.3b)."}
                     for _ in range(rng.randint(0, 4))],
         "foreignData": [{"language": lang, "name": _name(rng, lang), "text": text, "type": "Criatura — Zombi"}
                         for lang in ("German", "Spanish", "French", "Italian", "Japanese", "Portuguese (Brazil)")
                         if rng.random() < 0.8]}
    if face:
        f["faceName"] = face
    return f


def generate(path: Path, cards: int = CARDS, seed: int = 14) -> int:
    """Write a gzip AtomicCards file card by card (never the whole document in memory)."""
    rng = random.Random(seed)
    real = atomic_cards()["data"]
    written: set[str] = set(real)
    with gzip.open(path, "wt", encoding="utf-8", compresslevel=1) as out:
        out.write('{"meta": {"date": "2026-11-01", "version": "bench"}, "data": {')
        first = True
        for name, faces in real.items():
            out.write(("" if first else ",") + json.dumps(name) + ":" + json.dumps(faces, ensure_ascii=False))
            first = False
        while len(written) < cards:
            if rng.random() < 0.08:
                a, b = _name(rng), _name(rng)
                name, faces = f"{a} // {b}", [_face(rng, f"{a} // {b}", a), _face(rng, f"{a} // {b}", b)]
            else:
                name = _name(rng)
                faces = [_face(rng, name, None)]
            if name in written:
                continue
            written.add(name)
            out.write("," + json.dumps(name) + ":" + json.dumps(faces, ensure_ascii=False))
        out.write("}}")
    return len(written)


async def _child_import(path: str, db: str) -> None:
    """Run in a child process: import ``path`` into ``db`` and print the result."""
    import aiosqlite

    from bot.services.cards import CardsService, ImportCardsRequest
    from bot.storage.sqlite_cards import SqliteCardStore, apply_cards_schema

    conn = await aiosqlite.connect(db, isolation_level=None)
    await conn.execute("PRAGMA journal_mode=WAL")
    await apply_cards_schema(conn)
    service = await CardsService.open(SqliteCardStore(conn, db))
    t = time.perf_counter()
    result = await service.import_cards(ImportCardsRequest(path))
    seconds = time.perf_counter() - t
    await conn.close()
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"cards": result.cards, "seconds": seconds, "peak_mb": peak}))


async def _child_reimport(path: str, db: str) -> None:
    """Run in a child process: import ``path`` again over the cards in ``db``, timing the swap (the
    rename transaction) and the clearing of the old cards, each a write transaction of its own."""
    import aiosqlite

    from bot.services.cards import CardsService, ImportCardsRequest
    from bot.storage import sqlite_cards
    from bot.storage.sqlite_cards import SqliteCardStore

    timings: dict[str, float] = {}

    def timed(label: str, method):  # noqa: ANN001, ANN202 - a bench-local wrapper
        async def run(self, *args):  # noqa: ANN001, ANN002, ANN202
            t = time.perf_counter()
            try:
                return await method(self, *args)
            finally:
                timings[label] = (time.perf_counter() - t) * 1000
        return run

    sqlite_cards._Import.swap = timed("swap_ms", sqlite_cards._Import.swap)
    sqlite_cards._Import.release = timed("clear_ms", sqlite_cards._Import.release)
    conn = await aiosqlite.connect(db, isolation_level=None)
    service = await CardsService.open(SqliteCardStore(conn, db))
    t = time.perf_counter()
    result = await service.import_cards(ImportCardsRequest(path))
    seconds = time.perf_counter() - t
    await conn.close()
    print(json.dumps({"cards": result.cards, "previous": result.previous, "seconds": seconds, **timings}))


def _child_writer(db: str, stop: str) -> None:
    """Run in a child process: a settings write every 20 ms (BEGIN IMMEDIATE, upsert, COMMIT, as
    SqliteStore does) until ``stop`` exists; print how long each waited."""
    import sqlite3

    conn = sqlite3.connect(db, isolation_level=None, timeout=30)
    conn.execute("CREATE TABLE IF NOT EXISTS bench_settings (k INTEGER PRIMARY KEY, v TEXT)")
    waits = []
    i = 0
    while not os.path.exists(stop):
        t = time.perf_counter()
        conn.execute("BEGIN IMMEDIATE")
        conn.execute("INSERT INTO bench_settings (k, v) VALUES (?, ?) ON CONFLICT (k) DO UPDATE SET v = excluded.v",
                     (i % 50, str(i)))
        conn.execute("COMMIT")
        waits.append((time.perf_counter() - t) * 1000)
        i += 1
        time.sleep(0.02)
    print(json.dumps(summary(waits) | {"max_ms": round(max(waits), 2)}))


def _reimport(path: Path, db: Path, tmp: str) -> None:
    stop = Path(tmp) / "stop-writer"
    writer = subprocess.Popen([*this_module(__spec__), "--writer-child", str(db), str(stop)],
                              stdout=subprocess.PIPE, text=True, cwd=REPO)
    child = subprocess.run([*this_module(__spec__), "--reimport-child", str(path), str(db)],
                           capture_output=True, text=True, check=True, cwd=REPO)
    stop.touch()
    waits = json.loads(writer.communicate(timeout=60)[0].strip().splitlines()[-1])
    r = json.loads(child.stdout.strip().splitlines()[-1])
    emit("cards_reimport_swap", cards=r["cards"], previous=r["previous"], seconds=round(r["seconds"], 2),
         swap_ms=round(r["swap_ms"], 1), clear_old_ms=round(r["clear_ms"], 1),
         note="swap_ms: counts, then the rename transaction; clear_old_ms: the old cards cleared a slice"
              " at a time, each slice a short transaction of its own")
    emit("cards_settings_write_during_reimport", writes=waits["runs"], median_ms=waits["median_ms"],
         p99_ms=waits["p99_ms"], max_ms=waits["max_ms"],
         note="another process's settings writes (BEGIN IMMEDIATE … COMMIT) while the re-import runs")


def _queries(index_names: list[str], rng: random.Random, n: int) -> list[str]:
    out = []
    for _ in range(n):
        name = rng.choice(index_names)
        kind = rng.random()
        if kind < 0.3:
            out.append(name)
        elif kind < 0.6:  # one typo
            i = rng.randrange(len(name))
            out.append(name[:i] + rng.choice("aeiourstln") + name[i + 1:])
        elif kind < 0.8:  # the first word(s)
            out.append(" ".join(name.split()[: max(1, len(name.split()) // 2)]))
        else:
            out.append(rng.choice(QUERIES)[0])
    return out


def _ms(call: Callable[[], object]) -> float:
    t = time.perf_counter()
    call()
    return (time.perf_counter() - t) * 1000


async def _ams(pending: Awaitable[object]) -> float:
    t = time.perf_counter()
    await pending
    return (time.perf_counter() - t) * 1000


def _first_and_best(runs: list[list[float]]) -> tuple[list[float], list[float]]:
    """Each input's first run, and its fastest of three: the cost of the code without other processes' noise."""
    return [r[0] for r in runs], [min(r) for r in runs]


def _import_figures(path: Path, db: Path, tmp: str) -> None:
    """The import in a child process (its own peak memory), then the re-imports."""
    count = generate(path)
    child = subprocess.run([*this_module(__spec__), "--import-child", str(path), str(db)],
                           capture_output=True, text=True, check=True, cwd=REPO)
    r = json.loads(child.stdout.strip().splitlines()[-1])
    emit("cards_import", cards=r["cards"], generated=count, seconds=round(r["seconds"], 2),
         file_mb=round(path.stat().st_size / 1e6, 1), peak_rss_mb=round(r["peak_mb"], 1),
         target_s=TARGETS["import_s"], target_peak_mb=TARGETS["import_peak_mb"])
    _reimport(path, db, tmp)


async def _index_figures(service: CardsService, seconds: float) -> None:
    names_rows = await service.store.card_names()
    tracemalloc.start()  # a second build, traced, for the memory the index keeps
    held_index = NameIndex(names_rows)
    held, _ = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    del held_index, names_rows
    emit("cards_index_load", seconds=round(seconds, 3), names=len(service.index), index_mb=round(held / 1e6, 1),
         note="built in a worker thread at start-up and after an import; index_mb is what it keeps in memory")


async def _lookup_figures(service: CardsService, names: list[str], rng: random.Random) -> None:
    from bot.errors import BotError
    from bot.services.cards import CardRequest

    queries = _queries(names, rng, 5000)
    single, best_of_3 = _first_and_best([[_ms(partial(service.index.search, q, limit=1)) for _ in range(3)]
                                         for q in queries])
    emit("cards_lookup_name", **summary(single), target_p99_ms=TARGETS["lookup_p99_ms"],
         load_average=round(os.getloadavg()[0], 2))
    emit("cards_lookup_name_best_of_3", **summary(best_of_3), target_p99_ms=TARGETS["lookup_p99_ms"],
         note="each query's fastest of 3 runs: the cost of the code without other processes' noise")

    async def card(query: str) -> None:
        with contextlib.suppress(BotError):  # a query that matches nothing is part of the mix
            await service.card(CardRequest(query))

    samples = [await _ams(card(q)) for q in queries[:2000]]
    emit("cards_lookup_card_end_to_end", **summary(samples), note="name match + SQLite read + result")


async def _autocomplete_figures(service: CardsService, names: list[str], rng: random.Random) -> None:
    prefixes = []
    for _ in range(5000):
        name = rng.choice(names)
        prefixes.append(name[: rng.randint(1, min(len(name), 14))])
    single, best_of_3 = _first_and_best([[await _ams(service.autocomplete(p, "en")) for _ in range(3)]
                                         for p in prefixes])
    emit("cards_autocomplete", **summary(single), target_p99_ms=TARGETS["autocomplete_p99_ms"],
         load_average=round(os.getloadavg()[0], 2))
    emit("cards_autocomplete_best_of_3", **summary(best_of_3), target_p99_ms=TARGETS["autocomplete_p99_ms"])


def _quality_figures(service: CardsService) -> None:
    small = NameIndex([(d, c.name, lang) for name, faces in atomic_cards()["data"].items()
                       for c in [parse_entry(name, faces)] for d, lang in c.names()])
    for label, index in (("fixture_cards", small), ("with_30000_cards", service.index)):
        hits = sum(1 for q, want in QUERIES if (m := index.best(q)) is not None and m.card == want)
        emit(f"cards_name_quality_{label}", queries=len(QUERIES), top1=round(hits / len(QUERIES), 4),
             target_top1=TARGETS["top1"])


async def main() -> None:
    from bot.services.cards import CardsService
    from bot.storage.sqlite_cards import SqliteCardStore

    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "AtomicCards.json.gz"
        db = Path(tmp) / "cards.sqlite3"
        _import_figures(path, db, tmp)

        import aiosqlite

        conn = await aiosqlite.connect(str(db), isolation_level=None)
        t = time.perf_counter()
        service = await CardsService.open(SqliteCardStore(conn, str(db)))
        await _index_figures(service, time.perf_counter() - t)
        gc.freeze()  # as the bot does after start-up (runtime/runner.py): the index is long-lived
        rng = random.Random(3)
        names = [e.display for e in service.index.entries]
        await _lookup_figures(service, names, rng)
        await _autocomplete_figures(service, names, rng)
        _quality_figures(service)
        await conn.close()


if __name__ == "__main__":
    if len(sys.argv) == 4 and sys.argv[1] == "--import-child":
        asyncio.run(_child_import(sys.argv[2], sys.argv[3]))
    elif len(sys.argv) == 4 and sys.argv[1] == "--reimport-child":
        asyncio.run(_child_reimport(sys.argv[2], sys.argv[3]))
    elif len(sys.argv) == 4 and sys.argv[1] == "--writer-child":
        _child_writer(sys.argv[2], sys.argv[3])
    else:
        asyncio.run(main())
