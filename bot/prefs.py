"""Per-server and per-user preferences, and the language a reply is written in.

Order: a user's own language override, else the server's default language, else the user's
Discord locale (``auto``). A server may also ask for private (ephemeral) replies. Reads are cached
briefly in memory (writes through this object refresh the cache at once).
"""

from __future__ import annotations

import asyncio
import time
from collections import OrderedDict
from typing import Any

from .i18n import normalize_lang

LANG_CHOICES = ("en", "es", "auto")
CACHE_SECONDS = 60.0
CACHE_SIZE = 10_000


class Preferences:
    def __init__(self, store: Any, *, ttl: float = CACHE_SECONDS) -> None:
        self.store = store
        self.ttl = ttl
        self._cache: OrderedDict[tuple[str, int], tuple[float, dict[str, Any]]] = OrderedDict()
        self._inflight: dict[tuple[str, int], asyncio.Future[dict[str, Any]]] = {}

    async def _get(self, scope: str, owner: int | None) -> dict[str, Any]:
        if owner is None:
            return {}
        key = (scope, int(owner))
        hit = self._cache.get(key)
        now = time.monotonic()
        if hit is not None and now - hit[0] < self.ttl:
            self._cache.move_to_end(key)
            return hit[1]
        pending = self._inflight.get(key)
        if pending is not None:  # the same settings are already being read: share that read
            return await asyncio.shield(pending)
        future: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self._inflight[key] = future
        try:
            if scope == "guild":
                value = await self.store.get_guild_settings(int(owner))
            else:
                value = await self.store.get_user_settings(int(owner))
        except BaseException as exc:
            future.set_exception(exc)
            future.exception()  # retrieved: waiters re-raise it, nobody logs "never retrieved"
            raise
        finally:
            self._inflight.pop(key, None)
        future.set_result(value)
        self._cache[key] = (now, value)
        if len(self._cache) > CACHE_SIZE:
            self._cache.popitem(last=False)
        return value

    async def guild(self, guild_id: int | None) -> dict[str, Any]:
        return dict(await self._get("guild", guild_id))

    async def user(self, user_id: int | None) -> dict[str, Any]:
        return dict(await self._get("user", user_id))

    async def set_guild(self, guild_id: int, key: str, value: Any) -> None:
        await self.store.set_guild_setting(int(guild_id), key, value)
        self._cache.pop(("guild", int(guild_id)), None)

    async def set_user(self, user_id: int, key: str, value: Any) -> None:
        await self.store.set_user_setting(int(user_id), key, value)
        self._cache.pop(("user", int(user_id)), None)

    async def resolve(self, user_id: int | None, guild_id: int | None, locale: str | None) -> tuple[str, bool]:
        """``(lang, private)`` for a reply to ``user_id`` in ``guild_id`` with Discord ``locale``."""
        user = await self._get("user", user_id)
        guild = await self._get("guild", guild_id)
        return effective_lang(user.get("lang"), guild.get("lang"), locale), bool(guild.get("private", False))


def effective_lang(user_lang: str | None, guild_lang: str | None, locale: str | None) -> str:
    for choice in (user_lang, guild_lang):
        if choice in ("en", "es"):
            return choice
    return normalize_lang(str(locale) if locale else None)
