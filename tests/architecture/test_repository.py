"""The repository itself: no merge left half done in a tracked file."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
MARKER = re.compile(r"^(<{7}|>{7})( |$)", re.MULTILINE)


def tracked_files() -> list[Path]:
    try:
        out = subprocess.run(["git", "ls-files", "-z"], cwd=REPO, capture_output=True, check=True, timeout=30).stdout
    except (OSError, subprocess.CalledProcessError):
        pytest.skip("not a git checkout")
    return [REPO / name for name in out.decode().split("\0") if name]


def test_no_tracked_file_keeps_merge_conflict_markers():
    # A README once shipped two `<<<<<<< HEAD` blocks from merged branches; nothing else caught it.
    bad = []
    for path in tracked_files():
        if not path.is_file() or path.stat().st_size > 2_000_000:
            continue
        text = path.read_bytes()
        if b"\0" in text[:4096]:
            continue  # binary
        if MARKER.search(text.decode("utf-8", "replace")):
            bad.append(str(path.relative_to(REPO)))
    assert not bad, f"merge conflict markers in {bad}"


@pytest.mark.parametrize("package", ["tests", "bench"])
def test_helpers_are_imported_as_modules(package):
    """tests/ and bench/ are packages: a helper is imported as ``tests.<folder>.<module>`` or
    ``bench._common`` (a benchmark runs as ``python -m bench.bench_<name>``), so every folder of
    Python files has an ``__init__.py`` and nothing puts a folder on ``sys.path`` (which made a
    helper's name depend on which folder's tests were collected first, or on the directory a
    benchmark was started from)."""
    folders = {p.parent for p in (REPO / package).rglob("*.py")}
    assert folders
    assert not sorted(str(f.relative_to(REPO)) for f in folders if not (f / "__init__.py").is_file())
    path_edits = re.compile(r"^\s*sys\.path(\.insert|\.append|\[)", re.MULTILINE)
    assert not [str(p.relative_to(REPO)) for p in (REPO / package).rglob("*.py")
                if path_edits.search(p.read_text(encoding="utf-8"))]
