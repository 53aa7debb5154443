"""Card imports and name index builds end in bounded time (issue 27): a stalled download, a read
that never returns and an index that cannot be built in time each end with a clear error, the
event loop keeps serving, and the stored cards and the index in use stay as they were.

Stalls are made with events the test releases at the end, never with sleeps; the limits are
lowered (``CardLimits.seconds``, ``index_seconds``) so the deadline passes while the stall holds."""

from __future__ import annotations

import dataclasses
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from bot.cards.limits import DEFAULT_LIMITS
from bot.errors import BotError
from bot.services import card_deadlines
from bot.services import cards as cards_service
from bot.services.cards import CardRequest, CardsService, ImportCardsRequest

from .conftest import encode
from .fixture import atomic_cards

CARD = "Fleshbag Marauder"


@pytest.fixture
def release() -> Iterator[threading.Event]:
    """What every stall in a test waits for; set when the test ends, so no thread is left behind."""
    event = threading.Event()
    yield event
    event.set()


@pytest.fixture
def stalling_server(release: threading.Event) -> Iterator[str]:
    """A server that sends a Content-Length and the first bytes, then stalls until released."""
    body = encode(atomic_cards(), "gz")

    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body[:100])
            self.wfile.flush()
            release.wait(60)

        def log_message(self, *args: Any) -> None:
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/AtomicCards.json.gz"
    finally:
        release.set()
        httpd.shutdown()
        httpd.server_close()


async def stored(service: CardsService) -> tuple[int, str]:
    """What the stored cards and the index in use say now."""
    card = await service.card(CardRequest(CARD))
    return await service.store.card_count(), card.name


async def test_a_stalled_download_ends_at_the_import_deadline(loaded: CardsService, stalling_server: str) -> None:
    before = await stored(loaded)
    loaded.limits = dataclasses.replace(DEFAULT_LIMITS, seconds=0.5)
    with pytest.raises(BotError) as err:
        await loaded.import_cards(ImportCardsRequest(stalling_server))
    assert err.value.code == "import_timeout"
    assert "longer than 0.5 s" in err.value.text("en")
    assert "las cartas guardadas no han cambiado" in err.value.text("es")
    assert await stored(loaded) == before


async def test_a_read_that_never_returns_ends_at_the_import_deadline(loaded: CardsService, fixture_file: Path,
                                                                    release: threading.Event,
                                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    before = await stored(loaded)
    real = cards_service.read_cards

    def stuck(path: Path, limits: Any) -> Iterator[Any]:
        cards = real(path, limits)
        yield next(cards)  # one card, then the file "hangs" (a stalled network disk, say)
        release.wait(60)
        yield from cards

    monkeypatch.setattr(cards_service, "read_cards", stuck)
    loaded.limits = dataclasses.replace(DEFAULT_LIMITS, seconds=0.5)
    with pytest.raises(BotError) as err:
        await loaded.import_cards(ImportCardsRequest(str(fixture_file), force=True))
    assert err.value.code == "import_timeout"
    assert await stored(loaded) == before
    release.set()
    loaded.limits = DEFAULT_LIMITS  # and the next import goes through (the lock was given back)
    monkeypatch.setattr(cards_service, "read_cards", real)
    assert (await loaded.import_cards(ImportCardsRequest(str(fixture_file)))).cards == before[0]


async def test_an_index_that_cannot_be_built_in_time_refuses_the_import_and_keeps_the_old_one(
        loaded: CardsService, tmp_path: Path, release: threading.Event, monkeypatch: pytest.MonkeyPatch) -> None:
    before = await stored(loaded)
    real = card_deadlines.NameIndex

    def slow_index(names: Any) -> Any:
        release.wait(60)  # a build far slower than its limit
        return real(names)

    monkeypatch.setattr(card_deadlines, "NameIndex", slow_index)
    loaded.limits = dataclasses.replace(DEFAULT_LIMITS, index_seconds=0.2)
    smaller = tmp_path / "other.json"
    smaller.write_bytes(encode(atomic_cards()))
    with pytest.raises(BotError) as err:
        await loaded.import_cards(ImportCardsRequest(str(smaller), force=True))
    assert err.value.code == "cards_unavailable" and "index" in err.value.text("en")
    assert await stored(loaded) == before  # the old cards, looked up with the old index


async def test_an_index_build_past_its_deadline_at_start_up_is_said_by_lookups(
        loaded: CardsService, release: threading.Event, monkeypatch: pytest.MonkeyPatch) -> None:
    real = card_deadlines.NameIndex

    def slow_index(names: Any) -> Any:
        release.wait(60)
        return real(names)

    monkeypatch.setattr(card_deadlines, "NameIndex", slow_index)
    limits = dataclasses.replace(DEFAULT_LIMITS, index_seconds=0.2)
    fresh = await CardsService.open(loaded.store, limits)  # a new process starting: does not hang
    assert not fresh.loaded
    with pytest.raises(BotError) as err:
        await fresh.card(CardRequest(CARD))
    assert err.value.code == "cards_unavailable" and "tried again later" in err.value.text("en")
    release.set()  # the build finishes; the next reload picks its result up
    monkeypatch.setattr(card_deadlines, "NameIndex", real)
    await fresh.reload()
    assert (await fresh.card(CardRequest(CARD))).name == CARD
