"""The hostile-input suite's fixtures: a seeded database fingerprinted before and after each
module, and services opened once per module (issue 12, "a hostile-input suite").

Not a ``conftest.py``: the other test folders import their own ``conftest`` by name
(``from conftest import make_bot``), and a second one here would shadow it. Test modules import
the fixtures they use from here.
"""

from __future__ import annotations

import asyncio
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.crfiles import CR_DIR, CURRENT
from tests.hostile.hostile_inputs import PREVIOUS, fingerprint
from tests.shared_cache import share_grammar_tables


@pytest.fixture(scope="session")
def seed_db(tmp_path_factory) -> Path:
    """A database holding two real releases, imported once per test session."""
    from bot.services.rules_import import import_files
    from bot.storage import open_store

    for name in (PREVIOUS, CURRENT):
        if not (CR_DIR / name).is_file():
            pytest.skip(f"{CR_DIR / name} is missing (set MTGBOT_CR_DIR)")
    path = tmp_path_factory.mktemp("hostile-seed") / "seed.sqlite3"

    async def seed() -> None:
        store = await open_store(path)
        try:
            await import_files(store, [CR_DIR / PREVIOUS, CR_DIR / CURRENT])
        finally:
            await store.close()

    asyncio.run(seed())
    return path


@pytest.fixture(scope="module")
def hostile_db(seed_db, tmp_path_factory) -> Iterator[Path]:
    """A copy of the seeded database for one module; at the end, nothing in it may have changed."""
    path = tmp_path_factory.mktemp("hostile") / "db.sqlite3"
    shutil.copyfile(seed_db, path)
    before = fingerprint(path)
    yield path
    assert fingerprint(path) == before, "hostile input changed the stored data"


@pytest.fixture(scope="module")
def loop() -> Iterator[asyncio.AbstractEventLoop]:
    """One event loop for a module's in-process services (hypothesis examples run synchronously)."""
    loop = asyncio.new_event_loop()
    yield loop
    loop.close()


@pytest.fixture(scope="module")
def services(hostile_db, loop, tmp_path_factory):
    """Services over the module's database, opened once; MTGBOT_RULES unset, so nothing imports.

    A module fixture is made before the tests' own environment (tests/conftest.py ``_isolated_env``), so
    it sets its own data directory: it used the user's. Search stays semantic as the bot's default, on one
    model thread, as tests/search/test_semantic.py: the suite's two workers share two cores, and a team of
    two threads waits on its descheduled half (bot/search/rerank.py ``THREADS``)."""
    from bot.config import Settings
    from bot.services import Services

    mp = pytest.MonkeyPatch()
    mp.delenv("MTGBOT_RULES", raising=False)
    mp.setenv("MTGBOT_RULES_PAGE", "http://127.0.0.1:9/unreachable")
    mp.setenv("MTGBOT_DATA_DIR", str(share_grammar_tables(tmp_path_factory.mktemp("hostile-data"))))
    mp.setenv("MTGBOT_SEMANTIC_THREADS", "1")
    settings = Settings.from_env(db=str(hostile_db))
    svc = loop.run_until_complete(Services.open(settings))
    yield svc
    loop.run_until_complete(svc.close())
    mp.undo()
