"""Storage interfaces. Callers depend on these protocols only, never on a backend.

SQLite (through aiosqlite) is the embedded default; a PostgreSQL backend implements the same
protocols and is picked by :func:`bot.storage.open_store` from the URL, without touching cogs.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date
from typing import Any, Protocol

from ..rules.model import RuleBook


@dataclass(frozen=True, slots=True)
class VersionInfo:
    effective: date
    content_hash: str
    source: str
    imported_at: str
    rule_count: int
    glossary_count: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "effective": self.effective.isoformat(),
            "content_hash": self.content_hash,
            "source": self.source,
            "imported_at": self.imported_at,
            "rules": self.rule_count,
            "glossary": self.glossary_count,
        }


@dataclass(frozen=True, slots=True)
class ImportResult:
    effective: date
    imported: bool  # False when the same content was already stored
    replaced: bool  # True when another text with the same effective date was replaced


class RulesStore(Protocol):
    """Several CR releases side by side, keyed by effective date."""

    async def has_content(self, content_hash: str) -> bool: ...

    async def import_book(self, book: RuleBook, source: str) -> ImportResult: ...

    async def versions(self) -> list[VersionInfo]: ...

    async def load_book(self, effective: date) -> RuleBook: ...


@dataclass
class SettingsSnapshot:
    """Every saved preference: ``{guild_id: {key: value}}`` and ``{user_id: {key: value}}``."""

    guilds: dict[int, dict[str, Any]]
    users: dict[int, dict[str, Any]]


class SettingsStore(Protocol):
    """Per-server and per-user preferences (language, private replies).

    Only owners that changed something have rows, so the whole table is read at once
    (:class:`bot.prefs.Preferences` keeps it in memory); ``None`` as a value deletes the key.
    """

    async def settings_snapshot(self) -> SettingsSnapshot: ...

    async def set_guild_setting(self, guild_id: int, key: str, value: Any) -> None: ...

    async def set_user_setting(self, user_id: int, key: str, value: Any) -> None: ...


class SessionStore(Protocol):
    """Interactive resolver sessions, so a table game survives a bot restart."""

    async def save_session(self, session_id: str, state: dict[str, Any], *, open_: bool = True) -> None: ...

    async def load_session(self, session_id: str) -> dict[str, Any] | None: ...

    async def open_sessions(self) -> list[tuple[str, dict[str, Any]]]: ...

    async def close_session(self, session_id: str) -> None: ...


class Store(RulesStore, SettingsStore, SessionStore, Protocol):
    async def close(self) -> None: ...
