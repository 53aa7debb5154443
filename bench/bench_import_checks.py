"""What the damage checks on a CR import cost (issue 12, item 2).

A same-date replacement loads the stored release it replaces and the one before it, so it is the
dearest case: timed with the checks and with ``force=True`` (no checks). A file over the size
limit is refused from its size alone, before it is read.
"""

from __future__ import annotations

import asyncio
import logging
import shutil
import tempfile
import time
from pathlib import Path

from bench._common import CR_DIR, CURRENT, emit, summary
from bot.errors import BotError
from bot.services.rules_import import import_files
from bot.storage import open_store

PREVIOUS = CR_DIR / "en-20260116.txt"
RUNS = 5


async def main() -> None:
    logging.disable(logging.WARNING)  # "replaced the stored release" on every run
    with tempfile.TemporaryDirectory() as tmp:
        d = Path(tmp)
        store = await open_store(d / "seed.sqlite3")
        await import_files(store, [PREVIOUS, CURRENT])
        await store.close()
        corrected = d / "corrected.txt"  # same date, different text: a corrected re-release
        corrected.write_text(CURRENT.read_bytes().decode("utf-8-sig") + "\nA corrected credits line.\n",
                             encoding="utf-8")
        for force in (False, True):
            samples = []
            for _ in range(RUNS):
                shutil.copyfile(d / "seed.sqlite3", d / "work.sqlite3")
                store = await open_store(d / "work.sqlite3")
                t = time.perf_counter()
                await import_files(store, [corrected], force=force)
                samples.append((time.perf_counter() - t) * 1000)
                await store.close()
            emit("import_same_date_replacement" + ("_force" if force else "_checked"), **summary(samples))

        huge = d / "huge.txt"
        with huge.open("wb") as fh:
            fh.truncate(81 * 1024 * 1024)  # sparse: 81 MB by size, nothing on disk
        store = await open_store(d / "work.sqlite3")
        t = time.perf_counter()
        try:
            await import_files(store, [huge])
        except BotError:
            pass
        emit("import_refuse_81mb_file", **summary([(time.perf_counter() - t) * 1000]))
        await store.close()


if __name__ == "__main__":
    asyncio.run(main())
