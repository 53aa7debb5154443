"""The cards service: import AtomicCards, look a card up by name, autocomplete, and give the
resolver a card's Oracle text.

Typed requests in, typed results out; every error a user can cause is a
:class:`~bot.errors.BotError` whose message comes from the ``cards.*`` catalogue keys.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import hashlib
import logging
import os
import shutil
import sys
import tempfile
import time
import urllib.error
import urllib.request
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from itertools import islice
from pathlib import Path
from typing import IO, Any

from ..cards.atomic import CardFileError, read_cards, read_meta
from ..cards.index import NameIndex, NameMatch
from ..cards.limits import DEFAULT_LIMITS, CardLimits, shown
from ..cards.model import Card, CardText, Ruling
from ..catalog import t
from ..errors import BotError
from ..i18n import normalize_lang
from ..i18n.plural import Counted, count
from ..storage.cards import CardImportInfo, CardStore, disk_full
from .card_deadlines import build_index, failed, import_timeout, index_timeout, until, within
from .offload import in_daemon

log = logging.getLogger(__name__)

#: MTGJSON's current AtomicCards download (xz: about a fifth of the plain JSON's size).
DEFAULT_URL = "https://mtgjson.com/api/v5/AtomicCards.json.xz"
#: A new file must hold at least this share of the cards it replaces (a cut or wrong file is refused).
MIN_KEEP_RATIO = 0.8
#: A download is never larger than the largest file an import accepts (compressed files are smaller).
MAX_DOWNLOAD = DEFAULT_LIMITS.file_bytes
BATCH = 1000
CARD_CACHE = 512
REFRESH_SECONDS = 60.0
USER_AGENT = "mtg-rules-bot (+https://github.com/)"
NAME_MAX = 200

#: ``progress(phase, done, total)``: phase ``download`` counts bytes, ``import`` counts cards.
Progress = Callable[[str, int, int | None], None]


@dataclass(frozen=True, slots=True)
class ImportCardsRequest:
    source: str | None = None  # a path or an http(s) URL; None: DEFAULT_URL
    force: bool = False  # accept a file with far fewer cards than those stored
    lang: str = "en"  # the language of error messages


@dataclass(frozen=True, slots=True)
class ImportCardsResult:
    cards: int
    previous: int
    source: str
    seconds: float
    meta_date: str | None = None
    meta_version: str | None = None

    def to_dict(self) -> dict[str, Any]:
        return {"cards": self.cards, "previous": self.previous, "source": self.source,
                "seconds": round(self.seconds, 3), "meta_date": self.meta_date, "meta_version": self.meta_version}


@dataclass(frozen=True, slots=True)
class CardRequest:
    name: str
    lang: str = "en"


@dataclass(frozen=True, slots=True)
class CardResult:
    """A card as ``card --json`` prints it (``docs/cards.md``)."""

    name: str
    mana_cost: str
    type_line: str
    oracle_text: str
    rulings: tuple[Ruling, ...]
    lang: str
    printed_name: str | None
    printed_text: str | None
    layout: str
    key: str  # a short stable id of the card, for buttons
    matched: str  # the name that matched the query, as printed
    match: str  # exact | short | prefix | word | fuzzy
    faces: tuple[dict[str, Any], ...] = field(default_factory=tuple)
    query: str | None = None  # what the player typed (None when the card was opened by a button)

    @property
    def approximate(self) -> bool:
        """Found by a fuzzy or all-words match: the player may have meant another card."""
        return self.match in ("fuzzy", "words")

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "mana_cost": self.mana_cost, "type_line": self.type_line,
                "oracle_text": self.oracle_text, "rulings": [r.to_dict() for r in self.rulings],
                "lang": self.lang, "printed_name": self.printed_name, "printed_text": self.printed_text,
                "layout": self.layout, "faces": list(self.faces), "matched": self.matched, "match": self.match,
                "query": self.query}


@dataclass(frozen=True, slots=True)
class CardChoice:
    """One autocomplete entry: what the player sees, and the card name sent back."""

    label: str
    value: str


def card_key(name: str) -> str:
    """A 12-hex-digit id of a card name (card names can be longer than a component id allows)."""
    return hashlib.blake2b(name.encode("utf-8"), digest_size=6).hexdigest()


class CardsService:
    """Owns the name index; the store owns the cards. Build with :meth:`open`."""

    def __init__(self, store: CardStore, limits: CardLimits = DEFAULT_LIMITS) -> None:
        self.store = store
        self.limits = limits  # what a card file may hold (docs/cards.md); tests lower them
        self.index = NameIndex(())
        self._keys: dict[str, str] = {}
        self._cache: OrderedDict[str, Card] = OrderedDict()
        self._lock = asyncio.Lock()
        self._loaded_from: CardImportInfo | None = None
        self._checked = 0.0
        self._building: tuple[CardImportInfo | None, asyncio.Future[tuple[NameIndex, dict[str, str]]]] | None = None
        #: Why the last index build failed (said by lookups while no index is loaded), else None.
        self.index_error: BotError | None = None

    @classmethod
    async def open(cls, store: CardStore, limits: CardLimits = DEFAULT_LIMITS) -> CardsService:
        """The service with its name index; an index that cannot be built in time is one log line
        (lookups say why, and it is built again later), never a start-up that hangs."""
        service = cls(store, limits)
        with contextlib.suppress(BotError):
            await service.reload()
        return service

    async def reload(self) -> None:
        """Rebuild the name index from the store (after an import, or at start-up), off the event
        loop and within ``limits.index_seconds``. Until the new one is ready, and if it fails or
        runs out of time, the index in use stays (``index_error`` says why, and is raised).

        One build at a time: a build that ran out of time goes on in its thread, and the next
        reload waits for it (shielded) before starting another, so retries never pile up."""
        self._checked = time.monotonic()
        deadline = self._checked + self.limits.index_seconds
        info = await self.store.card_import_info()
        try:
            if self._building is not None and not self._building[1].done() and self._building[0] != info:
                await until(self._building[1], deadline)  # an older build finishes first
            if self._building is None or self._building[0] != info or failed(self._building[1]):
                names = await self.store.card_names()
                self._building = (info, in_daemon(lambda: build_index(names, card_key), "mtgbot-card-index"))
            built = await until(self._building[1], deadline)
        except BaseException as exc:
            self.index_error = self._index_fault(exc)
            raise self.index_error from None
        self._install(built, info)

    def _index_fault(self, exc: BaseException) -> BotError:
        """The error of an index build that ran out of time or failed (logged once, here)."""
        if isinstance(exc, TimeoutError):
            log.warning("the card name index was not built within %s s; the one in use stays",
                        round(self.limits.index_seconds))
            return index_timeout(self.limits.index_seconds)
        if not isinstance(exc, Exception):
            raise exc  # a cancelled task, Ctrl-C: not a fault of the build
        log.warning("the card name index could not be built (%s); the one in use stays", type(exc).__name__)
        return BotError.of("cards_unavailable", "cards.error.index_failed", reason=type(exc).__name__)

    def _install(self, built: tuple[NameIndex, dict[str, str]], info: CardImportInfo | None) -> None:
        self.index, self._keys = built
        self.index_error = None
        self._loaded_from = info
        self._cache.clear()

    @property
    def loaded(self) -> bool:
        return len(self.index) > 0

    async def refresh(self) -> None:
        """Pick up cards imported by another process (``cards import`` while the bot runs): checked
        on every request while no cards are loaded, otherwise at most every ``REFRESH_SECONDS``."""
        if (self.loaded or self.index_error is not None) and time.monotonic() - self._checked < REFRESH_SECONDS:
            return  # (a build that failed is not retried by every request either)
        self._checked = time.monotonic()
        if self._lock.locked():
            return  # this process is importing: it reloads when done
        if await self.store.card_import_info() != self._loaded_from:
            with contextlib.suppress(BotError):  # logged; the index in use answers meanwhile
                await self.reload()

    # --- import ---------------------------------------------------------------------------------

    async def import_cards(self, request: ImportCardsRequest, progress: Progress | None = None,
                           cache_dir: Path | None = None) -> ImportCardsResult:
        """Import an AtomicCards file (path or URL), replacing the stored cards in one step, checked
        against ``self.limits`` while it streams. Refused or failed imports leave the stored cards
        as they were; while another import runs on the same database, ``import_busy`` at once."""
        lang = normalize_lang(request.lang)
        source = request.source or DEFAULT_URL
        started = time.perf_counter()
        seconds = self.limits.seconds
        deadline = time.monotonic() + seconds  # the whole import; the swap itself is never cut
        async with self._lock:
            if source.startswith(("http://", "https://")):
                path = await asyncio.to_thread(download, source, lang, progress, cache_dir, deadline=deadline,
                                               seconds=seconds)
                temporary = True
            else:
                path, temporary = Path(source).expanduser(), False
                if not path.is_file():
                    raise BotError.of("bad_card_file", "cards.error.no_file", path=source)
            try:
                meta = await within(asyncio.to_thread(read_meta, path, self.limits), deadline, seconds)
                cards = read_cards(path, self.limits)
                previous: list[int] = []
                names: list[tuple[str, str, str]] = []  # every name read, for the new name index
                built: list[tuple[NameIndex, dict[str, str]]] = []

                async def index_new_cards() -> None:
                    """Before the swap: the new cards' name index, within ``index_seconds``. One
                    that cannot be built refuses the import, so the stored cards and the index
                    in use never change to cards nobody can look up."""
                    build = in_daemon(lambda: build_index(names, card_key), "mtgbot-card-index")
                    try:
                        built.append(await until(build, time.monotonic() + self.limits.index_seconds))
                    except BaseException as exc:
                        raise self._index_fault(exc) from None

                def accept(old: int, new: int) -> None:
                    if new == 0:
                        raise BotError.of("bad_card_file", "cards.error.empty_file")
                    if old and not request.force and new < old * MIN_KEEP_RATIO:
                        raise BotError.of("too_few_cards", "cards.error.too_few", new=Counted(new, "card"),
                                          old=Counted(old, "card"))
                    previous.append(old)

                try:
                    batches = _batches(cards, progress, deadline, seconds, names, index_new_cards)
                    info = await self.store.replace_cards(batches, source=_source_label(source), accept=accept,
                                                          meta=meta)
                except CardFileError as exc:
                    raise card_file_error(exc) from None
                finally:
                    with contextlib.suppress(ValueError):  # still running in a worker thread if cancelled
                        cards.close()
            finally:
                if temporary:
                    path.unlink(missing_ok=True)
            self._install(built[0], await self.store.card_import_info())
            self._checked = time.monotonic()
        return ImportCardsResult(info.card_count, previous[0] if previous else 0, info.source,
                                 time.perf_counter() - started, info.meta_date, info.meta_version)

    async def import_info(self) -> CardImportInfo | None:
        return await self.store.card_import_info()

    # --- lookup ---------------------------------------------------------------------------------

    def _require(self, lang: str) -> None:
        if not self.loaded:
            raise self.index_error or BotError.of("no_cards", "cards.error.no_cards")

    def match(self, name: str, lang: str = "en") -> NameMatch:
        """The card meant by ``name`` or a ``not_found`` error with the closest names."""
        lang = normalize_lang(lang)
        self._require(lang)
        query = " ".join((name or "").split())
        if not query:
            raise BotError.of("bad_input", "cards.error.empty_name")
        if len(query) > NAME_MAX:
            raise BotError.of("bad_input", "cards.error.name_too_long", max=NAME_MAX)
        hit = self.index.best(query, lang=lang)
        if hit is None:
            near = [m.matched for m in self.index.search(query, limit=5, lang=lang)]
            raise BotError.of("not_found", "cards.error.not_found", suggestions=near, name=query)
        return hit

    async def get(self, name: str) -> Card | None:
        """The card with this exact Oracle name (a small LRU cache in front of the store)."""
        card = self._cache.get(name)
        if card is not None:
            self._cache.move_to_end(name)
            return card
        card = await self.store.get_card(name)
        if card is not None:
            self._cache[name] = card
            if len(self._cache) > CARD_CACHE:
                self._cache.popitem(last=False)
        return card

    async def by_key(self, key: str) -> Card | None:
        name = self._keys.get(key)
        return await self.get(name) if name else None

    async def card(self, request: CardRequest) -> CardResult:
        lang = normalize_lang(request.lang)
        await self.refresh()
        hit = self.match(request.name, lang)
        card = await self.get(hit.card)
        if card is None:  # the index and the store disagree only during a concurrent import
            raise BotError.of("not_found", "cards.error.not_found", name=request.name)
        return result_for(card, lang, hit, " ".join(request.name.split()))

    async def autocomplete(self, query: str, lang: str = "en", limit: int = 25) -> list[CardChoice]:
        """Up to ``limit`` cards for a partly typed name; a Spanish match shows both names."""
        lang = normalize_lang(lang)
        if not self.loaded:
            await self.refresh()  # cheap only while nothing is loaded; typing must stay fast
        if not self.loaded or not query.strip():
            return []
        out = []
        for m in self.index.search(query[:NAME_MAX], limit=limit, lang=lang):
            label = m.card if m.matched == m.card else f"{m.matched} — {m.card}"
            out.append(CardChoice(label[:100], m.card[:100]))
        return out

    async def oracle_text_for(self, name: str, lang: str = "en") -> CardText | None:
        """The resolver's card lookup: the card a name (English or Spanish, fuzzy) means, with its
        Oracle text, or ``None`` when no card matches or no cards are loaded."""
        lang = normalize_lang(lang)
        await self.refresh()
        if not self.loaded or not name.strip():
            return None
        hit = self.index.best(name[:NAME_MAX], lang=lang)
        card = await self.get(hit.card) if hit else None
        if card is None:
            return None
        return CardText(card.name, card.oracle_text, card.type_line, card.mana_cost, lang,
                        card.printed_name(lang) if lang != "en" else None,
                        card.printed_text(lang) if lang != "en" else None, card.faces)


def card_file_error(exc: CardFileError) -> BotError:
    """The ``bad_card_file`` error for a refused file: a limit names itself and its value."""
    if exc.reason == "limit":
        limit = exc.params["limit"]
        return BotError.of("bad_card_file", f"cards.error.limit.{limit}", max=shown(limit, exc.params["max"]),
                           where=exc.params.get("where") or "")
    return BotError.of("bad_card_file", f"cards.error.{exc.reason}", detail=exc.detail)


def result_for(card: Card, lang: str, hit: NameMatch | None = None, query: str | None = None) -> CardResult:
    printed = lang != "en"
    return CardResult(
        card.name, card.mana_cost, card.type_line, card.oracle_text, card.rulings, lang,
        card.printed_name(lang) if printed else None, card.printed_text(lang) if printed else None,
        card.layout, card_key(card.name), hit.matched if hit else card.name, hit.kind if hit else "exact",
        tuple(f.to_dict() for f in card.faces) if len(card.faces) > 1 else (), query,
    )


async def _batches(cards: Iterator[Card], progress: Progress | None, deadline: float, seconds: float,
                   names: list[tuple[str, str, str]], last: Callable[[], Awaitable[None]]) -> AsyncIterator[list[Card]]:
    """Cards in lists of ``BATCH``, each parsed in a worker thread so the event loop stays free;
    their names are added to ``names``, and ``last()`` runs after the last batch, before the store
    makes the cards live. The import's deadline is checked before each batch (staging the last one
    included): past it, the store's replacement stops and nothing changes."""
    done = 0
    while True:
        if time.monotonic() > deadline:
            raise import_timeout(seconds)
        batch = await within(asyncio.to_thread(lambda: list(islice(cards, BATCH))), deadline, seconds)
        if not batch:
            await last()
            return
        names += [(name, card.name, lang) for card in batch for name, lang in card.names()]
        done += len(batch)
        if progress:
            progress("import", done, None)
        yield batch


