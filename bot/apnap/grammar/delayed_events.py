"""Delayed triggers that wait for an event (603.7): "When that creature dies this turn, you gain 3 life", "Whenever one
or more creatures you control deal combat damage to a player this turn, draw a card", "Until your next turn, whenever
a creature an opponent controls attacks, …" and their printed Spanish ("Cuando esa criatura muera este turno, …").

Why a module: the time-based delayed triggers (grammar/delayed.py) wait for a step; these wait for an event, which the
one trigger-condition reader (grammar/when.py, what the engine matches events with) reads. What is added here is what
only a created trigger says: whether it remembers one object (603.7c: "that creature", the object named before it in
the effect; "this permanent", the source), its stated duration (603.7b: "this turn", "until your next turn") and so
whether it triggers once or every time. A condition the reader cannot read, or "that creature" with no one object
before it, is refused naming its words, never matched loosely.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from .phrases import Unread
from .specs import StepSpec
from .text import fold
from .when import TriggerPattern, parse_when

# The stated durations (603.7b), as printed in each language, and when each ends: "this turn" and "until end of turn"
# at the cleanup step (514.2), "until your next turn" as that turn begins.
_UNTIL = re.compile(r"^(?:until (?P<en>your next turn|end of turn)"
                    r"|hasta (?P<es>tu proximo turno|el final del turno)), ")
_THIS_TURN = re.compile(r" (?:this turn|este turno)$")
_ENDS = {"your next turn": "your_next_turn", "tu proximo turno": "your_next_turn", "end of turn": "end_of_turn",
         "el final del turno": "end_of_turn"}
_OPENER = re.compile(r"^(?P<opener>whenever|when|siempre que|cuando) ")
# The object named before it in the effect ("that creature", 603.7c) and the source ("this permanent"): read as the
# trigger's own object ("this creature dies"), the engine watching the object remembered.
_THAT = re.compile(r"^(?:that (?:creature|permanent|artifact|land)|esa criatura|ese (?:permanente|artefacto)"
                   r"|esa tierra)\b")
_THIS = re.compile(r"^(?:this permanent|este permanente)\b")


@dataclass(frozen=True, slots=True)
class EventCondition:
    """A created trigger's condition: ``pattern`` (grammar/when.py), ``watches`` what object it remembers ("that":
    the object named before it, "source", "" none: any object the pattern describes), ``ends`` its stated duration
    ("this_turn", "end_of_turn", "your_next_turn") and ``once`` ("when" with no duration, 603.7b)."""

    pattern: TriggerPattern
    watches: str
    ends: str
    opener: str
    remembered: str = ""  # its words for the object remembered, folded ("that creature", "esa criatura")


def read_condition(words: str) -> EventCondition:
    """The created trigger's condition from its printed words (folded or not); :class:`Unread` naming them."""
    low = fold(words).strip(" ,.")
    until = _UNTIL.match(low)
    ends = _ENDS[until.group("en") or until.group("es")] if until else "this_turn"
    rest = low[until.end():] if until else _THIS_TURN.sub("", low)
    opener = _OPENER.match(rest)
    if opener is None or (not until and rest == low):
        raise Unread(words)
    phrase = rest[opener.end():]
    # printed Spanish names the object damage is dealt to first: "a esa criatura se le haga daño" (kept for when.py)
    to = "a " if phrase.startswith("a ") and (_THAT.match(phrase[2:]) or _THIS.match(phrase[2:])) else ""
    phrase = phrase[len(to):]
    that = _THAT.match(phrase)
    watches = "that" if that else "source" if _THIS.match(phrase) else ""
    if watches:  # read as the trigger's own object: "this creature dies" (grammar/when.py's self words)
        phrase = _own(phrase)
    phrase = to + phrase
    pattern = parse_when(phrase)
    if pattern is None or (watches and pattern.source != "only") or not _sayable(pattern, watches):
        raise Unread(words)
    return EventCondition(pattern, watches, ends, "when" if opener.group("opener") in ("when", "cuando") else
                          "whenever", that.group(0) if that else "")


