"""The resolve service: an effect, a card or a scenario file, and who plays, → a resolution.

Quick mode (an effect or a card and a list of players) and scenario files are decided here once,
for the Discord cog, the console and the CLI alike: which seats exist, who the active player is,
which user sits where in a table game, what a card's name means, and what counts as bad input.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import gc
import json
import logging
import re
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, fields
from typing import Any, TypeVar

from ..apnap import (
    MAX_INPUT_BYTES,
    CardText,
    QuickFields,
    QuickRequest,
    card_names,
    load_scenario,
    quick_scenario,
    read_scenario,
    resolution_data_now,
)
from ..apnap.board import MAX_ABILITY, MAX_LIFE, MAX_MODE, MAX_SEED, MAX_ZONE_CARDS
from ..apnap.budget import time_limit, too_complex
from ..apnap.grammar import MAX_AMOUNT
from ..apnap.grammar.phrases import GRAMMAR_FILES, parser
from ..apnap.quick import MAX_NAME, seat_names
from ..apnap.scenario import FACT_KEYS, Scenario
from ..apnap.trigger_words import known_words
from ..catalog import t
from ..errors import BotError
from .offload import RESOLVE_SECONDS, in_daemon, offload

T = TypeVar("T")

log = logging.getLogger(__name__)

#: How long a front end's start waits for the grammars: a machine's first start builds their LALR
#: tables (a few seconds of CPU, more on a loaded machine); later starts read them from the cache
#: directory in well under a second.
GRAMMAR_SECONDS = 120.0

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
    if options.get("facts"):
        out["facts"] = read_facts(options["facts"])
    return out


MAX_FACTS_CHARS = 500  # the longest ``facts`` text: a few answers, not a scenario file


def read_facts(text: str) -> dict[str, Any]:
    """``"flips: [won, lost]; event_amount: 3; attached_to: Grizzly Bears"`` → the scenario fields, each part
    read as the one-line YAML a question suggests (``flips: [won]``); which keys and values are allowed is the
    scenario loader's to check, as for a file."""
    if len(text) > MAX_FACTS_CHARS:
        raise BotError.of("bad_input", "resolve.facts_too_long", field="facts", limit=MAX_FACTS_CHARS)
    facts: dict[str, Any] = {}
    for part in (p.strip() for p in re.split(r"[;\n]", text)):
        if not part:
            continue
        try:
            data = read_scenario(part) if ":" in part else None
        except BotError:
            data = None
        if not isinstance(data, dict) or len(data) != 1:
            raise BotError.of("bad_input", "resolve.bad_fact", field="facts", value=" ".join(part.split())[:60])
        facts.update(data)
    return facts


#: The largest value of each quick-mode number: the scenario file's own limit for the same field.
QUICK_LIMITS = {"x": MAX_AMOUNT, "ability": MAX_ABILITY, "seed": MAX_SEED, "choose": MAX_MODE, "life": MAX_LIFE,
                "hands": MAX_ZONE_CARDS}


def _whole(value: str, field: str) -> int:
    """A whole number typed as text; one above the field's limit is "too large", not "not a number"."""
    text = value.strip()
    if not (text.isascii() and text.lstrip("-").isdigit()):
        raise BotError.of("bad_input", "resolve.bad_number", field=field, value=text[:20])
    limit = QUICK_LIMITS[field]
    digits = text.lstrip("-").lstrip("0")
    if not text.startswith("-") and (len(digits) > len(str(limit)) or int(text) > limit):
        raise BotError.of("bad_input", "resolve.number_too_large", field=field, value=text[:20], limit=limit)
    if text.startswith("-") and len(digits) > len(str(limit)):
        return -limit - 1  # below every minimum: the scenario's check says which range is allowed
    return int(text)


async def run_bounded(fn: Callable[[], T], seconds: float, lang: str | None) -> T:
    """Parsing and resolving run in a worker thread (services/offload.py), so a heavy scenario
    delays only its own answer; past ``seconds`` the resolver's budget stops it (too_complex).
    /resolve and every stretch of a table game's engine (table_engine.py) go through here."""

    def timed() -> T:
        with time_limit(seconds):
            return fn()

    try:
        return await offload(timed, seconds + 1.0)  # the budget stops first; this only if queued
    except TimeoutError:
        raise too_complex("seconds", seconds, lang) from None


