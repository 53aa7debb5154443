"""Pieces shared by the message builders: pagers, rows of components, footers, colours."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..catalog import t
from ..i18n import normalize_lang
from ..i18n.translation import TranslationStatus
from ..services.views import RuleView
from .ids import mtg_id
from .limits import BUTTONS_PER_ROW, OPTION_TEXT_MAX, ROWS_MAX, SELECT_OPTIONS_MAX
from .model import Button, Row, Select, SelectOption
from .sanitize import cut

COLOR_EN = 0x2B6CB0
COLOR_ES = 0xDD6B20
COLOR_STALE = 0xC53030
COLOR_OK = 0x2F855A
COLOR_ERROR = 0xE53E3E


def lang_of(lang: str | None) -> str:
    return normalize_lang(lang)


def pager(action: str, lang: str, page: int, pages: int, arg: str) -> list[Button]:
    """◀ n/N ▶ buttons for a paged view (nothing when there is one page)."""
    if pages <= 1:
        return []
    return [
        Button(t("ui.previous", lang), mtg_id(action, lang, max(page - 1, 0), arg, nav=True),
               disabled=page <= 0),
        Button(t("ui.page", lang, page=page + 1, pages=pages), mtg_id("n", lang, page, arg),
               disabled=True),
        Button(t("ui.next", lang), mtg_id(action, lang, min(page + 1, pages - 1), arg, nav=True),
               disabled=page >= pages - 1),
    ]


def rows(*groups: Sequence[Button | Select]) -> list[Row]:
    """Pack buttons into rows of five (selects get a row of their own), at most five rows."""
    rows: list[Row] = []
    for group in groups:
        buttons: Row = []
        for item in group:
            if isinstance(item, Select):
                rows.append([item])
            else:
                buttons.append(item)
        for i in range(0, len(buttons), BUTTONS_PER_ROW):
            rows.append(buttons[i:i + BUTTONS_PER_ROW])
    return rows[:ROWS_MAX]


def clamp_page(page: int, pages: int) -> int:
    return min(max(page, 0), max(pages - 1, 0))


def page_footer(lang: str, page: int, pages: int, *extra: str | None) -> str:
    parts = [p for p in extra if p]
    if pages > 1:
        parts.insert(0, t("ui.page_of", lang, page=page + 1, pages=pages))
    return " · ".join(parts)


def rule_line(number: str, text: str) -> str:
    return f"**{number}** {text}"


def open_option(r: RuleView) -> SelectOption:
    return SelectOption(cut(f"{r.number} — {r.text}", OPTION_TEXT_MAX), f"r:{r.arg}")


def translation_author(status: TranslationStatus, lang: str) -> str | None:
    if lang != "es" or status == TranslationStatus.SOURCE:
        return None
    return t(f"rule.author.{status}", lang)


def translation_footer(status: TranslationStatus, lang: str) -> str:
    if status == TranslationStatus.SOURCE:
        return t("rules.translation.official", lang)
    return t(f"rules.translation.{status}", lang)


def status_color(status: TranslationStatus) -> int:
    return {TranslationStatus.TRANSLATED: COLOR_ES, TranslationStatus.STALE: COLOR_STALE}.get(status, COLOR_EN)


def rule_buttons(numbers: list[str], lang: str) -> list[Any]:
    """Buttons that open rules; a select menu instead when there are more than five."""
    numbers = list(dict.fromkeys(numbers))[:SELECT_OPTIONS_MAX]
    if not numbers:
        return []
    if len(numbers) <= BUTTONS_PER_ROW:
        return [Button(t("rule.open", lang, number=n), mtg_id("r", lang, 0, n)) for n in numbers]
    return [Select(mtg_id("o", lang, 0, "-"), [SelectOption(n, f"r:{n}") for n in numbers],
                   placeholder=t("rule.open_child", lang))]
