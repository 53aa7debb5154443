"""Plan step for a delayed trigger that waits for an event (603.7): "When that creature dies this turn, you gain 3
life", "Until your next turn, whenever …".

Why a step of its own: a :class:`~.steps.Delayed` waits for a step of the turn; this one for an event, matched by the
engine's one matcher (engine/triggers.py) with the pattern the one trigger-condition reader gave (grammar/when.py),
for as long as its stated duration lasts (603.7b). Its instruction is a typed plan read like any other, listed and
never run now; the object it remembers (603.7c) is the one named before it in the effect, or the source.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..grammar import StepSpec
from ..grammar.delayed_events import read_condition
from ..grammar.when import TriggerPattern
from .steps import Step


@dataclass(frozen=True, slots=True, kw_only=True)
class DelayedOnEvent(Step):
    """The fields of :class:`~.steps.Delayed` (its instruction ``steps``, ``names`` / ``what``), and ``pattern``: what
    it waits for (grammar/when.py; a remembered object is its own object, ``source`` "only");
    ``watches``: ``that`` (the object named before it, bound like ``names`` ``target``), ``source``, or "" (any object
    the pattern describes); ``ends``: ``this_turn`` / ``end_of_turn`` (both end at the cleanup step, 514.2) or
    ``your_next_turn``; ``opener``: ``when`` or ``whenever``; ``event_words``: its condition as printed."""

    action: str = "delayed_event"
    when: str = "event"
    steps: tuple[Step, ...] = ()
    names: str = ""  # what its instruction's "it" stands for, as :class:`~.steps.Delayed`'s (603.7c)
    what: str = ""
    pattern: TriggerPattern = TriggerPattern("")
    watches: str = ""
    ends: str = "this_turn"
    opener: str = "when"
    event_words: str = ""


def delayed_on_event(spec: StepSpec, common: dict[str, Any], step_of: Any) -> DelayedOnEvent:
    """The typed step of a ``delayed`` spec whose time is an event (grammar/delayed.py, grammar/delayed_events.py)."""
    said = spec.detail("delayed_condition")
    read = read_condition(said)
    return DelayedOnEvent(**{**common, "action": "delayed_event"}, steps=tuple(step_of(i) for i in spec.inner),
                          names=spec.detail("it_bound"), what=spec.detail("it_what"), pattern=read.pattern,
                          watches=read.watches, ends=read.ends, opener=read.opener, event_words=said)


__all__ = ["DelayedOnEvent", "delayed_on_event"]
