"""Spanish command names, option names, descriptions and choice names for Discord (es-ES, es-419).

Every registration string is a :func:`L` — an ``app_commands.locale_str`` whose message is the
English default and whose ``key`` extra names the catalogue entry (``data/i18n/discord.json``).
Discord sends back default names, so the English text is always the ``message``.
"""

from __future__ import annotations

import re

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Loc
from discord.app_commands.translator import TranslationContextTypes
from discord.ext import commands

from bot.catalog import catalog

SPANISH = (discord.Locale.spain_spanish, discord.Locale.latin_american_spanish)
#: Discord's rule for command and option names (without the Devanagari/Thai scripts we never use).
NAME_RE = re.compile(r"^[-_'\w]{1,32}$", re.UNICODE)
NAME_LOCATIONS = (Loc.command_name, Loc.group_name, Loc.parameter_name)


def L(key: str) -> app_commands.locale_str:
    """A registration string: English default from the catalogue, Spanish through the translator."""
    entry = catalog().get(key)
    if entry is None:
        raise KeyError(f"catalogue key {key!r} is missing")
    return app_commands.locale_str(entry["en"], key=key)


def option_names(*options: str) -> dict[str, app_commands.locale_str]:
    """``@app_commands.rename`` for options whose names are the catalogue's ``discord.opt.<option>.name``."""
    return {option: L(f"discord.opt.{option}.name") for option in options}


def option_descriptions(*options: str) -> dict[str, app_commands.locale_str]:
    """``@app_commands.describe`` for options described by the catalogue's ``discord.opt.<option>.desc``."""
    return {option: L(f"discord.opt.{option}.desc") for option in options}


class CatalogTranslator(app_commands.Translator):
    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: TranslationContextTypes) -> str | None:
        if locale not in SPANISH:
            return None
        key = string.extras.get("key")
        entry = catalog().get(key) if key else None
        if not entry or not entry.get("es"):
            return None
        text = entry["es"]
        if context.location in NAME_LOCATIONS:
            is_menu = isinstance(context.data, app_commands.ContextMenu)
            if not is_menu and not valid_name(text):
                return None  # never send Discord a name it would reject
        limit = 32 if context.location in NAME_LOCATIONS else 100
        return text if len(text) <= limit else None


def valid_name(name: str) -> bool:
    return bool(NAME_RE.fullmatch(name)) and name == name.lower() and "\u200b" not in name


async def setup(bot: commands.Bot) -> None:
    await bot.tree.set_translator(CatalogTranslator())


async def teardown(bot: commands.Bot) -> None:
    await bot.tree.set_translator(None)
