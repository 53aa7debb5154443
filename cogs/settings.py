"""/settings server (Manage Server only), /settings me and /settings show."""

from __future__ import annotations

from typing import Optional

import discord
from discord import app_commands
from discord.ext import commands

from bot import presentation
from bot.catalog import t
from bot.services.settings import Preferences

from . import ui
from .host import BotHost, host
from .translator import L

LANG_SETTING_CHOICES = [
    app_commands.Choice(name=L("discord.choice.en"), value="en"),
    app_commands.Choice(name=L("discord.choice.es"), value="es"),
    app_commands.Choice(name=L("discord.choice.auto"), value="auto"),
]



class SettingsCog(commands.Cog, name="Settings"):
    group = app_commands.Group(name=L("discord.cmd.settings.name"), description=L("discord.cmd.settings.desc"))

    def __init__(self, bot: BotHost) -> None:
        self.bot = bot

    @property
    def prefs(self) -> Preferences:
        prefs = self.bot.prefs
        if prefs is None:  # setup_hook sets it before any command can run
            raise RuntimeError("settings used before the bot was prepared")
        return prefs

    @group.command(name=L("discord.cmd.settings_server.name"), description=L("discord.cmd.settings_server.desc"))
    @app_commands.rename(language=L("discord.opt.language.name"), private=L("discord.opt.private.name"))
    @app_commands.describe(language=L("discord.opt.language.desc"), private=L("discord.opt.private.desc"))
    @app_commands.choices(language=LANG_SETTING_CHOICES)
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.checks.has_permissions(manage_guild=True)
    async def server(self, interaction: discord.Interaction, language: Optional[app_commands.Choice[str]] = None,
                     private: Optional[bool] = None) -> None:
        guild_id = interaction.guild_id
        if guild_id is None:
            raise app_commands.NoPrivateMessage()
        saved = await self.prefs.set_server(guild_id, lang=language.value if language is not None else None,
                                            private=private)
        lang, _ = await self.bot.lang_for(interaction)
        values = saved.to_dict()
        msg = presentation.settings_message("server", values, lang)
        if language is None and private is None:
            msg.embeds[0].description = t("settings.none", lang)
        else:
            msg.content = t("settings.saved", lang)
        await ui.reply(interaction, presentation.finish(msg))

    @group.command(name=L("discord.cmd.settings_me.name"), description=L("discord.cmd.settings_me.desc"))
    @app_commands.rename(language=L("discord.opt.language.name"))
    @app_commands.describe(language=L("discord.opt.language.desc"))
    @app_commands.choices(language=LANG_SETTING_CHOICES)
    async def me(self, interaction: discord.Interaction, language: app_commands.Choice[str]) -> None:
        # "auto" removes the override: the server default (or the Discord locale) applies again.
        await self.prefs.set_personal_lang(interaction.user.id, language.value)
        lang, _ = await self.bot.lang_for(interaction)
        msg = presentation.settings_message("user", {"lang": language.value}, lang, effective=lang)
        msg.content = t("settings.saved", lang)
        await ui.reply(interaction, presentation.finish(msg))

    @group.command(name=L("discord.cmd.settings_show.name"), description=L("discord.cmd.settings_show.desc"))
    async def show(self, interaction: discord.Interaction) -> None:
        lang, _ = await self.prefs.resolve(interaction.user.id, interaction.guild_id, str(interaction.locale))
        values = (await self.prefs.server(interaction.guild_id)).to_dict()
        msg = presentation.settings_message("show", values, lang, effective=lang)
        await ui.reply(interaction, msg)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(SettingsCog(host(bot)))
