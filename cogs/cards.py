"""/card: a card's Oracle text, rulings and Spanish name, with name autocomplete.

A thin adapter over :class:`bot.services.cards.CardsService` and :mod:`bot.presentation.card`.
Its buttons use the ``crd:`` prefix (rulings pages, "Resolve"), answered by ``Actions.card_click``
through the one click router (cogs/ui.py); rules cited in rulings are ``mtg:`` buttons.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import BotError
from bot.presentation.card import card_message
from bot.services.cards import CardRequest, CardsService

from . import ui
from .host import BotHost, host
from .rules import LANG_CHOICES
from .translator import L


class CardsCog(commands.Cog, name="Cards"):
    def __init__(self, bot: BotHost) -> None:
        self.bot = bot

    async def service(self) -> CardsService:
        """The services' cards service (opened at start-up, or here on first use)."""
        service = await self.bot.core.open_cards()
        if service is None:
            raise BotError.of("no_cards", "cards.error.no_cards")
        return service

    @app_commands.command(name=L("cards.cmd.card.name"), description=L("cards.cmd.card.desc"))
    @app_commands.rename(name=L("cards.opt.name.name"), lang=L("discord.opt.lang.name"))
    @app_commands.describe(name=L("cards.opt.name.desc"), lang=L("discord.opt.lang.desc"))
    @app_commands.choices(lang=LANG_CHOICES)
    async def card(self, interaction: discord.Interaction, name: app_commands.Range[str, 1, 200],
                   lang: app_commands.Choice[str] | None = None) -> None:
        ui_lang, private = await self.bot.lang_for(interaction)
        service = await self.service()
        result = await service.card(CardRequest(name, lang.value if lang else ui_lang))
        await ui.reply(interaction, card_message(result, ephemeral=private))

    @card.autocomplete("name")
    async def card_autocomplete(self, interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
        lang, _ = await self.bot.lang_for(interaction)
        service = await self.service()
        return [app_commands.Choice(name=c.label, value=c.value) for c in await service.autocomplete(current, lang)]


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(CardsCog(host(bot)))
