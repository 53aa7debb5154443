"""Heavy work off the event loop, with a deadline: one request can delay only itself.

The bot answers every server from one event loop; a resolution that computes for a second on it
delays every other user's /rule by that second. :func:`offload` runs such work in a small pool of
worker threads instead and waits for it at most ``seconds``.

Threads, not processes: the work is pure Python, so a thread holds the GIL while it computes, but
the interpreter hands the GIL to the loop's thread every few milliseconds (``sys.getswitchinterval``),
and the resolver's budget (bot/apnap/budget.py) keeps a worst-case resolution under about a second
of CPU. `python -m bench.bench_storm` measures other users' /rule latency during a storm of them. A thread
cannot be killed, so the deadline is also enforced inside the work: the resolver's budget stops at
the same time (``apnap.budget.time_limit``).
"""

from __future__ import annotations

import asyncio
import contextvars
import threading
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


def in_daemon(fn: Callable[[], T], name: str) -> asyncio.Future[T]:
    """``fn()`` in a daemon thread of its own, as a future of the running loop.

    For builds that are bounded by their input's limits but cannot stop themselves half-way (a
    name index, a search index): the caller waits for the future with a deadline (``wait_for`` on
    ``asyncio.shield(future)``, so later callers can join the same build) and keeps what it had
    when the deadline passes. The thread then finishes alone and its result is dropped; being a
    daemon, it never holds the process up at exit (``asyncio.to_thread``'s pool is joined there).
    """
    loop = asyncio.get_running_loop()
    future: asyncio.Future[T] = loop.create_future()
    context = contextvars.copy_context()

    def settle(ok: bool, value: object) -> None:
        if future.done():
            return
        if ok:
            future.set_result(value)  # type: ignore[arg-type]
        else:
            future.set_exception(value)  # type: ignore[arg-type]

    def work() -> None:
        try:
            value: object = context.run(fn)
            ok = True
        except BaseException as exc:  # handed to the loop, raised where the future is awaited
            value, ok = exc, False
        try:
            loop.call_soon_threadsafe(settle, ok, value)
        except RuntimeError:  # the loop closed meanwhile: nobody waits any more
            pass

    threading.Thread(target=work, name=name, daemon=True).start()
    # Its failure is raised to whoever awaits it; one nobody awaits any more is not reported again.
    future.add_done_callback(lambda f: f.cancelled() or f.exception())
    return future
