"""The scenario's ``starting_life`` (103.4): each player's starting life total, which no board shows. One number for
every player (``starting_life: 40``, a Commander game, 103.4c) or one per player (``starting_life: {Alice: 40}``: an
Archenemy's, 103.4e, or a Vanguard card's modifier, 103.4b); a player it leaves out keeps the rule's default, which
the engine takes and says when a text compares with it (engine/starting_life_check.py)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .model import Game
from .scenario_reader import ScenarioReader

MAX_STARTING_LIFE = 1000


def read_starting_life(loader: ScenarioReader, data: Mapping[str, Any], game: Game) -> dict[str, int] | None:
    """``starting_life`` by player, or None when the scenario does not say."""
    raw = data.get("starting_life")
    if raw is None:
        return None
    if not isinstance(raw, Mapping):
        n = loader.integer(raw, "starting_life", 1, MAX_STARTING_LIFE)
        return {p.name: n for p in game.players}
    given = loader.mapping(raw, "starting_life", tuple(p.name for p in game.players))
    return {loader.player_ref(name, "starting_life", game.players):
            loader.integer(n, f"starting_life.{name}", 1, MAX_STARTING_LIFE) for name, n in given.items()}


__all__ = ["MAX_STARTING_LIFE", "read_starting_life"]