# The events a created trigger is read with here: those render/delayed_event_words.py says in both languages
# (a player's life events, "Whenever you gain life this turn", 119.3: about a player, no object)
LIFE_KINDS = frozenset({"gains_life", "loses_life"})
SAID_KINDS = frozenset({"dies", "leaves", "attacks", "blocks", "combat_damage", "dealt_damage"}) | LIFE_KINDS
# Said only of the one object remembered (603.7c): "Whenever that creature is dealt damage this turn"
_REMEMBERED_ONLY = frozenset({"dealt_damage"})


def _sayable(pattern: TriggerPattern, watches: str) -> bool:
    """Its event is one said in both languages, about the object remembered or objects of a kind, nothing more; or a
    player's life event ("whenever you gain life this turn"), about you, an opponent or any player."""
    plain = not (pattern.other or pattern.first_each_turn or pattern.by_source or pattern.to_creature
                 or pattern.owner != "any" or pattern.zone)
    if pattern.kind in LIFE_KINDS:
        return plain and not watches and pattern.objects is None and pattern.player in ("you", "opponent", "any")
    about = bool(watches) or (pattern.source == "" and pattern.objects is not None
                              and pattern.kind not in _REMEMBERED_ONLY)
    return pattern.kind in SAID_KINDS and plain and about and (pattern.kind == "combat_damage"
                                                               or pattern.player in ("none", "any"))


def _own(phrase: str) -> str:
    """"that creature dies" → "this creature dies": the remembered object said as the trigger's own."""
    first, _, rest = phrase.partition(" ")
    noun, _, verb = rest.partition(" ")
    if first in ("that", "this"):
        return f"this {noun} {verb}".strip()
    return f"{'esta' if first in ('esa', 'esta') else 'este'} {noun} {verb}".strip()


# The remembered object as a damage's source (120.3): "whenever that creature is dealt damage this turn, it deals that
# much damage to …" — the object it names deals it, not the effect's source (render/on_players.py says "it")
REMEMBERED_SOURCES = {"that creature": "that creature", "esa criatura": "that creature",
                      "that permanent": "that permanent", "ese permanente": "that permanent"}


def remembered_source(condition: EventCondition, inner: Sequence[StepSpec], words: str) -> list[StepSpec]:
    """A damage of the created trigger's instruction whose source is said "it": the object the trigger remembers
    (603.7c), the source itself when it watches the source; with no one object remembered, "it" is the event's
    object, which is not read here (refused)."""
    from dataclasses import replace

    from .damage_target import SOURCE_IT

    out: list[StepSpec] = []
    for step in inner:
        if step.detail(SOURCE_IT) and condition.watches != "source":
            said = REMEMBERED_SOURCES.get(condition.remembered)
            if said is None:
                raise Unread(words)
            step = replace(step, source=said)
        out.append(step)
    return out


def check_remembered(condition: EventCondition, earlier: Sequence[StepSpec], words: str) -> None:
    """"that creature" names the one object targeted before it in the effect (603.7c: the trigger remembers it); no
    such object, or two, and it is refused, never guessed."""
    if condition.watches != "that":
        return
    named = [s for s in earlier if s.detail("target") == "object" and not s.detail(DELAYED_MARK)
             and not (s.detail("refers") or s.detail("it_bound") or s.detail("those"))]
    if len(named) != 1 or named[0].detail("targets"):
        raise Unread(words)


DELAYED_MARK = "delayed_in"  # grammar/delayed.py's mark (imported from there it would be an import circle)


def reads_its_event_object(condition: EventCondition, inner: Sequence[StepSpec]) -> bool:
    """A trigger waiting for any object of a kind ("whenever a creature an opponent controls attacks") whose
    instruction says "it" / "that creature": that is the event's object (603.2), which the effect's antecedents
    cannot name; refused rather than bound to an object named before it."""
    if condition.watches:
        return False
    return any(s.detail("it_bound") or s.detail("it") or s.detail("event_object") or s.detail("refers")
               for s in inner)
