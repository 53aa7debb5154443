"""Whose permanents "… all creatures target player controls" / "that player controls" reaches: one player's.

Why apart: the object lexicon reads such a tail as no restriction (when a player acts, "they control" is theirs),
so a mass instruction with no player acting would take every player's permanents; the tail is taken off the
kind and kept as the step's ``zones_of`` detail (target, target_opponent, that_player).
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .compared_amounts import split_defined_compare
from .filters import parse_filter
from .phrases import Unread, Words, filter_list, np_filter, trees
from .specs import TypeFilter

_ZONES_OF = {"target player controls": "target", "target opponent controls": "target_opponent",
             "that player controls": "that_player", "que controla el jugador objetivo": "target",
             "que controla el oponente objetivo": "target_opponent", "que controla ese jugador": "that_player"}


def one_players(np: Tree[Token], text: Words, acting: bool) -> tuple[TypeFilter, tuple[tuple[str, str], ...]]:
    """The kind of "all creatures target player controls" and, as the step's ``zones_of`` detail, whose. Refused
    when a player acts on them (``acting``: whose would be said twice) or whose is said more than once, not last."""
    tails = [text.low_of(t) for t in trees(np) if t.data == "np_tail" and text.low_of(t) in _ZONES_OF]
    if not tails:
        return np_filter(np, text), ()
    # "each creature that player controls with power greater than the number of cards in their hand": a compared
    # amount may follow whose (compared_amounts.py); "their" is then that one player's, each object's controller's
    said, compared = split_defined_compare(text.low_of(np), text.lexicon)
    if acting or len(tails) > 1 or not said.endswith(tails[0]):
        raise Unread(text.of(np))
    words = said.removesuffix(tails[0]).strip()
    flt = parse_filter(words, text.lexicon) or filter_list(words, text)
    if flt is None:
        raise Unread(text.of(np))
    if compared is not None:
        flt = replace(flt, compares=(*flt.compares, compared))
    return flt, (("zones_of", _ZONES_OF[tails[0]]),)
