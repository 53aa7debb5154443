"""A search of the library and/or the graveyard (701.23a): "Search your library and/or graveyard for a card named Ral,
Caller of Storms, reveal it, and put it into your hand. If you search your library this way, shuffle it."

Why a step of its own, not a flag on ``Search``: which zone the player searches is a decision of theirs a one-zone
search does not have (the graveyard is public, 404.2; the library is hidden, 401.2), the card comes from the zone
it is found in, and the library is shuffled only when it was searched; the engine asks the zone first, then the card
(engine/act_search_zones.py), and the narration says both.
"""

from __future__ import annotations

from dataclasses import dataclass

from .steps import PickStep


@dataclass(frozen=True, slots=True, kw_only=True)
class SearchLibraryAndGraveyard(PickStep):
    """One card of ``picks`` from the controller's library or graveyard, to ``to`` (hand or battlefield, ``tapped``),
    revealed if ``reveal``; the library shuffled only if searched ("If you search your library this way, shuffle
    it"). A pick step of its own, not a ``Search``: the engine dispatches by exact type."""

    action: str = "search"
    to: str = "hand"  # hand | battlefield
    reveal: bool = False
    tapped: bool = False