@dataclass(frozen=True, slots=True)
class Prepared:
    """A request's scenario, read and checked once: its text (what a table game keeps), the loaded
    scenario and the cards it names (by folded name), so nothing is parsed or looked up again."""

    text: str
    scenario: Scenario
    cards: dict[str, CardText]


@contextmanager
def answered_in_facts(request: ResolveRequest) -> Iterator[None]:
    """A quick-mode question about a fact no board shows (``flips``, ``event_amount`` …) suggests its answer
    as the ``facts`` text that gives it ("facts: flips: [won]"): a file would take ``flips: [won]`` as is."""
    try:
        yield
    except BotError as exc:
        if request.scenario is not None or exc.code != "choice_needed" or exc.field not in FACT_KEYS:
            raise
        raise dataclasses.replace(exc, suggestions=[f"facts: {s}" for s in exc.suggestions]) from None


class ResolveService:
    def __init__(self, cards: CardFinder | None = None, seconds: float = RESOLVE_SECONDS) -> None:
        self.cards = cards  # None: no card database (``card:`` says how to get one)
        self.seconds = seconds  # what one parse or resolution may take, off the event loop
        self._building: asyncio.Future[None] | None = None  # the grammars' build ``warm`` started

    async def warm(self, seconds: float = GRAMMAR_SECONDS) -> bool:
        """Build the grammars of every language now, off the event loop, so that no request builds
        one inside its own deadline (a cold process's first /resolve did, and under heavy load
        answered ``too_complex``). The front ends call it before they take requests: the bot before
        it reports ready, the console before its prompt, ``resolve --batch`` before its first line.
        The parsers are kept for the process, so a second call costs nothing. A build that is late
        or fails is one warning (the first request then builds it, as it did before); True when
        the grammars are ready."""
        started = time.monotonic()
        log.info("building the resolver's grammars (%s)", ", ".join(GRAMMAR_FILES.values()))
        if self._building is None or (self._building.done() and self._building.exception() is not None):
            self._building = in_daemon(build_grammars, "mtgbot-grammars")
        try:
            await asyncio.wait_for(asyncio.shield(self._building), seconds)
        except TimeoutError:
            log.warning("the resolver's grammars were not built within %s s; the first /resolve waits for them",
                        f"{seconds:g}")
            return False
        except Exception as exc:  # noqa: BLE001 - a broken grammar fails its own tests; start-up goes on
            log.warning("the resolver's grammars could not be built (%s)", type(exc).__name__)
            return False
        log.info("the resolver's grammars are ready (%.1f s)", time.monotonic() - started)
        return True

    async def _work(self, fn: Callable[[], T], lang: str | None) -> T:
        await self._built()
        return await run_bounded(fn, self.seconds, lang)

    async def _built(self) -> None:
        """A request that comes while ``warm``'s build still runs (a loaded host took longer than its wait) waits
        for that build outside its own deadline: it used to build the grammars again inside it, twice the work,
        and answer ``too_complex`` for a one-line effect. A failed build is the request's to retry, as before."""
        building = self._building
        if building is not None and not building.done():
            with contextlib.suppress(Exception):
                await asyncio.shield(building)

    def _text(self, request: ResolveRequest) -> str | bytes:
        """The scenario text of a request: the file's own, or one built from the quick-mode fields."""
        if request.scenario is not None:
            raw = request.scenario
            if isinstance(raw, bytes) and len(raw) > MAX_INPUT_BYTES:
                raise BotError.of("bad_file", "resolve.file_too_large", field="file", limit=MAX_INPUT_BYTES)
            return raw
        if not (request.effect or "").strip() and not (request.card or "").strip():
            raise BotError.of("bad_scenario", "resolve.need_effect", field="effect",
                              suggestions=[t("resolve.example_effect", request.lang)], lang=request.lang)
        copied = {f.name: getattr(request, f.name) for f in fields(QuickFields)}
        copied.update(life=dict(request.life), hand_sizes=dict(request.hand_sizes))
        data = quick_scenario(QuickRequest(players=seat_names([s.name for s in request.players]), **copied))
        return json.dumps(data, ensure_ascii=False)

    async def _load(self, text: str | bytes, lang: str | None) -> tuple[Scenario, dict[str, CardText]]:
        """Read the text once, look each card it names up once (asynchronously), then load the scenario:
        the effect is parsed exactly once. Bad input is refused here, before anything runs."""
        data = await self._work(lambda: read_scenario(text, lang), lang)
        known: dict[str, CardText] = {}
        for name in card_names(data):
            card = await self.cards(name, lang or "en") if self.cards is not None else None
            if card is not None:
                known[name.casefold()] = card
        scenario = await self._work(lambda: load_scenario(data, lang, lambda name: known.get(name.casefold())), lang)
        return scenario, known

    async def prepare(self, request: ResolveRequest) -> Prepared:
        """The request's scenario text, checked and loaded once, with the cards it names."""
        raw = self._text(request)
        with answered_in_facts(request):
            scenario, cards = await self._load(raw, request.lang)  # refuses what is too large, not UTF-8 …
        return Prepared(raw.decode("utf-8-sig") if isinstance(raw, bytes) else raw, scenario, cards)

    async def scenario_text(self, request: ResolveRequest) -> str:
        """The scenario the engine parses (JSON is valid YAML): the file's own, or one built from
        the request (quick mode). Bad input is refused here, before anything runs."""
        return (await self.prepare(request)).text

    async def scenario(self, text: str | bytes, lang: str | None) -> Scenario:
        """Parse and check a scenario, looking up the cards it names."""
        scenario, _ = await self._load(text, lang)
        return scenario

    async def resolve(self, request: ResolveRequest) -> ResolveResult:
        """Resolve at once, with the scenario's scripted choices and the engine's defaults: one read of
        the text, one look-up per card, one parse of the effect, one run, in a worker (``_work``)."""
        with answered_in_facts(request):
            scenario, _ = await self._load(self._text(request), request.lang)
            data = await self._work(lambda: resolution_data_now(scenario, request.lang), request.lang)
        return ResolveResult(data, str(data.get("lang") or request.lang or "en"))

    @staticmethod
    def seat_users(request: ResolveRequest, scenario: Scenario) -> dict[str, int | None]:
        """Which user plays which seat of a table game: quick mode by name; a scenario file's seats
        in order, given to the mentioned users in the order they were named."""
        if request.scenario is None:
            names = seat_names([s.name for s in request.players])
            return {name: seat.user_id for name, seat in zip(names, request.players, strict=True)}
        seats = scenario.game.seat_names
        users = [s.user_id for s in request.players if s.user_id is not None]
        return {name: (users[i] if i < len(users) else None) for i, name in enumerate(seats)}


