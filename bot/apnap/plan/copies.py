"""Steps that copy a permanent (707): "Create a token that's a copy of target creature", "Create two tokens that are
copies of this creature".

Why a module apart: a copy is one act whatever names the original — a target (115.1), the source itself — and the
engine takes the same copiable values from it (engine/copiable.py, 707.2); the steps differ only in how the original
is found. The copy made from "that creature" after "choose target …" and from a player's own pick stay in
choice_steps.py, where their choices are.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..grammar.specs import StepSpec, TypeFilter
from .amounts import Amount, Fixed
from .steps import ANY, PerformedBy, Step
from .target_count_of import target_count
from .targets import MoveTarget

ONE = Fixed(1)


@dataclass(frozen=True, slots=True)
class CopyExceptions:
    """What the copy effect changes as part of copying (707.9): keywords the copy has (707.9a: "except it has
    haste"), a card type in addition to its other types and "not legendary" (707.9b). They become part of the
    copy's copiable values (707.9a-b), so a copy of that copy has them too (707.3)."""

    keywords: frozenset[str] = frozenset()
    types: frozenset[str] = frozenset()
    not_legendary: bool = False
    pt: tuple[int, int] | None = None  # "except it's 7/7" (707.9b): its power and toughness set
    color: str | None = None  # "except it's a 4/4 black Zombie" (707.9b): its colour set (105.3)
    creature_types: tuple[str, ...] = ()  # … and its creature types set, replacing the copied ones (205.1a)


NO_EXCEPTIONS = CopyExceptions()


def exceptions_of(spec: StepSpec) -> CopyExceptions:
    said = spec.detail("except_keywords")
    size = spec.detail("except_pt")
    power, _, toughness = size.partition("/")
    return CopyExceptions(keywords=frozenset(said.split(",")) if said else frozenset(),
                          types=frozenset(spec.detail("except_type").split(",")) if spec.detail("except_type")
                          else frozenset(),
                          not_legendary=bool(spec.detail("except_not_legendary")),
                          pt=(int(power), int(toughness)) if size else None,
                          color=spec.detail("except_color") or None,
                          creature_types=tuple(t for t in spec.detail("except_creature_types").split(",") if t))


@dataclass(frozen=True, slots=True, kw_only=True)
class TokenCopyOfTarget(MoveTarget):
    """"Create a token that's a copy of target creature you control" (707.2, 111.1): the object the scenario's
    ``target`` names, still legal as the ability resolves (608.2b), copied ``amount`` times; the tokens are the
    controller's (111.2). Nothing moves: the target stays where it is."""

    action: str = "create"
    amount: Amount = ONE
    exceptions: CopyExceptions = NO_EXCEPTIONS
    rule: ClassVar[str] = "707.2"


@dataclass(frozen=True, slots=True, kw_only=True)
class TokenCopyOfSource(Step):
    """"Create a token that's a copy of this creature" (707.2): the source itself, as it is on the battlefield or,
    once it left, as it last existed there (608.2h)."""

    action: str = "create"
    amount: Amount = ONE
    exceptions: CopyExceptions = NO_EXCEPTIONS
    said: str = "this permanent"  # the card's words for its source ("this creature", "esta criatura"), said again


@dataclass(frozen=True, slots=True, kw_only=True)
class BecomeCopyOfTarget(MoveTarget):
    """"This permanent becomes a copy of target artifact [until end of turn]" (707.2, 613.2a): the source takes the
    target's copiable values in layer 1 (613.1a), for ``duration`` ("this_turn", 611.2a, or "indefinite"); it stays
    the same object, with its counters and status (707.4)."""

    action: str = "become_copy"
    duration: str = "indefinite"
    exceptions: CopyExceptions = NO_EXCEPTIONS
    rule: ClassVar[str] = "707.2"


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetBecomesCopy(Step):
    """"Target artifact you control becomes a copy of another target artifact or creature you control until end of
    turn" (707.2, 613.2a): two target words (115.3), the scenario's ``target`` naming ``first`` (the permanent that
    becomes the copy) then ``objects`` (what it copies); ``another``: not the first one. The first takes the second's
    copiable values in layer 1 (613.1a) for ``duration``, staying the same object (707.4)."""

    targets_object: ClassVar[bool] = True
    action: str = "become_copy"
    first: TypeFilter = ANY
    objects: TypeFilter = ANY
    another: bool = False
    duration: str = "indefinite"
    exceptions: CopyExceptions = NO_EXCEPTIONS


@dataclass(frozen=True, slots=True, kw_only=True)
class EnterAsCopy(Step):
    """"You may have this permanent enter the battlefield as a copy of any creature on the battlefield" (707.5,
    614.1c): as the source enters, its controller may choose a permanent ``objects`` names (any player's, other than
    the source itself: it is not on the battlefield yet); the source enters with that permanent's copiable values
    (707.2), as ``exceptions`` change them (707.9). Not a target (115.10)."""

    picks_others: ClassVar[bool] = True  # any player's permanent (a choice in ``choices`` may name it)
    action: str = "enter_as_copy"
    objects: TypeFilter = ANY
    exceptions: CopyExceptions = NO_EXCEPTIONS
    said: str = "this permanent"  # the card's words for its source, said again


def copy_step(spec: StepSpec, common: dict[str, Any], amount: Amount) -> Step | None:
    """The step of a copy spec (grammar/copies.py marks it ``copy_of``); None for any other (convert.py asks)."""
    of = spec.detail("copy_of")
    if spec.action not in ("create", "become_copy", "enter_as_copy") or not of:
        return None
    common = {**common, "exceptions": exceptions_of(spec)}
    if spec.subject.kind == "object_controller":  # "its controller creates a token that's a copy …" (111.2)
        common["performed_by"] = PerformedBy.SUBJECT
    if of == "enter":
        return EnterAsCopy(**common, objects=spec.creatures or ANY, said=spec.detail("said", "this permanent"))
    if of == "become_target":  # "Target … becomes a copy of [another] target …" (115.3)
        return TargetBecomesCopy(**common, first=spec.slots[0].filter, objects=spec.creatures or ANY,
                                 another=bool(spec.detail("another")), duration=spec.detail("duration"))
    if of == "become":
        return BecomeCopyOfTarget(**common, objects=spec.creatures or ANY, duration=spec.detail("duration"))
    if of == "source":
        return TokenCopyOfSource(**common, amount=amount, said=spec.detail("said", "this permanent"))
    return TokenCopyOfTarget(**common, amount=amount, objects=spec.creatures or ANY, count=target_count(spec))
