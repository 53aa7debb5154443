"""APNAP resolution engine: who chooses in what order, what happens at once, what triggers.

Public API::

    load_scenario(data, lang=None, card_lookup=None) -> Scenario
    async resolve(scenario, chooser=None, lang=None) -> Resolution     # Resolution.to_dict()
    resolve_text(text, lang=None, card_lookup=None) -> dict            # YAML/JSON text → output dict
    parse_text(text, lang=None, card_lookup=None) -> Scenario
    read_scenario(text, lang=None) -> mapping; card_names(mapping) -> names  # look cards up first, then
    load_scenario(mapping, lang, card_lookup); async resolution_data(scenario, lang) -> dict   # parse once
    narrate(resolution, lang=None) -> str
    abilities_of(text) -> tuple[Ability, ...]; modes_of(text, ability=None) -> list[Mode]   # whole Oracle text
    quick_scenario(QuickRequest) -> dict                               # honest quick mode (unknown zones)

``effect`` takes a card's whole Oracle text (English or Spanish); ``card:`` takes a name and asks the
injected :class:`CardLookup` (``(name) -> CardText | None``). Seat order (APNAP, teams, range of
influence) has one owner: :mod:`bot.apnap.seats`. The grammar is :mod:`bot.apnap.grammar` (``english.lark``
and ``spanish.lark``, one set of handlers for both); its ``Effect`` becomes a typed
:mod:`bot.apnap.plan` (``plan_of``), which :mod:`bot.apnap.engine` runs with one handler per step type.

Bad input raises :class:`bot.errors.BotError` (``bad_scenario``, ``unsupported_effect``,
``choice_needed`` with the numbered options in ``suggestions``, ``not_found`` for an unknown card).
Players' decisions go through :class:`Chooser` (see ``bot.apnap.choices``).
"""

from __future__ import annotations

import asyncio
import re
import threading
from collections.abc import Callable, Coroutine, Mapping
from typing import Any, TypeVar, cast

import yaml

from bot.catalog import Phrase
from bot.errors import BotError
from bot.i18n import normalize_lang

from .budget import check_result
from .choices import (
    ChoiceAnswer,
    ChoiceOption,
    ChoiceRequest,
    Chooser,
    CompositeChooser,
    DefaultChooser,
    PlayerView,
    ScriptedChooser,
    SeenChoice,
)
from .engine import default_chooser, resolve_scenario
from .grammar.quoted import use_splitter
from .json_as_yaml import plain_json
from .narrate import narrate
from .oracle import Ability, CardLookup, CardText, Mode, abilities_of, ability_parts, modes_of
from .quick import QuickFields, QuickRequest, parse_board, quick_scenario
from .result import Resolution
from .scenario import Scenario, card_names, load_scenario

use_splitter(ability_parts)  # an ability in quotation marks is split as a card's lines are (grammar/quoted.py)

MAX_INPUT_BYTES = 100_000
MAX_NESTING = 64  # a scenario needs about 5 levels; anything deeper is refused before parsing
WRAPPER_KEYS = ("scenario", "expect")
_BRACKETS = re.compile(r"[][{}]")

__all__ = [
    "Ability",
    "CardLookup",
    "CardText",
    "ChoiceAnswer",
    "ChoiceOption",
    "ChoiceRequest",
    "Chooser",
    "CompositeChooser",
    "DefaultChooser",
    "Mode",
    "PlayerView",
    "QuickFields",
    "QuickRequest",
    "Resolution",
    "Scenario",
    "ScriptedChooser",
    "SeenChoice",
    "abilities_of",
    "card_names",
    "default_chooser",
    "load_scenario",
    "modes_of",
    "narrate",
    "parse_board",
    "parse_text",
    "quick_scenario",
    "read_scenario",
    "resolve",
    "resolution_data",
    "resolution_data_now",
    "resolve_now",
    "resolve_text",
]

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
T = TypeVar("T")


async def resolve(scenario: Scenario | Mapping[str, Any], chooser: Chooser | None = None,
                  lang: str | None = None) -> Resolution:
    """Resolve ``scenario`` (a :class:`Scenario` or a scenario mapping).

    ``chooser`` answers the decisions that the rules leave to players; by default the scenario's
    scripted ``choices`` first, then deterministic defaults. ``lang`` sets the output language
    (default: the scenario's ``lang``, else the effect's language).
    """
    lang = normalize_lang(lang) if lang else None
    if not isinstance(scenario, Scenario):
        scenario = load_scenario(scenario, lang)
    return await resolve_scenario(scenario, chooser, lang)


def parse_text(text: str | bytes, lang: str | None = None, card_lookup: CardLookup | None = None) -> Scenario:
    """YAML or JSON text (optionally wrapped as ``scenario:`` + ``expect:``) → a validated Scenario."""
    return load_scenario(read_scenario(text, lang), lang, card_lookup)


def read_scenario(text: str | bytes, lang: str | None = None) -> Any:
    """YAML or JSON text → the scenario mapping (unwrapped from ``scenario:`` + ``expect:``), not yet checked.

    Split from :func:`parse_text` so a caller can look the cards it names up (:func:`card_names`)
    before the one :func:`load_scenario` that reads the effect.
    """
    msg_lang = normalize_lang(lang) if lang else None
    text = _decoded(text, msg_lang)
    data = _yaml(text, msg_lang)
    if isinstance(data, Mapping) and "scenario" in data:
        for key in data:
            if key not in WRAPPER_KEYS:
                raise BotError.of("bad_scenario", "apnap.error.wrapper_keys", field=str(key), lang=msg_lang, key=key)
        data = data["scenario"]
    return data


