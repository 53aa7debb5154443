""""Target player shuffles up to four target cards from their graveyard into their library" (Memory's Journey, Gaea's
Blessing) and "Shuffle up to three target cards from your graveyard into your library"; printed Spanish "El jugador
objetivo baraja hasta cuatro cartas objetivo de su cementerio en su biblioteca".

Why a reader of its own: two kinds of targets in one instruction (a player and cards, 115.1, 601.2c), the cards in
that player's own graveyard, moved into that player's library, which is then shuffled (701.24a). The step is the
targeted graveyard card's (``return`` with ``target_card`` "target_player" or "you", ``to`` "library_shuffle"); only
the acting player's own graveyard and library are read.
"""

from __future__ import annotations

import re

from lark import Token, Tree

from .phrases import Unread, child, count_value, is_yours, target_phrase, trees
from .specs import StepSpec
from .verbs import _NOBODY, Context, _verb
from .verbs_more import _filter

_WHOSE = {"you": "you", "target_player": "target_player"}


@_verb("cards_shuffled_in")
def _cards_shuffled_in(node: Tree[Token], c: Context) -> list[StepSpec]:
    """The target cards of the acting player's graveyard into their library, shuffled."""
    whose = _WHOSE.get(c.subject.kind)
    if whose is None or c.optional or any(is_yours(t, c.text) != (whose == "you")
                                          for t in trees(node) if t.data == "poss"):
        raise Unread(c.clause)  # "each player shuffles …", "you may …", another player's zone: not read here
    counted = child(node, "tc_exactly") or child(node, "tc_up_to")
    count = next(iter(trees(counted)), None) if counted is not None else None
    n = count_value(count, c.text) if count is not None else None
    if n is None or n < 1:
        raise Unread(c.clause)  # "any number of", "X": not read
    up_to = re.search(r"\b(?:up to|hasta)\b", c.text.low_of(node)) is not None
    flt = _filter(target_phrase(node, c.text), c.text)
    subject = c.subject if whose == "target_player" else _NOBODY
    return [c.step("return", subject=subject, creatures=flt, destination="library_shuffle",
                   extra=(("from", "graveyard"), ("to", "library_shuffle"), ("targets", str(n)),
                          *((("up_to", "1"),) if up_to else ()), ("target_card", whose)))]
