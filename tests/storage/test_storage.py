"""The storage contract, on both backends: versions, idempotent and atomic imports, settings,
the settings change feed, sessions, identify slots, and clear errors for unusable databases."""

from __future__ import annotations

import asyncio
import dataclasses

import pytest

from bot.errors import BotError
from bot.rules.model import GlossaryEntry
from bot.storage import open_store
from tests.crfiles import parsed


async def test_import_once_per_content_hash(store):
    book = parsed().book
    first = await store.import_book(book, "a.txt")
    again = await store.import_book(book, "b.txt")
    assert first.imported and not again.imported
    assert [v.effective.isoformat() for v in await store.versions()] == ["2026-04-17"]
    assert (await store.versions())[0].source == "a.txt"


async def test_versions_side_by_side_and_roundtrip(store):
    for name in ("en-20241108.txt", "en-20260417.txt", "en-20260116.txt"):
        await store.import_book(parsed(name).book, name)
    versions = await store.versions()
    assert [v.effective.isoformat() for v in versions] == ["2024-11-08", "2026-01-16", "2026-04-17"]
    assert [v.rule_count for v in versions] == [3151, 3260, 3285]
    original = parsed().book
    loaded = await store.load_book(versions[-1].effective)
    assert list(loaded.rules) == list(original.rules) or loaded.rules.keys() == original.rules.keys()
    assert loaded.rules["101.4"].examples == original.rules["101.4"].examples
    assert loaded.rules["601.2"].see_also == original.rules["601.2"].see_also
    assert loaded.content_hash == original.content_hash
    assert [(g.headword, g.definition, g.rules) for g in loaded.glossary] == [
        (g.headword, g.definition, g.rules) for g in original.glossary
    ]
    with pytest.raises(KeyError):
        await store.load_book(versions[0].effective.replace(year=1999))


async def test_a_corrected_release_replaces_the_same_date(store):
    book = parsed().book
    await store.import_book(book, "first.txt")
    corrected = dataclasses.replace(book, content_hash="corrected")
    result = await store.import_book(corrected, "second.txt")
    assert result.imported and result.replaced
    assert [(v.source, v.content_hash) for v in await store.versions()] == [("second.txt", "corrected")]


async def test_failed_import_leaves_the_previous_version_intact(store):
    book = parsed().book
    await store.import_book(book, "first.txt")
    # The glossary is written after the old release was deleted and the rules inserted; a row
    # the database refuses there must undo all of it.
    broken = dataclasses.replace(book, content_hash="other", glossary=list(book.glossary))
    broken.glossary.append(GlossaryEntry(None, "x", []))  # type: ignore[arg-type]  # NOT NULL refuses it
    with pytest.raises(Exception) as exc:
        await store.import_book(broken, "second.txt")
    assert not isinstance(exc.value, BotError)
    versions = await store.versions()
    assert [(v.source, v.content_hash) for v in versions] == [("first.txt", book.content_hash)]
    assert len((await store.load_book(book.effective)).rules) == len(book.rules)
    assert not await store.has_content("other")


async def test_settings_and_sessions_survive_a_restart(db_url):
    s = await open_store(db_url)
    await s.set_guild_setting(1, "lang", "es")
    await s.set_user_setting(2, "lang", "en")
    await s.set_guild_setting(1, "private", True)
    await s.set_user_setting(2**62, "lang", "es")  # snowflakes are 64-bit
    await s.save_session("abc", {"step": 1, "name": "Señor"})
    await s.close()
    s = await open_store(db_url)  # a restart
    try:
        snapshot = await s.settings_snapshot()
        assert snapshot.guilds == {1: {"lang": "es", "private": True}}
        assert snapshot.users == {2: {"lang": "en"}, 2**62: {"lang": "es"}}
        assert await s.open_sessions() == [("abc", {"step": 1, "name": "Señor"})]
        await s.close_session("abc")
        assert await s.open_sessions() == []
        assert await s.load_session("abc") == {"step": 1, "name": "Señor"}
        assert await s.load_session("nope") is None
        assert [(r.id, r.open) for r in await s.all_sessions()] == [("abc", False)]
        await s.set_guild_setting(1, "lang", None)
        await s.set_guild_setting(1, "private", None)
        assert (await s.settings_snapshot()).guilds == {}
    finally:
        await s.close()


async def test_the_change_feed_has_only_what_changed_after_a_cursor(store):
    await store.set_guild_setting(1, "lang", "es")
    snapshot = await store.settings_snapshot()
    assert (await store.settings_changes(snapshot.cursor)).changes == []
    await store.set_user_setting(5, "lang", "en")
    await store.set_guild_setting(1, "lang", None)
    await store.set_user_setting(5, "lang", "es")  # the same key twice: only its latest value
    delta = await store.settings_changes(snapshot.cursor)
    assert [(c.scope, c.owner, c.key, c.value) for c in delta.changes] == [
        ("guild", 1, "lang", None), ("user", 5, "lang", "es")]
    assert delta.cursor > snapshot.cursor
    assert (await store.settings_changes(delta.cursor)).changes == []
    assert (await store.settings_changes(delta.cursor)).cursor == delta.cursor


async def test_concurrent_setting_writes_all_reach_the_feed(store):
    snapshot = await store.settings_snapshot()
    await asyncio.gather(*(store.set_user_setting(u, "lang", "es") for u in range(40)))
    delta = await store.settings_changes(snapshot.cursor)
    assert sorted(c.owner for c in delta.changes) == list(range(40))
    assert (await store.settings_snapshot()).cursor == delta.cursor


async def test_identify_slots_are_spaced_per_bucket(store):
    waits = [await store.claim_identify_slot(0, 5.0) for _ in range(3)]
    assert waits[0] == pytest.approx(0.0, abs=0.5)
    assert waits[1] == pytest.approx(5.0, abs=0.5) and waits[2] == pytest.approx(10.0, abs=0.5)
    assert await store.claim_identify_slot(1, 5.0) == pytest.approx(0.0, abs=0.5)  # another bucket is free


async def test_ping_and_migrations_listed(store):
    await store.ping()
    applied = await store.applied_migrations()
    assert applied[0] == "0001_initial" and "0003_settings_changes_identify" in applied
