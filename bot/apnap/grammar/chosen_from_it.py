""""Target opponent reveals their hand. You choose a card from it with converted mana cost 4 or greater and exile that
card.": the kind's tail ("with converted mana cost 4 or greater", 202.3) said after "from it" rather than before it.
The same pick as "You choose a card with converted mana cost 4 or greater from it" (verbs_hidden.choose_from_hand,
608.2c): the object phrase is read whole, its tail put back after the noun it qualifies."""

from __future__ import annotations

from lark import Token, Tree

from .objects import parse_counted
from .phrases import Unread, arg
from .specs import StepSpec
from .verbs import Context, _verb


@_verb("choose_from_hand_tail")
def _choose_from_hand_tail(node: Tree[Token], c: Context) -> list[StepSpec]:
    """One pick by the controller among the cards of the hand shown, of the kind the words before and after "from
    it" say together."""
    objects = arg(node, "objects")
    if len(objects.children) != 1:  # one object phrase: the tail qualifies it alone
        raise Unread(c.clause)
    slot = parse_counted(f"{c.text.low_of(objects)} {c.text.low_of(arg(node, 'np_tail'))}", c.text.lexicon)
    if c.subject.kind != "you" or slot is None or slot.count == 0 or slot.count_ref is not None or slot.random \
            or slot.whole_zone:
        raise Unread(c.clause)
    return [c.step("choose_from_hand", slots=(slot,))]
