"""Settings messages."""

from __future__ import annotations

from typing import Any

from ..catalog import t
from .common import COLOR_OK, lang_of
from .limits import finish
from .model import Embed, Field, Message


def settings_message(scope: str, values: dict[str, Any], lang: str, *, effective: str | None = None) -> Message:
    lang = lang_of(lang)
    embed = Embed(title=t(f"settings.title.{scope}", lang), color=COLOR_OK)
    labels = {"lang": t("settings.lang", lang), "private": t("settings.private", lang)}
    for key in ("lang", "private"):
        if key in values:
            value = values[key]
            if key == "lang":
                shown = t(f"settings.lang.{value or 'auto'}", lang)
            else:
                shown = t("settings.yes" if value else "settings.no", lang)
            embed.fields.append(Field(labels[key], shown, inline=True))
    if effective:
        embed.fields.append(Field(t("settings.effective", lang), t(f"settings.lang.{effective}", lang)))
    if not embed.fields:
        embed.description = t("settings.none", lang)
    return finish(Message(embeds=[embed], ephemeral=True))
