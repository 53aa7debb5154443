"""What the readers of a scenario's facts (``event_facts``, ``stack_facts``, ``combat_facts``, ``division_facts``,
``cast_facts``, ``chosen_facts``, ``target_players``) need of the scenario loader: its checks, its players and the
language its messages are in.

Why a protocol, written once: the loader (``board.BoardLoader``, ``scenario_game.GameLoader``, ``scenario._Loader``)
imports these readers, so they cannot import it; this is the one statement of the part of it they use (each
reader restated its own before, five times over).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Protocol

from bot.errors import BotError

from .model import GameObject, Player


class ScenarioReader(Protocol):
    """The scenario loader as the fact readers see it (``scenario._Loader`` is one)."""

    msg_lang: str | None

    def bad(self, where: str, msg_key: str, suggestions: list[str] | None = None, /, **params: Any) -> BotError: ...

    def integer(self, value: Any, where: str, low: int, high: int) -> int: ...

    def boolean(self, value: Any, where: str) -> bool: ...

    def mapping(self, value: Any, where: str, allowed: tuple[str, ...]) -> Mapping[str, Any]: ...

    def player_ref(self, value: Any, where: str, players: list[Player]) -> str: ...

    def text(self, value: Any, where: str) -> str: ...

    def sequence(self, value: Any, where: str, limit: int) -> list[Any]: ...

    def zone(self, raw: Any, owner: str, where: str, zone: str) -> list[GameObject]: ...

    def game_object(self, raw: Any, owner: str, where: str) -> GameObject: ...
