"""Handlers of counters changed by how many a permanent has: doubled (701.10e: as many more as it has, each
permanent its own number) and removed from a target (122.1: at most as many as it has, or every one). What a permanent
has is the board's counters plus this resolution's (board_values.counters_on); a permanent whose counters nobody gave
is asked about (``choice_needed``), never taken to have none."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError

from ..grammar.spanish_terms import counter_word
from ..model import GameObject
from ..plan import DoubleCounters, DoubleTargetCounters, RemoveTargetCounters
from ..plan import amounts as a
from ..result import EventRecord, StepResult
from .act_board import _chosen_rule, _declined, _source_label, _target
from .board_values import _ABSENT, counters_on
from .registry import handles
from .values import value_of

if TYPE_CHECKING:
    from .state import State


def _has(state: State, obj: GameObject, kind: str) -> int:
    """The counters of ``kind`` on ``obj`` now; asked when the board does not say (122.1: never assumed none)."""
    have = counters_on(state, obj, kind)
    if have is None:
        raise BotError.of("choice_needed", "apnap.error.counters_needed", suggestions=[obj.name], field="players",
                          lang=state.lang, kind=kind, counter=counter_word(kind, state.lang), name=obj.name)
    return have


def _add(state: State, obj: GameObject, kind: str, n: int) -> None:
    _add_counters(state, obj.uid, kind, n)


def _add_counters(state: State, uid: int, kind: str, n: int) -> None:
    state.add_counters(uid, kind, n)


def _doubled(state: State, step: DoubleCounters | DoubleTargetCounters) -> list[GameObject]:
    if isinstance(step, DoubleTargetCounters):
        return [_target(state, step)[0]]
    return [o for p in state.game.players if not p.lost and state.in_range(p.name) for o in p.battlefield
            if state.matches(step.objects, o, p.name)]


def _double_source(state: State, step: DoubleCounters | DoubleTargetCounters, result: StepResult) -> None:
    """The source's own counters, as "the number of … counters on it" reads them (asked, or in quick mode the ones
    this effect put, said), doubled where it is (113.6: on the battlefield even when the board does not show it)."""
    n = value_of(state, a.CountersOnSource(step.kind))
    source = state.source_on_battlefield()
    _add_counters(state, source.uid if source is not None else _ABSENT, step.kind, n)
    result.events.append(EventRecord(state.game.controller, "counter", [source] if source is not None else [],
                                     amount=n, labels=None if source is not None else _source_label(state),
                                     extra={"counter": step.kind, "doubled": True}))


@handles(DoubleCounters, DoubleTargetCounters)
async def double_counters(state: State, step: DoubleCounters | DoubleTargetCounters, result: StepResult) -> None:
    """701.10e: every permanent named gets as many counters of the kind as it has, all at once (all read first)."""
    if await _declined(state, step, result):
        return
    if step.on == "source":
        _double_source(state, step, result)
    had = [] if step.on == "source" else [(o, _has(state, o, step.kind)) for o in _doubled(state, step)]
    for obj, n in had:
        _add(state, obj, step.kind, n)
        result.events.append(EventRecord(state.game.controller, "counter", [obj], amount=n,
                                         extra={"counter": step.kind, "doubled": True}))
    state.cite("701.10e", "122.1", *((_chosen_rule(step),) if isinstance(step, DoubleTargetCounters) else ()),
               step=result)
    if step.kind[:1] in "+-" and "/" in step.kind:
        state.cite("122.1a", step=result)


@handles(RemoveTargetCounters)
async def remove_target_counters(state: State, step: RemoveTargetCounters, result: StepResult) -> None:
    """122.1: counters removed from the object ``target`` names: every one of the kind, or the number printed, at most
    as many as it has."""
    if await _declined(state, step, result):
        return
    obj, _holder = _target(state, step)
    have = _has(state, obj, step.kind)
    n = have if step.every else min(value_of(state, step.amount), have)
    _add(state, obj, step.kind, -n)
    result.events.append(EventRecord(state.game.controller, "remove_counter", [obj], amount=n,
                                     extra={"counter": step.kind}))
    state.cite(_chosen_rule(step), "122.1", step=result)
