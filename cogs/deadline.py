"""Answering every interaction before Discord's 3-second deadline (issue 12, item 11).

Discord forgets an interaction 3 s after sending it: a first response after that gets "Unknown
interaction" and the user sees "The application did not respond". discord.py, given a 429 with
``retry_after`` of 10 s on the callback (or on any request a command makes before answering),
simply sleeps that long and answers too late. Two guards prevent it:

* :func:`guard` (started by the runner when an interaction arrives) defers the interaction at
  :data:`DEFER_AT` seconds if nothing has answered it yet, so a slow or rate-limited command
  still answers, as a followup (followups stay valid for 15 minutes and can wait out a 429).
* :func:`respond` sends a first response with a time budget; when it cannot land in time (the
  callback is rate limited or slow), it gives up on it, defers, and sends the answer as a followup.

Both take a per-interaction lock, so a guard's defer and a command's answer never race into a
double acknowledgement.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable

import discord

log = logging.getLogger(__name__)

DEADLINE = 3.0  # seconds Discord waits for the first response
DEFER_AT = 2.0  # the guard defers then: later than any normal answer, early enough to land
SEND_BUDGET = 2.4  # a first response still pending then is abandoned for a defer
MIN_TRY = 0.3  # the least time a first response is given, however late it starts
LATE_ARRIVAL = 1.0  # an interaction this old on arrival is logged: the usual cause of an expired one

ACK_CODES = {40060}  # "Interaction has already been acknowledged": the abandoned answer landed


def received_at(interaction: discord.Interaction) -> float:
    """When the interaction arrived, on the monotonic clock (from its snowflake time, so a busy
    event loop that reaches it late does not stretch the deadline; clamped against clock skew)."""
    extras = interaction.extras
    if "received_at" not in extras:
        try:
            age = (discord.utils.utcnow() - interaction.created_at).total_seconds()
        except (AttributeError, TypeError):
            age = 0.0
        if age >= LATE_ARRIVAL:
            log.warning("interaction %s reached the bot %.1f s after Discord sent it (a busy event loop or "
                        "host): %.1f s of Discord's %.0f are left", getattr(interaction, "id", None), age,
                        max(DEADLINE - age, 0.0), DEADLINE)
        extras["received_at"] = time.monotonic() - min(max(age, 0.0), DEADLINE)
    return float(extras["received_at"])


def _lock(interaction: discord.Interaction) -> asyncio.Lock:
    lock = interaction.extras.get("answer_lock")
    if not isinstance(lock, asyncio.Lock):
        lock = interaction.extras["answer_lock"] = asyncio.Lock()
    return lock


def answering(interaction: discord.Interaction) -> asyncio.Lock:
    """The lock held while an interaction's first response is being decided and sent."""
    return _lock(interaction)


def is_component(interaction: discord.Interaction) -> bool:
    return getattr(interaction, "type", None) == discord.InteractionType.component


async def _defer(interaction: discord.Interaction, *, ephemeral: bool) -> str:
    """Defer within what is left of the deadline: "deferred", "answered" (the first response had
    landed after all) or "failed" (too late: nothing more can be sent)."""
    remaining = received_at(interaction) + DEADLINE - time.monotonic()
    try:
        if is_component(interaction):
            call = interaction.response.defer()  # keeps the clicked message; the answer follows
        else:
            call = interaction.response.defer(ephemeral=ephemeral, thinking=True)
            interaction.extras["deferred_public"] = not ephemeral
        await asyncio.wait_for(call, timeout=max(remaining, MIN_TRY))
        return "deferred"
    except discord.InteractionResponded:
        return "answered"
    except discord.HTTPException as exc:
        if exc.code in ACK_CODES:
            return "answered"
        log.warning("interaction %s could not be deferred: %s %s", getattr(interaction, "id", None), exc.status,
                    exc.code)
        return "failed"
    except TimeoutError:
        log.warning("interaction %s could not be deferred before Discord's deadline", getattr(interaction, "id", None))
        return "failed"


async def respond(interaction: discord.Interaction, initial: Callable[[], Awaitable[object]],
                  later: Callable[[], Awaitable[object]], *, ephemeral: bool) -> None:
    """Send ``initial()`` (a first response) if it lands in time; otherwise defer and ``later()``
    (the same answer as a followup or an edit of the original). The caller holds :func:`answering`."""
    budget = received_at(interaction) + SEND_BUDGET - time.monotonic()
    try:
        await asyncio.wait_for(initial(), timeout=max(budget, MIN_TRY))
        return
    except TimeoutError:
        log.warning("interaction %s: the answer was not accepted in time (rate limited or slow); "
                    "deferring and following up", getattr(interaction, "id", None))
    except discord.HTTPException as exc:
        if exc.status != 429 and exc.status < 500:
            raise
        log.warning("interaction %s: the answer was refused (%s); deferring and following up",
                    getattr(interaction, "id", None), exc.status)
    outcome = await _defer(interaction, ephemeral=ephemeral)
    if outcome == "deferred":
        await later()


async def defer_now(interaction: discord.Interaction, *, ephemeral: bool) -> None:
    """Defer at once, for a command whose answer is never instant (a scenario file to download, parse and
    resolve): waiting for the guard left it one second of Discord's three, and on a loaded host a storm of such
    requests missed it and could never be answered. Its answer follows as a followup."""
    async with _lock(interaction):
        if not interaction.response.is_done():
            await _defer(interaction, ephemeral=ephemeral)


async def guard(interaction: discord.Interaction, *, ephemeral: bool) -> None:
    """Defer ``interaction`` at :data:`DEFER_AT` unless something has answered it by then."""
    delay = received_at(interaction) + DEFER_AT - time.monotonic()
    if delay > 0:
        await asyncio.sleep(delay)
    async with _lock(interaction):
        if interaction.response.is_done():
            return
        log.info("interaction %s not answered after %.1f s: deferring", getattr(interaction, "id", None), DEFER_AT)
        await _defer(interaction, ephemeral=ephemeral)
