"""Fixtures for the Discord layer (the pieces they are built from are in botkit.py)."""

from __future__ import annotations

import pytest

from tests.discord.botkit import make_bot, make_core


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


@pytest.fixture
async def bot(dcore):
    b = await make_bot(dcore)
    yield b
    await b.close()
