"""/help (/ayuda): every registered command, in the reader's language, privately."""

from __future__ import annotations

import discord
import pytest
from discord import app_commands

from cogs.translator import CatalogTranslator
from tests.discord.discord_fakes import FakeInteraction, embed_of, run_command


@pytest.mark.parametrize("locale", ["en-US", "es-ES", "es-419"])
async def test_help_lists_every_registered_command_in_the_readers_language(bot, locale):
    inter = await run_command(bot, bot.get_cog("Help").help, FakeInteraction(bot, locale=locale))
    sent = inter.first
    assert sent["ephemeral"] is True
    embed = embed_of(sent)
    listed = {f.name for f in embed.fields}
    translator = CatalogTranslator()
    discord_locale = discord.Locale(locale) if locale != "en-US" else None
    for command in bot.tree.get_commands(type=discord.AppCommandType.chat_input):
        name = command.name
        if discord_locale is not None:
            ctx = app_commands.TranslationContext(location=app_commands.TranslationContextLocation.command_name,
                                                  data=command)
            name = await translator.translate(command._locale_name or app_commands.locale_str(command.name),
                                              discord_locale, ctx) or name
        if command.name != "help":
            assert f"/{name}" in listed, (name, listed)
    spanish = locale.startswith("es")
    assert ("/regla" in listed and "/carta" in listed) if spanish else ("/rule" in listed and "/card" in listed)
    assert ("no oficial" in embed.footer.text) if spanish else ("unofficial" in embed.footer.text)


async def test_help_is_registered_as_ayuda_in_spanish(bot):
    command = bot.tree.get_command("help")
    payload = await command.get_translated_payload(bot.tree, CatalogTranslator())
    assert payload["name_localizations"] == {"es-ES": "ayuda", "es-419": "ayuda"}
