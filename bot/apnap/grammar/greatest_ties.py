""""Each player sacrifices the creature they control with the highest converted mana cost. If two or more creatures a
player controls are tied for highest cost, that player chooses one." (Tariff-like): the tie sentence of a pick of "the
greatest … among …".

Why a module: the sentence names no object and no action of its own; it says how the pick before it is made when
several objects share the greatest value: the picking player chooses among the tied ones (101.4, 608.2d), which is
what a pick of a filter with ``greatest`` does (engine/asking._legal keeps every tied object as an option). So it is
read only after such a pick, which it marks (``TypeFilter.greatest_ties``, said again as its own sentence by the
renderer); after anything else it is refused with its words, never dropped.
"""

from __future__ import annotations

from dataclasses import replace

from .phrases import Unread
from .specs import StepSpec


def ties_chosen(steps: list[StepSpec], words: str) -> list[StepSpec]:
    """The sentence before (``steps``) with its "the greatest" picks marked as saying the tie is the picker's; refused
    when no pick of the sentence before has one."""
    marked, out = False, []
    for step in steps:
        slots = tuple(replace(s, filter=replace(s.filter, greatest_ties=True)) if s.filter.greatest else s
                      for s in step.slots)
        marked = marked or slots != step.slots
        out.append(replace(step, slots=slots))
    if not marked:
        raise Unread(words)
    return out
