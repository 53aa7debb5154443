"""Handlers of counters (122.1): put on the source (kept in the state when the source is not on the board), removed
from it (and whether a cost that removes them can be paid, 602.2b), put on a target or on picked permanents;
+1/+1 and -1/-1 counters change power and toughness (122.1a), read by the state-based actions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..model import GameObject
from ..plan import (
    PickedCounters,
    RemoveSourceCounters,
    SourceCounters,
    Step,
    TargetCounters,
)
from ..plan import amounts as a
from ..result import EventRecord, StepResult
from .act_picks import may_first
from .asking import AskPick, choice_phase
from .registry import handles
from .values import value_of

if TYPE_CHECKING:
    from .state import State
from .act_board import _chosen_rule, _declined, _source_label, _target
from .board_values import _ABSENT, counters_on

_PT = "/"
LOYALTY = "loyalty"  # a loyalty ability's cost puts or removes these on its source (606.4; loyalty_cost.py)


def _is_pt(kind: str) -> bool:
    return kind[:1] in "+-" and _PT in kind


@handles(SourceCounters)
async def source_counters(state: State, step: SourceCounters, result: StepResult) -> None:
    """122.1: counters put on the source, one event by the controller."""
    if await _declined(state, step, result):
        return
    n = value_of(state, step.amount)
    source = state.source_on_battlefield()
    _loyalty_cost(state, step, result)
    if source is None:  # not on the board: the counters still go on it
        state.add_counters(_ABSENT, step.kind, n)
        result.events.append(EventRecord(state.game.controller, "counter", [], amount=n, labels=_source_label(state),
                                         extra={"counter": step.kind, "on": "source"}))
    else:
        _put(state, source, step.kind, n)
        result.events.append(EventRecord(state.game.controller, "counter", [source], amount=n,
                                         extra={"counter": step.kind, "on": "source"}))
    state.cite("122.1", step=result)
    if _is_pt(step.kind):
        state.cite("122.1a", step=result)


@handles(RemoveSourceCounters)
async def remove_source_counters(state: State, step: RemoveSourceCounters, result: StepResult) -> None:
    """Counters removed from the source: as many as it has, at most the number printed ("all": every one)."""
    if await _declined(state, step, result):
        return
    source = state.source_on_battlefield()
    have = counters_on(state, source, step.kind)
    if _loyalty_cost(state, step, result) and have is None:  # paid, and said: no number made up (606.4)
        n = value_of(state, step.amount)
        result.events.append(EventRecord(state.game.controller, "remove_counter", [source] if source else [],
                                         amount=n, labels=None if source else _source_label(state),
                                         extra={"counter": step.kind}))
        state.cite("122.1", step=result)
        return
    if step.every:
        n = value_of(state, a.CountersOnSource(step.kind))  # asked when the board does not say
    else:
        n = value_of(state, step.amount)
        if have is None:  # "remove a depletion counter from Land Cap", "… for each card in target opponent's hand":
            # how many it has decides how many go (none when it has none): asked, never assumed (judge 17)
            have = value_of(state, a.CountersOnSource(step.kind))
        n = n if have is None else min(n, have)
    if source is not None:
        state.add_counters(source.uid, step.kind, -n)
    result.events.append(EventRecord(state.game.controller, "remove_counter", [source] if source else [], amount=n,
                                     labels=None if source else _source_label(state), extra={"counter": step.kind}))
    state.cite("122.1", step=result)


def _loyalty_cost(state: State, step: SourceCounters | RemoveSourceCounters, result: StepResult) -> bool:
    """Whether the step is a loyalty ability's cost (606.4: "+2", "−3"), cited; a source whose loyalty the board does
    not give has it paid all the same (the ability is resolving, so it was activated), said in ``warnings``, never
    asked and never a number made up (judge 41w)."""
    if step.kind != LOYALTY or not result.extra.get("cost"):
        return False
    state.cite("606.4", step=result)
    source = state.source_on_battlefield()
    if counters_on(state, source, step.kind) is None:
        name = source.name if source is not None else (state.scenario.card or t("apnap.what.source", state.lang))
        key = "add" if isinstance(step, SourceCounters) else "remove"
        state.warnings.append(t(f"apnap.warning.loyalty_cost_assumed_{key}", state.lang, name=name, cost=step.text))
    return True


def loyalty_said(step: Step, reading: str) -> str:
    """A loyalty cost said with its symbol as printed, as {T} is ("+2: put two loyalty counters on Mu Yanling"):
    the words alone did not show which ability's cost it was (606.4)."""
    if not isinstance(step, SourceCounters | RemoveSourceCounters) or step.kind != LOYALTY or not reading:
        return reading
    said = reading.rstrip(".")
    return f"{step.text}: {said[:1].lower()}{said[1:]}"


