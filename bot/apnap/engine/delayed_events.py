"""A delayed trigger that waits for an event (603.7): listed with its condition, the object it remembers and when it
ends, and watched for the rest of this resolution.

Why a module: the trigger is created as the effect resolves (603.7a) and waits for its event for as long as its stated
duration lasts (603.7b: "this turn" ends at the cleanup step, 514.2). Its instruction is never done now; but an event
later in this resolution, or a creature dying to the state-based actions after it (704.5g), is its event: it then
triggers and waits on the stack like a board object's trigger, through the one matcher (engine/triggers.py ``fire``
hands its events here). An event before it was created never triggers it (603.7a).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from ..model import GameObject
from ..plan import DelayedOnEvent
from ..render.delayed_event_words import condition_words
from ..result import StepResult, TriggerRecord
from .referents import delayed_object, source_label

if TYPE_CHECKING:
    from .state import State

Matcher = Callable[..., bool]
# How long each stated duration lasts (603.7b) and the rule that ends it
_ENDS = {"this_turn": ("cleanup", "514.2"), "end_of_turn": ("cleanup", "514.2"),
         "your_next_turn": ("your_next_turn", "")}


@dataclass(slots=True)
class Watcher:
    """One created trigger, watched for the rest of this resolution: its step, controller, the object its pattern
    is about (the remembered object or the source; None: any object the pattern describes) and whether it fired."""

    step: DelayedOnEvent
    controller: str
    about: GameObject | None
    fired: bool = False


def event_fields(state: State, step: DelayedOnEvent) -> dict[str, Any]:
    """The result's fields of a trigger that waits for an event: ``when`` ``event``, ``condition`` said in the result's
    language, ``watches`` (the object remembered, 603.7c), ``once`` (603.7b: no stated duration), ``ends``; the
    trigger is then watched for the rest of this resolution."""
    ends, rule = _ENDS[step.ends]
    watched = _watched(state, step)
    state.shields.watching.append(Watcher(step, state.game.controller, watched))
    fields: dict[str, Any] = {"when": "event", "rule": "603.7", "condition": condition_words(step, state.lang),
                              "once": False, "ends": ends}
    if step.watches:
        fields["watches"] = watched.name if watched is not None else delayed_object(
            state, "source" if step.watches == "source" else "target").get("object", "")
    state.cite("603.7b", *((rule,) if rule else ()))
    return fields


def _watched(state: State, step: DelayedOnEvent) -> GameObject | None:
    """The object the trigger is about: the target named before it (603.7c) or the source, as the board shows it."""
    if not step.watches:
        return None
    name = state.scenario.card if step.watches == "source" else delayed_object(state, "target").get("object")
    for player in state.game.players:
        for obj in player.battlefield:
            if name and obj.name.casefold() == name.casefold():
                return obj
    return None


def fire_watched(state: State, events: list[Any], result: StepResult, rule: str, matches: Matcher) -> int:
    """The created triggers this resolution's later events trigger (603.2): each once per event, a "when" one with no
    stated duration only once (603.7b); recorded on the stack like a board object's trigger. ``events`` are
    engine/triggers.py's ``Event`` records and ``matches`` its one matcher (handed in: it imports this module)."""
    fired = 0
    for watcher in state.shields.watching:
        pattern = watcher.step.pattern
        about = watcher.about
        if watcher.step.watches and about is None:
            continue  # the object it remembers is on no board shown: it is not watched (said in the result)
        source = about if about is not None else GameObject(uid=-1, name=source_label(state),
                                                                     owner=watcher.controller)
        hits = [e for e in events if matches(state, replace(pattern, source="only") if about is not None
                                             else pattern, e, source, watcher.controller)]
        for event in hits[:1] if pattern.batch else hits:
            state.triggers.append(TriggerRecord(watcher.controller, source_label(state), watcher.step.text,
                                                watcher.step.event_words, pattern.kind, _cause(event)))
            watcher.fired = True
            fired += 1
            state.cite("603.7", rule, step=result)
    return fired


def _cause(event: Any) -> str | None:
    said = event.obj.name if event.obj is not None else event.player
    return str(said) if said is not None else None
