"""The resolve service: an effect, a card or a scenario file, and who plays, → a resolution.

Quick mode (an effect or a card and a list of players) and scenario files are decided here once,
for the Discord cog, the console and the CLI alike: which seats exist, who the active player is,
which user sits where in a table game, what a card's name means, and what counts as bad input.
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, fields
from typing import Any

from ..apnap import MAX_INPUT_BYTES, CardText, QuickFields, QuickRequest, parse_text, quick_scenario, resolve_text
from ..apnap.scenario import Scenario
from ..errors import BotError

MAX_NAME = 40

#: The card database as the resolver sees it: a name (English or Spanish, as typed) → its
#: authoritative Oracle text, or None. Asynchronous, because the cards live in storage.
CardFinder = Callable[[str, str], Awaitable[CardText | None]]


@dataclass(frozen=True, slots=True)
class Seat:
    """A player as the asker named them: a name, a user (a table game's real player), or both."""

    name: str
    user_id: int | None = None


@dataclass(frozen=True, kw_only=True)
class ResolveRequest(QuickFields):
    """What to resolve: ``scenario`` (a scenario file's text), or quick mode: ``effect`` (a card's
    whole text or one sentence) or ``card`` (a name), with ``players``, and the other quick-mode
    fields (``QuickFields``)."""

    lang: str | None  # None: the scenario's own language (``lang:``), else the effect's
    scenario: str | bytes | None = None
    players: tuple[Seat, ...] = ()


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


def seat_names(names: list[str]) -> list[str]:
    """Display names as quick mode seats them (spaces folded, cut to :data:`MAX_NAME`). Never
    renamed: two equal names are refused by the engine's quick mode, with a clear error."""
    return [" ".join(name.split())[:MAX_NAME] or "Player" for name in names]


def quick_options(options: dict[str, str]) -> dict[str, Any]:
    """Quick-mode fields typed as text (the console's ``x:3``, Discord's string options) → the
    typed fields of :class:`ResolveRequest`. Only what was given; bad numbers are refused."""
    out: dict[str, Any] = {}
    for key in ("card", "controller", "that_player", "board"):
        if options.get(key):
            out[key] = options[key]
    if options.get("target"):
        targets = [t.strip() for t in options["target"].split(",") if t.strip()]
        out["target"] = targets[0] if len(targets) == 1 else targets
    for key in ("x", "ability", "seed"):
        if options.get(key):
            out[key] = _whole(options[key], key)
    if options.get("choose"):  # a modal card's mode(s): "2" or "1,3"
        modes = [_whole(m, "choose") for m in options["choose"].split(",") if m.strip()]
        out["mode"] = modes[0] if len(modes) == 1 else modes
    if options.get("kicked"):
        out["kicked"] = options["kicked"].strip().casefold() in ("yes", "y", "true", "1", "sí", "si")
    for key, name in (("life", "life"), ("hands", "hand_sizes")):
        if options.get(key):  # "Alice 20, Bob 3"
            out[name] = {p.rsplit(None, 1)[0]: _whole(p.rsplit(None, 1)[-1], key)
                         for p in options[key].split(",") if len(p.split()) >= 2}
    return out


def _whole(value: str, field: str) -> int:
    text = value.strip()
    if not (text.isascii() and text.lstrip("-").isdigit()) or len(text) > 6:
        raise BotError.of("bad_input", "resolve.bad_number", field=field, value=text[:20])
    return int(text)


class _Cards:
    """A synchronous card lookup for the engine, filled from the asynchronous card database: the
    engine asks, a miss is noted, the service fetches the missed names and parses again."""

    def __init__(self) -> None:
        self.known: dict[str, CardText] = {}
        self.missed: list[str] = []

    def __call__(self, name: str, /) -> CardText | None:
        hit = self.known.get(name.casefold())
        if hit is None:
            self.missed.append(name)
        return hit


class ResolveService:
    def __init__(self, cards: CardFinder | None = None) -> None:
        self.cards = cards  # None: no card database (``card:`` says how to get one)

    async def scenario_text(self, request: ResolveRequest) -> str:
        """The scenario the engine parses (JSON is valid YAML): the file's own, or one built from
        the request (quick mode). Bad input is refused here, before anything runs."""
        if request.scenario is not None:
            raw = request.scenario
            if isinstance(raw, bytes) and len(raw) > MAX_INPUT_BYTES:
                raise BotError.of("bad_file", "resolve.file_too_large", field="file", limit=MAX_INPUT_BYTES)
            await self.scenario(raw, request.lang)  # refuses what is too large, not UTF-8 or not a scenario
            return raw.decode("utf-8-sig") if isinstance(raw, bytes) else raw
        if not (request.effect or "").strip() and not (request.card or "").strip():
            raise BotError.of("bad_scenario", "resolve.need_effect", field="effect",
                              suggestions=["Each player sacrifices a creature."], lang=request.lang)
        copied = {f.name: getattr(request, f.name) for f in fields(QuickFields)}
        copied.update(life=dict(request.life), hand_sizes=dict(request.hand_sizes))
        data = quick_scenario(QuickRequest(players=seat_names([s.name for s in request.players]), **copied))
        text = json.dumps(data, ensure_ascii=False)
        await self.scenario(text, request.lang)
        return text

    async def scenario(self, text: str | bytes, lang: str | None) -> Scenario:
        """Parse and check a scenario, looking up the cards it names."""
        scenario, _ = await self._parse(text, lang)
        return scenario

    async def _parse(self, text: str | bytes, lang: str | None) -> tuple[Scenario, _Cards]:
        cards = _Cards()
        while True:
            cards.missed.clear()
            try:
                return parse_text(text, lang, cards), cards
            except BotError:
                if not await self._fetch(cards, lang):
                    raise

    async def _fetch(self, cards: _Cards, lang: str | None) -> bool:
        """Look the missed names up; True when something new was found (worth parsing again)."""
        if self.cards is None:
            return False
        found = False
        for name in dict.fromkeys(cards.missed):
            if name.casefold() in cards.known:
                continue
            card = await self.cards(name, lang or "en")
            if card is not None:
                cards.known[name.casefold()] = card
                found = True
        return found

    async def resolve(self, request: ResolveRequest) -> ResolveResult:
        """Resolve at once, with the scenario's scripted choices and the engine's defaults."""
        text = await self.scenario_text(request)
        _, cards = await self._parse(text, request.lang)
        data = resolve_text(text, request.lang, cards)
        return ResolveResult(data, str(data.get("lang") or request.lang or "en"))

    async def cards_named(self, text: str, lang: str | None) -> dict[str, str]:
        """The Oracle text of every card the scenario names, by name: a table game keeps them with
        its state, so it replays after a restart without the card database."""
        _, cards = await self._parse(text, lang)
        return {name: card.text for name, card in cards.known.items()}

    async def seat_users(self, request: ResolveRequest, text: str) -> dict[str, int | None]:
        """Which user plays which seat of a table game: quick mode by name; a scenario file's seats
        in order, given to the mentioned users in the order they were named."""
        if request.scenario is None:
            names = seat_names([s.name for s in request.players])
            return {name: seat.user_id for name, seat in zip(names, request.players, strict=True)}
        seats = (await self.scenario(text, request.lang)).game.seat_names
        users = [s.user_id for s in request.players if s.user_id is not None]
        return {name: (users[i] if i < len(users) else None) for i, name in enumerate(seats)}


def card_finder(cards: Any) -> CardFinder:
    """The cards service as the resolver's card database: the Oracle text is authoritative."""

    async def find(name: str, lang: str) -> CardText | None:
        card = await cards.oracle_text_for(name, lang)
        return CardText(card.name, card.oracle_text, "en") if card is not None else None

    return find
