"""A delayed triggered ability the effect creates (603.7): reported, never resolved now.

Why a module: the delayed trigger is created as the effect resolves (603.7a) but does its instruction later, so the
result says when it triggers (its rule), what it will do (its own typed plan, said in the result's language), whose
it is (603.7d-e) and the object it will act on (603.7c: that object, if it is still where the effect left it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..grammar.delayed import RULES
from ..plan import Delayed, DelayedOnEvent, Plan
from ..render import reading
from .delayed_events import event_fields
from .entered import declined_return
from .referents import delayed_object, source_label
from .values import holds

if TYPE_CHECKING:
    from .state import State


def record_delayed(state: State, step: Delayed | DelayedOnEvent) -> None:
    """The delayed trigger as the result lists it: ``when`` and its ``rule``, ``steps`` (each action and its words),
    ``reading`` (its instruction said in the result's language), and ``object`` when it names one. Under a
    condition ("If you do, return that card … at the beginning of the next end step"), only if it holds (608.2c);
    about the token the effect created, only if one was: a "may" answered no created none, and the trigger would
    name an object that never existed (judge 26, Felhide Spiritbinder)."""
    if step.condition is not None and not holds(state, step.condition):
        return
    if step.names in ("created", "created_tokens") and declined_return(state):
        return  # "you may pay …. If you do, create a token …" answered no: its "it" names no token (608.2c)
    rule = RULES.get(step.when, "603.7")
    entry: dict[str, Any] = {"controller": state.game.controller, "source": source_label(state), "text": step.text,
                             "when": step.when, "rule": rule,
                             "steps": [{"action": s.action, "text": s.text} for s in step.steps],
                             "reading": reading(Plan((step,)), state.lang),
                             **delayed_object(state, step.names, step.what)}
    if isinstance(step, DelayedOnEvent):  # it waits for an event, not a step (603.7b; engine/delayed_events.py)
        entry.update(event_fields(state, step))
        rule = entry["rule"]
    named = entry.get("object", "").casefold()
    moved = [(obj, zone) for obj, zone in state.moved if obj.name.casefold() == named] if step.names == "target" else []
    if moved:  # the card this effect moved is found where it went (400.7j); the trigger acts on it there (603.7c)
        obj, entry["object_zone"] = moved[-1]
        if "token" in obj.types:  # a token out of the battlefield ceased to exist (704.5d): nothing to act on (111.8)
            entry["object_zone"] = "ceased_to_exist"
            state.cite("704.5d", "111.8")
    state.delayed.append(entry)
    # its source and controller: a spell's (603.7d) or the activated or triggered ability's (603.7e)
    made_by = "603.7d" if state.scenario.source_zone == "stack" else "603.7e"
    state.cite("603.7", "603.7c" if "object" in entry else made_by, rule)
