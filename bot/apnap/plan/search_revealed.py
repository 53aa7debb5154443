"""A library search whose found cards are revealed and left where they are: "Search your library for an instant or
sorcery card and reveal that card." (701.23a, 701.20a-b).

Why a step of its own, not a destination of ``Search``: a ``Search`` moves what it finds in the same instruction; this
one moves nothing, and the sentences after it ("Shuffle your library, then put the card on top of it", "Otherwise, put
that card into your hand") move "that card" as they would the card a reveal of the top of a library showed (608.2c).
The engine records the found cards as shown (``revealed_found`` on the step), so those later steps find them.
"""

from __future__ import annotations

from dataclasses import dataclass

from .steps import PickStep


@dataclass(frozen=True, slots=True, kw_only=True)
class SearchRevealed(PickStep):
    """The cards of ``picks`` found in the acting player's library and shown to every player; they stay in the
    library (701.20b) until a later step moves them. The same decisions as a ``Search`` (a card of a stated quality
    may not be found, 701.23b); a pick step of its own, not a ``Search``: the engine dispatches by exact type."""

    action: str = "search"
