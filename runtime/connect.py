"""Reaching Discord: the API address, logging in with retries, and what a failure means.

* :func:`prepare_library` points discord.py at ``MTGBOT_DISCORD_API`` when it is set (a stand-in
  server in the end-to-end tests, or a self-hosted gateway), silences the voice-library
  warnings (this bot has no voice), and makes discord.py's own reconnect messages one line each.
* :func:`login` retries with a bounded, growing pause while Discord cannot be reached (no network,
  DNS down, 5xx), saying so on stderr; then it gives up with :class:`Unreachable`.
* :func:`report_failure` turns a known failure into one clear line and an exit status: **2** for
  what a restart cannot fix (a rejected token, fatal gateway close codes 4004 and 4010–4014), so
  the cluster supervisor stops instead of burning the identify budget; **1** when Discord stayed
  unreachable (the supervisor restarts after a pause). Anything else is re-raised: an internal
  fault, reported as such by the CLI.
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import sys

import aiohttp
import discord
import yarl
from discord.gateway import DiscordWebSocket

from bot.config import Settings

from . import gateway_guard, gateway_pacing

log = logging.getLogger("runtime.connect")

EXIT_CONFIG, EXIT_UNREACHABLE = 2, 1
RETRY_PAUSES = (1.0, 2.0, 4.0, 8.0, 15.0, 30.0)  # the pause before retry n (the last one repeats)

#: Gateway close codes after which reconnecting cannot work (Discord's gateway documentation).
FATAL_CLOSE_CODES = {
    4004: "Discord rejected the token (DISCORD_TOKEN): authentication failed (gateway close 4004).",
    4010: "Discord refused the shard settings (gateway close 4010, invalid shard): check MTGBOT_SHARDS "
          "and MTGBOT_SHARD_IDS.",
    4011: "Discord requires more shards for this bot (gateway close 4011, sharding required): set "
          "MTGBOT_SHARDS (or leave it unset to use Discord's recommendation).",
    4012: "Discord refused the gateway API version (gateway close 4012): update discord.py.",
    4013: "Discord refused the gateway intents (gateway close 4013, invalid intents).",
    4014: "Discord refused a privileged intent this bot asked for (gateway close 4014): enable it in the "
          "Developer Portal (Bot → Privileged Gateway Intents) or do not request it.",
}

#: Failures that mean "Discord cannot be reached right now" (retrying may help).
NETWORK_ERRORS: tuple[type[BaseException], ...] = (
    OSError, aiohttp.ClientError, asyncio.TimeoutError, discord.DiscordServerError, discord.GatewayNotFound,
)


class Unreachable(Exception):
    """Discord could not be reached after every retry."""

    def __init__(self, where: str, attempts: int, cause: BaseException) -> None:
        self.where, self.attempts, self.cause = where, attempts, cause
        super().__init__(f"cannot reach Discord at {where} after {attempts} attempt(s): {describe(cause)}")


def describe(exc: BaseException) -> str:
    """A one-line reason without a traceback (the library's DNS and socket errors are long)."""
    if isinstance(exc, asyncio.TimeoutError):
        return "timed out"
    if isinstance(exc, discord.DiscordServerError):
        return f"Discord answered {exc.status}"
    text = str(exc).strip().splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {text[:200]}" if text else type(exc).__name__


def api_base(settings: Settings) -> str:
    return settings.discord_api or discord.http.Route.BASE


class OneLineReconnects(logging.Filter):
    """discord.py logs every reconnect attempt after a lost gateway with a full traceback (every
    few seconds while the network is down). The operator needs the reason, not the stack: the
    record keeps its level and message, with :func:`describe` of the error in place of the traceback.
    ``MTGBOT_DEBUG`` keeps the tracebacks."""

    PREFIXES = ("Attempting a reconnect", "Failed to connect for shard_id")

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and str(record.msg).startswith(self.PREFIXES) and not os.environ.get("MTGBOT_DEBUG"):
            exc = record.exc_info[1]
            record.msg = f"{record.getMessage()} ({describe(exc) if exc else 'unknown error'})"
            record.args, record.exc_info, record.exc_text = None, None, None
        return True


def prepare_library(settings: Settings) -> None:
    """Once at start-up: the API address, one-line reconnect messages, and no warnings about voice
    libraries nobody needs."""
    for module in (discord.client, discord.shard):  # their loggers are named after the modules
        logger = logging.getLogger(module.__name__)
        if not any(isinstance(f, OneLineReconnects) for f in logger.filters):
            logger.addFilter(OneLineReconnects())
    gateway_guard.install()  # a malformed frame is logged and dropped, not fatal (gateway_guard.py)
    gateway_pacing.install()  # a gateway that closes every connection at once is not hammered
    discord.VoiceClient.warn_nacl = False
    if hasattr(discord.VoiceClient, "warn_dave"):
        discord.VoiceClient.warn_dave = False
    if settings.discord_api:
        # Every REST call (and interaction callbacks and followups) is built from Route.BASE.
        discord.http.Route.BASE = settings.discord_api


async def point_gateway(bot: discord.Client, settings: Settings) -> None:
    """With ``MTGBOT_DISCORD_API``, ask that API for its gateway URL: discord.py otherwise connects
    to Discord's own gateway whenever the shard count is fixed, and after an invalid session."""
    if settings.discord_api:
        _, url, _ = await bot.http.get_bot_gateway()
        DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(url)


async def login(bot: discord.Client, token: str, settings: Settings, *,
                pauses: tuple[float, ...] = RETRY_PAUSES) -> None:
    """``bot.login`` with bounded retries while Discord cannot be reached; a refused token is
    not retried (:class:`discord.LoginFailure` propagates)."""
    attempts = settings.connect_retries + 1
    for attempt in range(1, attempts + 1):
        try:
            await bot.login(token)
            return
        except NETWORK_ERRORS as exc:
            # Close the failed attempt's session (it owns its connector); the next login opens both anew.
            await bot.http.close()
            bot.http.connector = discord.utils.MISSING
            if attempt == attempts:
                raise Unreachable(api_base(settings), attempts, exc) from None
            pause = pauses[min(attempt, len(pauses)) - 1]
            print(f"Cannot reach Discord at {api_base(settings)} ({describe(exc)}); "
                  f"retrying in {pause:g} s (attempt {attempt + 1} of {attempts}).", file=sys.stderr, flush=True)
            await asyncio.sleep(pause)


async def start(bot: discord.Client, token: str, settings: Settings) -> None:
    """What ``bot.start`` does, with :func:`login`'s retries and the configured gateway."""
    await login(bot, token, settings)
    try:
        await point_gateway(bot, settings)
    except NETWORK_ERRORS as exc:
        raise Unreachable(api_base(settings), 1, exc) from None
    await bot.connect(reconnect=True)


def failure(exc: BaseException) -> tuple[int, str] | None:
    """``(exit status, message)`` for a failure a person can act on; None for an internal fault."""
    if isinstance(exc, discord.LoginFailure):
        return EXIT_CONFIG, "Discord rejected the token (DISCORD_TOKEN): check it in the Developer Portal."
    if isinstance(exc, discord.PrivilegedIntentsRequired):
        return EXIT_CONFIG, FATAL_CLOSE_CODES[4014]
    if isinstance(exc, discord.ConnectionClosed) and exc.code in FATAL_CLOSE_CODES:
        return EXIT_CONFIG, FATAL_CLOSE_CODES[exc.code]
    if isinstance(exc, Unreachable):
        return EXIT_UNREACHABLE, (f"Cannot reach Discord at {exc.where} after {exc.attempts} attempt(s) "
                                  f"({describe(exc.cause)}). Check the network connection and try again.")
    if isinstance(exc, discord.HTTPException) and exc.status == 429:
        return EXIT_UNREACHABLE, ("Discord is refusing requests from this address for now (HTTP 429, too many "
                                  "requests); wait before starting again.")
    if isinstance(exc, NETWORK_ERRORS):
        return EXIT_UNREACHABLE, f"Cannot reach Discord ({describe(exc)}). Check the network connection and try again."
    return None


def report_failure(exc: BaseException, *, as_json: bool = False) -> int:
    """Print a known failure (one line on stderr, or the CLI's JSON error object on stdout) and
    return its status; re-raise anything else."""
    known = failure(exc)
    if known is None:
        raise exc
    status, message = known
    label = "bad_config" if status == EXIT_CONFIG else "discord_unreachable"
    if as_json:
        print(json.dumps({"error": {"code": label, "message": message, "suggestions": []}}), flush=True)
    else:
        print(f"Error ({label}): {message}", file=sys.stderr, flush=True)
    return status

