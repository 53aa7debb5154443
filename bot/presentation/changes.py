"""What changed between two releases, and one rule's history."""

from __future__ import annotations

from ..catalog import t
from ..services.views import ChangesView, RuleHistory
from .common import COLOR_EN, clamp_page, lang_of, page_footer, pager, rows
from .ids import mtg_id
from .limits import finish
from .model import Button, Embed, Field, Message
from .paging import paginate


def changes_blocks(view: ChangesView, lang: str) -> list[str]:
    """One block per change, real changes first: rules whose text changed (in place, then moved),
    then added and removed rules, and last the rules only renumbered, several to a line — a
    release that renumbers a whole section must not bury its real changes under those lines."""
    blocks: list[str] = []
    for c in view.changed:
        line = t("changes.changed", lang, number=c.number)
        if view.detailed:
            line += f"\n> **{t('changes.old', lang)}** {c.old}\n> **{t('changes.new', lang)}** {c.new}"
        blocks.append(line)
    renumbered: list[str] = []
    for m in view.moved:
        if not m.changed:
            renumbered.append(f"{m.moved_from} → {m.number}")
            continue
        line = t("changes.moved", lang, src=m.moved_from, dst=m.number) + " " + t("changes.text_changed", lang)
        if view.detailed and m.old is not None:
            line += f"\n> **{t('changes.old', lang)}** {m.old}\n> **{t('changes.new', lang)}** {m.new}"
        blocks.append(line)
    if view.added:
        blocks.extend(number_lines(t("changes.added", lang), view.added))
    if view.removed:
        blocks.extend(number_lines(t("changes.removed", lang), view.removed))
    if renumbered:  # labelled once; the following lines continue the list
        label = t("changes.renumbered", lang, n=len(renumbered))
        blocks.append(number_lines(label, renumbered, per_block=RENUMBERED_PER_LINE)[0])
        blocks.extend(", ".join(renumbered[i:i + RENUMBERED_PER_LINE])
                      for i in range(RENUMBERED_PER_LINE, len(renumbered), RENUMBERED_PER_LINE))
    if not blocks:
        blocks.append(t("changes.none", lang))
    return blocks


#: Renumberings ("722 → 723") on one line of the changes message: a whole renumbered section
#: takes a few lines, not a page.
RENUMBERED_PER_LINE = 12


def number_lines(label: str, numbers: list[str], per_block: int = 40) -> list[str]:
    return [f"**{label}** " + ", ".join(numbers[i:i + per_block]) for i in range(0, len(numbers), per_block)]


def changes_message(view: ChangesView, lang: str, *, page: int = 0, ephemeral: bool = False) -> Message:
    lang = lang_of(lang)
    rule = view.rule
    blocks = changes_blocks(view, lang)
    pages = paginate(blocks, marker=t("ui.continued", lang), max_items=60, sep="\n")
    page = clamp_page(page, len(pages))
    title = t("changes.title", lang, src=view.from_version, dst=view.to_version)
    if rule:
        title += " · " + rule
    embed = Embed(title=title, description=pages[page].text, color=COLOR_EN)
    if view.summary:
        embed.fields.append(Field(t("changes.summary", lang), t("changes.summary_text", lang, **view.summary)))
    if view.retranslate:
        embed.fields.append(Field(t("changes.retranslate", lang), str(len(view.retranslate))))
    embed.footer = page_footer(lang, page, len(pages), t("changes.footer", lang))
    arg = f"{view.from_version}|{view.to_version}|{rule or ''}"
    return finish(Message(embeds=[embed], components=rows(pager("c", lang, page, len(pages), arg)),
                          ephemeral=ephemeral))


def history_message(history: RuleHistory, lang: str, *, ephemeral: bool = False) -> Message:
    """A rule's history across the loaded releases, newest first."""
    lang = lang_of(lang)
    number = history.number
    blocks = []
    for e in history.entries:
        line = f"**{e.to}** — " + t(f"history.{e.event}", lang, number=e.number, src=e.from_number or "",
                                     version=e.from_version or "")
        if e.old is not None and e.new is not None:
            line += f"\n> **{t('changes.old', lang)}** {e.old}\n> **{t('changes.new', lang)}** {e.new}"
        blocks.append(line)
    if not blocks:
        blocks = [t("history.single", lang)]
    pages = paginate(blocks, marker=t("ui.continued", lang))
    embed = Embed(title=t("history.title", lang, number=number), description=pages[0].text, color=COLOR_EN,
                  footer=page_footer(lang, 0, len(pages), t("changes.footer", lang)))
    more = len(pages) - 1
    if more:
        embed.fields.append(Field(t("history.more_title", lang), t("history.more", lang, n=more)))
    return finish(Message(embeds=[embed], components=rows([Button(t("rule.open", lang, number=number),
                                                                   mtg_id("r", lang, 0, number))]),
                          ephemeral=ephemeral))
