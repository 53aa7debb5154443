"""Typed steps for continuous effects on permanents that :mod:`.steps_board` does not cover: a static ability of
the source itself ("Wild Nacatl gets +1/+1 as long as you control a Plains", "Benalish Honor Guard gets +1/+0 for
each legendary creature you control") and an effect on what the instruction before acted on ("They gain haste
until end of turn").

Why typed steps, not a dropped clause: a static ability never resolves (604.1) and "gains haste until end of turn"
moves nothing, yet both change what the game sees; the result must say on which permanents, how (layer 7c,
613.4c; layer 6, 613.1f), for how long (611.2a, 611.3a) and, for "as long as", whether the condition holds now.
One handler each in :mod:`bot.apnap.engine.act_static`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..grammar import TypeFilter
from .amounts import Amount, Condition
from .steps import Step


@dataclass(frozen=True, slots=True, kw_only=True)
class StaticSelf(Step):
    """A static ability of the source on itself (604.1, 611.3a): +``power``/+``toughness`` (times ``times`` when
    the text says "for each …"), ``keywords``, while ``while_`` holds (None: always)."""

    action: str = "modify"
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    times: Amount | None = None
    while_: Condition | None = None
    while_text: str = ""  # the condition as printed ("you control a Plains"), for the reading


@dataclass(frozen=True, slots=True, kw_only=True)
class ModifyThose(Step):
    """"They gain haste until end of turn", "That token gains haste until end of turn" (608.2c, 611.2a): the
    permanents the step before acted on that are on the battlefield now; ``noun`` is the printed reference."""

    action: str = "modify"
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    loses: tuple[str, ...] = ()  # "loses first strike until end of turn": abilities removed (layer 6, 613.1f)
    noun: str = "they"
    duration: str = "this_turn"  # "Those tokens gain haste." with no end said lasts indefinitely (611.2a)


@dataclass(frozen=True, slots=True, kw_only=True)
class CombatRequirementRule(Step):  # the two kinds below
    """A requirement or a permission in combat (508.1d, 509.1a-c), checked as attackers and blockers are declared:
    ``rule`` is ``must_attack``, ``must_attack_each_turn`` (once each turn, 508.1d), ``must_attack_or_block`` (both
    requirements, 508.1d and 509.1c), ``must_block``, ``must_be_blocked``, ``block_additional``,
    ``block_any_number`` (509.1a), ``block_only`` (only
    creatures matching ``other``), ``not_blocked_by``, ``blocked_only_by``, ``max_one_blocker`` or
    ``min_blockers`` (509.1b, with ``blockers``). On the source (``on``: ``source``),
    the creature ``attached_to`` names (``attached``) or the target (``target``); ``duration`` ``static`` (611.3a)
    or ``this_turn`` (611.2a)."""

    action: str = "combat_rule"
    rule: str = "must_attack"
    on: str = "source"
    attached: str = ""
    objects: TypeFilter | None = None  # the target's kind ("target creature an opponent controls")
    other: TypeFilter | None = None  # "creatures with flying", "blue creatures" (said from the filter, any language)
    # more kinds, either of them: "except by artifact creatures and/or red creatures", "by Vampires or Zombies" (509.1b)
    other_also: tuple[TypeFilter, ...] = ()
    duration: str = "static"
    # how many may block it (509.1b): ``max_one_blocker`` 1 ("by more than one creature"), ``min_blockers`` N
    # ("except by N or more creatures"); 0 for every other rule
    blockers: int = 0

    @property
    def uses_attached(self) -> bool:
        return bool(self.attached)


@dataclass(frozen=True, slots=True, kw_only=True)
class CombatRequirement(CombatRequirementRule):
    """On the source or the attached creature."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetCombatRequirement(CombatRequirementRule):
    """"Target creature blocks this turn if able": on the permanent ``target`` names (115.1). ``whom``: the second
    target word's kind of ``must_block_target`` / ``cant_block_target`` ("… blocks target creature this turn if
    able", 509.1b-c), the creature the scenario names second in ``target`` (601.2c: in the order of the words)."""

    targets_object: ClassVar[bool] = True
    whom: TypeFilter | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class DoesntUntapRule(Step):  # the two kinds below
    """"… doesn't untap during its controller's [next] untap step" (502.3): ``during`` ``next`` (the next one only,
    from a resolving ability) or ``each`` (a static ability's, while its source is there, 611.3a). On the source
    (``on``: ``source``), the creature ``attached_to`` names (``attached``) or the target (``refers``: the one
    targeted before it, 608.2c)."""

    action: str = "doesnt_untap"
    during: str = "next"
    on: str = ""
    attached: str = ""
    objects: TypeFilter | None = None
    refers: bool = False
    may_choose: bool = False  # "You may choose not to untap …": its controller decides each untap step (502.3)
    # "… for as long as you control Icefall Regent" (``you_control``), "… for as long as Mana Leech remains tapped"
    # (``source_tapped``): the effect ends when that stops being true (611.2b); "" when no such end is said
    while_: str = ""

    @property
    def uses_attached(self) -> bool:
        return bool(self.attached)


@dataclass(frozen=True, slots=True, kw_only=True)
class DoesntUntap(DoesntUntapRule):
    """On the source or the attached creature."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetDoesntUntap(DoesntUntapRule):
    """"Tap target creature. It doesn't untap during its controller's next untap step": the permanent ``target``
    names (115.1)."""

    targets_object: ClassVar[bool] = True


@dataclass(frozen=True, slots=True, kw_only=True)
class DoesntUntapThose(DoesntUntapRule):
    """"Tap up to two target creatures. Those creatures don't untap during their controller's next untap step",
    "They don't untap …" (608.2c): each permanent the instruction before acted on; ``noun`` is the printed reference.
    ``objects``, when set, is the trigger's "one or more …" group that "they" names (603.2)."""

    noun: str = "they"


@dataclass(frozen=True, slots=True, kw_only=True)
class AdditionalPhases(Step):
    """"After this main phase, there is an additional combat phase followed by an additional main phase", "After
    this phase, there is an additional combat phase" (500.8): phases added to this turn right after the current
    one; nothing happens now. ``after`` is ``main_phase`` or ``phase``; ``main`` whether a main phase follows."""

    action: str = "additional_phases"
    after: str = "phase"
    main: bool = False
