"""Storage on a real SQLite file: versions, idempotent and atomic imports, settings, sessions."""

from __future__ import annotations

import pytest
from crfiles import parsed

from bot.storage import open_store


async def test_import_once_per_content_hash(store):
    book = parsed().book
    first = await store.import_book(book, "a.txt")
    again = await store.import_book(book, "b.txt")
    assert first.imported and not again.imported
    assert [v.effective.isoformat() for v in await store.versions()] == ["2026-04-17"]


async def test_versions_side_by_side_and_roundtrip(store):
    for name in ("en-20241108.txt", "en-20260417.txt", "en-20260116.txt"):
        await store.import_book(parsed(name).book, name)
    versions = await store.versions()
    assert [v.effective.isoformat() for v in versions] == ["2024-11-08", "2026-01-16", "2026-04-17"]
    assert [v.rule_count for v in versions] == [3151, 3260, 3285]
    original = parsed().book
    loaded = await store.load_book(versions[-1].effective)
    assert loaded.rules.keys() == original.rules.keys()
    assert loaded.rules["101.4"].examples == original.rules["101.4"].examples
    assert loaded.rules["601.2"].see_also == original.rules["601.2"].see_also
    assert [(g.headword, g.definition, g.rules) for g in loaded.glossary] == [
        (g.headword, g.definition, g.rules) for g in original.glossary
    ]


async def test_failed_import_leaves_the_previous_version_intact(store, monkeypatch):
    book = parsed().book
    await store.import_book(book, "first.txt")
    changed = parsed().book.__class__(
        effective=book.effective, rules=dict(book.rules), glossary=list(book.glossary), content_hash="other"
    )
    conn = store._conn
    real = conn.executemany
    calls = {"n": 0}

    async def boom(sql, rows):
        calls["n"] += 1
        if "INSERT INTO glossary" in sql:  # fail after the old version was deleted and rules inserted
            raise RuntimeError("interrupted")
        return await real(sql, rows)

    monkeypatch.setattr(conn, "executemany", boom)
    with pytest.raises(RuntimeError):
        await store.import_book(changed, "second.txt")
    monkeypatch.setattr(conn, "executemany", real)
    versions = await store.versions()
    assert [(v.source, v.content_hash) for v in versions] == [("first.txt", book.content_hash)]
    assert len((await store.load_book(book.effective)).rules) == len(book.rules)


async def test_wal_mode(store):
    async with store._conn.execute("PRAGMA journal_mode") as cur:
        assert (await cur.fetchone())[0] == "wal"


async def test_settings_and_sessions(tmp_path):
    path = tmp_path / "s.sqlite3"
    s = await open_store(f"sqlite:///{path}")
    await s.set_guild_setting(1, "lang", "es")
    await s.set_user_setting(2, "lang", "en")
    await s.set_guild_setting(1, "private", True)
    await s.save_session("abc", {"step": 1})
    await s.close()
    s = await open_store(path)  # a restart
    snapshot = await s.settings_snapshot()
    assert snapshot.guilds == {1: {"lang": "es", "private": True}}
    assert snapshot.users == {2: {"lang": "en"}}
    assert await s.open_sessions() == [("abc", {"step": 1})]
    await s.close_session("abc")
    assert await s.open_sessions() == []
    assert await s.load_session("abc") == {"step": 1}
    await s.set_guild_setting(1, "lang", None)
    await s.set_guild_setting(1, "private", None)
    assert (await s.settings_snapshot()).guilds == {}
    await s.close()


async def test_postgres_url_is_a_clear_error():
    with pytest.raises(NotImplementedError):
        await open_store("postgresql://localhost/db")
