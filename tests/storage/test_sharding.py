"""Shards across hosts: ``MTGBOT_SHARD_IDS`` ranges, pod ordinals, and IDENTIFY pacing shared
through the database (runtime/identify.py)."""

from __future__ import annotations

import asyncio

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.config import Settings, parse_shard_ids
from bot.errors import BotError
from bot.storage import open_store
from runtime.identify import IdentifyGate


def test_ranges_and_lists():
    assert parse_shard_ids("0-7", 32) == tuple(range(8))
    assert parse_shard_ids("0-3, 8-11", 32) == (0, 1, 2, 3, 8, 9, 10, 11)
    assert parse_shard_ids("2, 0", 4) == (0, 2)
    assert parse_shard_ids("5", 6) == (5,)
    for bad in ("7-3", "0-32", "a", "1-", "-1", "", "0,,1", "0-3-5"):
        with pytest.raises(ValueError):
            parse_shard_ids(bad, 32)


@given(st.lists(st.tuples(st.integers(0, 63), st.integers(0, 63)), min_size=1, max_size=6))
def test_any_ranges_give_exactly_their_shards(pairs):
    ranges = [(min(a, b), max(a, b)) for a, b in pairs]
    text = ",".join(f"{lo}-{hi}" if lo != hi else str(lo) for lo, hi in ranges)
    expected = sorted({s for lo, hi in ranges for s in range(lo, hi + 1)})
    assert list(parse_shard_ids(text, 64)) == expected


def test_hosts_and_pods_from_the_environment(monkeypatch):
    monkeypatch.setenv("MTGBOT_SHARDS", "32")
    monkeypatch.setenv("MTGBOT_SHARD_IDS", "8-15")
    s = Settings.from_env()
    assert (s.shard_count, s.shard_ids) == (32, tuple(range(8, 16)))
    monkeypatch.delenv("MTGBOT_SHARD_IDS")
    monkeypatch.setenv("MTGBOT_SHARDS_PER_POD", "8")
    monkeypatch.setenv("MTGBOT_POD_ORDINAL", "3")
    assert Settings.from_env().shard_ids == tuple(range(24, 32))
    monkeypatch.setenv("MTGBOT_POD_ORDINAL", "4")  # a fifth pod has no shards left
    with pytest.raises(BotError) as err:
        Settings.from_env()
    assert err.value.code == "bad_config"
    monkeypatch.delenv("MTGBOT_POD_ORDINAL")
    with pytest.raises(BotError, match="MTGBOT_POD_ORDINAL"):
        Settings.from_env()
    monkeypatch.delenv("MTGBOT_SHARDS_PER_POD")
    monkeypatch.setenv("MTGBOT_IDENTIFY_CONCURRENCY", "16")
    assert Settings.from_env().identify_concurrency == 16


def test_the_database_url_wins_unless_db_is_given(monkeypatch, tmp_path):
    monkeypatch.setenv("MTGBOT_DB", str(tmp_path / "x.sqlite3"))
    monkeypatch.setenv("MTGBOT_DATABASE_URL", "postgresql://bot:pw@db/bot")
    s = Settings.from_env()
    assert s.store_url == "postgresql://bot:pw@db/bot" and "pw" not in repr(s)
    assert Settings.from_env(db="other.sqlite3").store_url == "other.sqlite3"
    monkeypatch.delenv("MTGBOT_DATABASE_URL")
    assert Settings.from_env().store_url == str(tmp_path / "x.sqlite3")


class Slept:
    def __init__(self) -> None:
        self.waits: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.waits.append(seconds)


async def test_two_processes_share_one_identify_schedule(db_url):
    """Two stores = two processes: shards of one bucket identify 5 s apart whoever runs them."""
    first, second = await open_store(db_url), await open_store(db_url)
    try:
        slept_a, slept_b = Slept(), Slept()
        a = IdentifyGate(first, 2, sleep=slept_a)
        b = IdentifyGate(second, 2, sleep=slept_b)
        await a.before_identify_hook(0, initial=True)  # bucket 0
        await b.before_identify_hook(2, initial=True)  # bucket 0 again, in the other process
        await b.before_identify_hook(1, initial=False)  # bucket 1: free
        await a.before_identify_hook(4)  # bucket 0, third
        assert slept_a.waits[0] == pytest.approx(10.0, abs=0.5)
        assert len(slept_b.waits) == 1 and slept_b.waits[0] == pytest.approx(5.0, abs=0.5)
    finally:
        await first.close()
        await second.close()


async def test_concurrent_claims_never_share_a_slot(db_url):
    stores = [await open_store(db_url) for _ in range(3)]
    try:
        waits = await asyncio.gather(*(s.claim_identify_slot(0, 5.0) for s in stores for _ in range(3)))
        slots = sorted(round(w / 5.0) for w in waits)
        assert slots == list(range(9))
    finally:
        for s in stores:
            await s.close()


class FakeHttp:
    def __init__(self, concurrency: int | None) -> None:
        self.concurrency = concurrency
        self.calls = 0

    async def get_bot_gateway(self):
        self.calls += 1
        if self.concurrency is None:
            raise OSError("no network")
        return 1, "wss://gateway", {"max_concurrency": self.concurrency}


class FakeBot:
    def __init__(self, concurrency: int | None) -> None:
        self.http = FakeHttp(concurrency)


@pytest.mark.parametrize("discord_says, expected", [(16, 16), (None, 1)])
async def test_install_reads_max_concurrency_from_discord_once(store, discord_says, expected):
    bot = FakeBot(discord_says)
    gate = IdentifyGate.install(bot, store)
    gate._sleep = Slept()
    await bot.identify_hook(3, initial=True)
    await bot.identify_hook(19, initial=False)
    assert gate.max_concurrency == expected and bot.http.calls == 1
    assert gate.bucket(19, expected) == 19 % expected


async def test_a_database_failure_falls_back_to_local_pacing():
    class Down:
        async def claim_identify_slot(self, bucket, interval):
            raise OSError("database down")

    slept = Slept()
    gate = IdentifyGate(Down(), 1, sleep=slept)
    await gate.before_identify_hook(0, initial=True)
    await gate.before_identify_hook(1)
    assert slept.waits == [5.0]
