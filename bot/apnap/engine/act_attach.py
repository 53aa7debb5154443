"""Attach (701.3): "Attach this permanent to target creature you control" (Equip's instruction, 702.6a), "you may
attach this permanent to it" (the trigger event's object, 603.2), "create a 1/1 … token, then attach this permanent
to it" (the token just created).

Why a module: the one question is which object the source goes onto (engine/attached.acted_on, as for every step
on "target …"); what attaching does is the same for all three: the source is put onto that object (701.3a), with a
new timestamp when it was attached to another (701.3c), and nothing happens when it is already attached to that
one (701.3b). The scenario's ``attached_to`` is what it was attached to before the effect.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model import GameObject
from ..plan import AttachToCreated, AttachToTarget
from ..result import EventRecord, StepResult
from .act_objects import _may
from .asking import declined
from .attached import acted_on, chosen_rule, not_there
from .referents import source_label
from .registry import handles

if TYPE_CHECKING:
    from .state import State


def _attach(state: State, obj: GameObject, result: StepResult, *why: str) -> None:
    """701.3a: the source onto ``obj``; 701.3b: already attached to it, nothing happens; 701.3c: moved from another
    object, a new timestamp."""
    before = (state.scenario.attached_to or "").casefold()
    source = source_label(state)
    already = before == obj.name.casefold()
    result.events.append(EventRecord(state.game.controller, "attach", [obj],
                                     extra={"source": source, **({"already": True} if already else {})}))
    moved = ("701.3c",) if before and not already else ()
    state.cite(*why, "701.3b" if already else "701.3a", *moved, step=result)


@handles(AttachToTarget)
async def attach_to_target(state: State, step: AttachToTarget, result: StepResult) -> None:
    await _may(state, step, result)
    if state.game.controller in declined(result):
        return
    found = acted_on(state, step, step.objects)
    if found is None:
        raise not_there(state, step, step.objects)
    _attach(state, found[0], result, chosen_rule(step))


@handles(AttachToCreated)
async def attach_to_created(state: State, step: AttachToCreated, result: StepResult) -> None:
    """The one token the creation before it made (111.1); none made (the creation was replaced or did nothing):
    nothing to attach to, nothing happens (701.3b)."""
    await _may(state, step, result)
    if state.game.controller in declined(result):
        return
    made = next((s for s in reversed(state.steps[:-1]) if s.action == "create"), None)
    tokens = [o for e in (made.events if made is not None else []) for o in e.objects]
    if len(tokens) != 1:
        result.events.append(EventRecord(state.game.controller, "attach", [], extra={"source": source_label(state)}))
        state.cite("701.3b", step=result)
        return
    _attach(state, tokens[0], result, "111.1")
