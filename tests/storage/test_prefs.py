"""bot/prefs.py: settings served from memory, written through to the real store (both backends),
kept current by the store's change feed (read incrementally; pushed by PostgreSQL)."""

from __future__ import annotations

import asyncio

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.services.settings import Preferences, effective_lang
from bot.storage import open_store
from tests.storage.settle import Announcing, Unannounced, until_settled


class CountingStore:
    """The real store, counting full reads and the rows the change feed returns."""

    def __init__(self, store) -> None:
        self.store = store
        self.snapshots = 0
        self.feed_reads = 0
        self.feed_rows = 0
        self.fail = False

    async def settings_snapshot(self):
        self.snapshots += 1
        if self.fail:
            raise OSError("disk went away")
        return await self.store.settings_snapshot()

    async def settings_changes(self, since):
        self.feed_reads += 1
        if self.fail:
            raise OSError("disk went away")
        delta = await self.store.settings_changes(since)
        self.feed_rows += len(delta.changes)
        return delta

    async def listen_settings(self, listener):
        return await self.store.listen_settings(listener)

    async def set_guild_setting(self, *args):
        await self.store.set_guild_setting(*args)

    async def set_user_setting(self, *args):
        await self.store.set_user_setting(*args)


async def test_unknown_users_cost_no_database_reads(store):
    counting = CountingStore(store)
    prefs = Preferences(counting, refresh=3600)
    await prefs.load()
    for user in range(1000):  # a burst of first-time users
        assert await prefs.resolve(user, 900, "es-ES") == ("es", False)
    assert counting.snapshots == 1 and counting.feed_reads == 0
    await prefs.close()


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
    await prefs.close()


async def test_writes_persist_and_readers_get_copies(store):
    prefs = Preferences(store)
    await prefs.set_guild(900, "lang", "es")
    copy = await prefs.guild(900)
    copy["lang"] = "en"  # a caller changing its copy changes nothing
    assert await prefs.guild(900) == {"lang": "es"}
    fresh = Preferences(store)  # a restart
    assert await fresh.guild(900) == {"lang": "es"}
    assert await fresh.user(1) == {} and await fresh.guild(None) == {}
    await prefs.close()
    await fresh.close()


async def test_a_refresh_reads_only_what_changed(db_url):
    """Item 12: the periodic reload read every row; now it reads the rows changed since the last."""
    mine_store, other_store = await open_store(db_url), await open_store(db_url)  # two processes
    try:
        for user in range(300):
            await other_store.set_user_setting(user, "lang", "es")
        counting = CountingStore(mine_store)
        mine = Preferences(counting, refresh=0)
        await mine.load()
        assert counting.snapshots == 1 and await mine.user(299) == {"lang": "es"}
        await mine.wait_idle()
        rows_before = counting.feed_rows
        await other_store.set_user_setting(5, "lang", "en")
        await other_store.set_guild_setting(77, "private", True)
        await until_settled(mine, lambda: _has(mine, 5, "en"))  # refresh=0: each check reads the feed
        await until_settled(mine, lambda: _guild_private(mine, 77))
        await mine.wait_idle()
        assert counting.snapshots == 1  # never the whole table again
        assert counting.feed_rows - rows_before == 2
        await mine.close()
    finally:
        await mine_store.close()
        await other_store.close()


async def _has(prefs: Preferences, user: int, lang: str) -> bool:
    return (await prefs.user(user)).get("lang") == lang


async def _guild_private(prefs: Preferences, guild: int) -> bool:
    return bool((await prefs.guild(guild)).get("private"))


async def test_another_process_change_arrives(db_url, backend):
    """PostgreSQL pushes it (no polling: refresh is an hour); SQLite's next poll reads it."""
    mine_store, other_store = await open_store(db_url), await open_store(db_url)
    try:
        announcing = Announcing(mine_store)
        mine = Preferences(announcing, refresh=3600)
        await mine.load()
        assert mine.pushed is (backend == "postgres")
        await Preferences(other_store).set_user(7, "lang", "es")
        if backend == "sqlite":
            assert await mine.resolve(7, None, "en-US") == ("en", False)  # not yet: served from memory
            mine.refresh = 0
        await until_settled(mine, lambda: _has(mine, 7, "es"), announcing.pushed if mine.pushed else None)
        assert await mine.resolve(7, None, "en-US") == ("es", False)
        await mine.close()
    finally:
        await mine_store.close()
        await other_store.close()


@pytest.mark.parametrize("reader, read", [("settings_changes", Preferences.refresh_now),
                                          ("settings_snapshot", Preferences.load)], ids=["feed", "snapshot"])
async def test_a_read_racing_a_write_does_not_lose_it(store, reader, read):
    """A read of the feed (or a whole snapshot) that finishes after this process wrote a newer
    value must not put the older value it read back."""
    prefs = Preferences(store, refresh=3600)
    await prefs.load()
    await store.set_guild_setting(900, "lang", "en")  # an older change, not yet read
    gate, reached = asyncio.Event(), asyncio.Event()
    real = getattr(store, reader)

    async def slow(*args):
        found = await real(*args)  # read before the write below lands
        reached.set()
        await gate.wait()
        return found

    setattr(store, reader, slow)
    racing = asyncio.create_task(read(prefs))
    await reached.wait()
    await prefs.set_guild(900, "lang", "es")
    gate.set()
    await racing
    assert await prefs.guild(900) == {"lang": "es"}
    setattr(store, reader, real)
    await prefs.refresh_now()  # the skipped read happens again, and agrees
    assert await prefs.guild(900) == {"lang": "es"}
    await prefs.close()


