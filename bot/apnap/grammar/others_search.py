"""A search of another player's library by the controller: "Search target player's library for a card and exile it.
Then that player shuffles their library." (Extract), "… for up to seven cards and exile them" (Denying Wind), "… for
up to three cards with flashback and put them into that player's graveyard. Then the player shuffles their library."
(Quiet Speculation), "… for an artifact card and put that card onto the battlefield under your control" (Acquire);
printed Spanish "Busca en la biblioteca del jugador objetivo una carta y exíliala. Luego ese jugador baraja su
biblioteca." (701.23a, 701.24a).

Why a reader of its own: a library search (verbs_more.py) is the searcher's own library and the searcher shuffles it;
here three players' roles part: the controller searches and decides what is found (701.23a, 701.23b: a card of a
stated quality may be left unfound), the cards stay their owner's wherever they go (108.3: into that player's
graveyard, exile, or onto the battlefield under the searcher's control, 110.2), and the library's owner shuffles it
("that player", 608.2c: the player whose library the sentence named). The shuffle sentence is part of the reading
(folded into the tail): without it the library would be left in an order the searcher saw, which the text never
says. Only the controller searches here; whose library is one player the text names (target player, target
opponent, that player); anything else is refused with its words.
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from .objects import parse_counted
from .phrases import Unread, amount_ref, child, trees
from .specs import StepSpec
from .verbs import Context, _verb

SEARCH_OF = "search_of"  # the spec's action word (plan/convert_library.py builds the step)
_NAMED = {"of_target_player": "target", "of_target_opponent": "target_opponent"}
_OBJECTS = frozenset({"counted", "counted_up_to"})


def _owner(node: Tree[Token], c: Context) -> str:
    """Whose library: the target player or opponent (115.1), or "that player's" (608.2c); nothing else."""
    named = next((_NAMED[str(t.data)] for t in trees(node) if t.data in _NAMED), None)
    if named is not None:
        return named
    poss = child(node, "poss")
    if node.data == "search_others_that" or (poss is not None and c.text.low_of(poss) == "that player's"):
        return "that_player"
    raise Unread(c.clause)  # "your library" with this tail, "defending player's": not read here


def _destination(tail: str) -> tuple[str, tuple[tuple[str, str], ...]]:
    """Where the cards found go, and how (the tail's words, either language)."""
    if re.search(r"graveyard|cementerio", tail):
        return "graveyard", ()
    if re.search(r"battlefield|campo de batalla", tail):
        return "battlefield", (("control", "you"),)
    return "exile", ()


@_verb("search_others", "search_others_that")
def _search_others(node: Tree[Token], c: Context) -> list[StepSpec]:
    """The controller searches the named player's library for the cards the object says, puts them where the tail
    says, and that player shuffles (701.23a, 701.24a)."""
    if c.subject.kind != "you":  # another subject searching another player's library: not read here
        raise Unread(c.clause)
    owner = _owner(node, c)
    obj = next((t for t in trees(node) if t.data in _OBJECTS), None)
    slot = parse_counted(c.text.low_of(obj), c.text.lexicon) if obj is not None else None
    if obj is None or slot is None or slot.random or slot.whole_zone or slot.count_ref is not None:
        raise Unread(c.text.of(obj) if obj is not None else c.clause)
    where = child(node, "where_x")  # "for X cards, where X is the number of cards in your hand" (107.3)
    if where is not None:
        if slot.count is not None:
            raise Unread(c.text.of(where))
        slot = replace(slot, count_ref=replace(amount_ref(trees(where)[0], c.text), defines_x=True))
    elif slot.count is None:  # "X cards" with no X said in the sentence
        raise Unread(c.text.of(obj))
    tail = " ".join(str(t) for t in node.children if isinstance(t, Token) and t.type == "SEARCH_OF_TAIL")
    to, more = _destination(tail)
    return [c.step(SEARCH_OF, slots=(slot,), destination=to, extra=(("zone_of", owner), *more))]


__all__ = ["SEARCH_OF"]
