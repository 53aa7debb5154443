"""Players the board picks out: "each player who controls the most lands", "the player with the most life",
"each opponent who controls fewer creatures than you", "each player who controls six or more lands".

Why a reader of its own: these phrases are subjects ("… sacrifices two lands") and counted things
("draw a card for each opponent who …") alike; one reader gives both the same :class:`Standing`,
which the engine measures on the board as the step resolves (608.2h), never at parse time.
"""

from __future__ import annotations

from lark import Tree

from .phrases import Unread, Words, count_value, np_filter, trees
from .specs import Standing

_MOST = {"most_control": "control", "most_hand": "hand", "most_life": "life"}


def standing_of(node: Tree, text: Words, unique: bool = False) -> Standing:
    """A ``standing`` node of either grammar → the Standing it describes (``unique``: "the player …")."""
    kind = node.data
    kids = trees(node)
    if kind == "tapped_for_mana":  # a fact the board cannot show: the scenario says it (tapped_for_mana)
        return Standing("tapped_for_mana", unique=unique)
    if kind in _MOST:
        flt = np_filter(kids[0], text) if kind == "most_control" else None
        return Standing(_MOST[kind], flt, most=True, unique=unique)
    if unique:  # "the player who controls six or more lands": which one, when several do, is not said
        raise Unread(text.of(node))
    if kind in ("control_at_least", "control_at_most"):
        n = count_value(kids[0], text)
        if n is None:
            raise Unread(text.of(node))
        flt = np_filter(kids[1], text)
        return (Standing("control", flt, at_least=n) if kind == "control_at_least"
                else Standing("control", flt, at_most=n))
    if kind in ("control_some", "control_none"):  # "who controls a Plains" / "who doesn't control a legendary …"
        if count_value(kids[0], text) != 1:  # "who controls two lands": exactly or at least is not said
            raise Unread(text.of(node))
        flt = np_filter(kids[1], text)
        return Standing("control", flt, at_least=1) if kind == "control_some" else Standing("control", flt, at_most=0)
    if kind in ("control_fewer_than_you", "control_more_than_you"):
        return Standing("control", np_filter(kids[0], text), than_you=kind.split("_")[1])
    raise Unread(text.of(node))
