"""Typed steps that change permanents where they stand, or a player's mana pool: counters on the
source, a targeted permanent tapped or changed until end of turn, a chosen permanent untapped,
regeneration shields, control of the source, and mana added.

Why apart from :mod:`.steps`: these act on one known object (the source, ``target``) or on the mana
pool, not on zones; each is one dataclass here and one handler in
:mod:`bot.apnap.engine.act_board`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..grammar import TypeFilter
from .amounts import ZERO, Amount
from .steps import ANY, PickStep, Step


@dataclass(frozen=True, slots=True, kw_only=True)
class SourceCounters(Step):
    """"Put a fury counter on this permanent [for each …]" (122.1): ``amount`` counters of ``kind`` on the source."""

    action: str = "counter"
    kind: str = "+1/+1"
    amount: Amount = ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetCounters(Step):
    """"Put a +1/+1 counter on target creature" (115.1, 122.1): on the object named by ``target``."""

    targets_object: ClassVar[bool] = True

    action: str = "counter"
    objects: TypeFilter = ANY
    kind: str = "+1/+1"
    amount: Amount = ZERO
    of_that_player: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class PickedCounters(PickStep):
    """"Each player may put two +1/+1 counters on a creature they control": each player picks (101.4), then
    every pick gets ``amount`` counters of ``kind`` at once."""

    action: str = "counter"
    kind: str = "+1/+1"


@dataclass(frozen=True, slots=True, kw_only=True)
class RemoveSourceCounters(Step):
    """"Remove a scream counter from it" / "remove all +1/+1 counters from this permanent" (122.8 is about
    moving; removing is an instruction like any other): ``amount`` counters, or every one of ``kind``."""

    action: str = "remove_counter"
    kind: str = "+1/+1"
    amount: Amount = ZERO
    every: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnTarget(Step):
    """"Tap target creature that player controls" (701.26a): the object named by ``target``."""

    targets_object: ClassVar[bool] = True

    objects: TypeFilter = ANY
    of_that_player: bool = False  # "… that player controls": the target must be that player's (115.1)


@dataclass(frozen=True, slots=True, kw_only=True)
class TapTarget(TurnTarget):
    action: str = "tap"


@dataclass(frozen=True, slots=True, kw_only=True)
class UntapTarget(TurnTarget):
    action: str = "untap"


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnPicked(PickStep):
    """"That player untaps a land they control": each player picks, then the picks turn at once (701.26)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TapPicked(TurnPicked):
    action: str = "tap"


@dataclass(frozen=True, slots=True, kw_only=True)
class UntapPicked(TurnPicked):
    action: str = "untap"


@dataclass(frozen=True, slots=True, kw_only=True)
class RegenerateAll(Step):
    """"Regenerate each creature you control" (701.19a): each gets a shield for this turn; nothing moves now."""

    action: str = "regenerate"
    objects: TypeFilter = ANY


@dataclass(frozen=True, slots=True, kw_only=True)
class ModifyTarget(Step):
    """"Target creature gets +1/+0 and gains deathtouch until end of turn" (611.2a, 613.4c): a continuous
    effect from a resolving ability, on the object named by ``target``, that lasts until the cleanup step."""

    targets_object: ClassVar[bool] = True

    action: str = "modify"
    objects: TypeFilter = ANY
    of_that_player: bool = False
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class ModifyAll(Step):
    """"Creatures you control get +1/+1 and gain trample until end of turn" (611.2a): every matching permanent
    on the battlefield as the effect begins (611.2c)."""

    action: str = "modify"
    objects: TypeFilter = ANY
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class RegenerateTarget(Step):
    """"Regenerate target creature" (701.19a): a shield on the object named by ``target``."""

    targets_object: ClassVar[bool] = True

    action: str = "regenerate"
    objects: TypeFilter = ANY
    of_that_player: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class GainControlSource(Step):
    """"That player gains control of this permanent" (613.1b): the source moves to their battlefield."""

    action: str = "gain_control"


@dataclass(frozen=True, slots=True, kw_only=True)
class GainControlOwned(Step):
    """"Each player gains control of all creatures they own" (613.1b): every matching permanent another
    player controls goes to its owner, if its owner is one of the acting players; all at once."""

    action: str = "gain_control"
    objects: TypeFilter = ANY


@dataclass(frozen=True, slots=True, kw_only=True)
class AddMana(Step):
    """"That player adds {G}{G}" / "Add {R} or {G}" / "Add one mana of any color" (106.1, 106.4): mana in
    the player's pool. ``options`` are the printed alternatives; with more than one the player picks."""

    action: str = "add_mana"
    options: tuple[str, ...] = ()
