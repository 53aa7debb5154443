"""Damage divided among targets (601.2d): "Pyrokinesis deals 4 damage divided as you choose among any number of
target creatures", "… among one, two, or three target creatures", "… among one or two targets".

Why a step of its own: the other damage steps deal one amount to every recipient; this one deals to each target the
part the caster chose for it as the spell was cast (the scenario's ``division``), each at least 1, the parts adding
up to the amount (engine/act_divided.py checks both).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..grammar import TypeFilter
from .amounts import ZERO, Amount
from .steps import Step
from .targets import TargetCount


@dataclass(frozen=True, slots=True, kw_only=True)
class _DamageToTargetWord(Step):
    """One source's ``amount`` of damage to the targets of one counted target word: divided among them
    (:class:`DamageDivided`) or dealt to each (:class:`DamageEachTarget`). Never a plan's step itself: the engine and
    the renderer look handlers up by a step's exact type, one per kind."""

    action: str = "damage"
    amount: Amount = ZERO
    source: str | None = None
    objects: TypeFilter | None = None
    count: TargetCount = TargetCount()
    targets_object: ClassVar[bool] = True


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageDivided(_DamageToTargetWord):
    """``objects``: the kind of the targets ("target creatures"); None: any targets, players too (115.4)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class CountersDivided(Step):
    """"Distribute two +1/+1 counters among up to two target creatures" (601.2d): ``amount`` counters of ``kind``,
    divided among the targets as it was cast, each at least one."""

    action: str = "counter"
    amount: Amount = ZERO
    kind: str = "+1/+1"
    objects: TypeFilter | None = None
    count: TargetCount = TargetCount()
    targets_object: ClassVar[bool] = True


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageEachTarget(_DamageToTargetWord):
    """"Jagged Lightning deals 3 damage to each of two target creatures" (601.2c, 115.3): the whole ``amount`` to
    each target of the one counted word, dealt at once by the one source (120.3); a target no longer legal is dealt
    nothing and the others still are (608.2b). Not a division (601.2d): nothing is chosen but the targets."""
