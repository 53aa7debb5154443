"""Waiting, by events and never by sleeping, for settings written elsewhere to reach a process's memory.

A change made by another process reaches :class:`bot.services.settings.Preferences` one of two
ways, and a test waits on the one its backend uses: PostgreSQL pushes a notification
(:class:`Announcing` sets ``pushed`` once the listener has taken one), and a read of the change
feed that the check itself starts (``refresh=0``) is awaited with ``wait_idle``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

from bot.services.settings import Preferences


class Announcing:
    """The real store; ``pushed`` is set each time a notification of a change has been handed on."""

    def __init__(self, store: Any) -> None:
        self.store = store
        self.pushed = asyncio.Event()

    def __getattr__(self, name: str) -> Any:
        return getattr(self.store, name)

    async def listen_settings(self, listener: Callable[[], None]) -> bool:
        def handed_on() -> None:
            listener()
            self.pushed.set()

        return bool(await self.store.listen_settings(handed_on))


class Unannounced:
    """The real store without its pushed notifications: a test that pokes by hand is not raced by the
    server's own (PostgreSQL notifies every change, whenever it arrives)."""

    def __init__(self, store: Any) -> None:
        self.store = store

    def __getattr__(self, name: str) -> Any:
        if name == "listen_settings":
            raise AttributeError(name)
        return getattr(self.store, name)


async def until_settled(prefs: Preferences, check: Callable[[], Awaitable[bool]],
                        pushed: asyncio.Event | None = None, seconds: float = 15.0) -> None:
    """Wait until ``check()`` holds: after each pushed notification (``pushed``) or, without one,
    after each read of the feed the check started (``refresh=0``). ``seconds`` only guards against a hang."""
    assert pushed is not None or prefs.refresh == 0, "nothing would ever read the change"

    async def settle() -> None:
        while not await check():
            if pushed is not None:
                await pushed.wait()
                pushed.clear()
            await prefs.wait_idle()

    await asyncio.wait_for(settle(), seconds)
