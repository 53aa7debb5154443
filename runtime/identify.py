"""IDENTIFY pacing shared by every bot process through the database.

Discord lets a bot start one session per rate-limit bucket every 5 seconds, for the whole bot
(``bucket = shard_id % max_concurrency``; ``max_concurrency`` comes with ``GET /gateway/bot``).
discord.py paces the shards of one process only (it sleeps 5 s before each but the first), so
processes on several hosts starting together would exceed that. :class:`IdentifyGate` replaces
``before_identify_hook``: each IDENTIFY first reserves the next free slot of its bucket in the
shared store (:meth:`~bot.storage.base.CoordinationStore.claim_identify_slot`, atomic in both
backends, on the database's clock) and sleeps until it.

Wiring: ``MTGBot.prepare`` installs it once the services are open::

    IdentifyGate.install(self, self.services.store, self.settings.identify_concurrency)
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

log = logging.getLogger("runtime.identify")

IDENTIFY_INTERVAL = 5.0  # seconds between two IDENTIFY calls of one bucket (Discord's rule)


class IdentifyGate:
    def __init__(self, store: Any, max_concurrency: int | None = None, *,
                 fetch_concurrency: Callable[[], Awaitable[int]] | None = None,
                 interval: float = IDENTIFY_INTERVAL,
                 sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep) -> None:
        """``max_concurrency`` None: ask ``fetch_concurrency`` once (Discord's value), else 1."""
        self.store = store
        self.max_concurrency = max_concurrency
        self._fetch = fetch_concurrency
        self.interval = interval
        self._sleep = sleep
        self._lock = asyncio.Lock()

    @classmethod
    def install(cls, bot: Any, store: Any, max_concurrency: int | None = None) -> IdentifyGate:
        """Make ``bot`` (a discord.py client) pace its IDENTIFY calls through ``store``."""

        async def from_discord() -> int:
            _, _, limit = await bot.http.get_bot_gateway()
            return int(limit["max_concurrency"])

        gate = cls(store, max_concurrency, fetch_concurrency=from_discord)
        bot.identify_hook = gate.before_identify_hook  # MTGBot.before_identify_hook calls it
        return gate

    async def concurrency(self) -> int:
        async with self._lock:
            if self.max_concurrency is None:
                value = 1
                if self._fetch is not None:
                    try:
                        value = max(1, int(await self._fetch()))
                    except Exception:  # noqa: BLE001 - the safe value still works, only slower
                        log.warning("could not read max_concurrency from Discord; using 1", exc_info=True)
                self.max_concurrency = value
            return self.max_concurrency

    def bucket(self, shard_id: int | None, concurrency: int) -> int:
        return (shard_id or 0) % concurrency

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        """Wait for this shard's bucket slot. ``initial`` does not skip the wait (discord.py's own
        hook does): another process may have just used the slot."""
        bucket = self.bucket(shard_id, await self.concurrency())
        try:
            wait = await self.store.claim_identify_slot(bucket, self.interval)
        except Exception:  # noqa: BLE001 - a database hiccup must not stop the bot connecting
            log.warning("identify slot unavailable (database?); pacing this process alone", exc_info=True)
            wait = 0.0 if initial else self.interval
        if wait > 0:
            log.info("shard %s waits %.1f s for its IDENTIFY slot (bucket %d)", shard_id, wait, bucket)
            await self._sleep(wait)
