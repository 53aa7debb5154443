"""The typed count of one word "target" from its spec (601.2c), apart from convert_board.py so that every converter
(boards, layers) reads it without importing another converter (no import circle)."""

from __future__ import annotations

from ..grammar import StepSpec
from .targets import TargetCount


def target_count(spec: StepSpec) -> TargetCount | None:
    """The ``targets`` detail (grammar/target_counts.py: "2-2", "0-2", "1-2", "x-x", "0-x", "0-any") as the typed
    count of the one word "target" (601.2c); None for exactly one."""
    said = spec.detail("targets")
    if not said or "-" not in said:
        return None
    low, high = said.split("-")
    if high == "any":
        return TargetCount(least=0, most=None, any_number=True)
    most = None if high == "x" else int(high)
    least = None if low == "x" else int(low)
    return TargetCount(least=least, most=most, other=bool(spec.detail("other_target")))
