"""Rules library: import one CR file, load from a built database, lookup by number, memory."""

from __future__ import annotations

import asyncio
import random
import tempfile
import time
import tracemalloc
from pathlib import Path

from bench._common import CURRENT, emit, peak_rss_mb, summary, timings_ms
from bot.rules.library import RulesLibrary
from bot.services.rules_import import import_files
from bot.storage import open_store


async def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "bench.sqlite3"
        tracemalloc.start()
        store = await open_store(db)
        t = time.perf_counter()
        await import_files(store, [CURRENT])
        import_s = time.perf_counter() - t
        await store.close()
        emit("rules_import_one_file", seconds=round(import_s, 3), target_s=1.5, file=CURRENT.name)

        store = await open_store(db)
        t = time.perf_counter()
        versions = await store.versions()
        book = await store.load_book(versions[-1].effective)
        library = RulesLibrary([book])
        load_s = time.perf_counter() - t
        await store.close()
        emit("rules_load_from_database", seconds=round(load_s, 3), target_s=0.5, rules=len(book.rules))
        _, peak = tracemalloc.get_traced_memory()
        tracemalloc.stop()

        numbers = list(book.rules)
        rng = random.Random(7)
        refs = [rng.choice(numbers) for _ in range(20_000)]
        it = iter(refs)
        samples = timings_ms(lambda: library.lookup(next(it)), len(refs))
        emit("rules_lookup_by_number", **summary(samples), target_median_ms=0.1)
        forms = ["CR 101.4a", "rule 702.19c", "regla 603.3b", "101.4 a"]
        it2 = iter(forms * 5000)
        emit("rules_lookup_reference_forms", **summary(timings_ms(lambda: library.lookup(next(it2)), 20_000)))
        emit("rules_memory", peak_traced_mb=round(peak / 1e6, 1), peak_rss_mb=peak_rss_mb())


if __name__ == "__main__":
    asyncio.run(main())
