"""A source's state triggers (603.8): "When you control no Islands, sacrifice Vodalian Knights.", printed Spanish
"Cuando no controles Islas, …", "When there are no lands on the battlefield, …", "When you have no cards in hand, …".

Why: such an ability triggers when a game state is true, not on an event (603.8), so the event patterns of
grammar/when.py never read it, and the answer said its condition was "not read … if this effect would trigger them",
a wave-off that sounded like an answer, while the board set it off (judge 41w: the Knights' controller had no Island).
The state is a condition the condition grammar already reads (grammar/conditions.py, typed); the engine checks it on
the board after the resolution (engine/state_triggered.py): true, the ability triggers and goes on the stack the next
time a player would receive priority (117.5); not known, that is said exactly.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .card_names import short_names
from .grammar import parse_when
from .grammar.conditions import Condition, Controls, HandSize, Life, NoneOnBattlefield, read_condition
from .grammar.conditions_more import SourceHasCounters
from .grammar.phrases import Unread
from .grammar.text import as_source, fold
from .oracle import CardText, abilities_of

# the states a board shows (what a player controls, what is on the battlefield, a hand's size, a life total, the
# source's counters); never a moment or a fact of how a spell was cast, which is no state of the game
_STATES = (Controls, NoneOnBattlefield, HandSize, Life, SourceHasCounters)
# "When …" / "Cuando …": a state trigger is printed so; "Whenever" / "Siempre que" and "At" are events and moments
_WHEN = re.compile(r"^(?:when|cuando)\s+(?P<state>.+)$")


@dataclass(frozen=True, slots=True)
class StateTrigger:
    """One state-triggered ability of the source: its condition and effect as printed, and the state, typed."""

    condition: str
    effect: str
    check: Condition


def state_triggers_of(card: CardText | None) -> tuple[StateTrigger, ...]:
    """The card's triggered abilities whose condition is a game state the condition grammar reads (603.8)."""
    if card is None:
        return ()
    out = []
    for ability in abilities_of(card.text):
        # an intervening "if" (603.4) is checked as it would trigger too: not read here, so the ability stays one the
        # answer names as not read (source_place.unread_triggers)
        check = _state(ability.condition, card) if ability.kind == "triggered" and ability.condition \
            and not ability.intervening else None
        if check is not None and ability.condition is not None:
            out.append(StateTrigger(ability.condition, ability.effect, check))
    return tuple(out)


def is_state_trigger(condition: str, card: CardText) -> bool:
    """Whether the engine checks the trigger of this condition as a state trigger (one of ``state_triggers_of``)."""
    return any(trigger.condition == condition for trigger in state_triggers_of(card))


def _state(condition: str, card: CardText) -> Condition | None:
    m = _WHEN.match(fold(condition).strip(" ,."))
    if m is None or parse_when(condition, card.name) is not None:  # an event grammar/when.py reads (603.2)
        return None
    names = tuple(dict.fromkeys((*short_names(card.name), card.name, *((card.printed_name,) if card.printed_name
                                                                          else ()))))
    try:
        check = read_condition(as_source(m["state"], names, card.lang), card.lang)
    except Unread:
        return None
    return check if isinstance(check, _STATES) else None
