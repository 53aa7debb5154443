"""The step of the controller searching another player's library: "Search target player's library for a card and
exile it. Then that player shuffles their library." (701.23a, 701.24a; grammar/others_search.py reads it).

Why a step of its own: ``Search`` is each acting player's own library, shuffled by that player; here the controller
searches and chooses, the library is another player's (``zone_of``), the cards found stay that player's (108.3) and
that player shuffles (engine/act_others_search.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from .steps import PickStep


@dataclass(frozen=True, slots=True, kw_only=True)
class SearchOthersLibrary(PickStep):
    """The controller searches the library of ``zone_of`` ("target", "target_opponent", "that_player") for the
    step's pick, and puts what it finds ``to`` exile, that player's graveyard, or the
    battlefield under the controller's control (110.2); then that player shuffles (701.24a)."""

    action: str = "search"
    picks_others: ClassVar[bool] = True  # another player's cards (a choice in ``choices`` may name them)
    zone_of: str = "target"
    to: str = "exile"  # exile | graveyard | battlefield


@dataclass(frozen=True, slots=True, kw_only=True)
class SearchOwnedZones(PickStep):
    """The controller searches the graveyard, hand and library of ``zone_of`` ("target", "target_opponent",
    "that_player", "object_controller", "spell_controller", "object_owner") for the step's pick and exiles what it
    finds (406); ``every``: "all cards with …" (every one in the public graveyard is found, 701.23b leaves the hidden
    hand and library to the searcher), else "any number of …" (each zone the searcher's). Then that player shuffles
    (701.24a). Read by grammar/owned_zones_search.py, done by engine/act_owned_zones_search.py."""

    action: str = "search"
    picks_others: ClassVar[bool] = True  # another player's cards (a choice in ``choices`` may name them)
    zone_of: str = "target"
    every: bool = False


__all__ = ["SearchOthersLibrary", "SearchOwnedZones"]