def loyalty_short(state: State, step: RemoveSourceCounters) -> BotError | None:
    """A negative loyalty cost greater than the loyalty the board gives its source: the ability can't be activated
    (606.6, 118.3), so it is not resolving: ``bad_scenario`` naming both numbers."""
    have = counters_on(state, state.source_on_battlefield(), step.kind)
    if step.kind != LOYALTY or have is None:
        return None
    need = value_of(state, step.amount)
    if have >= need:
        return None
    name = state.scenario.card or t("apnap.what.source", state.lang)
    return BotError.of("bad_scenario", "apnap.error.loyalty_short", field="players", lang=state.lang, name=name,
                       n=have, need=need, cost=step.text)


def counters_short(state: State, step: RemoveSourceCounters) -> bool:
    """A cost "Remove a charge counter from this artifact" (602.2b) the source cannot pay: fewer counters of that kind
    than it removes, on the board or as the scenario answers when asked (never assumed paid); quick mode, with the
    controller's permanents unknown, assumes it (the cost's event is still shown)."""
    if step.every:
        return False
    have = counters_on(state, state.source_on_battlefield(), step.kind)
    if have is None and step.kind == LOYALTY:  # a loyalty cost is paid as the ability resolves (_loyalty_cost)
        return False
    if have is None:
        if state.game.player(state.game.controller).unknown:  # quick mode: assumed, and said
            name = state.scenario.card or t("apnap.what.source", state.lang)
            state.warnings.append(t("apnap.warning.cost_counters_assumed", state.lang, name=name, cost=step.text))
            return False
        have = value_of(state, a.CountersOnSource(step.kind))  # asked when the board does not say
    return have < value_of(state, step.amount)


def _put(state: State, obj: GameObject, kind: str, n: int) -> None:
    state.add_counters(obj.uid, kind, n)


@handles(TargetCounters)
async def target_counters(state: State, step: TargetCounters, result: StepResult) -> None:
    """115.1, 122.1: counters on the object ``target`` names; -1/-1 counters can make it die (704.5f)."""
    if await _declined(state, step, result):
        return
    obj, _holder = _target(state, step)
    n = value_of(state, step.amount)
    _put(state, obj, step.kind, n)
    result.events.append(EventRecord(state.game.controller, "counter", [obj], amount=n, extra={"counter": step.kind}))
    state.cite(_chosen_rule(step), "122.1", step=result)
    if _is_pt(step.kind):
        state.cite("122.1a", step=result)


@handles(PickedCounters)
async def picked_counters(state: State, step: PickedCounters, result: StepResult) -> None:
    """Each player picks (101.4), then every picked permanent gets its counters at once (122.1)."""
    asks = [*may_first(step), *(AskPick(p, "battlefield", anyone=step.anyone) for p in step.picks)]
    await choice_phase(state, result, lambda player: list(asks))
    for name in result.order:
        mine = [c for c in result.choices if c.player == name]
        if any(c.unknown for c in mine):
            result.events.append(EventRecord(name, "counter", [], extra={"unknown": True, "what": mine[-1].what}))
            continue
        objs = [o for c in mine for o in c.objects]
        n = value_of(state, step.amount, name)
        for o in objs:
            _put(state, o, step.kind, n)
        result.events.append(EventRecord(name, "counter", objs, amount=n if objs else None,
                                         extra={"counter": step.kind}))
    state.cite("122.1", step=result)
    if _is_pt(step.kind):
        state.cite("122.1a", step=result)
