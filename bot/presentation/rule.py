"""Rule messages: one rule with its navigation, lists of subrules/examples, several rules."""

from __future__ import annotations

from typing import Any

from ..catalog import t
from ..i18n.translation import TranslationStatus
from ..services.views import RuleView
from .common import (
    COLOR_EN,
    clamp_page,
    lang_of,
    open_option,
    page_footer,
    pager,
    rows,
    rule_line,
    status_color,
    translation_author,
    translation_footer,
)
from .ids import mtg_id
from .limits import SELECT_OPTIONS_MAX, TITLE_MAX, finish
from .model import Button, Embed, Field, Message, Select
from .paging import paginate
from .sanitize import cut


def rule_blocks(r: RuleView, children: list[RuleView] | None = None, defined: RuleView | None = None) -> list[str]:
    """The paged blocks of a rule view: its text, a stale translation's English, the defining
    subrule of a keyword title, and (for sections and headings) the full text of each child."""
    blocks = [r.text]
    if r.status == TranslationStatus.STALE and r.english_text:
        blocks.append(f"**{t('rule.english_current', r.lang)}**\n{r.english_text}")
    if defined:
        blocks.append(rule_line(defined.number, defined.text))
    for child in children or []:
        blocks.append(rule_line(child.number, child.text))
    return blocks


def rule_message(r: RuleView, *, page: int = 0, ephemeral: bool = False,
                 children: list[RuleView] | None = None, defined: RuleView | None = None) -> Message:
    """A rule: citation title, paged text, and buttons for examples, subrules, parent, see-also,
    the English original (Spanish) and a link to the rule online (current release only). The
    buttons of a rule from an older release open that release too."""
    lang = lang_of(r.lang)
    arg = r.arg  # the number, plus the release when it is not the current one
    status = r.status
    marker = t("ui.continued", lang)
    blocks = rule_blocks(r, children, defined)
    pages = paginate(blocks, marker=marker)
    page = clamp_page(page, len(pages))
    current = pages[page]
    embed = Embed(
        title=r.citation, description=current.text or "\u200b", url=r.url, color=status_color(status),
        author=translation_author(status, lang),
        fields=[Field(t("rule.cite", lang), f"`{r.citation}`")],
        footer=page_footer(lang, page, len(pages), translation_footer(status, lang)),
    )
    nav: list[Any] = []
    if r.examples:
        nav.append(Button(t("rule.examples", lang, n=len(r.examples)), mtg_id("x", lang, 0, arg)))
    if r.children and r.kind in ("rule", "subrule"):
        nav.append(Button(t("rule.subrules", lang, n=len(r.children)), mtg_id("s", lang, 0, arg)))
    if r.parent:
        nav.append(Button(t("rule.parent", lang, number=r.parent), mtg_id("r", lang, 0, r.arg_for(r.parent))))
    if r.see_also:
        nav.append(Button(t("rule.see_also", lang, n=len(r.see_also)), mtg_id("a", lang, 0, arg)))
    if r.url:
        nav.append(Button(t("rule.link", lang), style="link", url=r.url))
    second: list[Any] = pager("r", lang, page, len(pages), arg)
    if lang == "es" and status in (TranslationStatus.TRANSLATED, TranslationStatus.STALE):
        second.append(Button(t("rule.english", lang), mtg_id("r", "en", 0, arg), style="primary"))
    extra: list[Any] = []
    offset = len(blocks) - len(children or [])
    openable = [children[i - offset] for i in current.indexes if children and i >= offset]
    if openable:
        extra.append(Select(mtg_id("o", lang, page, arg),
                            [open_option(c) for c in openable][:SELECT_OPTIONS_MAX],
                            placeholder=t("rule.open_child", lang)))
    return finish(Message(embeds=[embed], components=rows(nav, second, extra), ephemeral=ephemeral))


LIST_KINDS = {"s": "subrules", "x": "examples", "a": "see_also"}


def rule_list_message(kind: str, r: RuleView, items: list[RuleView] | list[str], *, page: int = 0,
                      ephemeral: bool = True) -> Message:
    """Subrules (``s``), examples (``x``) or see-also rules (``a``) of a rule, each in full, paged."""
    lang = lang_of(r.lang)
    number = r.number
    arg = r.arg
    marker = t("ui.continued", lang)
    if kind == "x":
        blocks = [str(x) for x in items]
        rules: list[RuleView] = []
    else:
        rules = [x for x in items if isinstance(x, RuleView)]
        blocks = [rule_line(x.number, x.text) for x in rules]
    if not blocks:
        blocks = [t("rule.list_empty", lang)]
    pages = paginate(blocks, marker=marker)
    page = clamp_page(page, len(pages))
    current = pages[page]
    embed = Embed(
        title=t(f"rule.list_title.{LIST_KINDS[kind]}", lang, number=number),
        description=current.text, url=r.url, color=status_color(r.status),
        footer=page_footer(lang, page, len(pages), t("rules.effective", lang, date=r.effective)),
    )
    buttons = pager(kind, lang, page, len(pages), arg)
    buttons.append(Button(t("rule.back", lang, number=number), mtg_id("r", lang, 0, arg)))
    extra: list[Any] = []
    if rules:
        on_page = [rules[i] for i in current.indexes if i < len(rules)]
        if on_page:
            extra.append(Select(mtg_id("o", lang, page, arg),
                                [open_option(x) for x in on_page][:SELECT_OPTIONS_MAX],
                                placeholder=t("rule.open_child", lang)))
    return finish(Message(embeds=[embed], components=rows(buttons, extra), ephemeral=ephemeral))


def rules_listing_message(title: str, rules: list[RuleView], lang: str, *,
                          ephemeral: bool = False, note: str | None = None) -> list[Message]:
    """Several rules in full (the "Explain rules cited" context menu): one message per page."""
    lang = lang_of(lang)
    blocks = [rule_line(x.number, x.text) for x in rules]
    if note:
        blocks.append(note)
    pages = paginate(blocks, marker=t("ui.continued", lang))
    out = []
    for p, current in enumerate(pages):
        embed = Embed(title=cut(title, TITLE_MAX), description=current.text or "\u200b", color=COLOR_EN,
                      footer=page_footer(lang, p, len(pages), rules[0].citation.split("— ")[-1]
                                          if rules else None))
        on_page = [rules[i] for i in current.indexes if i < len(rules)]
        extra = []
        if on_page:
            extra.append(Select(mtg_id("o", lang, p, "-"),
                                [open_option(x) for x in on_page][:SELECT_OPTIONS_MAX],
                                placeholder=t("rule.open_child", lang)))
        out.append(finish(Message(embeds=[embed], components=rows(extra), ephemeral=ephemeral)))
    return out
