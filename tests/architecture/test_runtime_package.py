"""The process runtime is its own package above the cogs (issue 25): the cogs see the bot only
through ``cogs.host.BotHost``, and an extension loaded into something else says what is missing."""

from __future__ import annotations

import pytest

from cogs.host import MEMBERS, host


def test_a_cog_host_that_lacks_members_is_refused_with_their_names():
    class NotABot:
        services = None

    with pytest.raises(TypeError) as info:
        host(NotABot())
    assert "lang_for" in str(info.value) and "services" not in str(info.value).split("lacks", 1)[1]


def test_the_bot_has_every_member_its_cogs_use():
    from runtime.runner import MTGBot

    assert not [name for name in MEMBERS if not hasattr(MTGBot, name)
                and name not in ("services", "prefs", "prepared")]


def test_every_cli_subcommand_has_one_handler():
    """`python -m bot`'s composition root is a table of handlers, one per subcommand (issue 25)."""
    from bot.frontends.cli import HANDLERS, build_parser

    parser = build_parser()
    sub = next(a for a in parser._actions if a.dest == "command")
    assert set(sub.choices) == set(HANDLERS)
