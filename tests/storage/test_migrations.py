"""Numbered migrations: from an empty database, from the schema before migrations, once under
concurrency, all-or-nothing per file, and the files themselves well formed."""

from __future__ import annotations

import asyncio
import sqlite3

import asyncpg
import pytest

from bot.storage import migrations as mig
from bot.storage import open_store
from bot.storage.sqlite import SqliteStore
from tests.crfiles import parsed

# The schema and version marker written by the code before numbered migrations (bot/storage/sqlite.py
# at the commit that introduced them), kept verbatim: upgrading such a file must keep its data.
LEGACY_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS versions (
    id INTEGER PRIMARY KEY, effective TEXT NOT NULL UNIQUE, content_hash TEXT NOT NULL UNIQUE,
    source TEXT NOT NULL, imported_at TEXT NOT NULL, rule_count INTEGER NOT NULL, glossary_count INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS rules (
    version_id INTEGER NOT NULL REFERENCES versions(id) ON DELETE CASCADE, number TEXT NOT NULL,
    position INTEGER NOT NULL, text TEXT NOT NULL, examples TEXT NOT NULL, see_also TEXT NOT NULL,
    PRIMARY KEY (version_id, number)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS glossary (
    version_id INTEGER NOT NULL REFERENCES versions(id) ON DELETE CASCADE, position INTEGER NOT NULL,
    headword TEXT NOT NULL, definition TEXT NOT NULL, rules TEXT NOT NULL, PRIMARY KEY (version_id, position)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS guild_settings (
    guild_id INTEGER NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (guild_id, key)
);
CREATE TABLE IF NOT EXISTS user_settings (
    user_id INTEGER NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (user_id, key)
);
CREATE TABLE IF NOT EXISTS sessions (
    id TEXT PRIMARY KEY, state TEXT NOT NULL, open INTEGER NOT NULL DEFAULT 1, updated_at TEXT NOT NULL
);
INSERT OR IGNORE INTO meta (key, value) VALUES ('schema_version', '1');
"""


def all_labels(dialect: str) -> list[str]:
    return [m.label for m in mig.migrations(dialect)]


async def test_an_empty_database_gets_every_migration_in_order(store):
    assert await store.applied_migrations() == all_labels(store.dialect)
    assert all_labels(store.dialect)[0] == "0001_initial"


async def test_reopening_applies_nothing_again(db_url):
    s = await open_store(db_url)
    await s.set_guild_setting(1, "lang", "es")
    again = await s.migrate()
    await s.close()
    assert again == []
    s = await open_store(db_url)
    try:
        assert await s.applied_migrations() == all_labels(s.dialect)
        assert (await s.settings_snapshot()).guilds == {1: {"lang": "es"}}
    finally:
        await s.close()


async def test_two_processes_opening_a_new_database_at_once_migrate_it_once(db_url):
    stores = await asyncio.gather(*(open_store(db_url) for _ in range(4)))
    try:
        for s in stores:
            assert await s.applied_migrations() == all_labels(s.dialect)
    finally:
        for s in stores:
            await s.close()


async def test_the_schema_before_migrations_is_upgraded_in_place(tmp_path):
    path = tmp_path / "legacy.sqlite3"
    conn = sqlite3.connect(path)
    conn.executescript(LEGACY_SCHEMA)
    conn.execute("INSERT INTO guild_settings VALUES (1, 'lang', '\"es\"')")
    conn.execute("INSERT INTO user_settings VALUES (2, 'lang', '\"en\"')")
    conn.execute("INSERT INTO sessions VALUES ('g1', '{\"v\": 1}', 1, '2026-01-01T00:00:00+00:00')")
    conn.commit()
    conn.close()

    store = await open_store(path)
    try:
        assert await store.applied_migrations() == all_labels("sqlite")
        snapshot = await store.settings_snapshot()
        assert snapshot.guilds == {1: {"lang": "es"}} and snapshot.users == {2: {"lang": "en"}}
        # The old rows are in the change feed, so a process that starts from cursor 0 sees them too.
        delta = await store.settings_changes(0)
        assert {(c.scope, c.owner, c.value) for c in delta.changes} == {("guild", 1, "es"), ("user", 2, "en")}
        assert snapshot.cursor == delta.cursor == 2
        assert await store.open_sessions() == [("g1", {"v": 1})]
        book = parsed().book
        assert (await store.import_book(book, "x.txt")).imported
        async with store._conn.execute("SELECT value FROM meta WHERE key = 'schema_version'") as cur:  # type: ignore[attr-defined]
            assert await cur.fetchone() is None  # schema_migrations replaced the single number
    finally:
        await store.close()


async def test_a_failing_migration_changes_nothing(tmp_path, monkeypatch):
    path = tmp_path / "m.sqlite3"
    await (await open_store(path)).close()  # a database at the current schema
    real = mig.migrations("sqlite")
    broken = mig.Migration(9999, "broken",
                           "CREATE TABLE half_done (x INTEGER);\nINSERT INTO no_such_table VALUES (1);\n")
    monkeypatch.setattr(mig, "migrations", lambda dialect: [*real, broken])
    with pytest.raises(Exception) as exc:
        await SqliteStore.open(path)
    assert exc.value.code == "bad_database" and "no_such_table" in exc.value.message  # type: ignore[attr-defined]
    monkeypatch.setattr(mig, "migrations", lambda dialect: real)
    store = await open_store(path)
    try:
        assert await store.applied_migrations() == all_labels("sqlite")
        async with store._conn.execute("SELECT 1 FROM sqlite_master WHERE name = 'half_done'") as cur:  # type: ignore[attr-defined]
            assert await cur.fetchone() is None
    finally:
        await store.close()


async def test_a_failing_postgres_migration_changes_nothing(new_pg_database, monkeypatch):
    db_url = await new_pg_database()
    real = mig.migrations("postgres")
    broken = mig.Migration(9999, "broken", "CREATE TABLE half_done (x INTEGER); INSERT INTO no_such_table VALUES (1);")
    monkeypatch.setattr(mig, "migrations", lambda dialect: [*real, broken])
    with pytest.raises(asyncpg.UndefinedTableError):
        await open_store(db_url)
    monkeypatch.setattr(mig, "migrations", lambda dialect: real)
    store = await open_store(db_url)
    try:
        assert await store.applied_migrations() == all_labels("postgres")
        assert await store._run(lambda c: c.fetchval("SELECT to_regclass('half_done')")) is None  # type: ignore[attr-defined]
    finally:
        await store.close()


def test_both_dialects_have_the_same_migration_numbers():
    assert [m.version for m in mig.migrations("sqlite")] == [m.version for m in mig.migrations("postgres")]


def test_numbers_are_applied_by_set_not_by_maximum():
    numbers = [m.version for m in mig.migrations("sqlite")]
    assert [m.version for m in mig.pending("sqlite", set(numbers[1:]))] == numbers[:1]
    assert mig.pending("sqlite", set(numbers)) == []


def test_statements_split_like_sqlite_reads_them():
    sql = "-- a comment\nCREATE TABLE a (x TEXT DEFAULT ';');\nCREATE TRIGGER t AFTER INSERT ON a BEGIN\n" \
          "  UPDATE a SET x = 'y';\nEND;\n"
    assert mig.sqlite_statements(sql) == [
        "CREATE TABLE a (x TEXT DEFAULT ';');",
        "CREATE TRIGGER t AFTER INSERT ON a BEGIN\n  UPDATE a SET x = 'y';\nEND;"]
    with pytest.raises(RuntimeError):
        mig.sqlite_statements("CREATE TABLE b (x")
