"""A condition on the counters of the object an instruction just acted on: "Put a +1/+1 counter on it. Then if it has
three or more +1/+1 counters on it, sacrifice Ordeal of Thassa." (608.2c: "it" is what the instruction before named;
122.1); printed Spanish "Luego, si tiene tres o más contadores +1/+1 sobre ella, …".

Why a condition of its own: conditions_more.SourceHasCounters reads "it has …" as the source only where the sentence's
subject is the source (a static's "as long as it has …"); after "then", the same words are about the object the
instruction before put counters on or took them from, which may be the enchanted creature, a target or the trigger's
object. The engine finds that one object in that instruction's events (engine/counter_values.py) and refuses when it
is not exactly one.
"""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token, Tree

from .conditions_more import read_source_counters
from .parse_tree import Words


@dataclass(frozen=True, slots=True)
class ItHasCounters:
    """The one object the instruction just before put counters on or removed them from has between ``at_least`` and
    ``at_most`` counters of ``kind`` (122.1), checked as the sentence is reached (608.2c)."""

    kind: str
    at_least: int = 1
    at_most: int | None = None


def it_has_counters(cond: Tree[Token], text: Words) -> ItHasCounters | None:
    """``cond_source_counters`` said with "it" ("if it has three or more +1/+1 counters on it"); None: said otherwise
    (the source named, "there are …"), which the board condition reads as the source's."""
    if cond.data != "cond_source_counters":
        return None
    said = read_source_counters(cond, text)
    if not said.pronoun:
        return None
    return ItHasCounters(said.kind, said.at_least, said.at_most)


__all__ = ["ItHasCounters", "it_has_counters"]
