"""Waiting for a database that is there but not available yet, instead of giving up.

A bot started while its PostgreSQL server is still starting (or restarting, or briefly
unreachable), or while ``python -m bot import`` holds the SQLite file's write lock for a minute,
used to exit 2, the configuration-error status, so the supervisor never restarted it. Unavailable
is not misconfigured: :func:`open_store_waiting` retries ``db_unavailable`` with a growing pause,
logging what it waits for, for as long as it takes; ``bad_database`` (a wrong password, a file
that is not a database, a bad URL) still ends at once.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

from ..errors import BotError
from . import Store, open_store

log = logging.getLogger(__name__)

#: The pause before each new attempt (the last repeats).
PAUSES = (1.0, 2.0, 4.0, 8.0, 15.0, 30.0)
#: One attempt's own waiting (for PostgreSQL to answer, for SQLite's write lock), in seconds: the
#: pauses above do the rest, each with a log line.
ATTEMPT_SECONDS = 5.0


async def open_store_waiting(url: str | Path, *, pauses: tuple[float, ...] = PAUSES) -> Store:
    """:func:`open_store`, retrying while the database is only unavailable (``db_unavailable``)."""
    attempt = 0
    while True:
        try:
            store = await open_store(url, retry=ATTEMPT_SECONDS)
        except BotError as exc:
            if exc.code != "db_unavailable":
                raise
            pause = pauses[min(attempt, len(pauses) - 1)]
            attempt += 1
            log.warning("Waiting for the database (attempt %d): %s Trying again in %g s.", attempt, exc.message, pause)
            await asyncio.sleep(pause)
            continue
        if attempt:
            log.info("The database is available after %d attempt(s).", attempt + 1)
        return store
