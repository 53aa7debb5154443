"""A choice of cards in the acting player's own hand, what "the rest" means next: "Target player chooses a card in
their hand and discards the rest." (Monomania), "Draw four cards, then choose two cards in your hand and discard the
rest." (Breakthrough's shape); printed Spanish "elige una carta de su mano y descarta el resto".

Why a reader of its own: the same choice as "chooses two cards in their graveyard" (verbs_tail.py), in the hand: the
cards kept are chosen by their owner in a hidden zone (402.3), then "discards the rest" discards every other card of
that hand at once (701.9a, 608.2c). "Up to seven cards" keeps any number from none to seven (the owner's choice),
and "shuffles the rest into their library" shuffles every other card of that hand in (701.24a). "Your hand" said of
another player, and a count the text does not print (X), are not read. "Loses all unspent mana" (106.4) is read here
too: the mana pool empties, a step of its own.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .phrases import Unread, arg, count_value, is_yours
from .specs import Slot, StepSpec, TypeFilter
from .verbs import Context, _verb


@_verb("choose_in_hand")
def _choose_in_hand(node: Tree[Token], c: Context) -> list[StepSpec]:
    """The acting player's printed number of cards of their own hand, kept (the choice "the rest" reads)."""
    return [c.step("choose", slots=(_kept(node, c),), creatures=None, extra=(("from", "hand"),))]


@_verb("choose_up_to_in_hand")
def _choose_up_to_in_hand(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Chooses up to seven cards in their hand": the same choice, any number from none to that many (107.1c)."""
    return [c.step("choose", slots=(replace(_kept(node, c), up_to=True),), creatures=None, extra=(("from", "hand"),))]


def _kept(node: Tree[Token], c: Context) -> Slot:
    n = count_value(arg(node, "count"), c.text)
    if n is None or n < 1 or is_yours(arg(node, "poss"), c.text) != (c.subject.kind == "you"):
        raise Unread(c.clause)
    return Slot(n)


@_verb("shuffle_rest")
def _shuffle_rest(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"… then shuffles the rest into their library": every card of the hand the choice before did not keep, into
    the acting player's own library, which is shuffled even if none is left (608.2c, 701.24a, 701.24d)."""
    if is_yours(arg(node, "poss"), c.text) != (c.subject.kind == "you"):
        raise Unread(c.clause)
    return [c.step("shuffle", creatures=TypeFilter(), extra=(("rest", "1"), ("from", "hand")))]


@_verb("lose_unspent_mana")
def _lose_unspent_mana(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Each player loses all unspent mana": each acting player's mana pool empties (106.4)."""
    return [c.step("lose_mana")]