def _source_label(source: str) -> str:
    return source if source.startswith(("http://", "https://")) else Path(source).name


def download(url: str, lang: str = "en", progress: Progress | None = None, cache_dir: Path | None = None,
             timeout: float = 30.0, *, deadline: float | None = None, seconds: float = 0.0) -> Path:
    """Download ``url`` into a temporary file (streamed, never held in memory) and return it.
    A response shorter than its Content-Length is refused as truncated. Past ``deadline``
    (``time.monotonic()``; the import's, of ``seconds``) it stops with ``import_timeout``: a
    server that sends slowly, or stalls, cannot hold an import for longer."""
    if cache_dir is not None:
        cache_dir.mkdir(parents=True, exist_ok=True)
    fd, name = tempfile.mkstemp(prefix="atomiccards-", suffix=".download", dir=cache_dir)
    path = Path(name)
    try:
        request = urllib.request.Request(url, headers={"User-Agent": USER_AGENT})
        if deadline is not None:  # one stalled read may not outlast the import either
            timeout = max(0.001, min(timeout, deadline - time.monotonic()))
        with os.fdopen(fd, "wb") as out, urllib.request.urlopen(request, timeout=timeout) as response:
            raw = response.headers.get("Content-Length")
            total = int(raw) if raw and raw.isdigit() else None
            if total and total > MAX_DOWNLOAD:
                raise BotError.of("bad_card_file", "cards.error.too_large", url=url)
            size = _copy(response, out, total, progress, url, deadline, seconds)
        if total is not None and size < total:
            raise BotError.of("bad_card_file", "cards.error.truncated", detail=f"{size} of {total} bytes received")
        return path
    except BotError:
        path.unlink(missing_ok=True)
        raise
    except (OSError, ValueError, urllib.error.URLError) as exc:
        path.unlink(missing_ok=True)
        if deadline is not None and time.monotonic() >= deadline:
            raise import_timeout(seconds) from None  # a read that timed out at the deadline
        if isinstance(exc, OSError) and exc.errno == errno.ENOSPC:
            raise disk_full(str(path.parent)) from None
        detail = getattr(exc, "reason", None) or getattr(exc, "strerror", None) or exc
        raise BotError.of("download_failed", "cards.error.download_failed", url=url, detail=str(detail)) from None


