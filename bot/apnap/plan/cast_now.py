"""Casting a card while the ability resolves (608.2g): "If it's an instant or sorcery card, you may cast it without
paying its mana cost".

Why steps of their own and not a ``MoveRevealed`` to a zone: a cast card does not go into a player's zone but onto
the stack as a spell its caster controls (601.2a, 608.2g: above the ability that is resolving, which finishes
first), for no mana (118.9); the reading and the narration say so, and the engine records a cast, not a move. Which
card is the one the look or reveal before showed, found as for "put it into your hand" (the same engine code).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from .amounts import Fixed
from .library import ShownMove
from .steps import Pick, Step


@dataclass(frozen=True, slots=True, kw_only=True)
class CastShown(ShownMove):
    """"[If it's an instant or sorcery card,] you may cast it without paying its mana cost": the last card the look
    or reveal before showed, still in the library and of the kind ``only`` asks, cast now by the controller
    (608.2g) without paying its mana cost (``free``, 118.9); it goes on the stack, never into a zone."""

    action: str = "cast_now"
    to: str = "stack"
    one: bool = True
    free: bool = True


@dataclass(frozen=True, slots=True, kw_only=True)
class CastChosen(Step):
    """"Look at target player's hand. You may cast a nonland card in it without paying that card's mana cost": the
    card the choice just before took from the hand shown (608.2c), cast now by the controller (608.2g; a card of
    another player's hand too: its owner keeps owning it, the caster controls the spell, 108.3, 110.2) for no mana."""

    action: str = "cast_now"
    free: bool = True


@dataclass(frozen=True, slots=True, kw_only=True)
class CastFromHand(Step):
    """"You may cast a card with converted mana cost 5 or less from your hand without paying its mana cost": the
    controller picks one card of the kind ``pick`` asks from their own hand (nobody else sees it, 402.3) and casts
    it now (608.2g) for no mana (``free``, 118.9)."""

    action: str = "cast_now"
    pick: Pick = field(default_factory=lambda: Pick(Fixed(1)))
    free: bool = True


@dataclass(frozen=True, slots=True, kw_only=True)
class CastExiled(Step):
    """"Exile the top card of your library. You may cast that card." / "…, then you may cast any number of nonland
    cards exiled this way without paying their mana costs": the card(s) the step just before exiled from a library,
    still in exile, cast now by the controller (608.2g: 601.2a-i, no priority in between; each becomes the topmost
    object of the stack), paying their costs or, with ``free``, without paying their mana costs (118.9). A land is
    never cast (305.1, 305.9). ``several``: all the cards that step exiled ("those cards", "cards exiled this way"),
    ``any_number``: the controller picks which of them; ``said_those``: "those cards" rather than "cards exiled this
    way" (only how the reading says it)."""

    picks_others: ClassVar[bool] = True  # cards of other players' libraries (a choice in ``choices`` may name them)
    action: str = "cast_now"
    several: bool = False
    nonland: bool = False
    any_number: bool = False
    free: bool = False
    said_those: bool = False
