"""The resolve service: an effect or a scenario file, and who plays, → a scenario the engine runs.

Quick mode (an effect and a list of players) and scenario files are decided here once, for the
Discord cog, the console and the CLI alike: which seats exist, who the active player is, which
user sits where in a table game, and what counts as bad input.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass, field
from typing import Any

from ..apnap import MAX_INPUT_BYTES, parse_text, resolve_text
from ..apnap.scenario import Scenario
from ..errors import BotError
from .quick_legacy import quick_scenario

MAX_NAME = 40


@dataclass(frozen=True, slots=True)
class Seat:
    """A player as the asker named them: a name, a user (a table game's real player), or both."""

    name: str
    user_id: int | None = None


@dataclass(frozen=True, slots=True)
class ResolveRequest:
    """What to resolve: ``scenario`` (a scenario file's text) or ``effect`` with ``players``."""

    lang: str | None  # None: the scenario's own language (``lang:``), else the effect's
    effect: str | None = None
    scenario: str | bytes | None = None
    players: tuple[Seat, ...] = ()
    active: str | None = None  # a player's name
    options: dict[str, Any] = field(default_factory=dict)  # controller, x, target, mode, ability, board…


@dataclass(frozen=True, slots=True)
class ResolveResult:
    """A resolution in the contract's shape (``resolve --json``) plus its narration."""

    data: dict[str, Any]
    lang: str

    @property
    def narration(self) -> str:
        return str(self.data.get("narration") or "")

    @property
    def effect(self) -> str:
        return str(self.data.get("effect") or "")

    @property
    def citations(self) -> list[str]:
        """The rules the resolution cites, in the order the narration does."""
        return [str(c) for c in self.data.get("citations") or [] if c]

    @property
    def resolves_first(self) -> tuple[str, str] | None:
        """(source, controller) of the trigger that resolves first, if any."""
        first = self.data.get("resolves_first")
        return (str(first["source"]), str(first["controller"])) if first else None

    @property
    def game_result(self) -> tuple[str, list[str]] | None:
        """("draw", []) or ("win", winners) when the game ended."""
        result = self.data.get("game_result")
        if not result:
            return None
        return ("draw", []) if result.get("result") == "draw" else ("win", list(result.get("winners", [])))

    def to_dict(self) -> dict[str, Any]:
        return self.data


def split_names(text: str) -> list[str]:
    """``"Alice, Bob, Carol"`` or ``"Alice Bob Carol"`` → names; commas separate names with spaces."""
    text = (text or "").strip()
    if not text:
        return []
    parts = re.split(r"[,;\n]", text) if re.search(r"[,;\n]", text) else text.split()
    return [" ".join(p.split())[:MAX_NAME] for p in parts if p.strip()]


def unique_names(names: list[str]) -> list[str]:
    """Make display names distinct (case-insensitively) by numbering repeats."""
    seen: set[str] = set()
    out = []
    for name in names:
        base = name.strip()[:MAX_NAME] or "Player"
        candidate, n = base, 1
        while candidate.casefold() in seen:
            n += 1
            candidate = f"{base} {n}"
        seen.add(candidate.casefold())
        out.append(candidate)
    return out


class ResolveService:
    def scenario_text(self, request: ResolveRequest) -> str:
        """The scenario the engine parses (JSON is valid YAML): the file's own, or one built from
        the effect and the players (quick mode)."""
        if request.scenario is not None:
            raw = request.scenario
            if isinstance(raw, bytes) and len(raw) > MAX_INPUT_BYTES:
                raise BotError.of("bad_file", "resolve.file_too_large", field="file", limit=MAX_INPUT_BYTES)
            parse_text(raw, request.lang)  # refuses what is too large, not UTF-8 or not a scenario
            return raw.decode("utf-8-sig") if isinstance(raw, bytes) else raw
        if not (request.effect or "").strip():
            raise BotError.of("bad_scenario", "resolve.need_effect", field="effect",
                              suggestions=["Each player sacrifices a creature."])
        names = unique_names([s.name for s in request.players])
        data = quick_scenario(request.effect or "", names, request.active, request.lang)
        return json.dumps(data, ensure_ascii=False)

    def scenario(self, request: ResolveRequest) -> Scenario:
        return parse_text(self.scenario_text(request), request.lang)

    def resolve(self, request: ResolveRequest) -> ResolveResult:
        """Resolve at once, with the scenario's scripted choices and the engine's defaults."""
        data = resolve_text(self.scenario_text(request), request.lang)
        return ResolveResult(data, str(data.get("lang") or request.lang or "en"))

    def seat_users(self, request: ResolveRequest, text: str) -> dict[str, int | None]:
        """Which user plays which seat of a table game: quick mode by name; a scenario file's seats
        in order, given to the mentioned users in the order they were named."""
        if request.scenario is None:
            names = unique_names([s.name for s in request.players])
            return {name: seat.user_id for name, seat in zip(names, request.players, strict=True)}
        seats = parse_text(text, request.lang).game.seat_names
        users = [s.user_id for s in request.players if s.user_id is not None]
        return {name: (users[i] if i < len(users) else None) for i, name in enumerate(seats)}


__all__ = ["ResolveRequest", "ResolveResult", "ResolveService", "Seat", "split_names", "unique_names"]
