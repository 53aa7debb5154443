"""Storage interfaces. Callers depend on these protocols only, never on a backend.

SQLite (through aiosqlite) is the embedded default; PostgreSQL (through asyncpg) implements the
same protocols for bot processes on several machines. :func:`bot.storage.open_store` picks one
from the URL and applies the numbered migrations (:mod:`bot.storage.migrations`) before returning.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import date
from typing import Any, Literal, Protocol

from ..rules.model import RuleBook

Scope = Literal["guild", "user"]


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
    imported: bool  # False when the same content was already stored (by us or a racing process)
    replaced: bool  # True when another text with the same effective date was replaced


class RulesStore(Protocol):
    """Several CR releases side by side, keyed by effective date."""

    async def has_content(self, content_hash: str) -> bool: ...

    async def import_book(self, book: RuleBook, source: str) -> ImportResult: ...

    async def versions(self) -> list[VersionInfo]: ...

    async def load_book(self, effective: date) -> RuleBook: ...


@dataclass
class SettingsSnapshot:
    """Every saved preference: ``{guild_id: {key: value}}`` and ``{user_id: {key: value}}``.

    ``cursor`` is the position in the change feed this snapshot includes; pass it to
    :meth:`SettingsStore.settings_changes` to get only what changed afterwards.
    """

    guilds: dict[int, dict[str, Any]]
    users: dict[int, dict[str, Any]]
    cursor: int = 0


@dataclass(frozen=True, slots=True)
class SettingChange:
    scope: Scope
    owner: int
    key: str
    value: Any  # None: the key was deleted


@dataclass
class SettingsDelta:
    """The changes after a cursor, oldest first, and the cursor that includes them."""

    cursor: int
    changes: list[SettingChange] = field(default_factory=list)


class SettingsStore(Protocol):
    """Per-server and per-user preferences (language, private replies).

    Only owners that changed something have rows, so the whole table is read once at start
    (:class:`bot.services.settings.Preferences` keeps it in memory) and afterwards only the change feed;
    ``None`` as a value deletes the key.
    """

    async def settings_snapshot(self) -> SettingsSnapshot: ...

    async def settings_changes(self, since: int) -> SettingsDelta: ...

    async def set_guild_setting(self, guild_id: int, key: str, value: Any) -> None: ...

    async def set_user_setting(self, user_id: int, key: str, value: Any) -> None: ...


@dataclass(frozen=True, slots=True)
class SessionRecord:
    id: str
    state: dict[str, Any]
    open: bool


class SessionStore(Protocol):
    """Interactive resolver sessions, so a table game survives a bot restart (or another
    process of the same bot continues it)."""

    async def save_session(self, session_id: str, state: dict[str, Any], *, open_: bool = True) -> None: ...

    async def load_session(self, session_id: str) -> dict[str, Any] | None: ...

    async def open_sessions(self) -> list[tuple[str, dict[str, Any]]]: ...

    async def close_session(self, session_id: str) -> None: ...

    async def all_sessions(self) -> list[SessionRecord]: ...


class CoordinationStore(Protocol):
    """What several bot processes sharing one database agree on."""

    async def claim_identify_slot(self, bucket: int, interval: float) -> float:
        """Reserve the next IDENTIFY slot of ``bucket``; the seconds to wait before using it."""
        ...


#: Called with no argument when another process changed a setting (PostgreSQL NOTIFY).
SettingsListener = Callable[[], None]


class Store(RulesStore, SettingsStore, SessionStore, CoordinationStore, Protocol):
    #: ``"sqlite"`` or ``"postgres"``; the migrations folder it uses.
    dialect: str
    #: What to name in messages (a file path, or a URL without its password).
    where: str

    async def migrate(self) -> list[str]:
        """Apply pending migrations (done at open unless asked not to); the labels applied now."""
        ...

    async def applied_migrations(self) -> list[str]: ...

    async def ping(self) -> None:
        """Raise :class:`bot.errors.BotError` (``bad_database``) unless the database answers."""
        ...

    async def listen_settings(self, listener: SettingsListener) -> bool:
        """Call ``listener`` when another process changes a setting; False if this backend
        cannot push (callers poll :meth:`settings_changes` instead)."""
        ...

    async def close(self) -> None: ...