def _decoded(text: str | bytes, msg_lang: str | None) -> str:
    """The text as a bounded ``str`` (bytes are UTF-8, with or without a byte order mark)."""
    if isinstance(text, bytes):
        if len(text) > MAX_INPUT_BYTES:
            raise BotError.of("bad_scenario", "apnap.error.too_large", field="scenario", lang=msg_lang,
                              limit=MAX_INPUT_BYTES)
        try:
            text = text.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise BotError.of("bad_scenario", "apnap.error.bad_yaml", field="scenario", lang=msg_lang,
                              detail=Phrase("apnap.yaml.not_utf8")) from exc
    if not isinstance(text, str):
        raise BotError.of("bad_scenario", "apnap.error.root_not_mapping", field="scenario", lang=msg_lang)
    if len(text) > MAX_INPUT_BYTES or len(text.encode("utf-8", "surrogatepass")) > MAX_INPUT_BYTES:
        raise BotError.of("bad_scenario", "apnap.error.too_large", field="scenario", lang=msg_lang,
                          limit=MAX_INPUT_BYTES)
    if _flow_depth(text) > MAX_NESTING:
        # libyaml's C parser can overflow the C stack on thousands of nested "[" / "{"
        raise BotError.of("bad_scenario", "apnap.error.bad_yaml", field="scenario", lang=msg_lang,
                          detail=Phrase("apnap.yaml.too_deep"))
    return text


def _yaml(text: str, msg_lang: str | None) -> Any:
    data = plain_json(text)  # JSON that YAML would read alike, read about twenty times faster
    if data is not None:
        return data
    try:
        return yaml.load(text, Loader=_Loader)
    except yaml.YAMLError as exc:
        problem = str(getattr(exc, "problem", None) or exc).splitlines()[0][:200]
        mark = getattr(exc, "problem_mark", None)
        # The parser's own words stay quoted; where it stopped is said in the reader's language.
        detail = (Phrase("apnap.yaml.at", problem=problem, line=mark.line + 1, column=mark.column + 1)
                  if mark is not None else Phrase("apnap.yaml.problem", problem=problem))
        raise BotError.of("bad_scenario", "apnap.error.bad_yaml", field="scenario", lang=msg_lang,
                          detail=detail) from exc
    except (ValueError, TypeError, RecursionError, OverflowError, MemoryError) as exc:
        raise BotError.of("bad_scenario", "apnap.error.bad_yaml", field="scenario", lang=msg_lang,
                          detail=Phrase("apnap.yaml.problem", problem=type(exc).__name__)) from exc


def _flow_depth(text: str) -> int:
    """The deepest nesting of flow brackets, counted roughly (quotes are not parsed; it only errs high)."""
    depth = deepest = 0
    for ch in _BRACKETS.findall(text):  # the brackets alone: a loop over every character was 0.2 ms a board
        if ch in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif ch in "]}" and depth:
            depth -= 1
    return deepest


def resolve_text(text: str | bytes, lang: str | None = None, card_lookup: CardLookup | None = None) -> dict[str, Any]:
    """Parse YAML/JSON ``text`` and resolve it with the scripted/default choices.

    Returns :meth:`Resolution.to_dict` plus a ``narration`` string; raises :class:`BotError`
    for bad input. Safe to call from inside a running event loop.
    """
    scenario = parse_text(text, lang, card_lookup)
    return _run_sync(lambda: resolution_data(scenario, lang))


async def resolution_data(scenario: Scenario, lang: str | None = None) -> dict[str, Any]:
    """Resolve a loaded scenario once (scripted, then default choices): the contract's output dict
    plus its ``narration``. ``lang`` sets the output language (default: the scenario's)."""
    resolution = await resolve_scenario(scenario, None, normalize_lang(lang) if lang else None)
    result = resolution.to_dict()
    result["narration"] = narrate(resolution, resolution.lang)
    check_result(result, resolution.lang)
    return result


def resolution_data_now(scenario: Scenario, lang: str | None = None) -> dict[str, Any]:
    """:func:`resolution_data` run to completion here, for a worker thread (no event loop needed)."""
    return _run_sync(lambda: resolution_data(scenario, lang))


def resolve_now(scenario: Scenario, chooser: Chooser | None = None, lang: str | None = None) -> Resolution:
    """:func:`resolve` run to completion here, for a worker thread (no event loop needed): a table
    game's stretch of engine work between two answers (bot/services/table_engine.py)."""
    return _run_sync(lambda: resolve_scenario(scenario, chooser, normalize_lang(lang) if lang else None))


def _run_sync(factory: Callable[[], Coroutine[Any, Any, T]]) -> T:
    """Run a coroutine to completion without needing (or disturbing) an event loop.

    The built-in choosers never suspend, so one ``send`` normally finishes the work. If a chooser
    does suspend, the same deterministic resolution is redone on a private loop in a worker thread.
    """
    coro = factory()
    try:
        coro.send(None)
    except StopIteration as done:
        return cast(T, done.value)  # what the coroutine returned
    coro.close()
    value: list[T] = []
    error: list[BaseException] = []

    def worker() -> None:
        try:
            value.append(asyncio.run(factory()))
        except BaseException as exc:  # re-raised in the caller's thread
            error.append(exc)

    thread = threading.Thread(target=worker, name="apnap-resolve")
    thread.start()
    thread.join()
    if error:
        raise error[0]
    return value[0]
