"""Gateway frames that are not what Discord sends: logged on one line, dropped, never fatal.

discord.py parses each gateway frame in ``DiscordWebSocket.received_message`` and lets any error
escape: a frame that is not JSON, a JSON list or ``null``, JSON nested 100,000 deep, a lone
surrogate, or an INTERACTION_CREATE without an ``id`` (or with a ``type`` that is a string) ends
``client.connect`` and the process exits 1, for every server the bot serves. A broken proxy or a
Discord incident can send such a frame, and the supervisor restarting the process costs a new
IDENTIFY (a daily budget) and every table game's listener.

:func:`install` wraps that one method. The library's own control flow (reconnect, close) passes
through; any other error drops the frame and logs one line, at most once a minute for each kind
of fault (:class:`OncePerKind`), with the count of those not logged. A frame that breaks the
zlib stream cannot be dropped (the stream's state is lost with it): the connection is closed
and the session resumes on a fresh one, after a pause that grows while it keeps happening.
"""

from __future__ import annotations

import asyncio
import logging
import re
import time
import zlib
from collections import Counter
from typing import Any

from discord.errors import ConnectionClosed
from discord.gateway import DiscordWebSocket, ReconnectWebSocket, WebSocketClosure
from discord.state import ConnectionState

log = logging.getLogger("cogs.gateway")

#: How the library itself leaves ``received_message``: not faults.
CONTROL_FLOW = (ReconnectWebSocket, WebSocketClosure, ConnectionClosed)
LOG_EVERY = 60.0  # seconds between two lines about the same kind of fault
RESUME_PAUSES = (0.0, 1.0, 2.0, 4.0, 8.0, 15.0, 30.0)  # before the nth resume in a row after a broken stream
RESUME_WINDOW = 120.0  # broken streams further apart than this start the pauses again
_EVENT = re.compile(r'"t"\s*:\s*"([A-Z_]{1,40})"')
_SNOWFLAKE = re.compile(r"[0-9]{1,20}")
#: INTERACTION_CREATE fields discord.py reads without checking: (key, required, type) at the top
#: level and inside ``data``. A payload that breaks one is refused before it becomes an Interaction
#: (a task that fails later logs a traceback, and the deadline guard would answer a bogus id).
_SNOWFLAKES = (("id", True), ("application_id", True), ("guild_id", False), ("channel_id", False))
_FIELDS: tuple[tuple[str, bool, type | tuple[type, ...]], ...] = (
    ("type", True, int), ("token", True, str), ("version", False, int), ("data", False, dict),
    ("member", False, dict), ("user", False, dict), ("channel", False, dict), ("guild", False, dict),
    ("message", False, dict), ("locale", False, str), ("guild_locale", False, str),
    ("app_permissions", False, (str, int)), ("entitlements", False, list),
)
_DATA_FIELDS: tuple[tuple[str, type | tuple[type, ...]], ...] = (
    ("name", str), ("custom_id", str), ("component_type", int), ("type", int), ("options", list),
    ("resolved", dict), ("values", list), ("components", list),
)


class OncePerKind:
    """A log line per kind of fault at most every ``every`` seconds; the others are counted."""

    def __init__(self, every: float = LOG_EVERY) -> None:
        self.every = every
        self.last: dict[str, float] = {}
        self.unlogged: Counter[str] = Counter()

    def __call__(self, kind: str, message: str) -> bool:
        now = time.monotonic()
        if now - self.last.get(kind, -self.every - 1) < self.every:
            self.unlogged[kind] += 1
            return False
        self.last[kind] = now
        skipped = self.unlogged.pop(kind, 0)
        log.warning("%s%s", message, f" ({skipped} more like it since the last line)" if skipped else "")
        return True


_once = OncePerKind()
_broken_streams: list[float] = []


def _event_of(msg: Any) -> str:
    """The dispatch event a frame claims to be (read from its first bytes), for the log line."""
    head = msg[:300] if isinstance(msg, str) else ""
    found = _EVENT.search(head)
    return found[1] if found else ("binary frame" if isinstance(msg, bytes | bytearray) else "frame")


def _reason(exc: BaseException) -> str:
    """The error in one bounded, printable line (the frame's own text may be in it)."""
    text = str(exc).splitlines()[0] if str(exc).strip() else ""
    return f"{type(exc).__name__}: {ascii(text)[1:-1][:120]}" if text else type(exc).__name__


class MalformedPayload(ValueError):
    """A dispatch payload without a field discord.py needs, or with one of the wrong type."""


def check_interaction(data: Any) -> None:
    """Refuse an INTERACTION_CREATE payload discord.py would fail on (now or in a later task)."""
    if not isinstance(data, dict):
        raise MalformedPayload(f"the payload is {type(data).__name__}, not an object")
    for key, required in _SNOWFLAKES:
        value = data.get(key)
        if value is None and not required:
            continue
        if not isinstance(value, str | int) or isinstance(value, bool) or not _SNOWFLAKE.fullmatch(str(value)):
            raise MalformedPayload(f"{key} is {'missing' if value is None else 'not a snowflake'}")
    for key, required, kind in _FIELDS:
        value = data.get(key)
        if value is None and not required:
            continue
        if not isinstance(value, kind) or isinstance(value, bool):
            raise MalformedPayload(f"{key} is {'missing' if value is None else 'of the wrong type'}")
    for key, kind in _DATA_FIELDS:
        value = data.get("data", {}).get(key)
        if value is not None and (not isinstance(value, kind) or isinstance(value, bool)):
            raise MalformedPayload(f"data.{key} is of the wrong type")
    for key in ("member", "message"):
        user = (data.get(key) or {}).get("user" if key == "member" else "author")
        if user is not None and not isinstance(user, dict):
            raise MalformedPayload(f"{key} has a user of the wrong type")


def _resume_pause() -> float:
    now = time.monotonic()
    _broken_streams[:] = [t for t in _broken_streams if now - t < RESUME_WINDOW] + [now]
    return RESUME_PAUSES[min(len(_broken_streams), len(RESUME_PAUSES)) - 1]


def install() -> None:
    """Wrap ``DiscordWebSocket.received_message`` and check INTERACTION_CREATE payloads (once)."""
    original = DiscordWebSocket.received_message
    if getattr(original, "guarded", False):
        return
    parse_interaction = ConnectionState.parse_interaction_create

    def parse_interaction_create(self: ConnectionState, data: Any) -> None:
        check_interaction(data)  # raised into received_message below: logged and dropped
        parse_interaction(self, data)

    ConnectionState.parse_interaction_create = parse_interaction_create  # type: ignore[method-assign]

    async def received_message(self: DiscordWebSocket, msg: Any, /) -> None:
        try:
            await original(self, msg)
        except CONTROL_FLOW:
            raise
        except Exception as exc:
            event = "INTERACTION_CREATE" if isinstance(exc, MalformedPayload) else _event_of(msg)
            reason = _reason(exc)
            broken = isinstance(exc, zlib.error)
            outcome = "resuming on a new connection" if broken else "the session goes on"
            _once(f"{event}:{type(exc).__name__}",
                  f"Dropped a malformed gateway frame (shard {self.shard_id}, {event}, {reason}); {outcome}. "
                  f"Further ones like it are logged at most once a minute.")
            if broken:  # the zlib stream's state went with the bad frame: only a new connection has a new one
                await asyncio.sleep(_resume_pause())
                await self.close(code=4000)  # 4000: the session stays resumable
                raise ReconnectWebSocket(self.shard_id) from None

    received_message.guarded = True  # type: ignore[attr-defined]
    DiscordWebSocket.received_message = received_message  # type: ignore[method-assign]
