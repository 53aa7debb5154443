"""Resolver results: the narration, paged, with the rules it cites."""

from __future__ import annotations

from typing import Any

from ..catalog import t
from ..services.resolve import ResolveResult
from .common import COLOR_OK, lang_of, page_footer, rows
from .ids import mtg_id
from .limits import FIELD_VALUE_MAX, PAGE_CHARS, SELECT_OPTIONS_MAX, TITLE_MAX, finish
from .model import Embed, Field, Message, Select, SelectOption
from .paging import paginate
from .sanitize import cut, escape_md_light


def resolution_messages(result: ResolveResult, lang: str, *, ephemeral: bool = False,
                        title: str | None = None, max_messages: int = 4) -> list[Message]:
    """A resolution's narration, paged over as many messages as needed (never cut mid-line),
    with a select menu to open each cited rule."""
    lang = lang_of(lang)
    narration = result.narration
    lines = [escape_md_light(x) for x in narration.split("\n") if x.strip()]
    pages = paginate(lines, marker=t("ui.continued", lang), max_items=200, sep="\n")
    if len(pages) > max_messages:
        kept = pages[:max_messages]
        kept[-1].items.append((-1, t("resolve.truncated", lang, n=len(pages) - max_messages)))
        if len(kept[-1].text) > PAGE_CHARS:
            kept[-1].items.pop(-2)
        pages = kept
    heading = title or t("resolve.title", lang, effect=cut(result.effect, 180))
    out: list[Message] = []
    citations = result.citations[:SELECT_OPTIONS_MAX]
    for i, page in enumerate(pages):
        embed = Embed(title=cut(heading, TITLE_MAX), description=page.text or "\u200b", color=COLOR_OK)
        if i == len(pages) - 1:
            first = result.resolves_first
            if first:
                embed.fields.append(Field(t("resolve.first", lang), cut(f"{first[0]} ({first[1]})", FIELD_VALUE_MAX)))
            result_text = game_result_text(result.game_result, lang)
            if result_text:
                embed.fields.append(Field(t("resolve.result", lang), result_text))
        embed.footer = page_footer(lang, i, len(pages), t("resolve.footer", lang))
        components: list[Any] = []
        if i == len(pages) - 1 and citations:
            components.append(Select(mtg_id("o", lang, 0, "-"), [SelectOption(c, f"r:{c}") for c in citations],
                                     placeholder=t("resolve.open_rule", lang)))
        out.append(finish(Message(embeds=[embed], components=rows(components), ephemeral=ephemeral)))
    return out


def game_result_text(game_result: tuple[str, list[str]] | None, lang: str) -> str | None:
    if not game_result:
        return None
    outcome, winners = game_result
    if outcome == "draw":
        return t("resolve.draw", lang)
    return t("resolve.win", lang, players=", ".join(winners), n=len(winners))
