"""Glossary definitions."""

from __future__ import annotations

from typing import Any

from ..catalog import t
from ..i18n.translation import TranslationStatus
from ..services.views import DefinitionView
from .common import (
    clamp_page,
    lang_of,
    page_footer,
    pager,
    rows,
    rule_buttons,
    status_color,
    translation_author,
    translation_footer,
)
from .ids import mtg_id
from .limits import TITLE_MAX, finish
from .model import Button, Embed, Message
from .paging import paginate
from .sanitize import cut


def define_message(d: DefinitionView, *, glossary_index: int | None = None, page: int = 0,
                   ephemeral: bool = False) -> Message:
    lang = lang_of(d.lang)
    status = d.status
    title = d.term
    if d.aliases:
        title += f" ({', '.join(d.aliases)})"
    if d.obsolete:
        title += " " + t("define.obsolete", lang)
    blocks = [d.definition]
    if status == TranslationStatus.STALE and d.english_definition:
        blocks.append(f"**{t('rule.english_current', lang)}**\n{d.english_definition}")
    if d.via:
        blocks.append("*" + t("define.via", lang, term=d.via) + "*")
    pages = paginate(blocks, marker=t("ui.continued", lang))
    page = clamp_page(page, len(pages))
    arg = str(glossary_index) if glossary_index is not None else "-"
    footer_note = translation_footer(status if lang == "es" else TranslationStatus.SOURCE, lang)
    if lang == "es" and status == TranslationStatus.MISSING:
        footer_note = t("define.missing", lang)
    embed = Embed(title=cut(title, TITLE_MAX), description=pages[page].text, color=status_color(status),
                  author=translation_author(status, lang) if lang == "es" else None,
                  footer=page_footer(lang, page, len(pages), footer_note,
                                      t("rules.effective", lang, date=d.effective)))
    buttons: list[Any] = pager("g", lang, page, len(pages), arg) if glossary_index is not None else []
    translated = status in (TranslationStatus.TRANSLATED, TranslationStatus.STALE)
    if lang == "es" and translated and glossary_index is not None:
        buttons.append(Button(t("rule.english", lang), mtg_id("g", "en", 0, arg), style="primary"))
    return finish(Message(embeds=[embed], components=rows(buttons, rule_buttons(list(d.rules), lang)),
                          ephemeral=ephemeral))
