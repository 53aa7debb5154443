"""Honest quick mode: a scenario from an effect and a list of players, with no invented board.

Zones nobody described are *unknown* (``unknown: [...]`` in the scenario; ``life`` too when no life
total was given): not empty and not made up. Picks from them read "a creature of Alice's choice",
draws from an unknown library cause no loss, and nothing that depends on them is claimed. What the
asker says is used: ``board`` text ("Alice: Grizzly Bears, Forest; Bob: Hill Giant"), life totals,
hand sizes, and the fields
``controller``, ``x``, ``target``, ``mode``, ``ability``, ``that_player``, ``kicked``, ``seed``, and the facts
no board shows that the resolver asks for (``facts``: coin flips, the trigger event's amount, the enchanted
permanent, …; :data:`~bot.apnap.scenario.FACT_KEYS`).
Illegal input is refused before anything resolves (the scenario loader checks targets, X, modes).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from bot.catalog import t
from bot.errors import BotError
from bot.i18n import normalize_lang

from .board import MAX_PLAYERS
from .model import ZONES
from .scenario import FACT_KEYS

MAX_NAME = 40  # characters of a player's name: the one owner (seats, board entries, the cogs' display names)
_BOARD_ENTRY_RE = re.compile(rf"^\s*(?P<player>[^:]{{1,{MAX_NAME}}}):\s*(?P<cards>.*)$")


@dataclass(frozen=True, kw_only=True)
class QuickFields:
    """The quick-mode fields of ``docs/scenario-format.md``: what an asker may say besides
    who plays. One owner for the engine's request and the resolve service's."""

    effect: str | None = None
    card: str | None = None
    active: str | None = None
    controller: str | None = None
    target: str | list[str] | None = None
    x: int | None = None
    mode: int | list[int] | None = None  # a modal card's chosen mode(s)
    ability: int | None = None
    that_player: str | None = None
    kicked: bool | None = None
    seed: int | None = None
    board: str | None = None  # "Alice: Grizzly Bears, Forest; Bob: Hill Giant"
    life: dict[str, int] = field(default_factory=dict)
    hand_sizes: dict[str, int] = field(default_factory=dict)
    facts: dict[str, Any] = field(default_factory=dict)  # FACT_KEYS: what the resolver asked for ("flips": ["won"])
    lang: str | None = None


@dataclass(frozen=True, kw_only=True)
class QuickRequest(QuickFields):
    """What an asker gives in a channel or the console. Only ``effect`` (or ``card``) and ``players`` are needed."""

    players: list[str]


def _bad(key: str, lang: str | None, where: str, suggestions: list[str] | None = None, **params: Any) -> BotError:
    return BotError.of("bad_scenario", key, suggestions=suggestions or [], field=where, lang=lang, **params)


def _match(name: str, names: list[str], lang: str | None, where: str) -> str:
    found = next((n for n in names if n.casefold() == str(name).strip().casefold()), None)
    if found is None:
        raise _bad("apnap.error.unknown_player", lang, where, names, name=str(name)[:MAX_NAME])
    return found


def parse_board(text: str, names: list[str], lang: str | None = None) -> dict[str, list[str]]:
    """``"Alice: Grizzly Bears, Forest; Bob: Hill Giant"`` → battlefield cards per player (as written)."""
    out: dict[str, list[str]] = {}
    for i, part in enumerate(p for p in re.split(r"[;\n]", text or "") if p.strip()):
        m = _BOARD_ENTRY_RE.match(part)
        if not m:
            raise _bad("apnap.error.bad_board", lang, f"board[{i}]", ["Alice: Grizzly Bears, Forest; Bob: Hill Giant"],
                       part=part.strip()[:80])
        player = _match(m["player"].strip(), names, lang, f"board[{i}]")
        cards = [c.strip() for c in m["cards"].split(",") if c.strip()]
        out.setdefault(player, []).extend(cards)
    return out


def quick_scenario(request: QuickRequest) -> dict[str, Any]:
    """A scenario mapping for ``request``: the players in turn order, unknown zones where nothing was said."""
    lang = normalize_lang(request.lang) if request.lang else None
    if len(request.players) < 2:
        raise _bad("apnap.error.too_few_players", lang, "players", [t("apnap.example.players", lang)])
    if len(request.players) > MAX_PLAYERS:  # one limit for quick mode and scenario files (board.py)
        raise _bad("apnap.error.too_many", lang, "players", limit=MAX_PLAYERS)
    names = _distinct([str(p) for p in request.players], lang)
    active = _match(request.active, names, lang, "active") if request.active else names[0]
    board = parse_board(request.board or "", names, lang)
    data: dict[str, Any] = {"players": [_quick_player(request, name, board) for name in names], "active": active}
    if request.card:
        data["card"] = request.card
    else:
        data["effect"] = request.effect or ""
    for key in ("controller", "that_player"):
        value = getattr(request, key)
        if value:
            data[key] = _match(value, names, lang, key)
    if request.target is not None:
        data["target"] = request.target
    data.update({key: getattr(request, key) for key in ("x", "mode", "ability", "kicked", "seed")
                 if getattr(request, key) is not None})
    for key, value in request.facts.items():  # checked like a file's, by the scenario loader
        if key not in FACT_KEYS:
            raise _bad("apnap.error.unknown_fact", lang, "facts", list(FACT_KEYS), name=str(key)[:40],
                       allowed=", ".join(FACT_KEYS))
        data[key] = value
    if lang:
        data["lang"] = lang
    return data


def _quick_player(request: QuickRequest, name: str, board: dict[str, list[str]]) -> dict[str, Any]:
    """One seat: what the asker said about it, and every other zone (and the life total) unknown."""
    entry: dict[str, Any] = {"name": name}
    unknown = [z for z in ZONES if z != "exile"]
    if name in board:
        entry["battlefield"] = board[name]
        unknown.remove("battlefield")
    life = _lookup(request.life, name)
    if life is not None:
        entry["life"] = life
    else:
        unknown.append("life")  # 20 or 40 (Commander)? Not said: no loss is claimed from it
    hand = _lookup(request.hand_sizes, name)
    if hand is not None:
        entry["hand"] = hand  # that many unknown cards: the size is known, the cards are not
        unknown.remove("hand")
    entry["unknown"] = unknown
    return entry


def _lookup(values: dict[str, int], name: str) -> int | None:
    return next((v for k, v in values.items() if k.casefold() == name.casefold()), None)


def seat_names(names: list[str]) -> list[str]:
    """Display names as quick mode seats them (spaces folded, cut to :data:`MAX_NAME`): the one place a
    seat's name is made. Never renamed: two equal names are refused (``_distinct``), with a clear error."""
    return [" ".join(name.split())[:MAX_NAME] or "Player" for name in names]


def _distinct(names: list[str], lang: str | None) -> list[str]:
    """The names as given (spaces folded), refused when two are the same (case-insensitively):
    renaming one "Bob 2" silently would answer about a player nobody named."""
    seen: dict[str, str] = {}
    out = []
    for clean in seat_names(names):
        if clean.casefold() in seen:
            raise _bad("apnap.error.duplicate_player", lang, "players", name=clean, other=seen[clean.casefold()])
        seen[clean.casefold()] = clean
        out.append(clean)
    return out
