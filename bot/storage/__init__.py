"""Storage: pick a backend from a URL; callers only see the protocols in :mod:`.base`."""

from __future__ import annotations

from pathlib import Path

from .base import (
    ImportResult,
    RulesStore,
    SessionStore,
    SettingsSnapshot,
    SettingsStore,
    Store,
    VersionInfo,
)

__all__ = ["ImportResult", "RulesStore", "SessionStore", "SettingsSnapshot", "SettingsStore", "Store", "VersionInfo", "open_store"]


async def open_store(url: str | Path) -> Store:
    """``sqlite:///path/to.db``, a plain path, or ``:memory:`` give the SQLite backend.

    A ``postgresql://`` backend would be added here, implementing the same protocols.
    """
    url = str(url)
    if url.startswith(("postgres://", "postgresql://")):
        raise NotImplementedError("PostgreSQL storage is not available yet; use a SQLite path")
    if url.startswith("sqlite:///"):
        url = url[len("sqlite:///") :]
    from .sqlite import SqliteStore

    return await SqliteStore.open(url)
