"""Plan steps on the top of a library and what a pronoun after them moves (text → parse → **plan**), and the
zone moves of the same family: exile picks, a hand put under a library, "… unless they pay N life".

Why their own module: revealing and looking (701.20a, 701.20e) show cards without moving them
(701.20b), and the sentences after them ("put that card into your hand", "puts those cards into
their graveyard", "loses life equal to its converted mana cost") act on exactly the cards shown:
the engine finds them in the events of the latest reveal or look; these steps say what is shown
and what moves.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..grammar import TypeFilter
from .amounts import ZERO, Amount
from .steps import Alternative, PickStep, Step


@dataclass(frozen=True, slots=True, kw_only=True)
class RevealTop(Step):
    """"Each player reveals the top card of their library" (701.20a; ``action`` "look": shown only to that
    player, 701.20e). The cards stay where they are (701.20b). With ``until``: "reveals cards from the top
    of their library until they reveal a land card" (every card up to and including the first match)."""

    action: str = "reveal"  # "look" with ``look``
    amount: Amount = ZERO
    until: TypeFilter | None = None
    look: bool = False  # shown only to the player who looks (701.20e)
    again: bool = False  # "you may reveal it": the cards the latest look showed, not the top of the library
    if_shares_type: bool = False  # kinship: only a card that shares a creature type with the source (205.3m)
    # "look at the top three cards of target opponent's library": the step's player owns the library, the
    # controller alone sees the cards (701.20e)
    by_controller: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class ShownMove(Step):
    """What the cards the latest reveal or look showed do (608.2c): the base of ``MoveRevealed`` and of a cast of
    the card shown (plan/cast_now.py), which find the same cards; each concrete step has its own handler.

    ``only``: "If it's a creature card, …" (the card must be of that kind). ``everyone``: "put the revealed
    cards into their owners' graveyards": the acting player moves every player's revealed card."""

    action: str = "put"
    to: str = "hand"  # hand | graveyard | battlefield | library_bottom
    only: TypeFilter | None = None
    only_not: TypeFilter | None = None  # "Otherwise, …" after "If it's a creature card, …": a card of no such kind
    tapped: bool = False  # "put it onto the battlefield tapped" (110.5b)
    everyone: bool = False
    # "that card" / "it" (not "those cards"): after "reveal cards … until they reveal a creature card", the one
    # card that stopped the reveal, never every card revealed (608.2c)
    one: bool = False
    by_controller: bool = False  # "then put them back in any order" after a look at another player's library (401.4)
    any_order: bool = False  # "… on the bottom of your library in any order" as printed (401.4: an order unseen)


@dataclass(frozen=True, slots=True, kw_only=True)
class MoveRevealed(ShownMove):
    """"Put that card into your hand", "puts those cards into their graveyard", "put it onto the battlefield":
    the cards the latest reveal or look showed, each to its owner's zone (608.2c).

    ``only``: "If it's a creature card, …" (the card must be of that kind). ``everyone``: "put the revealed
    cards into their owners' graveyards": the acting player moves every player's revealed card."""


@dataclass(frozen=True, slots=True, kw_only=True)
class HandToBottom(Step):
    """"Puts the cards in their hand on the bottom of their library in any order" (401.4: the owner orders
    them and does not reveal the order): the whole hand, no choice of cards."""

    action: str = "put_on_bottom"


@dataclass(frozen=True, slots=True, kw_only=True)
class UnlessPaid(Step):
    """"That player returns a permanent they control to its owner's hand unless they pay 2 life": each player
    may give one of ``alternatives`` instead (608.2c); the others do ``penalty`` (its own step, its own handler)."""

    penalty: Step
    alternatives: tuple[Alternative, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileFromBattlefield(PickStep):
    """"Each player exiles a creature they control": a pick from the battlefield, into its owner's exile."""

    action: str = "exile"


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileHandOrPermanent(PickStep):
    """"Each opponent exiles a card from their hand or a permanent they control": ``picks`` is the hand's pick, then
    the battlefield's; each player makes one choice among the objects of both (101.4), exiled into its owner's exile
    (701.13a). ``and_or``: "exiles X permanents they control and/or cards from their hand", as many objects as the
    picks' count among both, in any mix."""

    action: str = "exile"
    and_or: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileFromGraveyard(PickStep):
    """"That player may exile a card from their graveyard": a pick from their own graveyard."""

    action: str = "exile"


@dataclass(frozen=True, slots=True, kw_only=True)
class PutExiledWith(Step):
    """"Put all cards exiled with Knowledge Vault into their owner's graveyard", "return the exiled cards to the
    battlefield under their owners' control" (607.2a): the cards the source's linked ability exiled (the scenario's
    ``exiled_with``), each to its owner's ``to`` zone, onto the battlefield under its owner's control (400.7).
    ``said``, as printed: "all" ("all cards exiled with this permanent"), "each" ("each card exiled with …"), "the"
    ("the exiled cards"), "card" ("the exiled card") or "own" ("each player returns … all cards they own exiled
    with …": each owner returns their own). Onto the battlefield under its owner's control, or the controller's
    (``control`` "you": "under your control"), ``tapped`` as printed."""

    action: str = "put"  # "return" as printed
    to: str = "graveyard"
    # "own_permanents": "…, then puts all permanent cards among them onto the battlefield" after TurnUpExiledWith,
    # each owner's own permanent cards (110.4b); the others stay in exile
    said: str = "all"
    control: str = "owner"
    tapped: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnUpExiledWith(Step):
    """"Each player turns face up all cards they own exiled with this permanent" (406.3, 607.2a): each owner's
    cards the source's linked ability exiled are shown to every player; they stay in exile."""

    action: str = "turn_face_up"


@dataclass(frozen=True, slots=True, kw_only=True)
class HandToLibraryTop(PickStep):
    """"Target opponent puts a card from their hand on top of their library": each acting player picks one card
    of their hand (101.4a), which goes on top of their library, face down (401.2); ``end`` "bottom": "put two cards
    from your hand on the bottom of your library", under it in an order nobody else sees (401.4)."""

    action: str = "put"
    end: str = "top"
