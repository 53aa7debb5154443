"""Plan step for replacement and prevention statics in general (614.1a, 615.1a): "If a creature you control would deal
damage …, it deals double that damage … instead", "If an artifact would deal damage to you, prevent 1 of that damage",
"If a card would be put into your graveyard from anywhere, exile it instead", "If you would gain life, you gain twice
that much life instead", "Damage that would reduce your life total to less than 1 reduces it to 1 instead".

Why one step type for the family: each is an event pattern (``event`` and its scope, ``by`` / ``to``), a
modification (``modify``) and a duration, so one record says them all and one handler reports them; the older
one-object forms ("If that creature would die this turn, exile it instead": :class:`~.shields.ExileIfDies`) stay
where they are, applied to the objects of their own effect.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..grammar import StepSpec, TypeFilter
from ..grammar.specs import PreventedThen
from .shields import ShieldStep, shield_step
from .steps import Step

# the modifications that prevent damage (615.1a): "prevent N of that damage", "prevent that damage", "prevent all but
# N of that damage" — what "damage can't be prevented" takes off an event (615.12) and what the answer calls prevention
PREVENTING = frozenset({"prevent", "prevent_all_but"})


@dataclass(frozen=True, slots=True, kw_only=True)
class ReplacementRecord(ShieldStep):
    """What every replacement or prevention record says (the base of :class:`EventReplacement` and
    :class:`EventReplacementTarget`, which the engine dispatches on by exact type).

    ``event``: ``deal_damage`` (``by`` deals it, to ``to``: ``you``, ``player``, ``opponent``, ``creature``,
    ``creature_or_player``, ``enchanted_player``, ``any`` for a permanent or player, "" for anyone), ``dealt_damage``,
    ``dies``, ``to_graveyard`` (``yard``: ``any``, ``yours``, ``opponents``), ``gain_life``, ``draw``, ``destroyed`` or
    ``life_reduced``; for those, ``to`` is who or what it happens to: ``you``, ``player``, ``opponent``, ``source``,
    ``enchanted``, ``equipped`` or ``kind`` with ``to_objects``. ``modify``: ``double``, ``triple``, ``half``
    (``round_up``), ``plus`` / ``minus`` (``amount``), ``prevent`` (``amount`` N of it; None: all of it),
    ``prevent_all_but`` (all of it but ``amount``), ``exile``, ``twice``, ``none`` (no life), ``regenerate``
    (701.19a), ``to_hand``, ``to_library_bottom``, ``to_library_top``,
    ``shuffle_into_library`` (the card's own, 400.7), ``draw`` (``amount`` cards; None: that many) or
    ``floor`` (``amount``: the life total it stops at)"""

    action: str = "replace"
    event: str = ""
    modify: str = ""
    amount: int | None = None
    round_up: bool = False
    combat: bool = False
    noncombat: bool = False
    yard: str = ""
    reveal: bool = False  # "reveal <this card> and shuffle it …" (701.20a)
    counter: str = ""  # ``modify`` ``counters``: that many counters of this kind on the source instead (122.1)
    by: str = ""
    by_objects: TypeFilter | None = None
    then: PreventedThen | None = None  # ``prevent``: what it does with the damage it prevents (615.5)
    # ``modify`` ``redirect`` (614.9, a board's redirection static, board_shields.py): whom the damage is dealt to
    # instead, ``source`` (the record's permanent), ``you`` (its controller) or ``controller`` (the controller of the
    # source that would deal the damage: "it deals that damage to its controller instead")
    instead: str = ""
    # ``to`` ``target``: the object the scenario's ``target`` named as the effect resolved (115.1), found by the
    # handler (engine/act_replace.py), so the record it creates watches that one object
    to_uids: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class EventReplacement(ReplacementRecord):
    """A replacement or prevention record whose affected player or object the text names without a target."""


@dataclass(frozen=True, slots=True, kw_only=True)
class EventReplacementTarget(ReplacementRecord):
    """"If a source would deal damage to target creature this turn, prevent 1 of that damage": ``to`` ``target``,
    the object the scenario's ``target`` names (115.1), of ``to_objects``' kind."""

    targets_object: ClassVar[bool] = True


@dataclass(frozen=True, slots=True, kw_only=True)
class ObjectRestriction(ShieldStep):
    """101.2: a "can't" on objects — ``act`` ``be_countered`` (spells of ``to_objects``' kind, 701.6a) or
    ``activate`` (the activated abilities of permanents of that kind, 602.5); ``whose``: ``you``, ``opponents`` or
    "" (anyone's). Nothing happens now; the record says which objects and for how long."""

    action: str = "rule_change"
    act: str = "be_countered"
    whose: str = ""
    # ``be_targeted`` (601.2c): what can't target the objects, ``spells``, ``abilities`` or ``spells_or_abilities``,
    # of the colours of ``by_objects`` (None: any); ``whose`` is then whose spells or abilities (``opponents``)
    by: str = ""
    by_objects: TypeFilter | None = None


def replacement_step(spec: StepSpec, common: dict[str, Any]) -> Step:
    """The typed step of a ``replace_event`` Shield read by grammar/replacements.py, or of a ``cant`` one read by
    grammar/restrictions.py."""
    shield = spec.shield
    assert shield is not None
    if shield.kind == "cant":
        return ObjectRestriction(**common, to=shield.to, to_objects=shield.to_objects, duration=shield.duration,
                                 act=shield.event, whose=shield.whose, by=shield.by, by_objects=shield.by_objects)
    kind = EventReplacementTarget if shield.to == "target" else EventReplacement
    return kind(**common, action=spec.action, to=shield.to, to_objects=shield.to_objects,
                            duration=shield.duration, event=shield.event, modify=shield.modify, amount=shield.amount,
                            round_up=shield.round_up, combat=shield.combat, noncombat=shield.noncombat,
                            yard=shield.yard, reveal=shield.reveal, by=shield.by, by_objects=shield.by_objects,
                            counter=shield.counter, then=shield.then, instead=shield.instead)


def effect_step(spec: StepSpec, common: dict[str, Any]) -> Step:
    """The typed step of any Shield: the general forms here, the one-object shields of shields.py."""
    assert spec.shield is not None
    if spec.shield.kind in ("replace_event", "cant"):
        return replacement_step(spec, common)
    return shield_step(spec, common)


__all__ = ["PREVENTING", "EventReplacement", "EventReplacementTarget", "ObjectRestriction", "effect_step",
           "replacement_step"]
