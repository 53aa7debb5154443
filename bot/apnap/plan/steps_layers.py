"""Typed steps for power and toughness as the layers set them (613.4) and the counters the source enters with
(614.1c): a characteristic-defining ability (layer 7a), a base set (7b), a switch (7d).

Why typed steps: each changes what the state-based actions see (704.5f) in its own layer, whatever the order the
text gives them in (613.4: 7a, then 7b, then 7c, then 7d; 613.7: by timestamp within a layer), so the engine keeps
them apart (engine/layers.py) instead of folding them into one "+N/+N" bonus. One handler each in
:mod:`bot.apnap.engine.act_layers`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..grammar import TypeFilter
from .amounts import ZERO, Amount
from .steps import Step


@dataclass(frozen=True, slots=True, kw_only=True)
class DefinedPT(Step):
    """"Westvale Cult Leader's power and toughness are each equal to the number of creatures you control" (604.3,
    613.4a): the source's ``which`` (``both``, ``power`` or ``toughness``) is ``amount``, counted as it applies."""

    action: str = "set_pt"
    which: str = "both"
    amount: Amount = ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class SetBasePTRule(Step):  # the two kinds below
    """"… has base power and toughness ``power``/``toughness``" (613.4b): on the permanents ``objects`` names while
    the source is there (``static``), the creature ``attached_to`` names (``attached``), or a target until end of
    turn."""

    action: str = "set_pt"
    power: int = 0
    toughness: int = 0
    objects: TypeFilter | None = None
    attached: str = ""
    static: bool = False

    @property
    def uses_attached(self) -> bool:
        return bool(self.attached)


@dataclass(frozen=True, slots=True, kw_only=True)
class SetBasePT(SetBasePTRule):
    """A static ability's: the kind it names or the attached creature (611.3a)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetSetBasePT(SetBasePTRule):
    """"Target creature has base power and toughness 1/1 until end of turn" (611.2a, 115.1)."""

    targets_object: ClassVar[bool] = True


@dataclass(frozen=True, slots=True, kw_only=True)
class SwitchPTRule(Step):  # the two kinds below
    """"Switch … power and toughness until end of turn" (613.4d), on the source or the target (``objects``)."""

    action: str = "switch_pt"
    objects: TypeFilter | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class SwitchPT(SwitchPTRule):
    """"Switch Aquamoeba's power and toughness until end of turn": the source."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetSwitchPT(SwitchPTRule):
    """"Switch target creature's power and toughness until end of turn" (115.1)."""

    targets_object: ClassVar[bool] = True


@dataclass(frozen=True, slots=True, kw_only=True)
class EntersWithCounters(Step):
    """"Scrounging Bandar enters the battlefield with two +1/+1 counters on it" (614.1c, 122.6): ``amount``
    counters of ``kind`` on the source as it enters ("X": the scenario's x; "for each …": counted then)."""

    action: str = "enters_with_counters"
    kind: str = "+1/+1"
    amount: Amount = ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class AttachedBonusWhile(Step):
    """"As long as enchanted creature is white, it gets +1/+2 and has lifelink" (611.3a): the creature ``attached_to``
    names gets +``power``/+``toughness`` (layer 7c) and ``keywords`` (layer 6) while it matches ``while_`` (a
    colour, said from the filter in either language)."""

    action: str = "modify"
    attached: str = "enchanted"
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    while_: TypeFilter | None = None

    @property
    def uses_attached(self) -> bool:
        """Which creature it is on is the scenario's ``attached_to``: asked before resolving when not given."""
        return True
