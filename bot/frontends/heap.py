"""The memory policy of a long-running process (the bot, the console)."""

from __future__ import annotations

import ctypes
import ctypes.util
import sys

M_MMAP_THRESHOLD = -3  # glibc's mallopt() parameter
MMAP_THRESHOLD = 128 * 1024  # glibc's own starting value, kept instead of raised


def return_freed_memory() -> bool:
    """Have glibc give large freed blocks back to the system; returns whether it applies.

    glibc raises its mmap threshold each time a large block is freed; after that, large
    short-lived blocks come from the heap and stay resident once freed (the bot process held
    8 MB more after 300 searches and 200 rule lookups, measured). A fixed threshold keeps such
    blocks mapped apart and returned on free. Other C libraries (musl, macOS) are left alone.
    """
    if not sys.platform.startswith("linux"):
        return False
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        return bool(libc.mallopt(M_MMAP_THRESHOLD, MMAP_THRESHOLD))
    except (OSError, AttributeError):  # no libc by that name, or one without mallopt
        return False
