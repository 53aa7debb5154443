"""A card put into a library at a position counted from its top (401.7), and the card chosen from a hand put on top
of or into its owner's library: "Put target creature into its owner's library third from the top", "Target player
reveals their hand. You choose a nonland card from it. That player puts that card into their library third from the
top." / "… puts that card on top of their library".

Why a reader of its own: the position is one token of english.lark (``NTH_FROM_TOP``), the same for a targeted
permanent and for the card chosen from a hand; the targeted permanent is the ``LibraryTarget`` step with its
position, the chosen card the ``MoveChosen`` step with its library end (``hand_chosen_before`` checks a card was
chosen before it, from the hand of the player who puts it, 608.2c). A library's owner is the card's (400.3): the
acting player's own library ("their library") is read only when that player owns the card, which the check does;
"your library" said of a card chosen from another player's hand is refused.
"""

from __future__ import annotations

from lark import Token, Tree

from ..ordinals import NUMBER_OF
from .phrases import Unread, arg, child, target_phrase
from .specs import StepSpec
from .verbs import _NOBODY, Context, _verb
from .verbs_more import _filter, _not_that_players, _only_you

# "that card": the one card chosen before (608.2c); "it", "them" and "those cards" name other things here
_CHOSEN = frozenset({"that card"})


def position_of(node: Tree[Token]) -> int:
    """The N of "Nth from the top" (401.7)."""
    token = next(t for t in node.children if isinstance(t, Token) and t.type == "NTH_FROM_TOP")
    return NUMBER_OF[str(token).casefold().split()[0]]


@_verb("library_nth_target")
def _library_nth_target(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Put target creature into its owner's library third from the top": the permanent ``target`` names, by the
    controller (608.2c), to that place in its owner's library (401.7)."""
    _only_you(c)
    _not_that_players(arg(node, "np"), c)
    flt = _filter(target_phrase(node, c.text), c.text)
    return [c.step("return", subject=_NOBODY, creatures=flt, destination="library",
                   extra=(("target", "object"), ("library", "nth"), ("position", str(position_of(node)))))]


@_verb("put_chosen_nth", "put_chosen_top")
def _put_chosen(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"That player puts that card into their library third from the top" / "… on top of their library": the card
    chosen from the hand shown before, put by its owner into their own library (401.7, 401.1)."""
    said = c.text.low_of(arg(node, "revealed"))
    poss = child(node, "poss")
    whose = c.text.low_of(poss) if poss is not None else c.text.low_of(node).split()[-2]
    if said not in _CHOSEN or c.subject.kind == "you" or whose != "their":
        raise Unread(c.clause)  # the controller's own library, or another pronoun: not the chosen card's owner's
    extra: tuple[tuple[str, str], ...]
    if node.data == "put_chosen_nth":
        extra = (("to", "library_nth"), ("position", str(position_of(node))))
    else:
        extra = (("to", "library_top"),)
    return [c.step("move_chosen", extra=extra)]
