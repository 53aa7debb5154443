"""EN↔ES term translations."""

from __future__ import annotations

from ..catalog import t
from ..services.views import TranslationView
from .common import COLOR_ES, lang_of, rows, rule_buttons
from .limits import TITLE_MAX, finish
from .model import Embed, Message
from .sanitize import cut, escape_user


def translate_message(d: TranslationView, lang: str, *, ephemeral: bool = False) -> Message:
    lang = lang_of(lang)
    term = escape_user(cut(d.term, 100))
    title = cut(f"{term} → {', '.join(d.translations)}", TITLE_MAX)
    lines = [t("translate.direction", lang, src=d.from_lang.upper(), dst=d.to_lang.upper())]
    if d.matched and d.matched.casefold() != d.term.casefold():
        lines.append(t("translate.matched", lang, term=d.matched))
    if d.aliases:
        lines.append(t("translate.aliases", lang, items=", ".join(d.aliases[:20])))
    if d.rules:
        lines.append(t("translate.rules", lang, items=", ".join(d.rules)))
    embed = Embed(title=title, description="\n".join(lines), color=COLOR_ES,
                  footer=t("translate.footer", lang))
    return finish(Message(embeds=[embed], components=rows(rule_buttons(list(d.rules), lang)),
                          ephemeral=ephemeral))
