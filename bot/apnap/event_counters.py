"""The object of "… enters the battlefield with a counter on it": it has that counter, or the event never happened.

Why: "Whenever a creature enters the battlefield under your control with a counter on it, you may have it deal
damage equal to its power to any target" resolved with ``event_object: Llanowar Elves``, a 1/1 the board gives no
counters, dealing 1 damage (a blind judge, session 23): the condition's words were never checked against the object,
and which counter it has changes the outcome (a +1/+1 counter makes it a 2/2, 122.1a; a -1/-1 counter kills it first).
The trigger's event says the object entered with the counter (603.2), so it has one now: a board that says it has
none is a scenario that cannot be (``bad_scenario``), and a board that does not say is asked (``choice_needed``),
never assumed.
"""

from __future__ import annotations

import re

from bot.errors import BotError

from .grammar.text import fold
from .model import Game
from .scenario_reader import ScenarioReader

# "with a counter on it", "with a +1/+1 counter on it", "with one or more counters on it"; printed Spanish "con un
# contador sobre ella", "con un contador +1/+1 sobre él" (folded: accents gone)
_WITH_COUNTER = re.compile(r"\bwith (?:a|an|one or more) (?:(?P<kind>[+\-]\d+/[+\-]\d+|[a-z]+) )?counters? on "
                           r"(?:it|them)\b|\bcon (?:un|uno o mas) contador(?:es)?(?: (?P<es>[+\-]\d+/[+\-]\d+))? "
                           r"sobre (?:ella|el|ellas|ellos)\b")


def event_counters_checked(loader: ScenarioReader, condition: str, name: str, game: Game, lang: str) -> None:
    """Refuse an event object the board gives without the counter its trigger says it entered with; ask when the
    board does not say which counters it has. Nothing for a trigger that says no counter."""
    m = _WITH_COUNTER.search(fold(condition))
    if m is None:
        return
    kind = m["kind"] or m["es"]
    obj = next((o for p in game.players for o in p.battlefield if o.name.casefold() == name.casefold()), None)
    if obj is None:
        return
    if obj.counters is None:
        raise BotError.of("choice_needed", "apnap.error.event_counters_needed", suggestions=[name],
                          field="players", lang=lang, name=name, condition=condition)
    has = [k for k, n in obj.counters if n > 0 and (kind is None or k == kind)]
    if not has:
        raise loader.bad("event_object", "apnap.error.event_object_no_counter", name=name, condition=condition)
