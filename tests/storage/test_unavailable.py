"""A briefly unavailable database does not stop the bot for good (issue 27): PostgreSQL down when
``run`` starts, or a SQLite file whose write lock a long import holds, is waited for with a growing
pause and a log line saying what it waits for; a misconfigured database still fails at once with
``bad_database`` (exit 2, which the supervisor does not restart)."""

from __future__ import annotations

import asyncio
import logging
import sqlite3

import pytest

from bot.errors import BotError
from bot.storage import open_store, sqlite, wait


class Waiting(logging.Handler):
    """Sets an event when the store logs that it waits (from whatever thread logs it)."""

    def __init__(self) -> None:
        super().__init__()
        self.loop = asyncio.get_running_loop()
        self.seen = asyncio.Event()
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        if record.getMessage().startswith("Waiting for the database"):
            self.lines.append(record.getMessage())
            self.loop.call_soon_threadsafe(self.seen.set)


@pytest.fixture
async def waiting():
    handler = Waiting()
    logger = logging.getLogger(wait.__name__)
    logger.addHandler(handler)
    try:
        yield handler
    finally:
        logger.removeHandler(handler)


async def test_a_locked_sqlite_file_is_waited_for_until_the_import_ends(tmp_path, monkeypatch, waiting):
    path = tmp_path / "bot.sqlite3"
    await (await open_store(path)).close()
    monkeypatch.setattr(sqlite, "BUSY_TIMEOUT", 0.2)  # the real wait is 30 s a try
    monkeypatch.setattr(sqlite, "OPEN_TIMEOUT", 1.0)
    importer = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
    importer.execute("BEGIN IMMEDIATE")  # what a long `python -m bot import` holds
    try:
        opening = asyncio.create_task(wait.open_store_waiting(path, pauses=(0.05,)))
        await asyncio.wait_for(waiting.seen.wait(), 60)
        assert not opening.done()
        assert str(path) in waiting.lines[0] and "not available right now" in waiting.lines[0]
    finally:
        importer.execute("COMMIT")
        importer.close()
    store = await asyncio.wait_for(opening, 60)
    await store.close()


async def test_a_postgres_server_that_is_down_is_waited_for(pg_server, new_pg_database, monkeypatch, waiting):
    url = await new_pg_database()
    monkeypatch.setattr(wait, "ATTEMPT_SECONDS", 0.2)
    await asyncio.to_thread(pg_server.stop)
    try:
        opening = asyncio.create_task(wait.open_store_waiting(url, pauses=(0.05,)))
        await asyncio.wait_for(waiting.seen.wait(), 60)
        assert not opening.done()
        assert "127.0.0.1" in waiting.lines[0]
    finally:
        await asyncio.to_thread(pg_server.start)
    store = await asyncio.wait_for(opening, 60)
    await store.close()


async def test_a_missing_postgres_database_is_a_configuration_error_at_once(pg_server, waiting):
    with pytest.raises(BotError) as info:
        await asyncio.wait_for(wait.open_store_waiting(pg_server.url_for("no_such_database")), 60)
    assert info.value.code == "bad_database" and not waiting.lines


async def test_a_file_that_is_not_a_database_is_a_configuration_error_at_once(tmp_path, waiting):
    path = tmp_path / "not.sqlite3"
    path.write_bytes(b"not a database\x00" * 100)
    with pytest.raises(BotError) as info:
        await asyncio.wait_for(wait.open_store_waiting(path), 60)
    assert info.value.code == "bad_database" and not waiting.lines


def test_unavailable_has_its_own_code_and_message_in_both_languages():
    from bot.storage.errors import unavailable

    error = unavailable("db", TimeoutError("locked"))
    assert error.code == "db_unavailable" and error.text("es") != error.text("en")
