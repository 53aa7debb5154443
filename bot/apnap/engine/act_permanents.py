"""Permanents changed where they stand: counters put on them (122.1), tapped or untapped (701.26),
returned from the battlefield to their owners' hands.

Counters live in the state (``State.counters``: uid → kind → how many), because a card's own
characteristics never change; +N/+N and -N/-N counters are read by the state-based actions
(704.5f, 704.5g) through :func:`toughness_of`.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING

from ..model import GameObject, Player
from ..plan import PutCounters, ReturnToHand, TapAll, Turn, UntapAll
from ..result import EventRecord, StepResult
from . import triggers
from .act_picks import may_first, move_picks, pick_asks
from .asking import choice_phase, declined
from .referents import whose_zones
from .registry import handles
from .values import value_of

if TYPE_CHECKING:
    from .state import State

_PT_COUNTER = re.compile(r"^([+-]\d+)/([+-]\d+)$")


def _matching(state: State, step: PutCounters | Turn) -> list[tuple[Player, GameObject]]:
    only = whose_zones(state, step.zones_of) if isinstance(step, Turn) and step.zones_of else None
    return [(p, o) for p in state.game.players if not p.lost and state.in_range(p.name) and only in (None, p.name)
            for o in p.battlefield if state.matches(step.objects, o, p.name)]


@handles(PutCounters)
async def put_counters(state: State, step: PutCounters, result: StepResult) -> None:
    """Every matching permanent gets its counters at once; one event, performed by the controller."""
    if step.own:
        await _own_counters(state, step, result)
        return
    n = value_of(state, step.amount)
    hit = [o for _, o in _matching(state, step)]
    for o in hit:
        state.add_counters(o.uid, step.kind, n)
    result.events.append(EventRecord(state.game.controller, "counter", hit, amount=n, extra={"counter": step.kind}))
    state.cite("122.1", step=result)
    if _PT_COUNTER.match(step.kind):
        state.cite("122.1a", step=result)


async def _own_counters(state: State, step: PutCounters, result: StepResult) -> None:
    """"Each opponent may put a +1/+1 counter on each creature they control": each player answers the "may" in
    APNAP order (101.4), then each who said yes puts the counters on their own matching permanents (122.1)."""
    if step.optional:
        await choice_phase(state, result, lambda player: may_first(step))
    no = declined(result)
    for name in result.order:
        if name in no:
            continue
        n = value_of(state, step.amount, name)
        hit = [o for o in state.game.player(name).battlefield if state.matches(step.objects, o, name)]
        for o in hit:
            state.add_counters(o.uid, step.kind, n)
        result.events.append(EventRecord(name, "counter", hit, amount=n, extra={"counter": step.kind}))
    state.cite("122.1", *(("122.1a",) if _PT_COUNTER.match(step.kind) else ()), step=result)


@handles(TapAll, UntapAll)
async def tap_all(state: State, step: Turn, result: StepResult) -> None:
    """701.26a/b: only untapped permanents become tapped, only tapped ones untapped."""
    tapping = not isinstance(step, UntapAll)
    if step.swap:
        _turn_over(state, step, result)
        return
    if step.own:  # each player in ``order`` turns their own (701.26), one event each
        for name in result.order:
            p = state.game.player(name)
            mine = [o for o in p.battlefield if o.tapped is not tapping and state.matches(step.objects, o, name)]
            p.zones["battlefield"] = [replace(o, tapped=tapping) if o in mine else o for o in p.battlefield]
            result.events.append(EventRecord(name, step.action, [replace(o, tapped=tapping) for o in mine]))
        state.cite("701.26a" if tapping else "701.26b", step=result)
        return
    changed: list[GameObject] = []
    matching = list(_matching(state, step))
    state.named_by_step[result.index] = tuple(o.uid for _, o in matching)  # what "they" names next (608.2c)
    for p, o in matching:
        if o.tapped is tapping:
            continue
        turned = replace(o, tapped=tapping)
        p.zones["battlefield"] = [turned if x is o else x for x in p.battlefield]
        changed.append(turned)
    result.events.append(EventRecord(state.game.controller, step.action, changed))
    state.cite("701.26a" if tapping else "701.26b", step=result)


def _turn_over(state: State, step: Turn, result: StepResult) -> None:
    """"Simultaneously untaps each tapped … and taps each untapped …": which are tapped is seen once, before either
    happens, then each is turned over (701.26a-b), so none is untapped and tapped again; an untap event and a tap
    event per player, made at the same time."""
    owners = result.order if step.own else [p.name for p in state.game.players]
    for name in owners:
        p = state.game.player(name)
        mine = [o for o in p.battlefield if state.matches(step.objects, o, name)]
        p.zones["battlefield"] = [replace(o, tapped=not o.tapped) if o in mine else o for o in p.battlefield]
        actor = name if step.own else state.game.controller
        for was_tapped, action in ((True, "untap"), (False, "tap")):
            turned = [replace(o, tapped=not was_tapped) for o in mine if o.tapped is was_tapped]
            if turned or (step.own and not mine and action == "untap"):  # a player with none: one "nothing"
                result.events.append(EventRecord(actor, action, turned))
    state.cite("701.26b", "701.26a", step=result)


@handles(ReturnToHand)
async def return_to_hand(state: State, step: ReturnToHand, result: StepResult) -> None:
    await choice_phase(state, result, pick_asks(step, "battlefield"))
    before = triggers.battlefield_snapshot(state)

    def arrive(state: State, player: Player, objs: list[GameObject]) -> None:
        for o in objs:
            state.game.player(o.owner).hand.append(o)  # to its owner's hand

    per_player = move_picks(state, step, result, arrive, {"from": "battlefield", "to": "hand", "destination": "hand"})
    state.cite("400.7", step=result)
    # what leaving the battlefield triggers ("leaves the battlefield", "is returned to your hand …", 603.6c, 603.10a)
    triggers.leaves(state, [(o, name) for name in result.order for o in per_player[name]], before, result)


def toughness_of(state: State, obj: GameObject) -> int | None:
    """Toughness with +N/+N and -N/-N counters (122.1a: those the board gave and those put since), changes until
    end of turn (613.4c) and the other layers' effects (613.4a, b, d: engine/layers.py); None when the card's
    toughness is unknown."""
    from .layers import layered_pt

    return layered_pt(state, obj)[1]
