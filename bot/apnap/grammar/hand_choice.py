"""A choice of cards in the acting player's own hand, what "the rest" means next: "Target player chooses a card in
their hand and discards the rest." (Monomania), "Draw four cards, then choose two cards in your hand and discard the
rest." (Breakthrough's shape); printed Spanish "elige una carta de su mano y descarta el resto".

Why a reader of its own: the same choice as "chooses two cards in their graveyard" (verbs_tail.py), in the hand: the
cards kept are chosen by their owner in a hidden zone (402.3), then "discards the rest" discards every other card of
that hand at once (701.9a, 608.2c). "Your hand" said of another player, and a count the text does not print (X, "up
to"), are not read.
"""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Unread, arg, count_value, is_yours
from .specs import Slot, StepSpec
from .verbs import Context, _verb


@_verb("choose_in_hand")
def _choose_in_hand(node: Tree[Token], c: Context) -> list[StepSpec]:
    """The acting player's printed number of cards of their own hand, kept (the choice "the rest" reads)."""
    n = count_value(arg(node, "count"), c.text)
    if n is None or n < 1 or is_yours(arg(node, "poss"), c.text) != (c.subject.kind == "you"):
        raise Unread(c.clause)
    return [c.step("choose", slots=(Slot(n),), creatures=None, extra=(("from", "hand"),))]
