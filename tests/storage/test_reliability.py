"""Issue 12, items 1 and 14: an unusable database ends in a clear ``bad_database`` error naming
it, within seconds, never a hang or a traceback; the same for the PostgreSQL URL."""

from __future__ import annotations

import asyncio
import json
import os
import sqlite3
import subprocess
import sys
import threading

import aiosqlite
import pytest

from bot.errors import BotError
from bot.storage import open_store

HANG = 60  # seconds: far beyond a clean failure, far below "forever"
THREAD_END = 5.0


def cli(*args: str) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run([sys.executable, "-m", "bot", *args], check=False, capture_output=True, text=True,
                              timeout=HANG)
    except subprocess.TimeoutExpired:
        pytest.fail("the command hung on a bad database")


async def no_thread_left(before: set[threading.Thread]) -> bool:
    """aiosqlite's worker thread must end (or the process can never exit): each thread started since
    ``before`` is joined (``THREAD_END`` seconds only guard against a hang), then none may be left."""
    started = [thread for thread in threading.enumerate() if thread not in before]
    for thread in started:  # joined off the loop, which keeps turning meanwhile
        await asyncio.to_thread(thread.join, THREAD_END)
    return not any(thread.is_alive() for thread in started)


def corrupt(path) -> None:
    path.write_bytes(b"this is not a database, just bytes\x00" * 200)


@pytest.mark.parametrize("command", ["versions", "rule", "import"])
def test_a_corrupt_file_is_a_clear_error_not_a_hang(tmp_path, command):
    db = tmp_path / "broken.sqlite3"
    corrupt(db)
    args = {"rule": ["rule", "101.4"], "import": ["import"], "versions": ["versions"]}[command]
    result = cli(*args, "--json", "--db", str(db))
    assert result.returncode == 2, result.stderr
    error = json.loads(result.stdout)["error"]
    assert error["code"] == "bad_database"
    assert str(db) in error["message"] and "not a database" in error["message"]
    assert "Traceback" not in result.stderr
    plain = cli(*args, "--db", str(db))  # and in words, on stderr
    assert plain.returncode == 2 and str(db) in plain.stderr and "Traceback" not in plain.stderr


async def test_opening_a_corrupt_file_closes_the_worker_thread(tmp_path):
    db = tmp_path / "broken.sqlite3"
    corrupt(db)
    before = set(threading.enumerate())
    with pytest.raises(BotError) as exc:
        await open_store(db)
    assert exc.value.code == "bad_database" and str(db) in exc.value.message
    assert await no_thread_left(before)


async def test_a_read_only_database_is_a_clear_error(tmp_path, monkeypatch):
    db = tmp_path / "ro.sqlite3"
    await (await open_store(db)).close()
    real = aiosqlite.connect

    def read_only(path, **kwargs):  # what a file the process may not write gives SQLite
        return real(f"file:{path}?mode=ro", uri=True, **kwargs)

    monkeypatch.setattr(aiosqlite, "connect", read_only)
    (tmp_path / "ro.sqlite3-wal").unlink(missing_ok=True)
    before = set(threading.enumerate())
    with pytest.raises(BotError) as exc:
        await open_store(tmp_path / "fresh.sqlite3")  # must be created and migrated: refused
    assert exc.value.code == "bad_database" and "fresh.sqlite3" in exc.value.message
    assert await no_thread_left(before)


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() == 0, reason="root may write any file")
def test_a_read_only_file_in_a_read_only_folder(tmp_path):
    folder = tmp_path / "ro"
    folder.mkdir()
    db = folder / "bot.sqlite3"
    sqlite3.connect(db).close()
    db.chmod(0o444)
    folder.chmod(0o555)
    try:
        result = cli("versions", "--json", "--db", str(db))
    finally:
        folder.chmod(0o755)
    assert result.returncode == 2
    assert json.loads(result.stdout)["error"]["code"] == "bad_database"


def test_a_path_that_cannot_be_a_database_is_a_clear_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    result = cli("versions", "--json", "--db", str(blocker / "sub" / "bot.sqlite3"))
    assert result.returncode == 2
    assert json.loads(result.stdout)["error"]["code"] == "bad_database"


def test_an_unreachable_postgres_server_is_a_clear_error():
    # Port 9 on loopback: nothing listens; the bounded retry gives up quickly.
    result = subprocess.run(
        [sys.executable, "-c", ("import bot.storage.postgres as pg, bot.frontends.cli as c; pg.OPEN_RETRY_SECONDS = 1;"
                                "raise SystemExit(c.main(['versions', '--json', '--db', "
                                "'postgresql://u:secret@127.0.0.1:9/x']))")], check=False,
        capture_output=True, text=True, timeout=HANG)
    assert result.returncode == 2, result.stderr
    error = json.loads(result.stdout)["error"]
    # Unreachable, not misconfigured (issue 27): its own code, which `run` waits out instead
    assert error["code"] == "db_unavailable" and "127.0.0.1:9" in error["message"]
    assert "secret" not in result.stdout + result.stderr  # the password is never shown


async def test_an_unknown_url_scheme_is_refused():
    with pytest.raises(BotError) as exc:
        await open_store("mysql://localhost/db")
    assert exc.value.code == "bad_database"


def test_an_import_waits_for_a_slow_writer_instead_of_failing(tmp_path):
    """Item 14: another process holding the write lock longer than SQLite's default 5 s busy
    timeout (a slow import, a slow disk) made ``import`` fail with an internal OperationalError."""
    from tests.crfiles import CR_DIR, CURRENT

    db = tmp_path / "busy.sqlite3"
    holder = sqlite3.connect(db, isolation_level=None, check_same_thread=False)  # released by a timer thread
    holder.execute("BEGIN IMMEDIATE")
    release = threading.Timer(7.0, lambda: holder.execute("COMMIT"))
    release.start()
    try:
        result = cli("import", "--json", "--db", str(db), "--rules", str(CR_DIR / CURRENT), str(CR_DIR / CURRENT))
    finally:
        release.join()
        holder.close()
    assert result.returncode == 0, result.stdout + result.stderr
    assert [v["effective"] for v in json.loads(result.stdout)["versions"]] == ["2026-04-17"]


async def test_an_error_after_sqlite_rolled_back_by_itself_is_the_error_raised(tmp_path):
    """A full disk makes SQLite roll back by itself: the store's transaction must not then fail on its
    own ROLLBACK ("no transaction is active") and hide what happened; the store still writes after."""
    store = await open_store(tmp_path / "store.sqlite3")
    try:
        with pytest.raises(sqlite3.OperationalError, match="disk is full"):
            async with store._transaction() as conn:
                await conn.execute("ROLLBACK")  # what SQLite does by itself on a full disk
                raise sqlite3.OperationalError("database or disk is full")
        await store.set_user_setting(1, "lang", "es")
        assert (await store.settings_snapshot()).users == {1: {"lang": "es"}}
    finally:
        await store.close()
