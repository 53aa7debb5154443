"""The how-to of docs/architecture.md ("Adding a slash command with a button"), done for real: a
toy ``/count`` with a "+1" button written as a new maintainer writes it, in three pieces only — one
service method, one presentation module, one cog file — each section below standing for its file.
Nothing else is touched: no id registry, no route table, no extension list, no Discord template.
The command runs and the button is clicked through the real click path (the dynamic item the bot
registered, ``ui.dispatch_component``, ``Actions.click``, the handler the presentation registered).
"""

from __future__ import annotations

from dataclasses import dataclass
from types import SimpleNamespace

import discord
import pytest
from discord import app_commands
from discord.ext import commands

from bot.catalog import t
from bot.errors import BotError
from bot.presentation import finish
from bot.presentation.actions import Actions
from bot.presentation.clicks import Click, ClickReply, route
from bot.presentation.ids import grammar
from bot.presentation.model import Button, Message
from bot.services.translate import TranslateService
from cogs import ui
from cogs.host import BotHost, host
from tests.discord.discord_fakes import FakeInteraction, click, item, run_command, text_of

# --- 1. the service method (bot/services/translate.py: a method of an existing service) -----------

COUNT_LIMIT = 3


async def count_up(self: TranslateService, n: int) -> int:
    """The next number; past the limit, a catalogue error (the bot answers it privately)."""
    if n >= COUNT_LIMIT:
        raise BotError.of("bad_input", "error.button_broken")
    return n + 1


# --- 2. the presentation module (bot/presentation/count.py) ---------------------------------------


@dataclass(frozen=True, slots=True)
class CountId:
    lang: str
    n: int


COUNT_IDS = grammar("toy", r"(?P<lang>en|es):(?P<n>\d{1,3})", lambda m: CountId(m["lang"], int(m["n"])))


def count_message(n: int, lang: str, *, ephemeral: bool = False) -> Message:
    return finish(Message(content=f"count {n}", components=[[Button("+1", f"toy:{lang}:{n}")]],
                          ephemeral=ephemeral))


@route(COUNT_IDS)
async def count_click(actions: Actions, p: CountId, click: Click) -> ClickReply:
    n = await actions.services.translate.count_up(p.n)  # type: ignore[attr-defined]
    return ClickReply(count_message(n, p.lang), "update")


# --- 3. the cog file (cogs/count.py) ----------------------------------------------------------------


class CountCog(commands.Cog, name="Count"):
    def __init__(self, bot: BotHost) -> None:
        self.bot = bot

    @app_commands.command(name="count", description="Count from a number, one click at a time")
    async def count(self, interaction: discord.Interaction, start: app_commands.Range[int, 0, 100] = 0) -> None:
        lang, private = await self.bot.lang_for(interaction)
        n = await self.bot.core.translate.count_up(start)  # type: ignore[attr-defined]
        await ui.reply(interaction, count_message(n, lang, ephemeral=private))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(CountCog(host(bot)))


# --- the test ---------------------------------------------------------------------------------------


@pytest.fixture
async def count_bot(bot, monkeypatch):
    monkeypatch.setattr(TranslateService, "count_up", count_up, raising=False)  # "adding" the method
    await setup(bot)
    yield bot
    await bot.remove_cog("Count")


async def test_a_new_command_and_its_button_work_from_three_pieces(count_bot):
    cog = count_bot.get_cog("Count")
    inter = await run_command(count_bot, cog.count, FakeInteraction(count_bot), start=1)
    assert inter.first["content"] == "count 2"
    button = item(inter.first, "toy:")
    assert button.custom_id == "toy:en:2" and button.label == "+1"

    pressed = await click(count_bot, button)
    assert pressed.kind == "edit_message"  # its handler answered, in place
    assert pressed.first["content"] == "count 3"

    past = await click(count_bot, item(pressed.first, "toy:"))  # the service refuses: a private notice
    assert past.first.get("ephemeral") is True and t("error.button_broken", "en") in text_of(past.first)


async def test_a_forged_button_of_the_new_prefix_is_refused(count_bot):
    forged = await click(count_bot, SimpleNamespace(custom_id="toy:fr:1"))
    assert forged.first.get("ephemeral") is True and t("error.button_unknown", "en") in text_of(forged.first)
