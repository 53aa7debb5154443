""""Each player sacrifices the creature they control with the highest converted mana cost unless they pay that
creature's mana cost": a payment whose cost is the mana cost of the object the instruction itself picks (118.12,
202.1).

Why its own reading: "unless they pay {3}" is a payment decided before the instruction (choice_clauses.unless_paid),
but here the cost is not known until the player has picked the object (a tie for the greatest is theirs to break,
greatest_ties.py), so payment and instruction are one step: each player picks, then may pay the mana cost of what
they picked (declining is the default, and a player can't pay mana the board shows they can't make, 118.3), then
those who didn't pay sacrifice it (engine/own_cost.py). Only one object of one pick, named by its own noun ("that
creature's" after "the creature …") or "its", and only a sacrifice: anything else is refused with its words.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .filters import parse_filter
from .parse_tree import trees
from .phrases import Unread, Words
from .specs import StepSpec

# the one value StepSpec.extra's "unless_pays" takes: the picked object's mana cost (202.1)
OWN_MANA_COST = "mana_cost"


def its_cost_unless(unless: Tree[Token], found: list[StepSpec], text: Words) -> list[StepSpec] | None:
    """The instruction marked as avoided by paying its own object's mana cost, or None when ``unless`` says no such
    cost; :class:`Unread` when it does but the instruction is not one sacrifice of one object of that noun."""
    alternatives = [a for a in trees(unless) if a.data.startswith("unless_") and a.data != "unless_who"]
    if not any(a.data == "unless_pay_its_cost" for a in alternatives):
        return None
    if len(alternatives) != 1 or len(found) != 1 or not _one_object(found[0], alternatives[0], text):
        raise Unread(text.of(unless))
    return [replace(found[0], extra=(*found[0].extra, ("unless_pays", OWN_MANA_COST)))]


def _one_object(step: StepSpec, alternative: Tree[Token], text: Words) -> bool:
    """One sacrifice of exactly one object, not optional, whose noun is the one "that <noun>'s" names."""
    if step.action != "sacrifice" or step.optional or len(step.slots) != 1:
        return False
    slot = step.slots[0]
    if slot.count != 1 or slot.up_to or slot.count_ref is not None or slot.random or slot.whole_zone:
        return False
    named = [str(t).lower().removesuffix("'s") for t in alternative.children if isinstance(t, Token)
             and t.type == "WORD"]
    if not named:  # "its mana cost", "su coste de maná"
        return True
    said = parse_filter(named[0], text.lexicon)
    return said is not None and said.noun == slot.filter.noun
