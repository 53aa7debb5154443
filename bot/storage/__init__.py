"""Storage: pick a backend from a URL; callers only see the protocols in :mod:`.base`."""

from __future__ import annotations

from pathlib import Path

from ..errors import BotError
from .base import (
    ImportResult,
    RulesStore,
    SessionRecord,
    SessionStore,
    SettingChange,
    SettingsDelta,
    SettingsSnapshot,
    SettingsStore,
    Store,
    VersionInfo,
)

__all__ = [
    "ImportResult", "RulesStore", "SessionRecord", "SessionStore", "SettingChange", "SettingsDelta",
    "SettingsSnapshot", "SettingsStore", "Store", "VersionInfo", "is_postgres_url", "open_store",
]


def is_postgres_url(url: str | Path) -> bool:
    return str(url).startswith(("postgres://", "postgresql://"))


async def open_store(url: str | Path, *, migrate: bool = True, retry: float | None = None) -> Store:
    """The store behind ``url``, migrated to the current schema.

    ``postgresql://…`` (or ``postgres://…``) gives the PostgreSQL backend; ``sqlite:///path``,
    a plain path or ``:memory:`` give SQLite. A database that cannot be opened is a BotError
    ``bad_database`` naming it, raised within seconds; one that is only unreachable or busy right
    now is ``db_unavailable`` (after ``retry`` seconds of trying to reach it, or to get SQLite's write lock).
    """
    url = str(url)
    if is_postgres_url(url):
        from .postgres import PostgresStore

        return await PostgresStore.open(url, migrate=migrate, retry=retry)
    if url.startswith("sqlite:///"):
        url = url[len("sqlite:///"):]
    elif "://" in url:
        raise BotError.of("bad_database", "storage.bad_url", url=url.split("://")[0] + "://…")
    from .sqlite import SqliteStore

    return await SqliteStore.open(url, migrate=migrate, busy=retry)
