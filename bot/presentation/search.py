"""Search results."""

from __future__ import annotations

from typing import Any

from ..catalog import t
from ..services.views import SearchView
from .common import COLOR_EN, lang_of, rows
from .ids import mtg_id
from .limits import (
    BUTTON_LABEL_MAX,
    BUTTONS_PER_ROW,
    OPTION_TEXT_MAX,
    SELECT_OPTIONS_MAX,
    TITLE_MAX,
    finish,
    fits,
)
from .model import Button, Embed, Message, Select, SelectOption
from .paging import paginate
from .sanitize import cut, escape_user


def search_message(s: SearchView, lang: str, *, ephemeral: bool = False,
                   glossary_ids: dict[str, int] | None = None) -> Message:
    """The best results, numbered, with a select menu to open one."""
    lang = lang_of(lang)
    query = escape_user(cut(s.query, 180))
    results = s.hits
    lines: list[str] = []
    options: list[SelectOption] = []
    glossary_ids = glossary_ids or {}
    for i, res in enumerate(results[:SELECT_OPTIONS_MAX], 1):
        snippet = " ".join(res.snippet.split())
        if res.kind == "rule":
            head = str(res.number)
            value = f"r:{res.number}"
        else:
            term = res.term or ""
            refs = f" ({', '.join(res.rules[:3])})" if res.rules else ""
            head = f"{term}{refs}"
            gid = glossary_ids.get(term.casefold())
            value = f"g:{gid}" if gid is not None else (f"r:{res.rules[0]}" if res.rules else "")
        lines.append(f"**{i}. {head}** — {snippet}")
        if value and value not in {o.value for o in options}:
            options.append(SelectOption(cut(f"{i}. {head}", OPTION_TEXT_MAX), value,
                                        description=cut(snippet, OPTION_TEXT_MAX) or None))
    components: list[Any] = []
    if results:
        pages = paginate(lines, marker=t("ui.continued", lang), sep="\n")
        description = pages[0].text
    else:
        description = t("search.no_results", lang, query=query)
        # An empty query gets examples in the reader's language, not the engine's mixed list.
        suggestions = list(s.suggestions) if s.query.strip() else t("search.examples", lang).split(" · ")
        if suggestions:
            description += "\n" + t("search.suggestions", lang) + " " + ", ".join(
                escape_user(x) for x in suggestions[:8])
            ids: set[str] = set()
            for sug in dict.fromkeys(suggestions):
                cid = mtg_id("q", lang, 0, sug)
                if fits(cid) and cid not in ids and len(ids) < BUTTONS_PER_ROW:
                    ids.add(cid)
                    components.append(Button(cut(sug, BUTTON_LABEL_MAX), cid))
    if options:
        components.append(Select(mtg_id("o", lang, 0, "-"), options, placeholder=t("search.open", lang)))
    embed = Embed(title=cut(t("search.title", lang, query=query), TITLE_MAX), description=description,
                  color=COLOR_EN, footer=t("search.footer", lang, n=len(results),
                                                       lang=t(f"lang.name.{s.lang}", lang)))
    return finish(Message(embeds=[embed], components=rows(components), ephemeral=ephemeral))
