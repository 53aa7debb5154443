"""Stopping cleanly on SIGINT and SIGTERM, for the bot and for the cluster supervisor alike."""

from __future__ import annotations

import asyncio
import contextlib
import signal
from collections.abc import Iterator


@contextlib.contextmanager
def stop_on_signals() -> Iterator[asyncio.Event]:
    """An event set by SIGINT or SIGTERM while the block runs (the loop's handlers are removed
    afterwards). Where the loop cannot take signal handlers (Windows), Ctrl-C still raises
    KeyboardInterrupt as usual."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    handled = []
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
            handled.append(sig)
        except (NotImplementedError, RuntimeError):
            pass
    try:
        yield stop
    finally:
        for sig in handled:
            loop.remove_signal_handler(sig)
