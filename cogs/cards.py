"""/card: a card's Oracle text, rulings and Spanish name, with name autocomplete.

A thin adapter over :class:`bot.services.cards.CardsService` and :mod:`bot.presentation.card`.
Buttons use the ``crd:`` prefix (rulings pages, "Resolve"); rules cited in rulings are ``mtg:``
buttons that the rules cog already answers.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.catalog import t
from bot.errors import BotError
from bot.presentation import notice_message
from bot.presentation.card import card_message
from bot.services.cards import CardRequest, CardResult, CardsService

from . import ui
from .host import BotHost, host
from .rules import LANG_CHOICES
from .translator import L


class CardsCog(commands.Cog, name="Cards"):
    def __init__(self, bot: BotHost) -> None:
        self.bot = bot

    async def cog_load(self) -> None:
        self.bot.component_handlers["crd"] = self.on_component

    async def cog_unload(self) -> None:
        self.bot.component_handlers.pop("crd", None)

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

    async def on_component(self, interaction: discord.Interaction, custom_id: str, values: list[str]) -> None:
        click = await self.bot.actions.card_component(
            custom_id, user_id=interaction.user.id, message_ephemeral=ui.is_ephemeral_message(interaction.message),
            message_owner=ui.message_owner(interaction.message))
        if click.resolve is not None:
            await self.resolve(interaction, click.resolve)
        elif click.message is not None:
            await ui.reply(interaction, click.message, edit=click.mode == "update")

    async def resolve(self, interaction: discord.Interaction, card: CardResult) -> None:
        """Hand the card to the resolver cog; without it (not loaded), say how to resolve it."""
        resolver = self.bot.table_host
        if resolver is not None:
            await resolver.start_from_card(interaction, card)
            return
        await ui.reply(interaction, notice_message(t("cards.card.resolve_hint", card.lang, name=card.name), card.lang))


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(CardsCog(host(bot)))
