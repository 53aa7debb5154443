"""Token copies of permanents (707.2, 111.1): "Create a token that's a copy of target creature", "… two tokens that
are copies of this creature".

Why a module apart: which object is copied differs (a target, the source), what the copy is does not — the original's
copiable values (engine/copiable.py), made into tokens its creator owns and controls (111.2), each entering at once
(its "enters" triggers seen, 603.6a; 707.5: as a copy, never becoming one after).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bot.catalog import t

from ..model import GameObject
from ..plan.amounts import Fixed
from ..plan.copies import (
    NO_EXCEPTIONS,
    BecomeCopyOfTarget,
    EnterAsCopy,
    TargetBecomesCopy,
    TokenCopyOfSource,
    TokenCopyOfTarget,
)
from ..plan.steps import Pick
from ..result import EventRecord, StepResult
from .act_objects import _may
from .act_picks import may_first
from .act_targets import _accepted_targets
from .asking import AskPick, choice_phase, declined
from .attached import chosen_rule, not_there
from .copiable import CopiableValues, copy_event_extra, make_copies
from .registry import handles
from .several_targets import named_target
from .values import value_of

if TYPE_CHECKING:
    from .state import State


@handles(TokenCopyOfTarget)
async def token_copy_of_target(state: State, step: TokenCopyOfTarget, result: StepResult) -> None:
    """The targets, still legal as the ability resolves (608.2b), each copied ``amount`` times by the controller."""
    found = await _accepted_targets(state, step, result)
    if not found:  # declined, or none of several targets still legal (608.2b)
        return
    you = state.game.controller
    n = value_of(state, step.amount, you)
    # "its controller creates a token that's a copy of that creature" (Dual Nature): the event object's controller
    creators = list(result.order) if step.subject.kind == "object_controller" else [you]
    for original, _holder in found:
        for creator in creators:
            make_copies(state, original, creator, n, result, exceptions=step.exceptions)
    state.cite(chosen_rule(step), "111.1", "111.2", "707.2", step=result)


@handles(TokenCopyOfSource)
async def token_copy_of_source(state: State, step: TokenCopyOfSource, result: StepResult) -> None:
    """The source as it is on the battlefield (707.2); a board that does not show it there is asked for it: its
    copiable values are what the copy is, never guessed from its name."""
    you = state.game.controller
    source = _source(state)
    await _may(state, step, result)
    if you in declined(result):
        return
    make_copies(state, source, you, value_of(state, step.amount, you), result, exceptions=step.exceptions)
    state.cite("111.1", "111.2", "707.2", step=result)


def _source(state: State) -> GameObject:
    """The source on its controller's battlefield; a board that does not show it there is asked for it: what it
    copies or becomes is never guessed from its name."""
    return state.source_or_ask("apnap.error.copy_source_needed")


_ENDS = frozenset({"this_turn", "until_your_next_turn"})  # a copy effect that ends (611.2a); else indefinite


def _lasting(state: State, duration: str) -> dict[str, object]:
    """The event's duration, and for "until your next turn" whose turn ends it: the ability's controller's (611.2a),
    not the copy's controller's."""
    return {"duration": duration, **({"turn_of": state.game.controller} if duration == "until_your_next_turn" else {})}


@handles(BecomeCopyOfTarget)
async def become_copy_of_target(state: State, step: BecomeCopyOfTarget, result: StepResult) -> None:
    """The source becomes a copy of the target (707.2, layer 1a: 613.2a), for the step's duration (611.2a); it is
    the same object (707.4: no "enters" or "leaves" trigger, its counters and other effects still apply)."""
    found = await _accepted_targets(state, step, result)
    if not found:
        return
    source = _source(state)
    original = found[0][0]
    values = CopiableValues.of(original).modified(step.exceptions)  # 707.9
    became = values.onto(source)
    holder = state.game.player(state.game.controller)
    holder.zones["battlefield"] = [became if o is source else o for o in holder.battlefield]
    # the event names the permanent as it was before (the one the reader knows); its values now are ``copiable``
    result.events.append(EventRecord(holder.name, "become_copy", [source],
                                     extra={**copy_event_extra(original, values), "what": original.name,
                                            **_lasting(state, step.duration)}))
    lasts = ("611.2a",) if step.duration in _ENDS else ()
    state.cite(chosen_rule(step), "707.2", "613.2a", "707.4", *lasts, step=result)


@handles(TargetBecomesCopy)
async def target_becomes_copy(state: State, step: TargetBecomesCopy, result: StepResult) -> None:
    """The first target becomes a copy of the second (707.2, layer 1a: 613.2a) for the step's duration (611.2a): the
    scenario's ``target`` names them in that order (115.3); "another" never takes the first again. Either no longer
    there or not of its word's kind: nothing happens to that part (608.2b), the other alone means nothing to copy."""
    await _may(state, step, result)
    if state.game.controller in declined(result):
        return
    first = named_target(state, step.first, [])
    second = named_target(state, step.objects, [first[0]] if first is not None and step.another else [])
    if first is None or second is None:
        raise not_there(state, step, step.first if first is None else step.objects)
    (holder_obj, holder_name), original = first, second[0]
    values = CopiableValues.of(original).modified(step.exceptions)  # 707.9
    holder = state.game.player(holder_name)
    holder.zones["battlefield"] = [values.onto(o) if o is holder_obj else o for o in holder.battlefield]
    result.events.append(EventRecord(holder_name, "become_copy", [holder_obj],
                                     extra={**copy_event_extra(original, values), "what": original.name,
                                            **_lasting(state, step.duration)}))
    lasts = ("611.2a",) if step.duration in _ENDS else ()
    state.cite("115.1", "115.3", "707.2", "613.2a", "707.4", *lasts,
               *(("707.9b",) if step.exceptions != NO_EXCEPTIONS else ()), step=result)


@handles(EnterAsCopy)
async def enter_as_copy(state: State, step: EnterAsCopy, result: StepResult) -> None:
    """As the source enters (707.5, 614.1c), its controller may choose a permanent of the kind on the battlefield (any
    player's; not a target, 115.10) and the source enters as a copy of it: never entering first and becoming one
    after, so no "enters" trigger of its own text is seen before. What it enters as is the chosen permanent's copiable
    values (707.2) as the exceptions change them (707.9); declined or nothing to choose, it enters as itself."""
    you = state.game.controller
    kind = replace(step.objects, not_source=True)  # the source is not on the battlefield yet as it enters
    asks = [*may_first(step), AskPick(Pick(Fixed(1), kind), "battlefield", anyone=True)]
    await choice_phase(state, result, lambda player: list(asks) if player == you else [])
    chosen = next((c.objects[0] for c in result.choices if c.player == you and c.answer is None and c.objects), None)
    state.cite("707.5", "614.1c", step=result)
    if chosen is None:  # "you may" answered no, or no such permanent: it enters as itself
        return
    values = CopiableValues.of(chosen).modified(step.exceptions)  # 707.9
    source = state.source_on_battlefield()
    holder = state.game.player(you)
    if source is not None:  # the board shows it where it is entering: it is there with the copied values
        holder.zones["battlefield"] = [values.onto(source) if o is source else o for o in holder.battlefield]
    label = None if source is not None else [state.scenario.card or t("apnap.what.source", state.lang)]
    result.events.append(EventRecord(you, "enter_as_copy", [source] if source is not None else [], labels=label,
                                     extra={**copy_event_extra(chosen, values), "what": chosen.name}))
    state.cite("707.2", *(("707.9b",) if step.exceptions != NO_EXCEPTIONS else ()), step=result)
