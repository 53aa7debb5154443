"""Typed steps that change how many counters permanents have, beyond putting them: doubling them (701.10e: as many
more as each already has) on the source, a target or each permanent of a kind, and removing them from a target.

Why apart from :mod:`.steps_board`: each reads the counters a permanent has now (the board's and this resolution's),
an amount that differs from one permanent to the next, so no single ``amount`` says it; one handler each in
:mod:`bot.apnap.engine.act_counter_changes`, one renderer each in :mod:`bot.apnap.render.on_counters`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..grammar import TypeFilter
from .amounts import ZERO, Amount
from .steps import ANY, Step


@dataclass(frozen=True, slots=True, kw_only=True)
class CountersDoubled(Step):
    """"Double the number of +1/+1 counters on this creature / on target creature / on each creature you control"
    (701.10e): each such permanent gets as many counters of ``kind`` as it has. ``on``: "source", "each" (every
    permanent ``objects`` matches) or "target"; the two step types below (dispatch is by exact type)."""

    action: str = "double_counters"
    kind: str = "+1/+1"
    on: str = "source"
    objects: TypeFilter = ANY


@dataclass(frozen=True, slots=True, kw_only=True)
class DoubleCounters(CountersDoubled):
    """On the source or on each permanent of a kind."""


@dataclass(frozen=True, slots=True, kw_only=True)
class DoubleTargetCounters(CountersDoubled):
    """"Double the number of +1/+1 counters on target creature" (115.1, 701.10e)."""

    targets_object: ClassVar[bool] = True
    on: str = "target"
    of_that_player: bool = False  # "… target creature that player controls"


@dataclass(frozen=True, slots=True, kw_only=True)
class RemoveTargetCounters(Step):
    """"Remove a -1/-1 counter from target creature", "Remove all +1/+1 counters from target creature" (115.1, 122.1):
    ``amount`` counters of ``kind`` (at most as many as it has), or ``every`` one."""

    targets_object: ClassVar[bool] = True

    action: str = "remove_counter"
    objects: TypeFilter = ANY
    kind: str = "+1/+1"
    amount: Amount = ZERO
    every: bool = False
    of_that_player: bool = False  # "… target creature that player controls"
