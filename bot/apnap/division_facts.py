"""The scenario's ``division``: how the caster divided an amount among the targets as the spell was cast (601.2d),
for "… deals 4 damage divided as you choose among any number of target creatures" and "Prevent the next 4 damage …
to any number of targets, divided as you choose" (615.7). A list of whole numbers, one
for each target in the order ``target`` names them (``division: [3, 1]``).

Why read here and checked by the engine: the loader knows only that it is a list of positive numbers the text can
use; how many targets were chosen and the amount (X included) are the engine's to check (engine/act_divided.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .grammar import MAX_AMOUNT, Effect
from .plan import CountersDivided, DamageDivided, plan_of
from .plan.shields import PreventDamageDivided
from .scenario_reader import ScenarioReader


def division(loader: ScenarioReader, data: Mapping[str, Any], effect: Effect) -> tuple[int, ...] | None:
    """The parts in target order (each at least 1, 601.2d), or None when not given; given for a text that divides
    nothing is ``bad_scenario``."""
    raw = data.get("division")
    if raw is None:
        return None
    if not any(isinstance(st, (DamageDivided, CountersDivided, PreventDamageDivided)) for st in plan_of(effect).steps):
        raise loader.bad("division", "apnap.error.division_unused")
    items = loader.sequence(raw if isinstance(raw, list) else [raw], "division", 10)
    return tuple(loader.integer(v, f"division[{i}]", 1, MAX_AMOUNT) for i, v in enumerate(items))
