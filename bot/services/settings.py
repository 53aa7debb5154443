"""The settings service: per-server and personal preferences (language, private replies).

Per-server and per-user preferences, and the language a reply is written in.

Order: a user's own language override, else the server's default language, else the user's
Discord locale (``auto``). A server may also ask for private (ephemeral) replies.

Every interaction needs these, so they are read from memory, never from the database: only users
and servers that changed a setting have rows, loaded whole once at start-up. After that only the
store's change feed is read (``settings_changes(cursor)``: the few rows changed since the last
read, an index probe however many settings exist), so a change made by another bot process
arrives here:

* at once with PostgreSQL, which pushes a notification on every change (``LISTEN/NOTIFY``);
* within :data:`POLL_SECONDS` with SQLite, which cannot push (the next interaction after that
  reads the feed in the background; replies never wait for the database).

Writes go to the store first and then to memory, so a change is visible at once in the process
that made it. Looking up a user who never set anything costs one dict lookup and no I/O.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass
from typing import Any

from ..errors import BotError
from ..i18n import normalize_lang, parse_lang
from ..storage.base import SettingChange

#: How often the change feed is read when the store cannot push changes.
POLL_SECONDS = 10.0
#: With pushed changes, a read now and then still catches a notification lost in a reconnect.
PUSHED_POLL_SECONDS = 60.0
REFRESH_SECONDS = POLL_SECONDS  # the name callers used before the change feed

log = logging.getLogger(__name__)


class Preferences:
    def __init__(self, store: Any, *, refresh: float | None = None) -> None:
        self.store = store
        self._refresh = refresh
        self.pushed = False  # whether the store notifies us of changes
        self._guilds: dict[int, dict[str, Any]] = {}
        self._users: dict[int, dict[str, Any]] = {}
        self._cursor = 0
        self._loaded_at: float | None = None
        self._dirty = False  # a notification arrived, or a refresh was skipped: read the feed soon
        self._writes = 0  # bumped by every write, so a read that raced one is not applied
        self._reload: asyncio.Task[None] | None = None
        self._closed = False
        # One read at a time: an older read applied after a newer one would put back old values
        # and move the cursor backwards.
        self._reading = asyncio.Lock()

    @property
    def refresh(self) -> float:
        if self._refresh is not None:
            return self._refresh
        return PUSHED_POLL_SECONDS if self.pushed else POLL_SECONDS

    @refresh.setter
    def refresh(self, value: float) -> None:
        self._refresh = value

    async def load(self) -> None:
        """Read every saved setting into memory (start-up), and subscribe to pushed changes."""
        if not self.pushed and hasattr(self.store, "listen_settings"):
            self.pushed = bool(await self.store.listen_settings(self._poke))
        async with self._reading:
            await self._load_snapshot()

    async def _load_snapshot(self) -> None:
        writes = self._writes
        snapshot = await self.store.settings_snapshot()
        if writes != self._writes:
            # A write landed while the snapshot was read; memory already has it and the snapshot
            # may not. Keep memory; the next refresh reads everything again.
            self._loaded_at = time.monotonic()
            return
        self._guilds, self._users, self._cursor = snapshot.guilds, snapshot.users, snapshot.cursor
        self._loaded_at = time.monotonic()
        self._dirty = False

    async def refresh_now(self) -> int:
        """Apply what changed since the last read; how many changes were applied."""
        async with self._reading:
            return await self._read_changes()

    async def _read_changes(self) -> int:
        writes = self._writes
        # Cleared before the read: a notification arriving during it sets it again, so the change
        # it announces (maybe committed after our read) is read next, not forgotten.
        self._dirty = False
        delta = await self.store.settings_changes(self._cursor)
        self._loaded_at = time.monotonic()
        if writes != self._writes:
            # One of our writes landed meanwhile; the delta may predate it. Read again next time.
            self._dirty = True
            return 0
        for change in delta.changes:
            self._apply(change)
        self._cursor = delta.cursor
        return len(delta.changes)

    def _apply(self, change: SettingChange) -> None:
        table = self._guilds if change.scope == "guild" else self._users
        values = dict(table.get(change.owner, {}))  # copy: a reader may hold the old dict
        if change.value is None:
            values.pop(change.key, None)
        else:
            values[change.key] = change.value
        if values:
            table[change.owner] = values
        else:
            table.pop(change.owner, None)

    def _poke(self) -> None:
        """Another process changed a setting (called on the event loop by the store)."""
        if self._closed or self._loaded_at is None:
            return
        self._dirty = True
        self._start_refresh()

    def _start_refresh(self) -> None:
        if self._reload is None or self._reload.done():
            self._reload = asyncio.get_running_loop().create_task(self._background_refresh())

    async def _current(self) -> None:
        if self._loaded_at is None:
            await self.load()
        elif self._dirty or time.monotonic() - self._loaded_at >= self.refresh:
            # Serve what we have and read the changes behind it: a reply never waits for the database.
            self._start_refresh()

    async def _background_refresh(self) -> None:
        try:
            while True:
                await self.refresh_now()
                if not self._dirty or self._closed:
                    break
                await asyncio.sleep(0)  # a notification arrived while reading: read again
        except BotError as exc:  # the database is down: the store logs the outage once; one line here
            log.warning("reading settings changes failed (%s); keeping the previous ones", exc.code)
            self._loaded_at = time.monotonic()
        except Exception:  # noqa: BLE001 - stale settings beat a failed reply; try again later
            log.exception("reading settings changes failed; keeping the previous ones")
            self._loaded_at = time.monotonic()

    async def wait_idle(self) -> None:
        """Wait for a background refresh in flight (tests, shutdown)."""
        if self._reload is not None:
            await asyncio.gather(self._reload, return_exceptions=True)

    async def guild(self, guild_id: int | None) -> dict[str, Any]:
        await self._current()
        return dict(self._guilds.get(int(guild_id), {})) if guild_id is not None else {}

    async def user(self, user_id: int | None) -> dict[str, Any]:
        await self._current()
        return dict(self._users.get(int(user_id), {})) if user_id is not None else {}

    async def set_guild(self, guild_id: int, key: str, value: Any) -> None:
        await self._current()
        await self.store.set_guild_setting(int(guild_id), key, value)
        self._remember(SettingChange("guild", int(guild_id), key, value))

    async def set_user(self, user_id: int, key: str, value: Any) -> None:
        await self._current()
        await self.store.set_user_setting(int(user_id), key, value)
        self._remember(SettingChange("user", int(user_id), key, value))

    def _remember(self, change: SettingChange) -> None:
        # Only called after the awaits above, so the tables are the ones in use now (a load swaps them).
        self._writes += 1
        self._apply(change)

    async def resolve(self, user_id: int | None, guild_id: int | None, locale: str | None) -> tuple[str, bool]:
        """``(lang, private)`` for a reply to ``user_id`` in ``guild_id`` with Discord ``locale``."""
        await self._current()
        user = self._users.get(int(user_id), {}) if user_id is not None else {}
        guild = self._guilds.get(int(guild_id), {}) if guild_id is not None else {}
        return effective_lang(user.get("lang"), guild.get("lang"), locale), bool(guild.get("private", False))

    # --- what the settings commands show and change ----------------------------------------

    async def server(self, guild_id: int | None) -> ServerSettings:
        saved = await self.guild(guild_id)
        return ServerSettings(lang=saved.get("lang", "auto"), private=bool(saved.get("private", False)))

    async def set_server(self, guild_id: int, *, lang: str | None = None,
                         private: bool | None = None) -> ServerSettings:
        """Change what is given; ``lang="auto"`` lets each user's Discord locale decide again."""
        if lang is not None:
            await self.set_guild(guild_id, "lang", setting_lang(lang))
        if private is not None:
            await self.set_guild(guild_id, "private", bool(private))
        return await self.server(guild_id)

    async def set_personal_lang(self, user_id: int, lang: str) -> None:
        """A user's own language; ``auto`` removes the override (the server's default applies)."""
        value = setting_lang(lang)
        await self.set_user(user_id, "lang", None if value == "auto" else value)

    async def close(self) -> None:
        self._closed = True
        if self._reload is not None and not self._reload.done():
            self._reload.cancel()
            try:
                await self._reload
            except asyncio.CancelledError:
                pass


@dataclass(frozen=True, slots=True)
class ServerSettings:
    """A server's settings with their defaults: the Discord locale decides (``auto``), replies public."""

    lang: str = "auto"  # auto | en | es
    private: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {"lang": self.lang, "private": self.private}


def setting_lang(value: str | None) -> str:
    """A language setting: ``en``, ``es`` or ``auto`` (the Discord locale decides)."""
    return "auto" if value in (None, "", "auto") else parse_lang(value)


def effective_lang(user_lang: str | None, guild_lang: str | None, locale: str | None) -> str:
    for choice in (user_lang, guild_lang):
        if choice in ("en", "es"):
            return choice
    return normalize_lang(str(locale) if locale else None)
