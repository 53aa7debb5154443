"""Errors and short notices."""

from __future__ import annotations

from typing import Any

from ..catalog import t
from ..errors import BotError
from ..rules.numbers import is_valid_number
from .common import COLOR_EN, COLOR_ERROR, lang_of, rows, rule_buttons
from .limits import CONTENT_MAX, PAGE_CHARS, TITLE_MAX, finish
from .model import Embed, Message
from .sanitize import clip, cut, escape_user


def bot_error_message(exc: BotError, lang: str) -> Message:
    """A :class:`BotError` in the reader's language: how every front end shows one (the cogs'
    error handler, the console, table refusals)."""
    return error_message(exc.code, exc.text(lang), lang, exc.suggestions)


def error_message(code: str, message: str, lang: str, suggestions: list[str] | None = None) -> Message:
    """A private error: a title for the kind of problem, the detail, and what to try instead."""
    lang = lang_of(lang)
    title_key = f"error_title.{code}"
    title = t(title_key, lang)
    if title == title_key:
        title = t("error_title.generic", lang)
    description = escape_user(message) if message else t("errors.internal", lang)
    components: list[Any] = []
    suggestions = [str(s) for s in (suggestions or []) if str(s).strip()]
    if suggestions:
        description += "\n\n" + t("error_title.try", lang) + " " + ", ".join(escape_user(s) for s in suggestions[:10])
        numbers = [s for s in suggestions if is_valid_number(s)]
        components = rule_buttons(numbers, lang)
    embed = Embed(title=cut("⚠ " + title, TITLE_MAX), description=clip(description, PAGE_CHARS), color=COLOR_ERROR)
    return finish(Message(embeds=[embed], components=rows(components), ephemeral=True))


def notice_message(text: str, lang: str | None = None, *, ephemeral: bool = True, title: str | None = None) -> Message:
    """A short plain notice (private by default)."""
    if title:
        return finish(Message(embeds=[Embed(title=cut(title, TITLE_MAX), description=clip(text, PAGE_CHARS),
                                            color=COLOR_EN)], ephemeral=ephemeral))
    return finish(Message(content=clip(text, CONTENT_MAX), ephemeral=ephemeral))
