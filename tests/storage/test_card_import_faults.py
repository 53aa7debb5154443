"""PostgreSQL going away during a card import (issue 27): the import ends with ``bad_database``
saying the database went away, in the user's language, never asyncpg's ``InterfaceError``; the
stored cards stay; the import lock goes with the lost session, so the next import runs; a bot that
imports at start-up logs one line, not a traceback."""

from __future__ import annotations

import asyncio
import json
import logging
from pathlib import Path

import asyncpg
import pytest

from bot.errors import BotError
from bot.services.cards import CardsService, ImportCardsRequest, import_on_start
from bot.storage import open_store
from tests.cards.fixture import CARD_COUNT, atomic_cards

from . import pgserver


def _file(tmp_path: Path, extra: int = 3_000) -> str:
    cards = {f"Card {i}": [{"name": f"Card {i}", "type": "Instant", "text": "x" * 100}] for i in range(extra)}
    path = tmp_path / f"cards-{extra}.json"
    path.write_text(json.dumps(atomic_cards(extra=cards)), encoding="utf-8")
    return str(path)


async def test_a_connection_cut_during_an_import(new_pg_database, tmp_path: Path) -> None:
    url = await new_pg_database()
    store = await open_store(url)
    try:
        service = await CardsService.open(store)
        await service.import_cards(ImportCardsRequest(_file(tmp_path, 0)))
        admin = await asyncpg.connect(url)
        cut = asyncio.Event()

        def progress(phase: str, done: int, total: int | None) -> None:
            if done >= 1_000 and not cut.is_set():
                cut.set()

        task = asyncio.create_task(service.import_cards(ImportCardsRequest(_file(tmp_path), lang="es"), progress))
        await cut.wait()  # the first batch is staged: end every other session of this database
        await admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
                            " WHERE datname = current_database() AND pid <> pg_backend_pid()")
        await admin.close()
        with pytest.raises(BotError) as err:
            await task
        assert err.value.code == "bad_database"
        assert "dejó de responder" in err.value.text("es") and "went away" in err.value.text("en")
        assert await store.card_count() == CARD_COUNT
        result = await service.import_cards(ImportCardsRequest(_file(tmp_path)))  # lock and staging gone
        assert result.cards == CARD_COUNT + 3_000
    finally:
        await store.close()


@pytest.fixture
def own_server():
    """A server of this test's own, to stop in the middle of an import."""
    with pgserver.running() as server:
        yield server


async def test_the_server_stopping_during_an_import_at_start_up(own_server, tmp_path: Path,
                                                                caplog: pytest.LogCaptureFixture) -> None:
    store = await open_store(own_server.url)
    try:
        service = await CardsService.open(store)

        def progress(phase: str, done: int, total: int | None) -> None:
            if done == 1_000:  # between two batches: the import's connection is idle
                own_server.stop()

        with caplog.at_level(logging.WARNING):
            assert await import_on_start(service, {"MTGBOT_CARDS": _file(tmp_path)}, progress=progress) is None
        records = [r for r in caplog.records if r.levelno >= logging.WARNING]
        assert len(records) == 1, [r.getMessage() for r in records]
        assert records[0].exc_info is None and "went away" in records[0].getMessage()
        assert "InterfaceError" not in records[0].getMessage()
        own_server.start()
        assert await store.card_count() == 0  # nothing of the cut import went live
        result = await service.import_cards(ImportCardsRequest(_file(tmp_path)))
        assert result.cards == CARD_COUNT + 3_000
    finally:
        await store.close()


async def test_a_full_disk_on_the_server(new_pg_database, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The server answers 53100 (disk_full) to a staging write: ``disk_full``, not asyncpg's error."""
    from bot.storage import postgres_cards

    store = await open_store(await new_pg_database())
    try:
        service = await CardsService.open(store)
        await service.import_cards(ImportCardsRequest(_file(tmp_path, 0)))

        async def full(conn, batch):  # noqa: ANN001, ANN202 - the server's own answer, as asyncpg raises it
            raise asyncpg.DiskFullError("could not extend file: No space left on device")

        monkeypatch.setattr(postgres_cards, "_stage", full)
        with pytest.raises(BotError) as err:
            await service.import_cards(ImportCardsRequest(_file(tmp_path), lang="es"))
        assert err.value.code == "disk_full" and "disco está lleno" in err.value.text("es")
        monkeypatch.undo()
        assert await store.card_count() == CARD_COUNT
        assert (await service.import_cards(ImportCardsRequest(_file(tmp_path)))).cards == CARD_COUNT + 3_000
    finally:
        await store.close()