def card_finder(cards: Any) -> CardFinder:
    """The cards service as the resolver's card database: the Oracle text is authoritative."""

    async def find(name: str, lang: str) -> CardText | None:
        card = await cards.oracle_text_for(name, lang)
        if card is None:
            return None
        faces = getattr(card, "faces", ())  # the front face's printed P/T (a board object's, real_facts.py)
        face = faces[0] if faces else None
        return CardText(card.name, card.oracle_text, "en", card.type_line, face.power if face else None,
                        face.toughness if face else None, getattr(card, "mana_cost", None) or None,
                        getattr(card, "printed_name", None) or None)

    return find


def build_grammars() -> None:
    """Every language's grammar parser, made (and kept) now: its tables read from the cache directory
    or built, and its lexers compiled (``apnap.grammar.phrases.parser``).

    Then what the process holds so far (the parsers' million table objects, the modules) is moved out of the
    cyclic garbage collector's sight (``gc.freeze``). Why: a full collection walked all of it, about 0.2 s of CPU
    (more under load) inside whichever request it fell in; these objects live as long as the process, so the
    collector has nothing to find among them. The words the grammars know (``apnap.trigger_words.known_words``, read
    from them) are gathered then too: the first request with a trigger condition gathered them."""
    for lang in GRAMMAR_FILES:
        parser(lang)
        known_words(lang)
    gc.freeze()
