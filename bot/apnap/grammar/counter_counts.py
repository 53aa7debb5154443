"""Counters as an amount (122.1): "the number of eyeball counters removed this way", "for each charge counter
removed this way" (the counters a cost or an earlier instruction of the ability took off, 601.2h, 608.2c), and "the
number of counters on that creature", "for each fungus counter on that creature" (the counters on the one object the
effect targeted or the trigger event is about, as it is now or as it last existed, 608.2h); printed Spanish "el número
de contadores de ojo quitados de esta manera", "por cada contador de hongo sobre esa criatura".

Why a module of its own: phrases.py reads counters on the source only ("the number of doom counters on it"); these
two count counters somewhere else, each a reference the plan owns (``CountersThisWay``; ``PropertyOf`` with the
property ``counters:<kind>``), registered here among phrases.MORE_SIZES like the other counts.
"""

from __future__ import annotations

from lark import Token, Tree

from .card_values import SOURCE_WORDS
from .filters import parse_filter
from .parse_tree import Unread, Words, child
from .phrases import MORE_SIZES, counter_kind_of
from .specs import CountRef

COUNTERS_PROP = "counters:"  # a property of one object: its counters of the kind after the colon ("": every kind)


def counters_this_way(node: Tree[Token], text: Words) -> CountRef:
    """The counters of the kind the latest removal of the ability (its cost first, 601.2h) took off."""
    said = child(node, "counter_kind")
    if said is None:  # pragma: no cover - every rule of this reader names the kind
        raise Unread(text.of(node))
    return CountRef("counters_this_way", action="remove_counter", option=counter_kind_of(said, text))


def counters_on_that(node: Tree[Token], text: Words) -> CountRef:
    """The counters on "that creature": the one object grammar/properties.py binds it to (the effect's target or the
    trigger event's object); kept as the moved-object reading until then, which the engine refuses for counters."""
    kind_said = child(node, "counter_kind")
    kind = counter_kind_of(kind_said, text) if kind_said is not None else ""
    that = child(node, "that_noun")
    if that is None:  # pragma: no cover - every rule of this reader names it
        raise Unread(text.of(node))
    noun = text.low_of(that).split()[-1]
    flt = parse_filter(noun, text.lexicon) if noun in SOURCE_WORDS else None
    if flt is None:
        raise Unread(text.of(that))
    return CountRef("moved", option=COUNTERS_PROP + kind, filter=flt)


MORE_SIZES.update({"n_counters_this_way": counters_this_way, "per_counters_this_way": counters_this_way,
                   "n_counters_on_that": counters_on_that, "per_counters_on_that": counters_on_that})

__all__ = ["COUNTERS_PROP", "counters_on_that", "counters_this_way"]
