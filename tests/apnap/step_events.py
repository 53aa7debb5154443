"""The events of one kind in a resolution's result, across its steps: what most resolver tests assert on.

Why one place: fourteen test files each kept the same three-line helper."""

from __future__ import annotations

from typing import Any


def events_of(out: dict[str, Any], action: str) -> list[dict[str, Any]]:
    """Every event whose action is ``action``, in step order."""
    return [e for s in out["steps"] for e in s["events"] if e["action"] == action]
