"""Package data: the top-level ``data/`` folder, reached as ``bot/data`` (a symlink in the
source tree, real files in the wheel), so ``pip install .`` works from any directory."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path


def data_path(*parts: str) -> Path:
    """``data_path("terms", "en-es.jsonl")`` → the installed file, wherever the package lives.

    pip installs wheels unpacked, so the package's resources are real files; a ``Path`` lets
    callers glob directories as well as read files.
    """
    return Path(str(files("bot").joinpath("data", *parts)))
