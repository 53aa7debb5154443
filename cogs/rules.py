"""/rule, /search, /define, /translate, /changes and the "Explain rules cited" message menu.

A thin adapter: each command asks :mod:`bot.presentation.actions` for a :class:`bot.presentation.Message` and sends
it. Errors (``BotError``) go to the tree's error handler, which answers privately. Its buttons
(``mtg:``) are answered by ``Actions.rules_click`` through the one click router (cogs/ui.py).
"""

from __future__ import annotations

from typing import Optional

import discord
from discord import app_commands
from discord.ext import commands

from bot.presentation import cut
from bot.presentation.actions import Actions

from . import ui
from .host import BotHost, host
from .translator import L

LANG_CHOICES = [app_commands.Choice(name=L("discord.choice.en"), value="en"),
                app_commands.Choice(name=L("discord.choice.es"), value="es")]
QUERY_LANG_CHOICES = LANG_CHOICES + [app_commands.Choice(name=L("discord.choice.auto"), value="auto")]



def _user_key(interaction: discord.Interaction) -> int:
    return interaction.user.id


class RulesCog(commands.Cog, name="Rules"):
    def __init__(self, bot: BotHost) -> None:
        self.bot = bot
        self.explain_menu = app_commands.ContextMenu(name=L("discord.cmd.explain.name"), callback=self.explain_cited)

    async def cog_load(self) -> None:
        self.bot.tree.add_command(self.explain_menu)

    async def cog_unload(self) -> None:
        self.bot.tree.remove_command(self.explain_menu.name, type=self.explain_menu.type)

    @property
    def actions(self) -> Actions:
        return self.bot.actions

    # --- /rule -------------------------------------------------------------------------------

    @app_commands.command(name=L("discord.cmd.rule.name"), description=L("discord.cmd.rule.desc"))
    @app_commands.rename(reference=L("discord.opt.reference.name"), lang=L("discord.opt.lang.name"),
                         version=L("discord.opt.version.name"))
    @app_commands.describe(reference=L("discord.opt.reference.desc"), lang=L("discord.opt.lang.desc"),
                           version=L("discord.opt.version.desc"))
    @app_commands.choices(lang=LANG_CHOICES)
    async def rule(self, interaction: discord.Interaction, reference: app_commands.Range[str, 1, 100],
                   lang: Optional[app_commands.Choice[str]] = None,
                   version: Optional[app_commands.Range[str, 1, 20]] = None) -> None:
        ui_lang, private = await self.bot.lang_for(interaction)
        msg = await self.actions.rule(reference, lang.value if lang else ui_lang, version=version,
                                      ephemeral=private)
        await ui.reply(interaction, msg)

    @rule.autocomplete("reference")
    async def rule_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        return await self._rule_choices(interaction, current)

    async def _rule_choices(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        lang, _ = await self.bot.lang_for(interaction)
        items = await self.actions.autocomplete(current, lang)
        return [app_commands.Choice(name=i["name"], value=i["value"]) for i in items][:25]

    # --- /search -----------------------------------------------------------------------------

    @app_commands.command(name=L("discord.cmd.search.name"), description=L("discord.cmd.search.desc"))
    @app_commands.rename(query=L("discord.opt.query.name"), lang=L("discord.opt.lang.name"))
    @app_commands.describe(query=L("discord.opt.query.desc"), lang=L("discord.opt.query_lang.desc"))
    @app_commands.choices(lang=QUERY_LANG_CHOICES)
    @app_commands.checks.cooldown(4, 20.0, key=_user_key)
    async def search(self, interaction: discord.Interaction, query: app_commands.Range[str, 1, 300],
                     lang: Optional[app_commands.Choice[str]] = None) -> None:
        ui_lang, private = await self.bot.lang_for(interaction)
        msg = await self.actions.search(query, ui_lang,
                                        search_lang=lang.value if lang else "auto", ephemeral=private)
        await ui.reply(interaction, msg)

    # --- /define -----------------------------------------------------------------------------

    @app_commands.command(name=L("discord.cmd.define.name"), description=L("discord.cmd.define.desc"))
    @app_commands.rename(term=L("discord.opt.term.name"), lang=L("discord.opt.lang.name"))
    @app_commands.describe(term=L("discord.opt.term.desc"), lang=L("discord.opt.lang.desc"))
    @app_commands.choices(lang=LANG_CHOICES)
    async def define(self, interaction: discord.Interaction, term: app_commands.Range[str, 1, 200],
                     lang: Optional[app_commands.Choice[str]] = None) -> None:
        ui_lang, private = await self.bot.lang_for(interaction)
        msg = await self.actions.define(term, lang.value if lang else ui_lang,
                                        ephemeral=private)
        await ui.reply(interaction, msg)

    @define.autocomplete("term")
    async def define_autocomplete(self, interaction: discord.Interaction,
                                  current: str) -> list[app_commands.Choice[str]]:
        lang, _ = await self.bot.lang_for(interaction)
        return glossary_choices(self.actions, current, lang)

    # --- /translate --------------------------------------------------------------------------

    @app_commands.command(name=L("discord.cmd.translate.name"), description=L("discord.cmd.translate.desc"))
    @app_commands.rename(term=L("discord.opt.term.name"), from_=L("discord.opt.from.name"))
    @app_commands.describe(term=L("discord.opt.translate_term.desc"), from_=L("discord.opt.from_lang.desc"))
    @app_commands.choices(from_=LANG_CHOICES)
    async def translate(self, interaction: discord.Interaction, term: app_commands.Range[str, 1, 200],
                        from_: Optional[app_commands.Choice[str]] = None) -> None:
        ui_lang, private = await self.bot.lang_for(interaction)
        msg = await self.actions.translate(term, ui_lang, from_lang=from_.value if from_ else None, ephemeral=private)
        await ui.reply(interaction, msg)

    # --- /changes ----------------------------------------------------------------------------

    @app_commands.command(name=L("discord.cmd.changes.name"), description=L("discord.cmd.changes.desc"))
    @app_commands.rename(rule=L("discord.opt.rule.name"), from_=L("discord.opt.from.name"),
                         to=L("discord.opt.to.name"))
    @app_commands.describe(rule=L("discord.opt.rule.desc"), from_=L("discord.opt.from_version.desc"),
                           to=L("discord.opt.to_version.desc"))
    @app_commands.checks.cooldown(3, 30.0, key=_user_key)
    async def changes(self, interaction: discord.Interaction, rule: Optional[app_commands.Range[str, 1, 100]] = None,
                      from_: Optional[app_commands.Range[str, 1, 20]] = None,
                      to: Optional[app_commands.Range[str, 1, 20]] = None) -> None:
        ui_lang, private = await self.bot.lang_for(interaction)
        await ui.defer(interaction, ephemeral=private)  # comparing two releases can take a moment
        msg = await self.actions.changes(ui_lang, from_=from_, to=to, rule=rule,
                                         ephemeral=private)
        await ui.reply(interaction, msg)

    @changes.autocomplete("from_")
    @changes.autocomplete("to")
    @rule.autocomplete("version")
    async def version_autocomplete(self, interaction: discord.Interaction,
                                   current: str) -> list[app_commands.Choice[str]]:
        versions = list(reversed(self.bot.core.rules.versions()))
        return [app_commands.Choice(name=v, value=v) for v in versions if v.startswith(current.strip())][:25]

    @changes.autocomplete("rule")
    async def changes_rule_autocomplete(self, interaction: discord.Interaction,
                                        current: str) -> list[app_commands.Choice[str]]:
        return await self._rule_choices(interaction, current)

    # --- "Explain rules cited" -----------------------------------------------------------------

    async def explain_cited(self, interaction: discord.Interaction, message: discord.Message) -> None:
        ui_lang, _ = await self.bot.lang_for(interaction)
        text = message.content or ""
        for embed in getattr(message, "embeds", [])[:3]:
            text += "\n" + (embed.title or "") + "\n" + (embed.description or "")
        msgs = await self.actions.explain(text, ui_lang, ephemeral=True)
        await ui.reply_many(interaction, msgs[:4])


def glossary_choices(actions: Actions, current: str, lang: str, limit: int = 25) -> list[app_commands.Choice[str]]:
    """Glossary terms for autocomplete (≤ 25, ≤ 100 characters each)."""
    names = actions.rules.glossary_complete(current, lang, limit)
    return [app_commands.Choice(name=cut(n, 100), value=n[:100]) for n in names]


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(RulesCog(host(bot)))