async def test_a_failed_refresh_keeps_serving_the_old_settings(store):
    counting = CountingStore(store)
    prefs = Preferences(counting, refresh=0)
    await prefs.set_guild(900, "lang", "es")
    counting.fail = True
    assert await prefs.resolve(1, 900, "en-US") == ("es", False)
    await prefs.wait_idle()
    assert counting.feed_reads >= 1
    assert await prefs.resolve(1, 900, "en-US") == ("es", False)
    await prefs.close()


def test_effective_lang_ignores_unknown_values():
    assert effective_lang("fr", None, "es-ES") == "es"
    assert effective_lang(None, "auto", "en-GB") == "en"


@pytest.mark.parametrize("lang", ["en", "es"])
def test_effective_lang_prefers_the_user(lang):
    assert effective_lang(lang, "es" if lang == "en" else "en", "en-US") == lang


async def test_server_settings_have_their_defaults_in_one_place(store):
    from bot.errors import BotError
    from bot.services.settings import ServerSettings

    prefs = Preferences(store)
    assert await prefs.server(5) == ServerSettings("auto", False)
    assert await prefs.server(None) == ServerSettings("auto", False)
    assert await prefs.set_server(5, lang="es") == ServerSettings("es", False)
    assert await prefs.set_server(5, private=True) == ServerSettings("es", True)
    with pytest.raises(BotError):
        await prefs.set_server(5, lang="fr")  # refused, nothing changed
    assert await prefs.server(5) == ServerSettings("es", True)
    await prefs.set_personal_lang(9, "es")
    assert (await prefs.resolve(9, None, "en-US"))[0] == "es"
    await prefs.set_personal_lang(9, "auto")  # the override goes; the locale decides again
    assert await prefs.user(9) == {} and (await prefs.resolve(9, None, "en-US"))[0] == "en"


class StalledFirstRead:
    """The store's settings feed, its first read held once done until ``gate`` is set (``done`` says
    it is): a slow read, with the test deciding what happens while it is in flight."""

    def __init__(self, store) -> None:
        self.store, self.real = store, store.settings_changes
        self.gate, self.done = asyncio.Event(), asyncio.Event()
        self.calls = 0
        store.settings_changes = self

    async def __call__(self, since):
        self.calls += 1
        delta = await self.real(since)
        if self.calls == 1:
            self.done.set()
            await self.gate.wait()  # the read is done; what the test does next comes after it
        return delta

    def restore(self) -> None:
        self.store.settings_changes = self.real


async def test_a_notification_during_a_read_is_not_forgotten(store):
    """A change announced while the feed is being read (and committed after that read) is read
    next, not dropped until the next poll. The notifications are the test's own: the server's would race it."""
    prefs = Preferences(Unannounced(store), refresh=3600)
    await prefs.load()
    reads = StalledFirstRead(store)
    prefs._poke()  # a first notification starts a read
    await reads.done.wait()
    await store.set_user_setting(9, "lang", "es")  # written by "another process" after that read
    prefs._poke()  # its notification arrives while the read is still in flight
    reads.gate.set()
    await prefs.wait_idle()
    assert reads.calls == 2 and await prefs.user(9) == {"lang": "es"}
    reads.restore()
    await prefs.close()


CHANGES = st.lists(
    st.tuples(st.sampled_from(["guild", "user"]), st.integers(0, 4), st.sampled_from(["lang", "private"]),
              st.one_of(st.none(), st.sampled_from(["en", "es"]), st.booleans())),
    max_size=15,
)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(changes=CHANGES)
async def test_any_changes_by_another_process_converge_to_the_stored_settings(store, changes):
    """Whatever another process sets or deletes, in any order, reading the feed gives exactly
    what a full read of the database gives."""
    mine = Preferences(store, refresh=3600)
    await mine.load()
    for scope, owner, key, value in changes:
        write = store.set_guild_setting if scope == "guild" else store.set_user_setting
        await write(owner, key, value)
    await mine.refresh_now()
    await mine.wait_idle()
    snapshot = await store.settings_snapshot()
    assert (mine._guilds, mine._users, mine._cursor) == (snapshot.guilds, snapshot.users, snapshot.cursor)
    await mine.close()


async def test_overlapping_reads_never_put_back_an_older_value(store):
    """A slow read finishing after a newer one must not re-apply its older value (nor move the
    cursor back): reads take turns."""
    prefs = Preferences(store, refresh=3600)
    await prefs.load()
    await store.set_user_setting(3, "lang", "en")
    reads = StalledFirstRead(store)
    slow = asyncio.create_task(prefs.refresh_now())  # reads "en", then stalls
    await reads.done.wait()
    await store.set_user_setting(3, "lang", "es")  # another process changes it again
    fast = asyncio.create_task(prefs.refresh_now())
    await asyncio.sleep(0)  # one turn of the loop: the fast read starts, and queues behind the slow one
    assert reads.calls == 1 and not fast.done()
    reads.gate.set()
    await asyncio.gather(slow, fast)
    reads.restore()
    assert await prefs.user(3) == {"lang": "es"}
    assert prefs._cursor == (await store.settings_snapshot()).cursor
    await prefs.close()
