"""Card imports take turns (issue 26, "Card imports under stress"): two imports on one database at
once, on SQLite and PostgreSQL, leave exactly one file's cards; the other import is refused at once
(``import_busy``, exit 2 from the CLI) and changes nothing. Before, both ran and the stored cards
were a mix of the two files."""

from __future__ import annotations

import asyncio
import json
import logging
import os
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Sequence
from pathlib import Path

import pytest

from bot.cards.atomic import read_cards
from bot.cards.model import Card
from bot.errors import BotError
from bot.services.cards import CardsService, ImportCardsRequest, import_on_start
from bot.storage import open_store
from tests.cards.fixture import CARD_COUNT, atomic_cards

REPO = Path(__file__).resolve().parents[2]


def _file(tmp_path: Path, name: str, prefix: str, extra: int) -> Path:
    cards = {f"{prefix} {i}": [{"name": f"{prefix} {i}", "type": "Instant", "text": f"{prefix} text"}]
             for i in range(extra)}
    path = tmp_path / name
    path.write_text(json.dumps(atomic_cards(extra=cards)), encoding="utf-8")
    return path


async def _names(store) -> set[str]:
    return {card for _, card, _ in await store.card_names()}


async def _gated(cards: list[Card], first: asyncio.Event, gate: asyncio.Event) -> AsyncIterator[Sequence[Card]]:
    """The cards in two batches, pausing between them until ``gate`` opens."""
    yield cards[: len(cards) // 2]
    first.set()
    await gate.wait()
    yield cards[len(cards) // 2:]


async def test_a_second_import_while_one_runs_is_refused_and_changes_nothing(db_url: str, tmp_path: Path,
                                                                             caplog: pytest.LogCaptureFixture) -> None:
    a_path, b_path = _file(tmp_path, "a.json", "Alpha", 300), _file(tmp_path, "b.json", "Beta", 300)
    store_a, store_b = await open_store(db_url), await open_store(db_url)
    try:
        first, gate = asyncio.Event(), asyncio.Event()
        a_cards = list(read_cards(a_path))
        running = asyncio.create_task(store_a.replace_cards(_gated(a_cards, first, gate), source="a.json",
                                                            accept=lambda old, new: None))
        await first.wait()  # A holds the lock and has staged half its file
        service_b = await CardsService.open(store_b)
        with pytest.raises(BotError) as err:  # at once: before, B waited for A's lock (PostgreSQL) or mixed
            await asyncio.wait_for(service_b.import_cards(ImportCardsRequest(str(b_path), lang="es")), 60)
        assert err.value.code == "import_busy"
        assert "Otra importación" in err.value.text("es") and "Another card import" in err.value.text("en")
        # A second bot process starting meanwhile: no warning, it loads A's cards once they are in.
        with caplog.at_level(logging.INFO, logger="bot.services.cards"):
            assert await import_on_start(service_b, {"MTGBOT_CARDS": str(b_path)}) is None
        assert [r.levelno for r in caplog.records if r.name == "bot.services.cards"] == [logging.INFO]
        gate.set()
        info = await running
        assert info.card_count == CARD_COUNT + 300
        assert await _names(store_b) == {c.name for c in a_cards}  # all of A, nothing of B
        # The lock is free again: B imports now, and replaces A whole.
        await service_b.refresh()
        assert service_b.loaded  # A's cards, picked up by the other process
        result = await service_b.import_cards(ImportCardsRequest(str(b_path)))
        assert result.cards == CARD_COUNT + 300
        names = await _names(store_a)
        assert not any(n.startswith("Alpha") for n in names) and "Beta 299" in names
    finally:
        await store_a.close()
        await store_b.close()


async def test_an_import_that_lost_its_lock_does_not_go_live(tmp_path: Path) -> None:
    db = str(tmp_path / "cards.sqlite3")
    store = await open_store(db)
    try:
        await CardsService(store).import_cards(ImportCardsRequest(str(_file(tmp_path, "a.json", "Alpha", 10))))
        first, gate = asyncio.Event(), asyncio.Event()
        b_cards = list(read_cards(_file(tmp_path, "b.json", "Beta", 10)))
        running = asyncio.create_task(store.replace_cards(_gated(b_cards, first, gate), source="b.json",
                                                          accept=lambda old, new: None))
        await first.wait()
        # Another process judged the lock stale and took it over.
        await store._conn.execute("UPDATE card_import_lock SET token = 'someone-else', beat = ?", (time.time(),))
        gate.set()
        with pytest.raises(BotError) as err:
            await running
        assert err.value.code == "import_busy"
        assert "Alpha 9" in await _names(store) and "Beta 0" not in await _names(store)
    finally:
        await store.close()


async def test_a_lock_left_by_a_dead_process_is_taken_over(tmp_path: Path) -> None:
    from bot.storage.sqlite_cards import _LOCK_TABLE, _host

    db = str(tmp_path / "cards.sqlite3")
    store = await open_store(db)
    try:
        dead = subprocess.Popen([sys.executable, "-c", "pass"])
        dead.wait()
        await store._conn.execute(_LOCK_TABLE)
        await store._conn.execute("INSERT INTO card_import_lock (id, token, pid, host, beat) VALUES (1, 'x', ?, ?, ?)",
                                  (dead.pid, _host(), time.time()))
        result = await CardsService(store).import_cards(ImportCardsRequest(str(_file(tmp_path, "a.json", "A", 5))))
        assert result.cards == CARD_COUNT + 5
        async with store._conn.execute("SELECT count(*) FROM card_import_lock") as cur:
            assert (await cur.fetchone())[0] == 0
        # A live holder elsewhere, beating recently: refused. The same holder, silent too long: taken over.
        for beat, refused in ((time.time(), True), (time.time() - 3600, False)):
            await store._conn.execute("INSERT OR REPLACE INTO card_import_lock (id, token, pid, host, beat)"
                                      " VALUES (1, 'y', 1, 'another-host/ns', ?)", (beat,))
            try:
                await CardsService(store).import_cards(ImportCardsRequest(str(_file(tmp_path, "b.json", "B", 5))))
                assert not refused
            except BotError as exc:
                assert refused and exc.code == "import_busy"
    finally:
        await store.close()


async def test_the_swap_keeps_the_schema_and_leaves_nothing_staged(tmp_path: Path) -> None:
    db = str(tmp_path / "cards.sqlite3")
    store = await open_store(db)
    try:
        async with store._conn.execute("SELECT name, sql FROM sqlite_master WHERE name LIKE 'card%'") as cur:
            before = dict(await cur.fetchall())
        service = CardsService(store)
        for prefix in ("A", "B"):
            await service.import_cards(ImportCardsRequest(str(_file(tmp_path, f"{prefix}.json", prefix, 50))))
        async with store._conn.execute("SELECT name, sql FROM sqlite_master WHERE name LIKE 'card%'") as cur:
            after = dict(await cur.fetchall())
        assert set(after) == set(before) | {"card_import_lock"}
        for table in ("cards_staging", "card_names_staging", "card_import_lock"):
            async with store._conn.execute(f"SELECT count(*) FROM {table}") as cur:
                assert (await cur.fetchone())[0] == 0, table
        assert "B 49" in await _names(store) and "A 49" not in await _names(store)
    finally:
        await store.close()


def _cli_env(db_url: str, tmp_path: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("MTGBOT_")}
    env.update(MTGBOT_DATA_DIR=str(tmp_path / "data"), MTGBOT_RULES_PAGE="http://127.0.0.1:9/x",
               MTGBOT_RULES_URL_PATTERN="http://127.0.0.1:9/{year}/{stamp}")
    env["MTGBOT_DATABASE_URL" if db_url.startswith("postgres") else "MTGBOT_DB"] = db_url
    return env


async def test_two_cli_imports_at_once_leave_one_file_whole(db_url: str, tmp_path: Path) -> None:
    files = {p: _file(tmp_path, f"{p}.json", p, 6_000) for p in ("Alpha", "Beta")}
    env = _cli_env(db_url, tmp_path)
    procs = [subprocess.Popen([sys.executable, "-m", "bot", "cards", "import", str(path), "--json"], cwd=REPO,
                              env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for path in files.values()]
    outcomes = []
    for proc in procs:
        out, err = proc.communicate(timeout=300)
        assert "Traceback" not in err, err
        outcomes.append((proc.returncode, json.loads(out)))
    for status, body in outcomes:
        assert status == 0 or (status == 2 and body["error"]["code"] == "import_busy"), body
    assert any(status == 0 for status, _ in outcomes)
    store = await open_store(db_url)
    try:
        names = await _names(store)
        kept = [p for p in files if f"{p} 0" in names]
        assert len(kept) == 1, "the stored cards mix both files"
        assert names == {c.name for c in read_cards(files[kept[0]])}
    finally:
        await store.close()
