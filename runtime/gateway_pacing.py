"""Pacing the gateway's reconnects when every connection is closed at once.

discord.py answers a gateway close it can handle (4000 "unknown error", 4001…, a network drop)
with an immediate RESUME or IDENTIFY, and pauses only when the new connection itself fails. A
gateway that accepts the connection, says HELLO and closes it again (Discord in trouble, or a
proxy in the way) therefore gets a tight reconnect loop: hundreds of connections a minute, and
IDENTIFY calls out of the daily budget.

:func:`install` wraps ``Shard.reidentify``: when the connection being replaced lived less than
:data:`QUICK_CLOSE_SECONDS`, the next attempt waits :data:`PAUSES` (1, 2, 4 … 30 s, growing with
each quick close in a row) and says so in one log line; a connection that lived longer resets the
pauses, so an ordinary close is resumed at once. The wait runs in its own task, so the client's
event queue (the other shards) is never held up.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import Any

from discord import shard as discord_shard

log = logging.getLogger("runtime.gateway_pacing")

PAUSES = (1.0, 2.0, 4.0, 8.0, 15.0, 30.0)  # before the 1st, 2nd … quick reconnect in a row (last repeats)
QUICK_CLOSE_SECONDS = 30.0  # a connection closed sooner than this counts as "closed at once"


def next_pause(lived: float, quick_in_a_row: int) -> tuple[float, int]:
    """(pause before reconnecting, quick closes in a row after this one) for a connection that
    lived ``lived`` seconds."""
    if lived >= QUICK_CLOSE_SECONDS:
        return 0.0, 0
    return PAUSES[min(quick_in_a_row, len(PAUSES) - 1)], quick_in_a_row + 1


def install() -> None:
    """Wrap ``discord.shard.Shard`` once per process (idempotent)."""
    shard_class: Any = discord_shard.Shard
    if getattr(shard_class, "_mtgbot_paced", False):
        return
    original_launch, original_reidentify = shard_class.launch, shard_class.reidentify

    def launch(self: Any) -> None:
        self._mtgbot_launched = time.monotonic()
        original_launch(self)

    async def reidentify(self: Any, exc: Any) -> None:
        lived = time.monotonic() - getattr(self, "_mtgbot_launched", 0.0)
        pause, self._mtgbot_quick = next_pause(lived, getattr(self, "_mtgbot_quick", 0))
        if not pause:
            await original_reidentify(self, exc)
            return
        log.warning("Shard %s: the gateway closed the connection after %.1f s (%d time(s) in a row); "
                    "reconnecting in %g s", self.id, lived, self._mtgbot_quick, pause)

        async def later() -> None:
            await asyncio.sleep(pause)
            if not self._client.is_closed():
                await original_reidentify(self, exc)

        self._mtgbot_paced_task = asyncio.get_running_loop().create_task(later())

    shard_class.launch, shard_class.reidentify = launch, reidentify
    shard_class._mtgbot_paced = True
