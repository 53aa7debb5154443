"""/help (``/ayuda`` in Spanish): the commands and an example of each, privately, in the
reader's language. The message is built by :func:`bot.presentation.help.help_message`."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.presentation.help import help_message

from . import ui
from .host import BotHost, host
from .translator import L


class HelpCog(commands.Cog, name="Help"):
    def __init__(self, bot: BotHost) -> None:
        self.bot = bot

    @app_commands.command(name=L("discord.cmd.help.name"), description=L("discord.cmd.help.desc"))
    async def help(self, interaction: discord.Interaction) -> None:
        lang, _ = await self.bot.lang_for(interaction)
        await ui.reply(interaction, help_message(lang, ephemeral=True))  # always private: it is for the asker


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(HelpCog(host(bot)))
