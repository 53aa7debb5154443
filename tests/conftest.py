"""Shared fixtures: the real CR files and a real SQLite database."""

from __future__ import annotations

import itertools
import os
import shutil
from pathlib import Path

import pytest

from tests.crfiles import CR_DIR, CURRENT, parsed
from tests.shared_cache import make_run_folder, run_folder, share_grammar_tables


def pytest_configure(config) -> None:
    """The controller (or a run without workers) makes the run's shared cache folder before any worker
    starts, so every worker inherits it (tests/shared_cache.py); it is removed when the run ends."""
    config.addinivalue_line("markers", "long: a test (or, on a module, each of its tests) that holds a worker "
                                       "for many seconds: run first (see pytest_collection_modifyitems)")
    if not hasattr(config, "workerinput"):
        folder = make_run_folder()
        config.add_cleanup(lambda: shutil.rmtree(folder, ignore_errors=True))
    if hasattr(config, "workerinput") or not getattr(config.option, "numprocesses", None):
        _collect_in_the_runs_data_directory()


def _collect_in_the_runs_data_directory() -> None:
    """The process that collects the tests (each xdist worker, or a run without workers) reads
    ability text at import time (parametrize lists of test_grammar_tables.py, realcards.py's
    cards): before any test's fixture sets ``MTGBOT_DATA_DIR``. Why set it here: collection
    otherwise read and wrote the grammars' tables in the user's own data directory (2.6 GB of
    them after a day of runs), and on a machine without them each worker built English during
    collection, kept it, and so never stored it in the run's shared folder, which every CLI and
    bot process of the run then built again. Here the process's data directory is the run's one
    (tests/shared_cache.py), both grammars already in it, before the first test module is
    imported; each test still gets a directory of its own (``_isolated_env``)."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    os.environ["MTGBOT_DATA_DIR"] = str(share_grammar_tables(run_folder() / f"collect-{worker}"))


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Tests marked ``long`` first, each group in its collected order (a stable sort, the same in every
    worker). Why: pytest-xdist's worksteal hands each worker a contiguous half of the collection, and an
    idle worker can take only tests that have not started. A long test collected near the end (the
    semantic search's floor, the console processes, the e2e bots) started when the other worker had
    little left, which then sat idle until it ended; started first, it runs while the short tests
    are shared out. A marked module moves whole, so its module-scoped fixtures are set up once."""
    items.sort(key=lambda item: item.get_closest_marker("long") is None)


_data_dirs = itertools.count()


def _fresh_data_dir() -> Path:
    """A new, empty folder of the run's (tests/shared_cache.py) for one test's data directory, removed with the run.

    Why not ``tmp_path``: pytest makes each ``tmp_path`` by listing every folder it already made in this process to
    number the next one, so the cost grows with the tests a worker has run (quadratic in all): for a worker's 3,000
    tests about 1.5 ms of CPU each, half the setup of a test that asks for nothing (session 37, 2,000 empty tests). A
    test that wants a ``tmp_path`` of its own still asks for it."""
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    return run_folder() / f"tests-{worker}" / f"{next(_data_dirs)}" / "data"


@pytest.fixture(autouse=True)
def _isolated_env(monkeypatch):
    """Tests never touch the user's data directory or the network. The grammars' parse tables are
    the one thing a test's data directory shares (tests/shared_cache.py); the directory is a new one for each
    test (``_fresh_data_dir``)."""
    monkeypatch.setenv("MTGBOT_DATA_DIR", str(share_grammar_tables(_fresh_data_dir())))
    monkeypatch.delenv("MTGBOT_DB", raising=False)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setenv("MTGBOT_RULES_PAGE", "http://127.0.0.1:9/unreachable")
    monkeypatch.setenv("MTGBOT_RULES_URL_PATTERN", "http://127.0.0.1:9/{year}/{stamp}.txt")
    # Semantic search loads a model, and for a release the package ships no vectors for (the
    # older test releases) computes them for minutes: the tests that want it turn it on
    # (tests/search/test_semantic.py).
    monkeypatch.setenv("MTGBOT_SEMANTIC", "0")


@pytest.fixture(scope="session")
def engine():
    """The search engine over the current release, both languages: built once per session."""
    from bot.i18n.terms import Terminology
    from bot.i18n.translation import Translations
    from bot.search import SearchEngine

    return SearchEngine(parsed().book, Translations.load(), Terminology.load())


@pytest.fixture
def book():
    return parsed(CURRENT).book


@pytest.fixture
async def store(tmp_path):
    from bot.storage import open_store

    s = await open_store(tmp_path / "test.sqlite3")
    yield s
    await s.close()


@pytest.fixture
async def core(tmp_path):
    """Services over a real database holding the current release."""
    from bot.config import Settings
    from bot.services import Services

    settings = Settings.from_env(rules=str(CR_DIR / CURRENT), db=str(tmp_path / "core.sqlite3"))
    c = await Services.open(settings)
    yield c
    await c.close()
