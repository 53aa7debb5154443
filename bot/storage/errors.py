"""The one error every backend raises for a database that cannot be used."""

from __future__ import annotations

from ..errors import BotError


def bad_database(where: str, exc: BaseException) -> BotError:
    """A ``bad_database`` BotError naming the database (never its password) and the reason."""
    reason = str(exc).strip() or type(exc).__name__
    return BotError.of("bad_database", "storage.bad_database", where=where, reason=reason[:200])
