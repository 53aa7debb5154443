"""The errors every backend raises for a database that cannot be used: ``bad_database`` for one
that is misconfigured (waiting cannot help: exit 2, and the supervisor stops), ``db_unavailable``
for one that is there but not reachable or busy right now (a server starting or restarting, a
file locked by a long import): ``run`` waits for it (:mod:`bot.storage.wait`)."""

from __future__ import annotations

from ..errors import BotError


def bad_database(where: str, exc: BaseException) -> BotError:
    """A ``bad_database`` BotError naming the database (never its password) and the reason."""
    reason = str(exc).strip() or type(exc).__name__
    return BotError.of("bad_database", "storage.bad_database", where=where, reason=reason[:200])


def unavailable(where: str, exc: BaseException) -> BotError:
    """A ``db_unavailable`` BotError: the database may work in a moment (waiting can help)."""
    reason = str(exc).strip() or type(exc).__name__
    return BotError.of("db_unavailable", "storage.unavailable", where=where, reason=reason[:200])


def newer_schema(where: str, theirs: str, ours: str) -> BotError:
    """A ``bad_database`` BotError for a database a newer release migrated (schema ``theirs``)."""
    return BotError.of("bad_database", "storage.newer_schema", where=where, theirs=theirs, ours=ours)
