"""Faults of the machine during a card import (issue 27, "Faults reported as internal errors"): a
disk that fills up is ``disk_full`` in the user's language with the stored cards intact, and a bot
that imports at start-up logs one line for it, never a traceback."""

from __future__ import annotations

import errno
import logging
from pathlib import Path

import pytest

from bot.errors import BotError
from bot.services import cards as cards_service
from bot.services.cards import CardRequest, CardsService, ImportCardsRequest, import_on_start
from bot.storage import sqlite_cards

from .conftest import Server, encode
from .fixture import CARD_COUNT, atomic_cards


def _bigger(tmp_path: Path) -> Path:
    many = {f"Card {i}": [{"name": f"Card {i}", "type": "Instant", "text": "w" * 300}] for i in range(3_000)}
    path = tmp_path / "bigger.json"
    path.write_bytes(encode(atomic_cards(extra=many)))
    return path


@pytest.fixture
def small_disk(monkeypatch: pytest.MonkeyPatch) -> None:
    """The import's connection may grow the database by a few pages only: SQLite answers exactly as
    on a full disk (SQLITE_FULL, "database or disk is full")."""
    real = sqlite_cards.aiosqlite.connect

    def connect(*args: object, **kwargs: object):  # type: ignore[no-untyped-def]
        async def opened():  # type: ignore[no-untyped-def]
            conn = await real(*args, **kwargs)  # type: ignore[arg-type]
            async with conn.execute("PRAGMA page_count") as cur:
                pages = (await cur.fetchone())[0]
            await conn.execute(f"PRAGMA max_page_count = {pages + 8}")
            return conn
        return opened()

    monkeypatch.setattr(sqlite_cards.aiosqlite, "connect", connect)


async def test_a_disk_that_fills_during_an_import(loaded: CardsService, small_disk: None, tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    with pytest.raises(BotError) as err:
        await loaded.import_cards(ImportCardsRequest(str(_bigger(tmp_path)), lang="es"))
    assert err.value.code == "disk_full"
    assert "disco está lleno" in err.value.text("es") and "disk is full" in err.value.text("en")
    assert await loaded.store.card_count() == CARD_COUNT
    assert (await loaded.card(CardRequest("Shock"))).name == "Shock"
    monkeypatch.undo()  # space again: the next import goes through (no lock, no staging left)
    result = await loaded.import_cards(ImportCardsRequest(str(_bigger(tmp_path))))
    assert result.cards == CARD_COUNT + 3_000


async def test_a_full_disk_at_start_up_is_one_log_line(service: CardsService, small_disk: None, tmp_path: Path,
                                                       caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING):
        assert await import_on_start(service, {"MTGBOT_CARDS": str(_bigger(tmp_path))}) is None
    records = [r for r in caplog.records if r.levelno >= logging.WARNING]
    assert len(records) == 1 and records[0].exc_info is None
    assert "disk is full" in records[0].getMessage()


async def test_a_full_disk_while_downloading(loaded: CardsService, http_server: Server,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    def no_space(*args: object, **kwargs: object) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    http_server.files["/full"] = encode(atomic_cards(), "gz")
    monkeypatch.setattr(cards_service, "_copy", no_space)
    with pytest.raises(BotError) as err:
        await loaded.import_cards(ImportCardsRequest(http_server.url("/full")))
    assert err.value.code == "disk_full"
    assert await loaded.store.card_count() == CARD_COUNT
