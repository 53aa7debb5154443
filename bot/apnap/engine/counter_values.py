"""Counters as an amount or a condition, worked out as the step applies (122.1, 608.2h, 608.2c): the counters an
earlier part of the ability removed ("for each charge counter removed this way": its cost's first, 601.2h), the
counters on one named object ("the number of counters on that creature", "for each fungus counter on that creature":
now, or as it last existed), and "Then if it has three or more +1/+1 counters on it" about the object the instruction
before put counters on.

Why a module of its own: values.py owns "this way" counts of objects, object_values.py the properties of the one
named object; counters are neither objects moved nor a characteristic, and a count of them the board does not give
is asked (never taken as none), with the questions the counter handlers ask.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.errors import BotError

from ..grammar.object_counters import ItHasCounters
from ..plan import amounts as a
from .board_values import BOARD_CHECKS
from .object_counters import counters_of_kind
from .values import _step_of, _unknown_count, _value

if TYPE_CHECKING:
    from .state import State


@_value(a.CountersThisWay)
def _counters_this_way(state: State, e: a.CountersThisWay, player: str | None) -> int:
    """The counters of the kind the latest step of ``action`` (the cost's when the effect has none) took off or
    put; none such: 0. A number nobody knows (a cost "assumed paid" with no count) is asked."""
    step = _step_of(state, e.action)
    if step is None:
        return 0
    total = 0
    for ev in step.events:
        if e.kind and ev.extra.get("counter", e.kind) != e.kind:
            continue
        if ev.amount is None:
            raise _unknown_count(state, ev.player)
        total += ev.amount * max(1, len(ev.objects))
    state.cite("122.1", step=state.steps[-1] if state.steps else None)
    return total


_COUNTER_ACTIONS = frozenset({"counter", "remove_counter"})


def it_has_counters_holds(state: State, cond: Any, words: str) -> bool:
    """"Then if it has three or more +1/+1 counters on it": the one object the instruction just before put counters
    on or removed them from (608.2c), its counters now (the board's and this resolution's, 122.1; asked when nobody
    gave them). Any other instruction before, or not exactly one object: the words are refused, never guessed."""
    before = state.steps[-1] if state.steps else None  # checked as this part is reached, before its own result
    objects = {o.uid: o for ev in before.events for o in ev.objects} if before is not None and \
        before.action in _COUNTER_ACTIONS else {}
    if len(objects) != 1:
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=words)
    (obj,) = objects.values()
    n = counters_of_kind(state, obj, cond.kind)
    return bool(n >= cond.at_least and (cond.at_most is None or n <= cond.at_most))


BOARD_CHECKS[ItHasCounters] = it_has_counters_holds
