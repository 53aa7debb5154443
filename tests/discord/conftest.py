"""Fixtures for the Discord layer: a Core over a fresh SQLite file sharing one parsed rule book
and one search index across tests (building the index takes seconds), and an offline bot."""

from __future__ import annotations

import pytest

from crfiles import CR_DIR, CURRENT, FILES, parsed

_shared: dict[str, object] = {}


def shared_library(all_versions: bool = False):
    from bot.rules.library import RulesLibrary

    key = "all" if all_versions else "current"
    if key not in _shared:
        names = FILES if all_versions else (CURRENT,)
        _shared[key] = RulesLibrary([parsed(name).book for name in names])
    return _shared[key]


def shared_search(core=None):
    """One search engine over the current book, built once per test session."""
    if "search" not in _shared:
        if core is not None:
            _shared["search"] = core.search_engine
        else:
            from bot.i18n.terms import Terminology
            from bot.i18n.translation import default_translations
            from bot.search import SearchEngine

            _shared["terms"] = _shared.get("terms") or Terminology.load()
            _shared["search"] = SearchEngine(shared_library().current, default_translations(), _shared["terms"])
    return _shared["search"]


async def make_core(db_path, *, all_versions: bool = False):
    from bot.config import Settings
    from bot.core import Core
    from bot.storage import open_store

    library = shared_library(all_versions)
    settings = Settings.from_env(rules=str(CR_DIR / CURRENT), db=str(db_path))
    store = await open_store(db_path)
    core = Core(settings, store, library)
    core._versions = sorted(library.versions())  # what Core.open sets from the store
    if not all_versions:
        core._search = shared_search(core)
        core._terms = _shared.setdefault("terms", core.terms)
    return core


@pytest.fixture
async def dcore(tmp_path):
    core = await make_core(tmp_path / "bot.sqlite3")
    yield core
    await core.close()


@pytest.fixture
async def all_versions_core(tmp_path):
    core = await make_core(tmp_path / "all.sqlite3", all_versions=True)
    yield core
    await core.close()


async def make_bot(core, poster=None):
    """An offline bot over ``core``: what setup_hook does, minus the gateway. ``poster`` replaces
    the resolver's channel.send (also for sessions restored at start)."""
    from bot.config import Settings
    from cogs.runner import MTGBot
    from discord_fakes import Poster

    bot = MTGBot(Settings(db=core.settings.db), core=core)
    bot.table_poster = poster if poster is not None else Poster()
    await bot.__aenter__()  # what `async with bot` does: loop-bound setup, no network
    await bot.prepare()
    return bot


@pytest.fixture
async def bot(dcore):
    b = await make_bot(dcore)
    yield b
    await b.close()
