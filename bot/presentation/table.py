"""Table mode: the public table message and each player's private prompt."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from ..catalog import t
from ..i18n.plural import type_words
from ..services.table_views import AnswerView, PromptView, StatusView, TableStatus
from .common import COLOR_ES, COLOR_OK, clamp_page, lang_of, page_footer, rows
from .ids import table_id
from .limits import (
    FIELD_VALUE_MAX,
    FOOTER_MAX,
    OPTION_TEXT_MAX,
    PAGE_CHARS,
    PLACEHOLDER_MAX,
    SELECT_OPTIONS_MAX,
    finish,
)
from .model import Button, Embed, Field, Message, Select, SelectOption
from .sanitize import clip, cut


def _names(items: Iterable[str], limit: int = 400) -> str:
    text = ", ".join(items) or "—"
    return cut(text, limit)


def table_status_message(view: StatusView, lang: str) -> Message:
    """The public table message: players in APNAP order, who has chosen, whose turn it is."""
    lang = lang_of(lang)
    sid = view.session
    lines = [t("table.effect", lang, effect=clip(view.effect, 1000))]
    lines.append(t("table.order", lang, order=" → ".join(view.order or tuple(view.players))))
    entries = ["• " + table_answer_line(entry, lang) for entry in view.log]
    while entries and sum(len(x) + 1 for x in entries) > 2000:
        entries.pop(0)
    if len(entries) < len(view.log):
        entries.insert(0, "• …")
    lines.extend(entries)
    status = view.status
    components: list[Any] = []
    if status == TableStatus.WAITING and view.pending:
        p = view.pending
        lines.append("")
        key = "table.waiting_hidden" if p.hidden else "table.waiting"
        lines.append(t(key, lang, player=p.player, what=p.what))
        components.append(Button(t("table.open", lang), table_id(sid, "open", p.seq), style="primary"))
        components.append(Button(t("table.cancel", lang), table_id(sid, "cancel", p.seq), style="danger"))
    elif status == TableStatus.RUNNING:
        lines.append(t("table.running", lang))
    bots = [name for name, uid in view.players.items() if uid is None]
    footer = t("table.footer", lang, sid=sid)
    if bots:
        footer += " · " + t("table.bots", lang, names=", ".join(bots))
    embed = Embed(title=t("table.title", lang), description=clip("\n".join(lines), PAGE_CHARS),
                  color=COLOR_OK, footer=cut(footer, FOOTER_MAX))
    return finish(Message(embeds=[embed], components=rows(components)))


def _prompt_lines(prompt: PromptView, lang: str) -> list[str]:
    """The prompt's text: the step, what to choose and how many, and what the player may know of
    the others' choices (101.4b) and of their own picks so far."""
    low_n, high_n = prompt.min_count, prompt.max_count
    lines = [t("table.step", lang, n=prompt.step + 1, text=prompt.step_text)]
    count = (t("table.count_exact", lang, n=low_n) if low_n == high_n
             else t("table.count_range", lang, min=low_n, max=high_n))
    lines.append(t("table.choose", lang, what=prompt.what, count=count))
    if prompt.hidden:
        lines.append(t("table.hidden_note", lang))
    for seen in prompt.seen:
        if seen.chosen is None:
            lines.append("• " + t("table.seen_hidden", lang, player=seen.player, n=seen.count))
        else:
            lines.append("• " + t("table.seen", lang, player=seen.player,
                                  chosen=_names(seen.chosen, 200) if seen.chosen else "—"))
    if prompt.draft:
        lines.append(t("table.draft", lang, items=_names(prompt.draft_labels, 300)))
    return lines


def table_prompt_message(prompt: PromptView, lang: str, *, page: int = 0) -> Message:
    """The private prompt for the player whose turn it is: what they may know (101.4b) and a
    select menu of their legal options, paged by 25."""
    lang = lang_of(lang)
    sid, seq = prompt.session, prompt.seq
    options = prompt.options
    pages = max(1, -(-len(options) // SELECT_OPTIONS_MAX))
    page = clamp_page(page, pages)
    low_n, high_n = prompt.min_count, prompt.max_count
    lines = _prompt_lines(prompt, lang)
    embed = Embed(title=t("table.prompt_title", lang, player=prompt.player),
                  description=clip("\n".join(lines), 2000), color=COLOR_ES if prompt.hidden else COLOR_OK)
    for pv in prompt.table[:8]:
        value = t("table.view", lang, life=pv.life, hand=pv.hand_count, library=pv.library_count,
                  battlefield=_names(pv.battlefield, 300), graveyard=_names(pv.graveyard, 200))
        if pv.hand is not None:
            value += "\n" + t("table.your_hand", lang, items=_names(pv.hand, 300))
        embed.fields.append(Field(cut(pv.name, 100), clip(value, FIELD_VALUE_MAX)))
    embed.footer = page_footer(lang, page, pages, t("table.footer", lang, sid=sid))
    shown = options[page * SELECT_OPTIONS_MAX:(page + 1) * SELECT_OPTIONS_MAX]
    multi_page = pages > 1 and high_n > 1
    components: list[Any] = []
    if shown and high_n > 0:
        if multi_page:
            low, high = 0, min(high_n, len(shown))
        else:
            low, high = max(1, low_n), min(high_n, len(shown))
            low = min(low, high)
        select_opts = [SelectOption(cut(o.label, OPTION_TEXT_MAX), o.key,
                                    description=cut(type_words(o.types, lang), OPTION_TEXT_MAX) or None,
                                    default=o.key in prompt.draft)
                       for o in shown]
        components.append(Select(table_id(sid, "pick", seq, str(page)), select_opts,
                                 placeholder=cut(t("table.placeholder", lang, what=prompt.what),
                                                 PLACEHOLDER_MAX),
                                 min_values=low, max_values=high))
    buttons: list[Button] = []
    if pages > 1:
        buttons.append(Button(t("ui.previous", lang), table_id(sid, "page", seq, str(max(page - 1, 0))),
                              disabled=page == 0))
        buttons.append(Button(t("ui.page", lang, page=page + 1, pages=pages), table_id(sid, "noop", seq),
                              disabled=True))
        buttons.append(Button(t("ui.next", lang), table_id(sid, "page", seq, str(min(page + 1, pages - 1))),
                              disabled=page >= pages - 1))
    if multi_page:
        buttons.append(Button(t("table.confirm", lang, n=len(prompt.draft)),
                              table_id(sid, "confirm", seq), style="success"))
    if low_n == 0:
        buttons.append(Button(t("table.none", lang), table_id(sid, "none", seq)))
    return finish(Message(embeds=[embed], components=rows(components, buttons), ephemeral=True))


def table_answer_line(answer: AnswerView, lang: str) -> str:
    if answer.hidden:
        return t("table.chose_hidden", lang, player=answer.player, n=answer.count)
    if not answer.labels:
        return t("table.chose_nothing", lang, player=answer.player)
    return t("table.chose", lang, player=answer.player, items=_names(answer.labels, 600))
