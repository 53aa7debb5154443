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
from bot.storage import open_store, wait


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
    monkeypatch.setattr(wait, "ATTEMPT_SECONDS", 0.2)  # each try waits this long for the lock
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


async def test_a_postgres_outage_while_running_is_logged_once_not_per_retry(pg_server, new_pg_database, monkeypatch,
                                                                             caplog):
    from bot.storage import postgres

    monkeypatch.setattr(postgres, "RETRY_SECONDS", 2.0)
    store = await open_store(await new_pg_database())
    try:
        await asyncio.to_thread(pg_server.stop)
        try:
            with caplog.at_level(logging.INFO), pytest.raises(BotError) as info:
                await store.ping()
            assert info.value.code == "db_unavailable"  # down, not misconfigured
            lines = [r for r in caplog.records if r.name.startswith(("bot.storage", "asyncpg"))]
            assert len([r for r in lines if "unreachable" in r.getMessage()]) == 1, [r.getMessage() for r in lines]
            assert not any(r.exc_info for r in caplog.records)
        finally:
            await asyncio.to_thread(pg_server.start)
        caplog.clear()
        with caplog.at_level(logging.INFO):
            await store.ping()
        assert any("reachable again" in r.getMessage() for r in caplog.records)
    finally:
        await store.close()


async def test_asyncpgs_pool_floor_traceback_becomes_one_line_a_minute(pg_server, new_pg_database, monkeypatch,
                                                                       caplog):
    monkeypatch.delenv("MTGBOT_DEBUG", raising=False)
    store = await open_store(await new_pg_database())  # a PostgreSQL store installs the filter
    await store.close()
    pool_log = logging.getLogger("asyncpg.pool")
    with caplog.at_level(logging.WARNING):
        for _ in range(3):  # what asyncpg logs every few seconds while the server is down
            try:
                raise ConnectionRefusedError(111, "Connect call failed")
            except ConnectionRefusedError:
                pool_log.warning("Failed to restore the pool connection floor; retrying", exc_info=True)
    floor = [r for r in caplog.records if "connection floor" in r.getMessage()]
    assert len(floor) <= 1 and not any(r.exc_info for r in floor)
