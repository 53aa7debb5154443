"""A table game's last messages posted while the process stops (a signal closes the bot, and its HTTP session under
the post): a warning, not a traceback in the log; while the bot runs, a failed post still raises (the table session
logs it as a front end's failure). Seen in a clean CI run: tests/e2e/test_table_restart.py."""

from __future__ import annotations

import logging
from types import SimpleNamespace
from typing import Any

import aiohttp
import pytest

from bot import presentation
from cogs.resolver import ResolverCog


class _Channel:
    async def send(self, **kwargs: Any) -> None:
        raise aiohttp.ServerDisconnectedError()


def _cog(closed: bool) -> Any:
    bot = SimpleNamespace(get_partial_messageable=lambda *a, **k: _Channel(), is_closed=lambda: closed)
    return SimpleNamespace(bot=bot)


SESSION = SimpleNamespace(id="t1", channel_id=1, guild_id=2)


async def test_a_post_cut_by_the_bot_closing_is_a_warning(caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.WARNING, logger="cogs.resolver"):
        await ResolverCog.post(_cog(closed=True), SESSION, presentation.Message(content="result"))  # type: ignore[arg-type]
    assert any("not posted as the bot closed" in r.getMessage() and r.exc_info is None for r in caplog.records)


async def test_a_post_that_fails_while_the_bot_runs_still_raises() -> None:
    with pytest.raises(aiohttp.ServerDisconnectedError):
        await ResolverCog.post(_cog(closed=False), SESSION, presentation.Message(content="result"))  # type: ignore[arg-type]
