"""Steps on the stack (405): counter a spell (701.6a), and a spell's own "This spell can't be countered" (604.1).

Why a module apart: a spell is an object on the stack, which the scenario names in ``spells`` (stack_facts.py),
not a permanent of the board; which spell is meant (the ``target``, or the spell a cast trigger is about,
``event_object``) is the one question these steps share.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..grammar import TypeFilter
from ..grammar.specs import StepSpec
from . import amounts as a
from .convert_amounts import amount_of_ref, step_amount
from .steps import ANY, PerformedBy, Step


@dataclass(frozen=True, slots=True, kw_only=True)
class SpellCounter(Step):
    """Counter a spell (701.6a): it leaves the stack for its owner's graveyard (or exile, ``exile_instead``: "If
    that spell is countered this way, exile it instead"); "unless its controller pays {4}" (118.12)."""

    action: str = "counter_spell"
    objects: TypeFilter = ANY
    unless_mana: str | None = None  # "{4}": the spell's controller may pay it instead (118.12)
    exile_instead: bool = False
    # "… spell that targets you / a player / this creature / a creature": what one of the spell's own targets must be
    # (the scenario's ``spells[].targets``, 115.1); "" for any spell, ``targeting_kind`` the permanent's kind
    targeting: str = ""
    targeting_kind: TypeFilter | None = None
    # "… unless its controller pays {1} for each card in your graveyard" (118.12a): the mana is paid that many times
    unless_per: a.Amount | None = None

    @property
    def uses_spells(self) -> bool:
        return True


@dataclass(frozen=True, slots=True, kw_only=True)
class CounterSpell(SpellCounter):
    """"Counter target spell [unless its controller pays {4}]": the spell the scenario's ``target`` names."""

    targets_object: ClassVar[bool] = True  # the scenario's ``target`` names the spell (115.1)


@dataclass(frozen=True, slots=True, kw_only=True)
class CounterAbility(SpellCounter):
    """"Counter target activated ability" (701.6a): an ability on the stack, which leaves it and ceases to exist."""

    kinds: tuple[str, ...] = ("activated",)
    targets_object: ClassVar[bool] = True


@dataclass(frozen=True, slots=True, kw_only=True)
class CounterThatSpell(SpellCounter):
    """"Whenever a player casts a spell, counter it": the spell of the trigger event (603.2), not a target."""

    targets_object: ClassVar[bool] = False
    said_it: bool = False  # "counter it" (not "counter that spell"): the same spell, said as the card says it
    payer_that_player: bool = False  # "unless that player pays {3}": the caster, who controls the spell


@dataclass(frozen=True, slots=True, kw_only=True)
class CounterAllSpells(Step):
    """"Counter all other spells." (Swift Silence; 701.6a): every spell of the kind ``objects`` on the stack, at
    once, no target; ``other``: not the resolving spell itself (608.2), which the scenario's ``spells`` leaves out
    anyway, so only an entry with this card's name is skipped. Abilities on the stack are no spells (405.1)."""

    action: str = "counter_spell"
    objects: TypeFilter = ANY
    other: bool = False
    targets_object: ClassVar[bool] = False

    @property
    def uses_spells(self) -> bool:
        return True


@dataclass(frozen=True, slots=True, kw_only=True)
class SpellCopy(Step):  # the two kinds below
    """A copy of a spell on the stack (707.10): it goes on the stack above the spell (405.2), controlled by the
    controller, and is not cast; "You may choose new targets for the copy" (707.10c) is ``new_targets``."""

    action: str = "copy_spell"
    objects: TypeFilter = ANY
    new_targets: bool = False
    color: str = ""  # Fork: "except that the copy is red" (707.9b: the copy's colour set, part of its copiable values)
    # "copy that spell twice", "copy it X times": that many copies, each put on the stack (707.10)
    times: a.Amount = a.Fixed(1)

    @property
    def uses_spells(self) -> bool:
        return True


@dataclass(frozen=True, slots=True, kw_only=True)
class CopySpell(SpellCopy):
    """"Copy target instant or sorcery spell you control [with converted mana cost 2 or less]. You may choose new
    targets for the copy." (707.10, 707.10c): the spell ``target`` names."""

    targets_object: ClassVar[bool] = True


@dataclass(frozen=True, slots=True, kw_only=True)
class CopyThatSpell(SpellCopy):
    """"Whenever you cast an instant or sorcery spell, copy that spell" / "… you may copy it" (707.10): the spell of
    the trigger event (603.2, the scenario's ``event_object``), not a target."""

    targets_object: ClassVar[bool] = False
    said_it: bool = False  # "copy it", said so again


@dataclass(frozen=True, slots=True, kw_only=True)
class CopyCounteredSpell(SpellCopy):
    """"You may copy the spell countered this way" (Psychic Rebuttal; 707.10): the spell the counter before this step
    countered, copied as it last existed on the stack (608.2h), not a target; a counter that countered nothing (the
    spell can't be countered, its controller paid) leaves nothing to copy."""

    targets_object: ClassVar[bool] = False