def _copy(response: IO[bytes], out: IO[bytes], total: int | None, progress: Progress | None, url: str,
          deadline: float | None, seconds: float) -> int:
    size = 0
    while True:
        if deadline is not None and time.monotonic() > deadline:
            raise import_timeout(seconds)
        try:
            chunk = response.read(256 * 1024)
        except Exception as exc:  # http.client.IncompleteRead and friends: the connection broke
            if deadline is not None and time.monotonic() >= deadline:
                raise import_timeout(seconds) from None  # it did not break: it stalled past the deadline
            raise BotError.of("bad_card_file", "cards.error.truncated", detail=type(exc).__name__) from None
        if not chunk:
            return size
        size += len(chunk)
        if size > MAX_DOWNLOAD:
            raise BotError.of("bad_card_file", "cards.error.too_large", url=url)
        out.write(chunk)
        if progress:
            progress("download", size, total)


def progress_printer(lang: str = "en", stream: IO[str] = sys.stderr) -> Progress:
    """A one-line progress display on ``stream`` for the command line."""
    width = shutil.get_terminal_size((80, 20)).columns

    def show(phase: str, done: int, total: int | None) -> None:
        if phase == "download":
            label = t("cards.progress.download", lang)
            if total:
                filled = int(30 * done / total)
                line = f"{label} [{'#' * filled}{'.' * (30 - filled)}] {done >> 20} / {total >> 20} MiB"
            else:
                line = f"{label}: {done >> 20} MiB"
        else:
            line = t("cards.progress.import", lang, cards=count(done, "card", lang))
        stream.write("\r" + line[: width - 1])
        stream.flush()

    return show


async def import_on_start(service: CardsService, env: dict[str, str] | None = None, *,
                          progress: Progress | None = None, cache_dir: Path | None = None) -> ImportCardsResult | None:
    """At start-up: when no cards are stored and ``MTGBOT_CARDS`` names a file or URL (or is
    ``download``: MTGJSON's current file), import it. A failure is one log line, never fatal:
    everything else works without cards. Another process importing meanwhile (several bot
    processes starting together) is no failure: this one loads those cards when they are in."""
    source = (env if env is not None else os.environ).get("MTGBOT_CARDS", "").strip()
    if service.loaded or not source:
        return None
    try:
        request = ImportCardsRequest(None if source.casefold() == "download" else source)
        return await service.import_cards(request, progress, cache_dir)
    except BotError as exc:
        if exc.code == "import_busy":
            log.info("another process is importing the cards; they load here once it is done")
        else:
            log.warning("cards were not imported from %s: %s", source, exc.message)
        return None
