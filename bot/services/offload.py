"""Heavy work off the event loop, with a deadline: one request can delay only itself.

The bot answers every server from one event loop; a resolution that computes for a second on it
delays every other user's /rule by that second. :func:`offload` runs such work in a small pool of
worker threads instead and waits for it at most ``seconds``.

Threads, not processes: the work is pure Python, so a thread holds the GIL while it computes, but
the interpreter hands the GIL to the loop's thread every few milliseconds (``sys.getswitchinterval``),
and the resolver's budget (bot/apnap/budget.py) keeps a worst-case resolution under about a second
of CPU. bench/bench_storm.py measures other users' /rule latency during a storm of them. A thread
cannot be killed, so the deadline is also enforced inside the work: the resolver's budget stops at
the same time (``apnap.budget.time_limit``).
"""

from __future__ import annotations

import asyncio
import contextvars
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

T = TypeVar("T")

#: Seconds one resolution may take, waiting in the pool's queue included.
RESOLVE_SECONDS = 10.0
#: Workers: two requests compute at once; more would only share the same GIL.
WORKERS = 2

_pool: ThreadPoolExecutor | None = None


def _executor() -> ThreadPoolExecutor:
    global _pool
    if _pool is None:
        _pool = ThreadPoolExecutor(max_workers=WORKERS, thread_name_prefix="mtgbot-work")
    return _pool


async def offload(fn: Callable[[], T], seconds: float) -> T:
    """``fn()`` in a worker thread (with the caller's context variables); ``TimeoutError`` after
    ``seconds``. A call still queued then never starts; a running one must stop itself."""
    loop = asyncio.get_running_loop()
    context = contextvars.copy_context()
    future = loop.run_in_executor(_executor(), context.run, fn)
    return await asyncio.wait_for(future, seconds)
