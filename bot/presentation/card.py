"""The ``/card`` message: name, mana cost, type line, Oracle text, the Spanish printed text with
``lang es`` (labelled: Oracle stays authoritative), and the rulings paged, never cut.

Component ids: ``crd:<action>:<lang>:<page>:<card key>`` (encoded and decoded in :mod:`.ids`),
action ``p`` (a rulings page) or ``v`` (resolve this card). Rules cited on the shown rulings page
open with the rules' own ``mtg:r`` buttons, or an ``mtg:o`` menu when there are more than five.
"""

from __future__ import annotations

from typing import Any

from ..catalog import t
from ..i18n import normalize_lang
from ..rules.numbers import find_references
from ..services.cards import CardResult
from .ids import card_id, mtg_id
from .limits import (
    BUTTONS_PER_ROW,
    EMBED_TOTAL_MAX,
    FIELD_VALUE_MAX,
    PAGE_CHARS,
    SELECT_OPTIONS_MAX,
    finish,
)
from .model import Button, Embed, Field, Message, Select, SelectOption
from .paging import paginate, split_long
from .sanitize import cut

COLOR_CARD = 0x6B46C1
#: Room kept in the 6000-character message budget for titles and footers.
RESERVE = 300
MIN_RULINGS_PAGE = 600


def _faces_text(card: CardResult) -> str:
    if not card.faces:
        return f"*{card.type_line}*\n{card.oracle_text}".rstrip()
    parts = []
    for f in card.faces:
        head = f"**{f['name']}** {f.get('mana_cost', '')}".rstrip()
        parts.append(f"{head}\n*{f.get('type_line', '')}*\n{f.get('oracle_text', '')}".rstrip())
    return "\n\n".join(parts)


def card_embed(card: CardResult) -> Embed:
    lang = normalize_lang(card.lang)
    title = f"{card.printed_name or card.name} {card.mana_cost}".strip()
    body = _faces_text(card)
    if lang != "en":
        body = f"**{t('cards.card.oracle', lang)}**\n{body}"
    fields: list[Field] = []
    if lang != "en":
        if card.printed_text is not None:
            marker = t("ui.continued", lang)
            for piece in split_long(card.printed_text or "—", FIELD_VALUE_MAX, marker):
                fields.append(Field(t("cards.card.printed", lang), piece))
        else:
            fields.append(Field(t("cards.card.printed", lang), t("cards.card.no_printed", lang)))
    footer = [t("cards.card.matched", lang, query=cut(card.query, 80))] if card.approximate and card.query else []
    if lang != "en" and card.printed_text is not None:
        footer.append(t("cards.card.printed_note", lang))
    footer.append(t("cards.card.source", lang))
    # No Oracle text comes near the 4096-character description limit (the longest is about 1,500
    # characters); if one ever did, finish() would shorten it and mark the message ``clamped``.
    return Embed(title=title, description=body, fields=fields, color=COLOR_CARD,
                 author=card.name if card.printed_name and card.printed_name != card.name else None,
                 footer=" · ".join(footer))


def _rulings_pages(card: CardResult, budget: int, lang: str) -> list[Any]:
    blocks = [f"**{r.date}** {r.text}" for r in card.rulings]
    return paginate(blocks, limit=budget, marker=t("ui.continued", lang))


def _rule_links(text: str, lang: str) -> list[Any]:
    numbers = list(dict.fromkeys(find_references(text)))[:SELECT_OPTIONS_MAX]
    if not numbers:
        return []
    if len(numbers) <= BUTTONS_PER_ROW:
        return [[Button(t("cards.card.rule", lang, number=n), mtg_id("r", lang, 0, n)) for n in numbers]]
    return [[Select(mtg_id("o", lang, 0, "-"), [SelectOption(n, f"r:{n}") for n in numbers],
                    placeholder=t("cards.card.rules_cited", lang))]]


def card_message(card: CardResult, *, page: int = 0, ephemeral: bool = False, resolve: bool = True) -> Message:
    """The card, with rulings page ``page`` (clamped) in a second embed and its buttons."""
    lang = normalize_lang(card.lang)
    main = card_embed(card)
    embeds = [main]
    rows: list[list[Any]] = []
    pages_n = 1
    if card.rulings:
        budget = max(MIN_RULINGS_PAGE, min(PAGE_CHARS, EMBED_TOTAL_MAX - main.total() - RESERVE))
        pages = _rulings_pages(card, budget, lang)
        pages_n = len(pages)
        page = min(max(page, 0), pages_n - 1)
        current = pages[page]
        footer = t("ui.page_of", lang, page=page + 1, pages=pages_n) if pages_n > 1 else None
        embeds.append(Embed(title=t("cards.card.rulings_title", lang, name=card.name), description=current.text,
                            color=COLOR_CARD, footer=footer))
        rows += _rule_links(current.text, lang)
    else:
        main.footer = f"{t('cards.card.no_rulings', lang)} · {main.footer}"
    buttons: list[Button] = []
    if pages_n > 1:
        buttons += [
            Button(t("ui.previous", lang), card_id("p", lang, max(page - 1, 0), card.key), disabled=page <= 0),
            Button(t("ui.page", lang, page=page + 1, pages=pages_n), mtg_id("n", lang, page, "-"),
                   disabled=True),
            Button(t("ui.next", lang), card_id("p", lang, min(page + 1, pages_n - 1), card.key),
                   disabled=page >= pages_n - 1),
        ]
    if resolve:
        buttons.append(Button(t("cards.card.resolve", lang), card_id("v", lang, 0, card.key), style="primary"))
    if buttons:
        rows.insert(0, buttons)
    return finish(Message(embeds=embeds, components=rows, ephemeral=ephemeral))
