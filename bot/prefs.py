"""Per-server and per-user preferences, and the language a reply is written in.

Order: a user's own language override, else the server's default language, else the user's
Discord locale (``auto``). A server may also ask for private (ephemeral) replies.

Every interaction needs these, so they are read from memory, never from the database: only users
and servers that changed a setting have rows, a small table that is loaded whole at start-up and
reloaded in the background every :data:`REFRESH_SECONDS` (so a change made by another bot process
applies there within that time). Writes go to the store first and then to memory, so a change is
visible at once in the process that made it. Looking up a user who never set anything costs one
dict lookup and no I/O; that is what keeps a burst of first-time users cheap.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from .i18n import normalize_lang

REFRESH_SECONDS = 60.0

log = logging.getLogger(__name__)


class Preferences:
    def __init__(self, store: Any, *, refresh: float = REFRESH_SECONDS) -> None:
        self.store = store
        self.refresh = refresh
        self._guilds: dict[int, dict[str, Any]] = {}
        self._users: dict[int, dict[str, Any]] = {}
        self._loaded_at: float | None = None
        self._writes = 0  # bumped by every write, so a reload that raced one is not applied
        self._reload: asyncio.Task[None] | None = None

    async def load(self) -> None:
        """Read every saved setting into memory (start-up, and each refresh)."""
        writes = self._writes
        snapshot = await self.store.settings_snapshot()
        if writes != self._writes:
            # A write landed while the snapshot was read; memory already has it and the snapshot
            # may not. Keep memory; the next refresh reads again.
            self._loaded_at = time.monotonic()
            return
        self._guilds, self._users = snapshot.guilds, snapshot.users
        self._loaded_at = time.monotonic()

    async def _current(self) -> None:
        if self._loaded_at is None:
            await self.load()
        elif time.monotonic() - self._loaded_at >= self.refresh and (self._reload is None or self._reload.done()):
            # Serve what we have and reload behind it: a reply never waits for the database.
            self._reload = asyncio.get_running_loop().create_task(self._background_reload())

    async def _background_reload(self) -> None:
        try:
            await self.load()
        except Exception:  # noqa: BLE001 - stale settings beat a failed reply; try again later
            log.exception("reloading settings failed; keeping the previous ones")
            self._loaded_at = time.monotonic()

    async def guild(self, guild_id: int | None) -> dict[str, Any]:
        await self._current()
        return dict(self._guilds.get(int(guild_id), {})) if guild_id is not None else {}

    async def user(self, user_id: int | None) -> dict[str, Any]:
        await self._current()
        return dict(self._users.get(int(user_id), {})) if user_id is not None else {}

    async def set_guild(self, guild_id: int, key: str, value: Any) -> None:
        await self._current()
        await self.store.set_guild_setting(int(guild_id), key, value)
        self._remember(self._guilds, int(guild_id), key, value)

    async def set_user(self, user_id: int, key: str, value: Any) -> None:
        await self._current()
        await self.store.set_user_setting(int(user_id), key, value)
        self._remember(self._users, int(user_id), key, value)

    def _remember(self, table: dict[int, dict[str, Any]], owner: int, key: str, value: Any) -> None:
        # Only called after the awaits above, so ``table`` is the dict in use now (a load swaps them).
        self._writes += 1
        values = dict(table.get(owner, {}))  # copy: a reader may hold the old dict
        if value is None:
            values.pop(key, None)
        else:
            values[key] = value
        if values:
            table[owner] = values
        else:
            table.pop(owner, None)

    async def resolve(self, user_id: int | None, guild_id: int | None, locale: str | None) -> tuple[str, bool]:
        """``(lang, private)`` for a reply to ``user_id`` in ``guild_id`` with Discord ``locale``."""
        await self._current()
        user = self._users.get(int(user_id), {}) if user_id is not None else {}
        guild = self._guilds.get(int(guild_id), {}) if guild_id is not None else {}
        return effective_lang(user.get("lang"), guild.get("lang"), locale), bool(guild.get("private", False))

    async def close(self) -> None:
        if self._reload is not None and not self._reload.done():
            self._reload.cancel()
            try:
                await self._reload
            except asyncio.CancelledError:
                pass


def effective_lang(user_lang: str | None, guild_lang: str | None, locale: str | None) -> str:
    for choice in (user_lang, guild_lang):
        if choice in ("en", "es"):
            return choice
    return normalize_lang(str(locale) if locale else None)