@dataclass(frozen=True, slots=True, kw_only=True)
class CopyThisSpell(SpellCopy):
    """"Then that permanent's controller may copy this spell and may choose a new target for that copy" (Chain of
    Acid; 707.10): the spell resolving, copied by the step's subject, who controls the copy; not a target, and only
    a spell has one (the source on the stack)."""

    targets_object: ClassVar[bool] = False

    @property
    def uses_spells(self) -> bool:
        return False  # the copied spell is the source, not one of the scenario's ``spells``


@dataclass(frozen=True, slots=True, kw_only=True)
class CantBeCountered(Step):
    """"This spell can't be countered." (101.2, 701.6a): a static ability of the spell itself (604.1), reported
    as a rule change on the source; nothing moves."""

    action: str = "rule_change"


@dataclass(frozen=True, slots=True, kw_only=True)
class SplitSecond(Step):
    """"[If this spell was kicked,] it has split second." (702.61a): a static ability that functions only while the
    spell is on the stack; as the spell resolves it has nothing left to do (113.3a), so the step only says what it
    did while the spell waited (under its condition, like any step: 608.2c)."""

    action: str = "split_second"


@dataclass(frozen=True, slots=True, kw_only=True)
class OwnCost(Step):
    """The base of a spell's and an ability's own cost counted on the board (601.2f, 602.2b): ``mana`` more or less
    once for each object ``per`` counts; nothing moves, the amount is said."""

    mana: str = ""
    more: bool = False
    per: a.Amount = a.ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class OwnSpellCost(OwnCost):
    """"This spell costs {1} less to cast for each creature card in your graveyard" (601.2f): counted on the board
    as the spell is cast."""

    action: str = "own_spell_cost"


@dataclass(frozen=True, slots=True, kw_only=True)
class OwnAbilityCost(OwnCost):
    """"This ability costs {1} more to activate for each card in your hand" (602.2b, 601.2f): the same count for an
    activated ability's own activation cost, made as it is activated, before anything the ability does."""

    action: str = "own_ability_cost"


_SPELL_STATICS: dict[str, type[Step]] = {"cant_be_countered": CantBeCountered, "split_second": SplitSecond}


def stack_step(spec: StepSpec, common: dict[str, Any]) -> Step | None:
    """The step of a spec these steps read (convert.py asks; None for any other)."""
    if spec.action == "counter_spell" and spec.detail("all"):  # "Counter all other spells" (701.6a)
        return CounterAllSpells(**{**common, "performed_by": PerformedBy.CONTROLLER, "objects": spec.creatures or ANY,
                                   "other": spec.detail("all") == "other"})
    if spec.action == "counter_spell":  # "Counter target spell [unless its controller pays {4}]" (701.6a)
        fields = {**common, "performed_by": PerformedBy.CONTROLLER, "objects": spec.creatures or ANY,
                  "unless_mana": spec.detail("unless_mana") or None,
                  "exile_instead": bool(spec.detail("exile_instead")),
                  "targeting": spec.detail("spell_targets"), "targeting_kind": spec.other,
                  "unless_per": None if spec.amount_ref is None else amount_of_ref(spec.amount_ref)}
        if spec.detail("ability_kinds"):
            return CounterAbility(**fields, kinds=tuple(spec.detail("ability_kinds").split(",")))
        if spec.detail("event_object"):
            return CounterThatSpell(**fields, said_it=spec.detail("said") == "it",
                                    payer_that_player=spec.detail("payer") == "that_player")
        return CounterSpell(**fields)
    if spec.action == "copy_spell":  # "Copy target instant or sorcery spell you control" (707.10)
        fields = {**common, "performed_by": PerformedBy.CONTROLLER, "objects": spec.creatures or ANY,
                  "new_targets": bool(spec.detail("new_targets")), "color": spec.detail("copy_color"),
                  "times": step_amount(spec) if spec.amount is not None or spec.uses_x else a.Fixed(1)}
        if spec.detail("copy_of") == "source":  # "… may copy this spell": the resolving spell, by the subject
            return CopyThisSpell(**{**fields, "performed_by": PerformedBy.SUBJECT})
        if spec.detail("countered"):  # "copy the spell countered this way": the counter's, before it
            return CopyCounteredSpell(**fields)
        if spec.detail("event_object"):  # "copy that spell" / "copy it": the trigger event's spell (603.2)
            if spec.subject.kind == "each_other_player":  # Hive Mind: each of them copies it (707.10)
                fields["performed_by"] = PerformedBy.SUBJECT
            return CopyThatSpell(**fields, said_it=spec.detail("said") == "it")
        return CopySpell(**fields)
    if spec.action in _SPELL_STATICS:  # "This spell can't be countered." (604.1), "… it has split second" (702.61a)
        return _SPELL_STATICS[spec.action](**common)
    if spec.action in ("own_spell_cost", "own_ability_cost") and spec.amount_ref is not None:  # grammar/own_costs.py
        kind = OwnSpellCost if spec.action == "own_spell_cost" else OwnAbilityCost
        return kind(**common, mana=spec.detail("mana"), more=bool(spec.detail("more")),
                            per=amount_of_ref(spec.amount_ref))
    return None
