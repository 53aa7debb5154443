"""The deadlines of card work (issue 27): an import, and a name index build, end in bounded time.

An import checks ``CardLimits.seconds`` as it goes (bot/services/cards.py): before each batch it
reads and stages, and while downloading. A name index build runs in a daemon thread of its own
(``offload.in_daemon``) and is waited for until ``CardLimits.index_seconds``; past it, the index
in use stays and the build finishes alone, shared by the next reload.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

from ..cards.index import NameIndex
from ..errors import BotError

T = TypeVar("T")


def import_timeout(seconds: float) -> BotError:
    """The import ran past ``CardLimits.seconds``: stopped, nothing changed."""
    return BotError.of("import_timeout", "cards.error.timeout", limit=f"{seconds:g}")


def index_timeout(seconds: float) -> BotError:
    """The name index was not built within ``CardLimits.index_seconds``: the one in use stays."""
    return BotError.of("cards_unavailable", "cards.error.index_timeout", limit=f"{seconds:g}")


def build_index(names: list[tuple[str, str, str]], key: Callable[[str], str]) -> tuple[NameIndex, dict[str, str]]:
    """The name index of the stored names and the button ``key`` of each card (a second or two
    for 60,000 names: in a thread of its own)."""
    unique = list(dict.fromkeys(names))  # as the store keeps them: each (name, card, lang) once
    return NameIndex(unique), {key(card): card for _, card, _ in unique}


async def until(build: asyncio.Future[T], deadline: float) -> T:
    """A shared build's result, waited for until ``deadline`` (the build itself goes on after it)."""
    return await asyncio.wait_for(asyncio.shield(build), max(0.0, deadline - time.monotonic()))


def failed(build: asyncio.Future[Any]) -> bool:
    return build.done() and (build.cancelled() or build.exception() is not None)


async def within(work: Awaitable[T], deadline: float, seconds: float) -> T:
    """``work`` unless the import's deadline passes first (``import_timeout``)."""
    try:
        return await asyncio.wait_for(work, max(0.0, deadline - time.monotonic()))
    except TimeoutError:
        raise import_timeout(seconds) from None
