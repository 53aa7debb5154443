"""One line when the database goes away, one while it stays away (at most once a minute), one
when it is back: the log of an outage, instead of a warning per retry and asyncpg's traceback
every few seconds ("Failed to restore the pool connection floor") for as long as the server is down.
"""

from __future__ import annotations

import logging
import os
import time

log = logging.getLogger("bot.storage")

EVERY = 60.0  # seconds between two "still unreachable" lines


def _reason(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {text[:160]}" if text else type(exc).__name__


class Outage:
    """The state of one database's reachability, as the log tells it."""

    def __init__(self, where: str, every: float = EVERY) -> None:
        self.where = where
        self.every = every
        self.since: float | None = None  # when the outage began (None: reachable)
        self.last_line = 0.0
        self.failures = 0

    def failed(self, exc: BaseException) -> None:
        now = time.monotonic()
        self.failures += 1
        if self.since is None:
            self.since = self.last_line = now
            log.warning("The database %s is unreachable (%s); retrying. Further failures are logged at most "
                        "once a minute.", self.where, _reason(exc))
        elif now - self.last_line >= self.every:
            self.last_line = now
            log.warning("The database %s is still unreachable after %d s (%d failed attempts; %s).", self.where,
                        now - self.since, self.failures, _reason(exc))

    def recovered(self) -> None:
        if self.since is not None:
            log.warning("The database %s is reachable again after %d s.", self.where, time.monotonic() - self.since)
            self.since, self.failures = None, 0


class QuietPoolFloor(logging.Filter):
    """asyncpg's pool logs "Failed to restore the pool connection floor; retrying" with a full
    traceback every few seconds while the server is down: :class:`Outage` says it already, so the
    line is kept at most once a minute and without the traceback (``MTGBOT_DEBUG`` keeps it all)."""

    def __init__(self, every: float = EVERY) -> None:
        super().__init__()
        self.every = every
        self.last: float | None = None

    def filter(self, record: logging.LogRecord) -> bool:
        if os.environ.get("MTGBOT_DEBUG") or "connection floor" not in str(record.msg):
            return True
        now = time.monotonic()
        if self.last is not None and now - self.last < self.every:
            return False
        self.last = now
        if record.exc_info and record.exc_info[1] is not None:
            record.msg = f"{record.getMessage()} ({_reason(record.exc_info[1])})"
            record.args = None
        record.exc_info, record.exc_text = None, None
        return True


def quiet_pool_floor() -> None:
    """Install :class:`QuietPoolFloor` on asyncpg's pool logger once."""
    logger = logging.getLogger("asyncpg.pool")
    if not any(isinstance(f, QuietPoolFloor) for f in logger.filters):
        logger.addFilter(QuietPoolFloor())
