"""Damage divided as the caster chose among the targets (601.2d): "Pyrokinesis deals 4 damage divided as you choose
among any number of target creatures", "… among one, two, or three target creatures", "… among one or two targets".

The targets are the scenario's ``target`` names (several_targets.py asks for them when too few are named); the
division is its ``division``, one part per target in that order, each at least 1, adding up to the amount. With one
target the whole amount is its (nothing to divide); with several and no division it is asked, never split by a
guess. A target no longer legal as the spell resolves is dealt nothing, and the others keep their parts (608.2b).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..model import GameObject
from ..plan import CountersDivided, DamageDivided
from ..result import EventRecord, StepResult
from . import triggers
from .act_counters import _put
from .damage_sources import damage_source, protected, source_colors, source_name
from .grants import damage_keywords, untargetable
from .planeswalker_damage import mark_damage
from .registry import handles
from .several_targets import counted_targets, named_holder
from .values import value_of

if TYPE_CHECKING:
    from .state import State

Target = tuple[GameObject | None, str]  # a permanent and its controller, or (None, a player)


def _creature_targets(state: State, step: DamageDivided | CountersDivided,
                      result: StepResult) -> tuple[list[tuple[int, Target]], int]:
    """"… among any number of target creatures": each legal one with its place among the names (its part's), and
    how many were chosen."""
    assert step.objects is not None
    before = len(state.targets_taken)
    count = replace(step.count, least=max(1, step.count.least or 1))  # 601.2d: each target gets at least 1
    legal = counted_targets(state, step.objects, count, result)
    names = [n.casefold() for n in state.targets_taken[before:]]
    placed: list[tuple[int, Target]] = []
    at = 0
    for obj, holder in legal:  # the legal ones, in the order named
        while at < len(names) and named_holder(state, names[at])[0].casefold() != obj.name.casefold():
            at += 1
        placed.append((at, (obj, holder)))
        at += 1
    return placed, len(names)


def _any_targets(state: State, step: DamageDivided, result: StepResult) -> tuple[list[tuple[int, Target]], int]:
    """"… among one or two targets" (115.4): each name a player or a creature or planeswalker in range."""
    names = list(state.scenario.targets)
    most = step.count.most
    if not names or len(names) < max(1, step.count.least or 1):
        options = [p.name for p in state.game.players if not p.lost and state.in_range(p.name)] + [
            o.name for p in state.game.players if not p.lost and state.in_range(p.name) for o in p.battlefield
            if o.is_creature() or o.has_type("planeswalker")]
        raise BotError.of("choice_needed", "apnap.error.targets_needed", field="target", lang=state.lang,
                          suggestions=options, least=max(1, step.count.least or 1), most="∞" if most is None else most,
                          what=NounRef("target"))
    if most is not None and len(names) > most:
        raise BotError.of("bad_scenario", "apnap.error.targets_too_many", field="target", lang=state.lang,
                          most=most, n=len(names), what=NounRef("target"))
    placed: list[tuple[int, Target]] = []
    for i, name in enumerate(names):
        if name in state.game.seat_names:
            placed.append((i, (None, name)))
            continue
        bare, holder = named_holder(state, name)
        found = next(((o, p.name) for p in state.game.players if not p.lost and state.in_range(p.name)
                      for o in p.battlefield if o.name.casefold() == bare.casefold() and holder in (None, p.name)
                      and (o.is_creature() or o.has_type("planeswalker"))), None)
        if found is None:
            raise BotError.of("bad_scenario", "apnap.error.any_target_object", field="target", lang=state.lang)
        untargetable(state, *found)  # shroud, or an opponent's hexproof (702.18a, 702.11b)
        placed.append((i, found))
    return placed, len(names)


def _parts(state: State, amount: int, among: int) -> tuple[int, ...]:
    """The division the caster chose (601.2d): given, checked; one target takes it all; several are asked."""
    given = state.scenario.division
    if given is None:
        if among == 1:
            return (amount,)
        even = [amount // among + (1 if i < amount % among else 0) for i in range(among)]
        raise BotError.of("choice_needed", "apnap.error.division_needed", field="division", lang=state.lang,
                          suggestions=[f"division: [{', '.join(map(str, even))}]"], amount=amount, n=among)
    if len(given) != among or sum(given) != amount:
        raise BotError.of("bad_scenario", "apnap.error.division_wrong", field="division", lang=state.lang,
                          amount=amount, n=among, given=", ".join(map(str, given)))
    return given


def divided_parts(state: State, amount: int, among: int) -> tuple[int, ...]:
    """Each target's part of an amount divided among ``among`` targets (601.2d), for damage and for prevention
    shields alike: each target at least 1, or it could not have been cast so (``bad_scenario``)."""
    if amount < among:
        raise BotError.of("bad_scenario", "apnap.error.division_wrong", field="target", lang=state.lang,
                          amount=amount, n=among, given="—")
    return _parts(state, amount, among) if among else ()


@handles(DamageDivided)
async def damage_divided(state: State, step: DamageDivided, result: StepResult) -> None:
    """Each target is dealt its part at once, one source's damage (120.3); a part to a player is life lost (120.3a),
    to a creature marked (120.3e; lethal damage is a state-based action, 704.5g)."""
    amount = value_of(state, step.amount)
    placed, among = (_creature_targets if step.objects is not None else _any_targets)(state, step, result)
    parts = divided_parts(state, amount, among)
    source = source_name(state, step.source)
    colors = source_colors(state)
    dealt: list[tuple[GameObject, str]] = []
    players: list[str] = []
    for at, (obj, holder) in placed:
        part = parts[at]
        if obj is None:
            state.change_life(holder, -part, result)
            result.events.append(EventRecord(holder, "damage", [], amount=part,
                                             extra={"source": source, "life": state.known_life(holder)}))
            players.append(holder)
        elif not protected(state, obj, colors, result):
            extra = mark_damage(state, obj, part, source, result)  # loyalty removed, damage marked (120.3c, 120.3e)
            result.events.append(EventRecord(holder, "damage", [obj], amount=part, extra=extra))
            dealt.append((obj, holder))
    result.order = state.apnap_order(dict.fromkeys(h for _, (_, h) in placed))
    if dealt or players:
        triggers.damaged(state, dealt, players, damage_source(state, step.source), result)
    for name in players:
        triggers.simple(state, "loses_life", name, None, result)
    damage_keywords(state, step.source, result)  # lifelink, deathtouch (702.15b, 702.2b)
    state.cite("601.2d", "115.1", *(("120.3a",) if players else ()), *(("120.3e",) if dealt else ()), step=result)


@handles(CountersDivided)
async def counters_divided(state: State, step: CountersDivided, result: StepResult) -> None:
    """"Distribute two +1/+1 counters among up to two target creatures": each target gets its part (122.1), put by
    the controller, all at once; -1/-1 counters can make one die (704.5f)."""
    amount = value_of(state, step.amount)
    placed, among = _creature_targets(state, step, result)
    if amount < among:  # each target at least one (601.2d)
        raise BotError.of("bad_scenario", "apnap.error.division_wrong", field="target", lang=state.lang,
                          amount=amount, n=among, given="—")
    parts = _parts(state, amount, among) if among else ()
    for at, (obj, _holder) in placed:
        assert obj is not None
        _put(state, obj, step.kind, parts[at])
        result.events.append(EventRecord(state.game.controller, "counter", [obj], amount=parts[at],
                                         extra={"counter": step.kind}))
    state.cite("601.2d", "115.1", "122.1", *(("122.1a",) if "/" in step.kind else ()), step=result)
