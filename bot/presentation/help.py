"""``/help``: what the bot can do, in the reader's language, from the same catalogue entries
Discord shows for each command (so the help never disagrees with the registered names)."""

from __future__ import annotations

from ..catalog import t
from .common import lang_of
from .limits import finish
from .model import Embed, Field, Message

#: Each slash command: (catalogue key of its name, of its description, of an example). The
#: names are the registered ones (``discord.cmd.*``), localised in Spanish like on Discord.
COMMANDS: tuple[tuple[str, str, str], ...] = (
    ("discord.cmd.rule.name", "discord.cmd.rule.desc", "help.example.rule"),
    ("discord.cmd.search.name", "discord.cmd.search.desc", "help.example.search"),
    ("discord.cmd.define.name", "discord.cmd.define.desc", "help.example.define"),
    ("discord.cmd.translate.name", "discord.cmd.translate.desc", "help.example.translate"),
    ("discord.cmd.changes.name", "discord.cmd.changes.desc", "help.example.changes"),
    ("discord.cmd.resolve.name", "discord.cmd.resolve.desc", "help.example.resolve"),
    ("cards.cmd.card.name", "cards.cmd.card.desc", "help.example.card"),
    ("discord.cmd.settings.name", "discord.cmd.settings.desc", "help.example.settings"),
)


def help_message(lang: str, *, ephemeral: bool = True) -> Message:
    """One embed: every command with what it does and an example, then the message menu."""
    lang = lang_of(lang)
    fields = [Field(name=f"/{t(name, lang)}", value=f"{t(desc, lang)}\n{t(example, lang)}")
              for name, desc, example in COMMANDS]
    fields.append(Field(name=t("discord.cmd.explain.name", lang), value=t("help.menu", lang)))
    embed = Embed(title=t("help.title", lang), description=t("help.intro", lang), fields=fields,
                  footer=t("help.footer", lang))
    return finish(Message(embeds=[embed], ephemeral=ephemeral))
