"""The counters one object has now (122.1): the board's and those this resolution put or removed, asked when nobody
gave them, never taken as none. Read by "the number of counters on that creature" (object_values.py, act_stack.py:
a property ``counters:<kind>`` of the one named object, as it is now or as it last existed, 608.2h) and by "Then if
it has three or more +1/+1 counters on it" (counter_values.py).

Why a module of its own, importing no other handler: the property readers and the condition reach it from both sides
of the engine's handlers (a property is read by a handler's amount, the condition by the board's check), so it stands
below them all.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError

from ..grammar.counter_counts import COUNTERS_PROP
from ..grammar.spanish_terms import counter_word
from ..model import GameObject

if TYPE_CHECKING:
    from .state import State


def is_counters_prop(prop: str) -> bool:
    return prop.startswith(COUNTERS_PROP)


def counters_value(state: State, obj: GameObject, prop: str) -> int:
    """The counters of the kind ``prop`` names on ``obj`` (every kind when it names none)."""
    kind = prop.removeprefix(COUNTERS_PROP)
    if kind:
        return counters_of_kind(state, obj, kind)
    if obj.counters is None:
        raise BotError.of("choice_needed", "apnap.error.counters_of_any_needed", suggestions=[obj.name],
                          field="players", lang=state.lang, name=obj.name, kind="+1/+1")
    return max(0, sum(dict(obj.counters).values()) + sum(state.counters.get(obj.uid, {}).values()))


def counters_on(state: State, source: GameObject | None, kind: str) -> int | None:
    """Counters of ``kind`` on an object: the board's plus those this effect put on it; None when unknown."""
    if source is None or source.counters is None:
        return None
    return dict(source.counters).get(kind, 0) + state.counters.get(source.uid, {}).get(kind, 0)


def counters_of_kind(state: State, obj: GameObject, kind: str) -> int:
    """The counters of ``kind`` on ``obj`` (:func:`counters_on`), asked when nobody gave them."""
    n = counters_on(state, obj, kind)
    if n is None:
        raise BotError.of("choice_needed", "apnap.error.counters_needed", suggestions=[obj.name], field="players",
                          lang=state.lang, kind=kind, counter=counter_word(kind, state.lang), name=obj.name)
    return n
