"""The topmost cards of a kind in an ordered zone: "the top creature card of your graveyard", "the top two cards of
your graveyard" (404.1: a card put into a graveyard goes on top of it; 404.2: its order is kept).

Why a module of its own: which end of a zone's list is its top is one fact, owned here. A library is listed top card
first (docs/scenario-format.md); a graveyard is listed bottom card first, its top the last card, as the engine appends
each card put there (404.1). Nobody chooses these cards: the zone's order does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..grammar import TypeFilter
from ..model import GameObject

if TYPE_CHECKING:
    from .state import State

# the zones whose list is bottom first: their top card is the last one listed (404.1)
_BOTTOM_FIRST = frozenset({"graveyard"})


def top_first(zone: str, cards: list[GameObject]) -> list[GameObject]:
    """The zone's cards from its top down (401.1 a library's, 404.1 a graveyard's)."""
    return list(reversed(cards)) if zone in _BOTTOM_FIRST else list(cards)


def topmost(state: State, player: str, zone: str, flt: TypeFilter, wanted: int) -> list[GameObject] | None:
    """The ``wanted`` topmost cards of kind ``flt`` in ``player``'s ``zone``, fewer when it holds fewer (609.3); None
    when a card nobody described (``graveyard: 3``) lies above them: whether it is of the kind is unknown."""
    found: list[GameObject] = []
    for card in top_first(zone, state.game.player(player).zone(zone)):
        if len(found) >= wanted:
            break
        if not card.known and not flt.is_any:
            return None
        if flt.is_any or state.matches(flt, card, player):
            found.append(card)
    return found
