"""The long-running process's memory policy: large freed blocks go back to the system."""

from __future__ import annotations

import subprocess
import sys

import pytest

PROBE = """
import ctypes, sys
from bot.frontends.heap import return_freed_memory

class Info(ctypes.Structure):
    _fields_ = [(n, ctypes.c_size_t) for n in
                ("arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks", "uordblks", "fordblks",
                 "keepcost")]

libc = ctypes.CDLL("libc.so.6")
libc.malloc.restype = ctypes.c_void_p
libc.free.argtypes = [ctypes.c_void_p]
libc.mallinfo2.restype = Info
applied = return_freed_memory() if sys.argv[1] == "on" else False
libc.free(libc.malloc(300_000))  # without the policy, this raises glibc's threshold above 300 KB
mapped = libc.mallinfo2().hblks
block = libc.malloc(300_000)
print(applied, libc.mallinfo2().hblks - mapped)  # 1: mapped apart, so returned to the system on free
libc.free(block)
"""


def _probe(mode: str) -> list[str]:
    return subprocess.run([sys.executable, "-c", PROBE, mode], capture_output=True, text=True, timeout=30,
                          check=True).stdout.split()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="glibc's mallopt")
def test_large_freed_blocks_stay_returnable_to_the_system():
    try:
        before = _probe("off")
    except subprocess.CalledProcessError:
        pytest.skip("not glibc, or one without mallinfo2")
    assert before == ["False", "0"]  # glibc's default: the second block came from the heap
    assert _probe("on") == ["True", "1"]
