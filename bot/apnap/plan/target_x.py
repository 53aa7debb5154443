"""An X the card defines as the number of targets (107.3c, 601.2c): "Destroy up to X target lands, where X is the
number of verse counters on this permanent". The grammar keeps the definition on the step's spec (``targets_ref``);
here it becomes the typed amount of the step's ``TargetCount``, which the engine works out as the step resolves.

Why apart from target_count_of.py: the amount's converter (convert_amounts.py) imports the board converters, which
read target counts; converting the definition after the step is built keeps that one direction of imports.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..grammar import StepSpec
from .convert_amounts import amount_of_ref
from .steps import Step
from .targets import TargetCount


def with_target_x(spec: StepSpec, step: Step) -> Step:
    """``step`` with its counted target word's X defined by ``spec.targets_ref``; a definition with no such word to
    take it is a reader's bug (the words would be dropped), never a silent answer."""
    if spec.targets_ref is None:
        return step
    count = getattr(step, "count", None)
    if not isinstance(count, TargetCount) or None not in (count.least, count.most) or count.any_number:
        raise ValueError(f"'where X is' with no X target count in {spec.text!r}")
    counted: Any = step  # every step with a ``count`` field (steps_board.py, targets.py) takes it back
    return replace(counted, count=replace(count, x=amount_of_ref(spec.targets_ref)))  # type: ignore[no-any-return]
