"""Phasing out (702.26): the permanents a ``phase_out`` step names stop existing for the rest of the resolution.

Why the battlefield lists lose them: a phased-out permanent is treated as though it doesn't exist (702.26b), so every
later instruction of the same effect ("Destroy all creatures", a count, a target) must not see it, and the one place
every handler looks is its controller's battlefield. Phasing is no zone change (702.26d): nothing leaves the
battlefield, no leaves-the-battlefield ability triggers, nothing moves to a graveyard; the permanents are kept in
``State.phased_out`` and the result reports them (``phased_out``), with the Auras and Equipment attached to them that
phase out indirectly (702.26g). They phase in during their controller's next untap step (702.26a), after this effect.
What does trigger is an ability that waits for a permanent to phase out ("Whenever this creature phases out, discard a
card"): one ``phases_out`` event per permanent, the permanent that phased out itself among the abilities that see it,
since such abilities look back in time (603.10b).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model import GameObject
from ..plan.phasing import PhaseOut, PhaseOutSource, PhaseOutTarget
from ..result import EventRecord, StepResult
from .act_board import _chosen_rule, _declined, _target, source_or_named
from .registry import handles
from .several_targets import counted_targets
from .triggers import Event, battlefield_snapshot, fire

if TYPE_CHECKING:
    from .state import State


def _attached_to(state: State, host: GameObject) -> list[GameObject]:
    """The Auras and Equipment on the battlefield attached to ``host`` (the board's ``attached_to``, by name)."""
    return [o for p in state.game.players for o in p.battlefield
            if o.attached_to is not None and o.attached_to.casefold() == host.name.casefold() and o is not host]


def _phase_out(state: State, result: StepResult, hosts: list[GameObject]) -> None:
    """``hosts`` and what is attached to them phase out at once (702.26b, 702.26g; directly and indirectly at once:
    indirectly, 702.26h): off every battlefield list, kept in ``State.phased_out``, one event."""
    attached = [a for h in hosts for a in _attached_to(state, h) if all(a is not x for x in hosts)]
    gone = [*hosts, *attached]
    before = battlefield_snapshot(state)  # 603.10b: "phases out" abilities look back in time
    events: list[Event] = []
    for p in state.game.players:
        mine = [o for o in p.battlefield if any(o is g for g in gone)]
        if not mine:
            continue
        p.zones["battlefield"] = [o for o in p.battlefield if all(o is not g for g in mine)]
        state.phased_out.append({"player": p.name, "objects": [o.name for o in mine if any(o is h for h in hosts)],
                                 "indirect": [o.name for o in mine if any(o is a for a in attached)],
                                 "phases_in": "next_untap_step"})
        events.extend(Event("phases_out", o, p.name) for o in mine)  # indirectly too: it phases out (702.26g)
    result.events.append(EventRecord(state.game.controller, "phase_out", hosts,
                                     extra={"indirect": [a.name for a in attached]} if attached else {}))
    state.cite("702.26b", "702.26d", "702.26a", *(("702.26g",) if attached else ()), step=result)
    fire(state, events, before, result, "603.10b")


@handles(PhaseOut)
async def phase_out_all(state: State, step: PhaseOut, result: StepResult) -> None:
    """"Each creature you control phases out", "All lands you control phase out": every one of the kind (702.26b)."""
    if await _declined(state, step, result):
        return
    hosts = [o for p in state.game.players if not p.lost and state.in_range(p.name) for o in p.battlefield
             if state.matches(step.objects, o, p.name)]
    _phase_out(state, result, hosts)


@handles(PhaseOutTarget)
async def phase_out_target(state: State, step: PhaseOutTarget, result: StepResult) -> None:
    """"Target permanent phases out" (115.1); "up to two target …" (601.2c): those chosen."""
    if await _declined(state, step, result):
        return
    if step.count is not None:
        _phase_out(state, result, [o for o, _ in counted_targets(state, step.objects, step.count, result)])
        return
    _phase_out(state, result, [_target(state, step)[0]])
    state.cite(_chosen_rule(step), step=result)


@handles(PhaseOutSource)
async def phase_out_source(state: State, step: PhaseOutSource, result: StepResult) -> None:
    """"This creature phases out": the source's permanent; not on the board, it is named only."""
    if await _declined(state, step, result):
        return
    source = source_or_named(state, result, "phase_out", "702.26b")
    if source is not None:
        _phase_out(state, result, [source])
