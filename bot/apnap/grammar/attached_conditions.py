"""A static's condition about the permanent its source is attached to: "As long as equipped creature is tapped, tapped
creatures you control get +2/+0" (Sword of the Paruns), "As long as enchanted creature is a Human, …" (611.3a).

Why its own condition: the attached permanent is the one the scenario's ``attached_to`` names (303.4, 301.5), never
a player's board in general, so :func:`conditions.holds` (the board's players) cannot answer it; the engine checks it
on that permanent as the layers make it now (engine/board_values.py), and asks ``attached_to`` when it is not given.
"""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token, Tree

from .filters import parse_filter
from .phrases import Unread, Words, child, trees
from .specs import TypeFilter

# "is tapped" / "está girada": the state said as one filter of the attached creature
_STATES = {"cond_attached_tapped": ("tapped creature", "criatura girada"),
           "cond_attached_untapped": ("untapped creature", "criatura enderezada")}


@dataclass(frozen=True, slots=True)
class AttachedIs:
    """The permanent the source is attached to (``attached``: ``enchanted`` / ``equipped``) matches ``filter`` now:
    tapped or untapped (``filter.tapped``), of a colour, of a creature type."""

    attached: str
    filter: TypeFilter


def read_attached_is(node: Tree[Token], words: Words) -> AttachedIs:
    """"equipped creature is tapped", "enchanted creature is a Human" / "la criatura equipada está girada"."""
    attached = child(node, "enchanted") or child(node, "equipped")
    if attached is None:  # pragma: no cover - the grammar's rule names one
        raise Unread(words.of(node))
    es = words.lexicon.lang == "es"
    # "a Human": the creature type (205.3m), read by the object lexicon
    said = _STATES[node.data][1 if es else 0] if node.data in _STATES else words.low_of(trees(node)[-1])
    flt = parse_filter(said, words.lexicon)
    if flt is None or flt.control is not None or node.data == "cond_attached_is" and (
            not flt.subtypes or flt.alternatives or flt.colors or flt.tapped is not None):
        raise Unread(words.of(node))
    return AttachedIs(attached.data, flt)


ATTACHED_READERS = {"cond_attached_tapped": read_attached_is, "cond_attached_untapped": read_attached_is,
                    "cond_attached_is": read_attached_is}
