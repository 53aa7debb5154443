"""Helpers shared by the benchmarks: where the CR files are, timing, one JSON line per result."""

from __future__ import annotations

import json
import os
import resource
import statistics
import sys
import time
from importlib.machinery import ModuleSpec
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]

CR_DIR = Path(os.environ.get("MTGBOT_CR_DIR") or os.environ.get("MTGBOT_RULES")
              or REPO / "tests" / "data" / "cr")
CURRENT = CR_DIR / "en-20260417.txt"


def this_module(spec: ModuleSpec | None) -> list[str]:
    """The command that runs a benchmark module again in a child process (``python -m bench.…``, from
    ``REPO``: bench is a package, so the child finds ``bot`` and ``tests`` as the parent did)."""
    if spec is None:
        raise SystemExit("run a benchmark as a module: python -m bench.bench_<name>")
    return [sys.executable, "-m", spec.name]


def emit(name: str, **fields) -> None:
    print(json.dumps({"benchmark": name, **fields}, ensure_ascii=False), flush=True)


def timings_ms(fn, runs: int) -> list[float]:
    out = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        out.append((time.perf_counter() - t) * 1000)
    return out


def summary(samples: list[float]) -> dict[str, float]:
    s = sorted(samples)
    return {
        "median_ms": round(statistics.median(s), 4),
        "p99_ms": round(s[min(len(s) - 1, int(len(s) * 0.99))], 4),
        "runs": len(s),
    }


def peak_rss_mb() -> float:
    """This process's own peak resident memory. /proc's VmHWM, where there is one: getrusage's
    ru_maxrss survives exec on Linux, so a child started by a bench would report the bench's peak."""
    try:
        with open("/proc/self/status") as f:
            return next(round(int(line.split()[1]) / 1024, 1) for line in f if line.startswith("VmHWM:"))
    except (OSError, StopIteration):
        return round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)
