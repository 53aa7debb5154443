"""bot/prefs.py: settings served from memory, written through to the real SQLite store."""

from __future__ import annotations

import asyncio

import pytest

from bot.prefs import Preferences, effective_lang
from bot.storage import open_store


class CountingStore:
    """The real store, counting how often the whole settings table is read."""

    def __init__(self, store) -> None:
        self.store = store
        self.snapshots = 0
        self.fail = False

    async def settings_snapshot(self):
        self.snapshots += 1
        if self.fail:
            raise OSError("disk went away")
        return await self.store.settings_snapshot()

    async def set_guild_setting(self, *args):
        await self.store.set_guild_setting(*args)

    async def set_user_setting(self, *args):
        await self.store.set_user_setting(*args)


@pytest.fixture
async def store(tmp_path):
    s = await open_store(tmp_path / "prefs.sqlite3")
    yield s
    await s.close()


async def test_unknown_users_cost_no_database_reads(store):
    counting = CountingStore(store)
    prefs = Preferences(counting)
    await prefs.load()
    for user in range(1000):  # a burst of first-time users
        assert await prefs.resolve(user, 900, "es-ES") == ("es", False)
    assert counting.snapshots == 1


async def test_order_user_then_server_then_locale(store):
    prefs = Preferences(store)
    assert await prefs.resolve(1, 900, "en-US") == ("en", False)
    await prefs.set_guild(900, "lang", "es")
    assert await prefs.resolve(1, 900, "en-US") == ("es", False)
    await prefs.set_user(1, "lang", "en")
    assert await prefs.resolve(1, 900, "es-ES") == ("en", False)
    await prefs.set_user(1, "lang", None)  # "auto": the override is gone
    assert await prefs.resolve(1, 900, "en-US") == ("es", False)
    await prefs.set_guild(900, "private", True)
    assert await prefs.resolve(2, 900, None) == ("es", True)
    assert await prefs.resolve(2, None, "es-419") == ("es", False)  # a DM: no server settings


async def test_writes_persist_and_readers_get_copies(store, tmp_path):
    prefs = Preferences(store)
    await prefs.set_guild(900, "lang", "es")
    copy = await prefs.guild(900)
    copy["lang"] = "en"  # a caller changing its copy changes nothing
    assert await prefs.guild(900) == {"lang": "es"}
    fresh = Preferences(store)  # a restart
    assert await fresh.guild(900) == {"lang": "es"}
    assert await fresh.user(1) == {} and await fresh.guild(None) == {}


async def test_another_process_change_arrives_with_the_next_refresh(store):
    mine = Preferences(store, refresh=3600)
    other = Preferences(store)  # another bot process on the same database
    await mine.load()
    await other.set_user(7, "lang", "es")
    assert await mine.resolve(7, None, "en-US") == ("en", False)  # not yet: served from memory
    mine.refresh = 0
    await mine.resolve(7, None, "en-US")  # notices the snapshot is old: reloads behind the reply
    await mine._reload
    assert await mine.resolve(7, None, "en-US") == ("es", False)
    await mine.close()


async def test_a_reload_racing_a_write_does_not_lose_it(store):
    prefs = Preferences(store)
    await prefs.load()
    gate = asyncio.Event()
    real = store.settings_snapshot

    async def slow_snapshot():
        snap = await real()  # read before the write below lands
        await gate.wait()
        return snap

    store.settings_snapshot = slow_snapshot
    reload = asyncio.create_task(prefs.load())
    await asyncio.sleep(0)
    await prefs.set_guild(900, "lang", "es")
    gate.set()
    await reload
    assert await prefs.guild(900) == {"lang": "es"}


async def test_a_failed_refresh_keeps_serving_the_old_settings(store):
    counting = CountingStore(store)
    prefs = Preferences(counting, refresh=0)
    await prefs.set_guild(900, "lang", "es")
    counting.fail = True
    assert await prefs.resolve(1, 900, "en-US") == ("es", False)
    await asyncio.gather(prefs._reload, return_exceptions=True)
    assert await prefs.resolve(1, 900, "en-US") == ("es", False)
    await prefs.close()


def test_effective_lang_ignores_unknown_values():
    assert effective_lang("fr", None, "es-ES") == "es"
    assert effective_lang(None, "auto", "en-GB") == "en"
