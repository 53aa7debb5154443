"""Plain-data Discord messages: the core's results turned into what the bot posts.

No Discord import here. A :class:`Message` holds content, embeds and components as small
dataclasses; ``cogs/ui.py`` turns it into discord.py objects and ``to_text`` into the console's
readable text. Every renderer obeys Discord's limits by construction (long texts are *paged*,
never cut mid-rule) and every message passes through :func:`finish`, which neutralises mention
syntax in all visible text and, as a last resort only, clamps an over-long value (marking the
message ``clamped`` so tests can prove it never happens).

Component custom ids (all ≤ 100 characters) follow two grammars, parsed by :func:`parse_custom_id`:

* ``mtg:<action>[+]:<lang>:<page>:<arg>`` — rules navigation; a rule number in ``arg`` may end in
  ``@<effective date>`` for an older release. ``+`` marks a page turn of the same
  view. Who a public view was made for is not in the id: it is the message's interaction user,
  so a rendered message is the same for everyone and can be cached.
* ``tbl:<session>:<action>:<seq>[:<arg>]`` — table-mode resolver sessions.
"""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass, field
from typing import Any, Iterable

from .i18n import normalize_lang
from .i18n.catalog import t

# --- Discord limits (shared/docs/discord-notes.md §1) ------------------------------------------

CONTENT_MAX = 2000
EMBEDS_MAX = 10
TITLE_MAX = 256
DESCRIPTION_MAX = 4096
FIELDS_MAX = 25
FIELD_NAME_MAX = 256
FIELD_VALUE_MAX = 1024
FOOTER_MAX = 2048
AUTHOR_MAX = 256
EMBED_TOTAL_MAX = 6000
ROWS_MAX = 5
BUTTONS_PER_ROW = 5
SELECT_OPTIONS_MAX = 25
BUTTON_LABEL_MAX = 80
OPTION_TEXT_MAX = 100
CUSTOM_ID_MAX = 100
PLACEHOLDER_MAX = 150
URL_MAX = 512

#: What one page of paged text may hold: leaves room for title, fields and footer within 6000.
PAGE_CHARS = 3800
#: Items (rules, results) listed on one page at most, so one select menu can open each of them.
PAGE_ITEMS = 20

ZWSP = "\u200b"
COLOR_EN = 0x2B6CB0
COLOR_ES = 0xDD6B20
COLOR_STALE = 0xC53030
COLOR_OK = 0x2F855A
COLOR_ERROR = 0xE53E3E

BUTTON_STYLES = ("primary", "secondary", "success", "danger", "link")


# --- the model --------------------------------------------------------------------------------

@dataclass
class Button:
    label: str
    custom_id: str | None = None
    style: str = "secondary"
    url: str | None = None
    disabled: bool = False


@dataclass
class SelectOption:
    label: str
    value: str
    description: str | None = None
    default: bool = False


@dataclass
class Select:
    custom_id: str
    options: list[SelectOption]
    placeholder: str | None = None
    min_values: int = 1
    max_values: int = 1
    disabled: bool = False


@dataclass
class Field:
    name: str
    value: str
    inline: bool = False


@dataclass
class Embed:
    title: str | None = None
    description: str | None = None
    fields: list[Field] = field(default_factory=list)
    footer: str | None = None
    url: str | None = None
    color: int | None = None
    author: str | None = None

    def total(self) -> int:
        """Characters counted against the 6000 limit (trimmed, as Discord counts them)."""
        parts = [self.title, self.description, self.footer, self.author]
        parts += [f.name for f in self.fields] + [f.value for f in self.fields]
        return sum(len(p.strip()) for p in parts if p)


Row = list  # a row: up to five Buttons, or exactly one Select


@dataclass
class Message:
    """One message as the bot would post it. Mentions are always disabled when sent."""

    content: str | None = None
    embeds: list[Embed] = field(default_factory=list)
    components: list[Row] = field(default_factory=list)
    ephemeral: bool = False
    allowed_mentions: str = "none"  # the cogs always send AllowedMentions.none()
    clamped: bool = False  # set by finish() if a limit had to be enforced by cutting
    #: ``None`` for a message built for one reply. A dict marks a cached, shared, read-only message:
    #: an adapter may keep its conversion of the message here instead of redoing it every send.
    memo: dict[str, Any] | None = field(default=None, compare=False, repr=False)

    @property
    def embed(self) -> Embed | None:
        return self.embeds[0] if self.embeds else None

    def buttons(self) -> list[Button]:
        return [item for row in self.components for item in row if isinstance(item, Button)]

    def selects(self) -> list[Select]:
        return [item for row in self.components for item in row if isinstance(item, Select)]

    def button(self, custom_id_prefix: str) -> Button | None:
        return next((b for b in self.buttons() if (b.custom_id or "").startswith(custom_id_prefix)), None)


# --- sanitising --------------------------------------------------------------------------------

_EVERYONE_RE = re.compile(r"@(?=(?:everyone|here)\b)", re.IGNORECASE)
_ANGLE_MENTION_RE = re.compile(r"<@(?!\u200b)")
_MD_RE = re.compile(r"([\\*_~`|>])")


def neutralize(text: str) -> str:
    """Make mention syntax inert: ``@everyone``, ``@here``, ``<@id>``, ``<@!id>``, ``<@&role>``.

    A zero-width space after ``@`` keeps the text readable while Discord no longer parses it
    (and every message is also sent with mentions disabled).
    """
    if "@" not in text:
        return text
    text = _ANGLE_MENTION_RE.sub("<@" + ZWSP, text)
    return _EVERYONE_RE.sub("@" + ZWSP, text)


def escape_user(text: str) -> str:
    """User-typed text echoed back: markdown escaped and mentions neutralised."""
    return neutralize(_MD_RE.sub(r"\\\1", text))


def clip(text: str, limit: int) -> str:
    """Shorten game-state text (never rule text) keeping its line breaks."""
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


def cut(text: str, limit: int) -> str:
    """Shorten a *label* (never rule text) to ``limit`` characters with an ellipsis."""
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


# --- pagination --------------------------------------------------------------------------------

_SENTENCE_END_RE = re.compile(r"(?<=[.!?…;:])[\"”’)\]]*\s+(?=\S)")


def _sentences(text: str) -> list[str]:
    """Split at sentence ends, keeping each sentence's punctuation and closing quotes."""
    out: list[str] = []
    for para in text.split("\n"):
        start = 0
        for m in _SENTENCE_END_RE.finditer(para):
            end = m.start() + len(m.group().rstrip())
            out.append(para[start:end])
            start = m.end()
        out.append(para[start:])
        out[-1] += "\n"
    out[-1] = out[-1][:-1]
    return [s for s in out if s.strip()] or [text]


def split_long(text: str, limit: int, marker: str) -> list[str]:
    """Split one text longer than ``limit`` at sentence boundaries.

    Every piece but the last ends with ``marker`` ("(continued)"); every piece is ≤ ``limit``.
    A single sentence longer than a page is split between words, a single word between characters.
    """
    if len(text) <= limit:
        return [text]
    budget = limit - len(marker) - 1
    if budget < 20:
        raise ValueError("page limit too small for the continuation marker")
    units: list[str] = []
    for sentence in _sentences(text):
        sentence = sentence.strip(" ")
        if len(sentence) <= budget:
            units.append(sentence)
            continue
        words = sentence.split(" ")
        chunk = ""
        for word in words:
            while len(word) > budget:
                if chunk:
                    units.append(chunk)
                    chunk = ""
                units.append(word[:budget])
                word = word[budget:]
            candidate = f"{chunk} {word}" if chunk else word
            if len(candidate) > budget:
                units.append(chunk)
                chunk = word
            else:
                chunk = candidate
        if chunk:
            units.append(chunk)
    pieces: list[str] = []
    current = ""
    for unit in units:
        sep = "" if not current or current.endswith("\n") else " "
        candidate = current + sep + unit if current else unit
        if len(candidate) > budget and current:
            pieces.append(current.rstrip())
            current = unit
        else:
            current = candidate
    if current.strip():
        pieces.append(current.rstrip())
    return [p + " " + marker for p in pieces[:-1]] + pieces[-1:]


@dataclass
class Page:
    items: list[tuple[int, str]]  # (block index, text on this page)
    sep: str = "\n\n"

    @property
    def text(self) -> str:
        return self.sep.join(piece for _, piece in self.items)

    @property
    def indexes(self) -> list[int]:
        return list(dict.fromkeys(i for i, _ in self.items))


def paginate(blocks: list[str], *, limit: int = PAGE_CHARS, max_items: int = PAGE_ITEMS,
             marker: str = "(continued)", sep: str = "\n\n") -> list[Page]:
    """Pack whole blocks (rules, paragraphs, results) into pages of at most ``limit`` characters.

    Blocks are never split unless one alone is longer than a page (then :func:`split_long`).
    """
    pages: list[Page] = []
    current: list[tuple[int, str]] = []
    size = 0
    for index, block in enumerate(blocks):
        for piece in split_long(block, limit, marker):
            extra = len(piece) + (len(sep) if current else 0)
            if current and (size + extra > limit or len(current) >= max_items):
                pages.append(Page(current, sep))
                current, size, extra = [], 0, len(piece)
            current.append((index, piece))
            size += extra
    if current or not pages:
        pages.append(Page(current, sep))
    return pages


# --- custom ids --------------------------------------------------------------------------------

MTG_ID_RE = re.compile(
    r"mtg:(?P<action>[a-z])(?P<nav>\+?):(?P<lang>en|es):(?P<page>\d{1,4}):(?P<arg>.{0,80})"
)
TABLE_ID_RE = re.compile(r"tbl:(?P<sid>[0-9a-f]{6,16}):(?P<action>[a-z]+):(?P<seq>\d{1,5})(?::(?P<arg>.{0,40}))?")


def mtg_id(action: str, lang: str, page: int, arg: str, *, nav: bool = False) -> str:
    return f"mtg:{action}{'+' if nav else ''}:{lang}:{page}:{arg}"


def rule_arg(r: dict[str, Any], number: str | None = None) -> str:
    """A rule number for a custom id or select value; ``@<effective date>`` is added when ``r`` is
    from an older release, so buttons on an old rule keep showing that release."""
    number = number or r["number"]
    return number if r.get("current", True) else f"{number}@{r['effective']}"


def split_rule_arg(arg: str) -> tuple[str, str | None]:
    """``"101.4@2024-11-08"`` → ``("101.4", "2024-11-08")``; no ``@`` means the current release."""
    number, _, version = arg.partition("@")
    return number, version or None


def table_id(session_id: str, action: str, seq: int, arg: str | None = None) -> str:
    return f"tbl:{session_id}:{action}:{seq}" + (f":{arg}" if arg is not None else "")


def parse_custom_id(custom_id: str) -> dict[str, Any] | None:
    m = MTG_ID_RE.fullmatch(custom_id)
    if m:
        return {"kind": "mtg", "action": m["action"], "nav": bool(m["nav"]), "lang": m["lang"],
                "page": int(m["page"]), "arg": m["arg"]}
    m = TABLE_ID_RE.fullmatch(custom_id)
    if m:
        return {"kind": "tbl", "session": m["sid"], "action": m["action"], "seq": int(m["seq"]), "arg": m["arg"]}
    return None


def _fits(custom_id: str) -> bool:
    return len(custom_id) <= CUSTOM_ID_MAX and parse_custom_id(custom_id) is not None


# --- finishing and validating -----------------------------------------------------------------

def _clamp(msg: Message, text: str | None, limit: int) -> str | None:
    if text is None or len(text) <= limit:
        return text
    msg.clamped = True
    return text[: limit - 1] + "…"


def finish(msg: Message) -> Message:
    """Neutralise mentions in every visible string and enforce limits as a last resort."""
    n = neutralize
    if msg.content is not None:
        msg.content = _clamp(msg, n(msg.content), CONTENT_MAX)
    for e in msg.embeds:
        e.title = _clamp(msg, n(e.title), TITLE_MAX) if e.title else e.title
        e.description = _clamp(msg, n(e.description), DESCRIPTION_MAX) if e.description else e.description
        e.footer = _clamp(msg, n(e.footer), FOOTER_MAX) if e.footer else e.footer
        e.author = _clamp(msg, n(e.author), AUTHOR_MAX) if e.author else e.author
        if len(e.fields) > FIELDS_MAX:
            msg.clamped = True
            del e.fields[FIELDS_MAX:]
        for f in e.fields:
            f.name = _clamp(msg, n(f.name) or "\u200b", FIELD_NAME_MAX)
            f.value = _clamp(msg, n(f.value) or "\u200b", FIELD_VALUE_MAX)
        while e.total() > EMBED_TOTAL_MAX and e.fields:
            msg.clamped = True
            e.fields.pop()
    for row in msg.components:
        for item in row:
            if isinstance(item, Button):
                item.label = _clamp(msg, n(item.label), BUTTON_LABEL_MAX)
            elif isinstance(item, Select):
                item.placeholder = _clamp(msg, n(item.placeholder), PLACEHOLDER_MAX) if item.placeholder else None
                for o in item.options:
                    o.label = _clamp(msg, n(o.label), OPTION_TEXT_MAX)
                    o.description = _clamp(msg, n(o.description), OPTION_TEXT_MAX) if o.description else None
    return msg


def validate(msg: Message) -> list[str]:
    """Every way ``msg`` breaks a Discord limit (an empty list when it is valid)."""
    problems: list[str] = []

    def check(value: str | None, limit: int, what: str, required: bool = False) -> None:
        if value is None:
            if required:
                problems.append(f"{what} missing")
            return
        if len(value) > limit:
            problems.append(f"{what} has {len(value)} > {limit} characters")
        if required and not value.strip():
            problems.append(f"{what} is empty")

    if not msg.content and not msg.embeds:
        problems.append("message has neither content nor embeds")
    check(msg.content, CONTENT_MAX, "content")
    if len(msg.embeds) > EMBEDS_MAX:
        problems.append(f"{len(msg.embeds)} embeds > {EMBEDS_MAX}")
    total = 0
    for i, e in enumerate(msg.embeds):
        check(e.title, TITLE_MAX, f"embed[{i}].title")
        check(e.description, DESCRIPTION_MAX, f"embed[{i}].description")
        check(e.footer, FOOTER_MAX, f"embed[{i}].footer")
        check(e.author, AUTHOR_MAX, f"embed[{i}].author")
        check(e.url, URL_MAX, f"embed[{i}].url")
        if not any((e.title, e.description, e.fields)):
            problems.append(f"embed[{i}] is empty")
        if len(e.fields) > FIELDS_MAX:
            problems.append(f"embed[{i}] has {len(e.fields)} fields > {FIELDS_MAX}")
        for j, f in enumerate(e.fields):
            check(f.name, FIELD_NAME_MAX, f"embed[{i}].fields[{j}].name", required=True)
            check(f.value, FIELD_VALUE_MAX, f"embed[{i}].fields[{j}].value", required=True)
        total += e.total()
    if total > EMBED_TOTAL_MAX:
        problems.append(f"embeds total {total} > {EMBED_TOTAL_MAX} characters")
    if len(msg.components) > ROWS_MAX:
        problems.append(f"{len(msg.components)} rows > {ROWS_MAX}")
    ids: list[str] = []
    for r, row in enumerate(msg.components):
        if not row:
            problems.append(f"row {r} is empty")
        selects = [x for x in row if isinstance(x, Select)]
        if selects and len(row) != 1:
            problems.append(f"row {r} mixes a select with other components")
        if len(row) > BUTTONS_PER_ROW:
            problems.append(f"row {r} has {len(row)} buttons > {BUTTONS_PER_ROW}")
        for item in row:
            if isinstance(item, Button):
                check(item.label, BUTTON_LABEL_MAX, f"button {item.custom_id or item.url}", required=True)
                if item.style not in BUTTON_STYLES:
                    problems.append(f"button style {item.style!r}")
                if item.style == "link":
                    if not item.url or item.custom_id:
                        problems.append("a link button needs a url and no custom_id")
                    else:
                        check(item.url, URL_MAX, "button url")
                else:
                    if not item.custom_id:
                        problems.append(f"button {item.label!r} has no custom_id")
                    else:
                        check(item.custom_id, CUSTOM_ID_MAX, "custom_id")
                        ids.append(item.custom_id)
            elif isinstance(item, Select):
                check(item.custom_id, CUSTOM_ID_MAX, "select custom_id", required=True)
                ids.append(item.custom_id)
                check(item.placeholder, PLACEHOLDER_MAX, "placeholder")
                if not 1 <= len(item.options) <= SELECT_OPTIONS_MAX:
                    problems.append(f"select has {len(item.options)} options (1..{SELECT_OPTIONS_MAX})")
                if not 0 <= item.min_values <= item.max_values <= min(SELECT_OPTIONS_MAX, len(item.options)):
                    problems.append(f"select min/max values {item.min_values}/{item.max_values}")
                values = [o.value for o in item.options]
                if len(set(values)) != len(values):
                    problems.append("select option values are not unique")
                for o in item.options:
                    check(o.label, OPTION_TEXT_MAX, "option label", required=True)
                    check(o.value, OPTION_TEXT_MAX, "option value", required=True)
                    check(o.description, OPTION_TEXT_MAX, "option description")
            else:
                problems.append(f"unknown component {item!r}")
    if len(set(ids)) != len(ids):
        problems.append("custom_ids are not unique within the message")
    for text in _visible_strings(msg):
        if _ANGLE_MENTION_RE.search(text) or _EVERYONE_RE.search(text):
            problems.append(f"mention syntax is not neutralised: {text[:60]!r}")
            break
    return problems


def _visible_strings(msg: Message) -> Iterable[str]:
    if msg.content:
        yield msg.content
    for e in msg.embeds:
        yield from (s for s in (e.title, e.description, e.footer, e.author) if s)
        for f in e.fields:
            yield f.name
            yield f.value
    for row in msg.components:
        for item in row:
            if isinstance(item, Button):
                yield item.label
            elif isinstance(item, Select):
                if item.placeholder:
                    yield item.placeholder
                for o in item.options:
                    yield o.label
                    if o.description:
                        yield o.description


# --- text rendering (the offline console) ------------------------------------------------------

def to_text(msg: Message, width: int = 100) -> str:
    """What the message would show, as readable plain text."""
    lines: list[str] = []
    if msg.ephemeral:
        lines.append("[only you can see this]")
    if msg.content:
        lines.append(msg.content)
    for e in msg.embeds:
        head = e.title or ""
        if e.url:
            head += f"  <{e.url}>"
        lines.append("┌─ " + head)
        if e.author:
            lines.append("│ " + e.author)
        if e.description:
            for para in e.description.split("\n"):
                wrapped = textwrap.wrap(para, width - 2) or [""]
                lines.extend("│ " + w for w in wrapped)
        for f in e.fields:
            lines.append(f"│ ▸ {f.name}: " + f.value.replace("\n", "\n│     "))
        if e.footer:
            lines.append("│ — " + e.footer)
        lines.append("└─")
    for row in msg.components:
        buttons = [x for x in row if isinstance(x, Button)]
        if buttons:
            parts = []
            for b in buttons:
                label = f"[{b.label}" + (f" ↗ {b.url}" if b.url else "") + "]"
                parts.append(label + ("(disabled)" if b.disabled else ""))
            lines.append(" ".join(parts))
        for s in (x for x in row if isinstance(x, Select)):
            lines.append(f"Menu “{s.placeholder or '…'}”:")
            for i, o in enumerate(s.options, 1):
                lines.append(f"  {i}) {o.label}" + (f" — {o.description}" if o.description else ""))
    return "\n".join(lines)


# --- helpers shared by the renderers ----------------------------------------------------------

def _L(lang: str | None) -> str:
    return normalize_lang(lang)


def pager(action: str, lang: str, page: int, pages: int, arg: str) -> list[Button]:
    """◀ n/N ▶ buttons for a paged view (nothing when there is one page)."""
    if pages <= 1:
        return []
    return [
        Button(t("discord.ui.previous", lang), mtg_id(action, lang, max(page - 1, 0), arg, nav=True),
               disabled=page <= 0),
        Button(t("discord.ui.page", lang, page=page + 1, pages=pages), mtg_id("n", lang, page, arg),
               disabled=True),
        Button(t("discord.ui.next", lang), mtg_id(action, lang, min(page + 1, pages - 1), arg, nav=True),
               disabled=page >= pages - 1),
    ]


def _rows(*groups: list[Any]) -> list[Row]:
    """Pack buttons into rows of five (selects get a row of their own), at most five rows."""
    rows: list[Row] = []
    for group in groups:
        buttons: list[Button] = []
        for item in group:
            if isinstance(item, Select):
                rows.append([item])
            else:
                buttons.append(item)
        for i in range(0, len(buttons), BUTTONS_PER_ROW):
            rows.append(buttons[i:i + BUTTONS_PER_ROW])
    return rows[:ROWS_MAX]


def _clamp_page(page: int, pages: int) -> int:
    return min(max(page, 0), max(pages - 1, 0))


def _page_footer(lang: str, page: int, pages: int, *extra: str | None) -> str:
    parts = [p for p in extra if p]
    if pages > 1:
        parts.insert(0, t("discord.ui.page_of", lang, page=page + 1, pages=pages))
    return " · ".join(parts)


def _rule_line(number: str, text: str) -> str:
    return f"**{number}** {text}"


def _open_option(r: dict[str, Any]) -> SelectOption:
    return SelectOption(cut(f"{r['number']} — {r['text']}", OPTION_TEXT_MAX), f"r:{rule_arg(r)}")


def _translation_author(status: str, lang: str) -> str | None:
    if lang != "es" or status == "source":
        return None
    return t(f"discord.rule.author.{status}", lang)


def _translation_footer(status: str, lang: str) -> str:
    if status == "source":
        return t("rules.translation.official", lang)
    return t(f"rules.translation.{status}", lang)


def _color(status: str) -> int:
    return {"source": COLOR_EN, "translated": COLOR_ES, "stale": COLOR_STALE}.get(status, COLOR_EN)


# --- rules -----------------------------------------------------------------------------------

def rule_blocks(r: dict[str, Any], children: list[dict[str, Any]] | None = None,
                defined: dict[str, Any] | None = None) -> list[str]:
    """The paged blocks of a rule view: its text, a stale translation's English, the defining
    subrule of a keyword title, and (for sections and headings) the full text of each child."""
    lang = r.get("lang", "en")
    status = r.get("translation", {}).get("status", "source")
    blocks = [r["text"]]
    if status == "stale" and r.get("english"):
        blocks.append(f"**{t('discord.rule.english_current', lang)}**\n{r['english']['text']}")
    if defined:
        blocks.append(_rule_line(defined["number"], defined["text"]))
    for child in children or []:
        blocks.append(_rule_line(child["number"], child["text"]))
    return blocks


def rule_message(r: dict[str, Any], *, page: int = 0, ephemeral: bool = False,
                 children: list[dict[str, Any]] | None = None,
                 defined: dict[str, Any] | None = None) -> Message:
    """A rule: citation title, paged text, and buttons for examples, subrules, parent, see-also,
    the English original (Spanish) and a link to the rule online (current release only). The
    buttons of a rule from an older release open that release too."""
    lang = _L(r.get("lang"))
    arg = rule_arg(r)  # the number, plus the release when it is not the current one
    status = r.get("translation", {}).get("status", "source")
    marker = t("discord.ui.continued", lang)
    blocks = rule_blocks(r, children, defined)
    pages = paginate(blocks, marker=marker)
    page = _clamp_page(page, len(pages))
    current = pages[page]
    embed = Embed(
        title=r["citation"], description=current.text or "\u200b", url=r.get("url"), color=_color(status),
        author=_translation_author(status, lang),
        fields=[Field(t("discord.rule.cite", lang), f"`{r['citation']}`")],
        footer=_page_footer(lang, page, len(pages), _translation_footer(status, lang)),
    )
    nav: list[Any] = []
    if r.get("examples"):
        nav.append(Button(t("discord.rule.examples", lang, n=len(r["examples"])), mtg_id("x", lang, 0, arg)))
    kids = r.get("children") or []
    if kids and r.get("kind") in ("rule", "subrule"):
        nav.append(Button(t("discord.rule.subrules", lang, n=len(kids)), mtg_id("s", lang, 0, arg)))
    if r.get("parent"):
        nav.append(Button(t("discord.rule.parent", lang, number=r["parent"]), mtg_id("r", lang, 0, rule_arg(r, r["parent"]))))
    if r.get("see_also"):
        nav.append(Button(t("discord.rule.see_also", lang, n=len(r["see_also"])), mtg_id("a", lang, 0, arg)))
    if r.get("url"):
        nav.append(Button(t("discord.rule.link", lang), style="link", url=r["url"]))
    second: list[Any] = pager("r", lang, page, len(pages), arg)
    if lang == "es" and status in ("translated", "stale"):
        second.append(Button(t("discord.rule.english", lang), mtg_id("r", "en", 0, arg), style="primary"))
    extra: list[Any] = []
    offset = len(blocks) - len(children or [])
    openable = [children[i - offset] for i in current.indexes if children and i >= offset]
    if openable:
        extra.append(Select(mtg_id("o", lang, page, arg),
                            [_open_option(c) for c in openable][:SELECT_OPTIONS_MAX],
                            placeholder=t("discord.rule.open_child", lang)))
    return finish(Message(embeds=[embed], components=_rows(nav, second, extra), ephemeral=ephemeral))


LIST_KINDS = {"s": "subrules", "x": "examples", "a": "see_also"}


def rule_list_message(kind: str, r: dict[str, Any], items: list[dict[str, Any]] | list[str], *, page: int = 0,
                      ephemeral: bool = True) -> Message:
    """Subrules (``s``), examples (``x``) or see-also rules (``a``) of a rule, each in full, paged."""
    lang = _L(r.get("lang"))
    number = r["number"]
    arg = rule_arg(r)
    marker = t("discord.ui.continued", lang)
    if kind == "x":
        blocks = [str(x) for x in items]
        rules: list[dict[str, Any]] = []
    else:
        rules = [x for x in items if isinstance(x, dict)]
        blocks = [_rule_line(x["number"], x["text"]) for x in rules]
    if not blocks:
        blocks = [t("discord.rule.list_empty", lang)]
    pages = paginate(blocks, marker=marker)
    page = _clamp_page(page, len(pages))
    current = pages[page]
    status = r.get("translation", {}).get("status", "source")
    embed = Embed(
        title=t(f"discord.rule.list_title.{LIST_KINDS[kind]}", lang, number=number),
        description=current.text, url=r.get("url"), color=_color(status),
        footer=_page_footer(lang, page, len(pages), t("rules.effective", lang, date=r.get("effective", ""))),
    )
    buttons = pager(kind, lang, page, len(pages), arg)
    buttons.append(Button(t("discord.rule.back", lang, number=number), mtg_id("r", lang, 0, arg)))
    extra: list[Any] = []
    if rules:
        on_page = [rules[i] for i in current.indexes if i < len(rules)]
        if on_page:
            extra.append(Select(mtg_id("o", lang, page, arg),
                                [_open_option(x) for x in on_page][:SELECT_OPTIONS_MAX],
                                placeholder=t("discord.rule.open_child", lang)))
    return finish(Message(embeds=[embed], components=_rows(buttons, extra), ephemeral=ephemeral))


def rules_listing_message(title: str, rules: list[dict[str, Any]], lang: str, *,
                          ephemeral: bool = False, note: str | None = None) -> list[Message]:
    """Several rules in full (the "Explain rules cited" context menu): one message per page."""
    lang = _L(lang)
    blocks = [_rule_line(x["number"], x["text"]) for x in rules]
    if note:
        blocks.append(note)
    pages = paginate(blocks, marker=t("discord.ui.continued", lang))
    out = []
    for p, current in enumerate(pages):
        embed = Embed(title=cut(title, TITLE_MAX), description=current.text or "\u200b", color=COLOR_EN,
                      footer=_page_footer(lang, p, len(pages), rules[0].get("citation", "").split("— ")[-1]
                                          if rules else None))
        on_page = [rules[i] for i in current.indexes if i < len(rules)]
        extra = []
        if on_page:
            extra.append(Select(mtg_id("o", lang, p, "-"),
                                [_open_option(x) for x in on_page][:SELECT_OPTIONS_MAX],
                                placeholder=t("discord.rule.open_child", lang)))
        out.append(finish(Message(embeds=[embed], components=_rows(extra), ephemeral=ephemeral)))
    return out


# --- glossary, search, translation --------------------------------------------------------------

def _rule_buttons(numbers: list[str], lang: str) -> list[Any]:
    """Buttons that open rules; a select menu instead when there are more than five."""
    numbers = list(dict.fromkeys(numbers))[:SELECT_OPTIONS_MAX]
    if not numbers:
        return []
    if len(numbers) <= BUTTONS_PER_ROW:
        return [Button(t("discord.rule.open", lang, number=n), mtg_id("r", lang, 0, n)) for n in numbers]
    return [Select(mtg_id("o", lang, 0, "-"), [SelectOption(n, f"r:{n}") for n in numbers],
                   placeholder=t("discord.rule.open_child", lang))]


def define_message(d: dict[str, Any], *, glossary_index: int | None = None, page: int = 0,
                   ephemeral: bool = False) -> Message:
    lang = _L(d.get("lang"))
    status = d.get("translation", {}).get("status", "source")
    title = d["term"]
    if d.get("aliases"):
        title += f" ({', '.join(d['aliases'])})"
    if d.get("obsolete"):
        title += " " + t("discord.define.obsolete", lang)
    blocks = [d["definition"]]
    if status == "stale" and d.get("english"):
        blocks.append(f"**{t('discord.rule.english_current', lang)}**\n{d['english']['definition']}")
    if d.get("via"):
        blocks.append("*" + t("discord.define.via", lang, term=d["via"]) + "*")
    pages = paginate(blocks, marker=t("discord.ui.continued", lang))
    page = _clamp_page(page, len(pages))
    arg = str(glossary_index) if glossary_index is not None else "-"
    footer_note = _translation_footer(status if lang == "es" else "source", lang)
    if lang == "es" and status == "missing":
        footer_note = t("discord.define.missing", lang)
    embed = Embed(title=cut(title, TITLE_MAX), description=pages[page].text, color=_color(status),
                  author=_translation_author(status, lang) if lang == "es" else None,
                  footer=_page_footer(lang, page, len(pages), footer_note,
                                      t("rules.effective", lang, date=d.get("effective", ""))))
    buttons: list[Any] = pager("g", lang, page, len(pages), arg) if glossary_index is not None else []
    if lang == "es" and status in ("translated", "stale") and glossary_index is not None:
        buttons.append(Button(t("discord.rule.english", lang), mtg_id("g", "en", 0, arg), style="primary"))
    return finish(Message(embeds=[embed], components=_rows(buttons, _rule_buttons(d.get("rules", []), lang)),
                          ephemeral=ephemeral))


def search_message(s: dict[str, Any], lang: str, *, ephemeral: bool = False,
                   glossary_ids: dict[str, int] | None = None) -> Message:
    """The best results, numbered, with a select menu to open one."""
    lang = _L(lang)
    query = escape_user(cut(s.get("query", ""), 180))
    results = s.get("results", [])
    lines: list[str] = []
    options: list[SelectOption] = []
    glossary_ids = glossary_ids or {}
    for i, res in enumerate(results[:SELECT_OPTIONS_MAX], 1):
        snippet = " ".join(res.get("snippet", "").split())
        if res["kind"] == "rule":
            head = res["number"]
            value = f"r:{res['number']}"
        else:
            refs = f" ({', '.join(res['rules'][:3])})" if res.get("rules") else ""
            head = f"{res['term']}{refs}"
            gid = glossary_ids.get(res["term"].casefold())
            value = f"g:{gid}" if gid is not None else (f"r:{res['rules'][0]}" if res.get("rules") else "")
        lines.append(f"**{i}. {head}** — {snippet}")
        if value and value not in {o.value for o in options}:
            options.append(SelectOption(cut(f"{i}. {head}", OPTION_TEXT_MAX), value,
                                        description=cut(snippet, OPTION_TEXT_MAX) or None))
    components: list[Any] = []
    if results:
        pages = paginate(lines, marker=t("discord.ui.continued", lang), sep="\n")
        description = pages[0].text
    else:
        description = t("search.no_results", lang, query=query)
        if s.get("suggestions"):
            description += "\n" + t("search.suggestions", lang) + " " + ", ".join(
                escape_user(x) for x in s["suggestions"][:8])
            ids: set[str] = set()
            for sug in dict.fromkeys(s["suggestions"]):
                cid = mtg_id("q", lang, 0, sug)
                if _fits(cid) and cid not in ids and len(ids) < BUTTONS_PER_ROW:
                    ids.add(cid)
                    components.append(Button(cut(sug, BUTTON_LABEL_MAX), cid))
    if options:
        components.append(Select(mtg_id("o", lang, 0, "-"), options, placeholder=t("discord.search.open", lang)))
    embed = Embed(title=cut(t("discord.search.title", lang, query=query), TITLE_MAX), description=description,
                  color=COLOR_EN, footer=t("discord.search.footer", lang, n=len(results), lang=s.get("lang", "")))
    return finish(Message(embeds=[embed], components=_rows(components), ephemeral=ephemeral))


def translate_message(d: dict[str, Any], lang: str, *, ephemeral: bool = False) -> Message:
    lang = _L(lang)
    term = escape_user(cut(d["term"], 100))
    title = cut(f"{term} → {', '.join(d['translations'])}", TITLE_MAX)
    lines = [t("discord.translate.direction", lang, src=d["from"].upper(), dst=d["to"].upper())]
    if d.get("matched") and d["matched"].casefold() != d["term"].casefold():
        lines.append(t("discord.translate.matched", lang, term=d["matched"]))
    if d.get("aliases"):
        lines.append(t("discord.translate.aliases", lang, items=", ".join(d["aliases"][:20])))
    if d.get("rules"):
        lines.append(t("discord.translate.rules", lang, items=", ".join(d["rules"])))
    embed = Embed(title=title, description="\n".join(lines), color=COLOR_ES,
                  footer=t("discord.translate.footer", lang))
    return finish(Message(embeds=[embed], components=_rows(_rule_buttons(d.get("rules", []), lang)),
                          ephemeral=ephemeral))


# --- changes between releases --------------------------------------------------------------------

def changes_blocks(d: dict[str, Any], lang: str) -> list[str]:
    """One block per change: moved, changed (old and new text in full when filtered to a rule)."""
    blocks: list[str] = []
    detailed = "summary" not in d  # filtered to one rule: show the texts
    for m in d.get("moved", []):
        line = t("discord.changes.moved", lang, src=m["from"], dst=m["to"])
        if m.get("changed"):
            line += " " + t("discord.changes.text_changed", lang)
            if detailed and m.get("old") is not None:
                line += f"\n> **{t('discord.changes.old', lang)}** {m['old']}\n> **{t('discord.changes.new', lang)}** {m['new']}"
        blocks.append(line)
    for c in d.get("changed", []):
        line = t("discord.changes.changed", lang, number=c["number"])
        if detailed:
            line += f"\n> **{t('discord.changes.old', lang)}** {c['old']}\n> **{t('discord.changes.new', lang)}** {c['new']}"
        blocks.append(line)
    if d.get("added"):
        blocks.extend(_number_lines(t("discord.changes.added", lang), d["added"]))
    if d.get("removed"):
        blocks.extend(_number_lines(t("discord.changes.removed", lang), d["removed"]))
    if not blocks:
        blocks.append(t("discord.changes.none", lang))
    return blocks


def _number_lines(label: str, numbers: list[str], per_block: int = 40) -> list[str]:
    return [f"**{label}** " + ", ".join(numbers[i:i + per_block]) for i in range(0, len(numbers), per_block)]


def changes_message(d: dict[str, Any], lang: str, *, rule: str | None = None, page: int = 0,
                    ephemeral: bool = False) -> Message:
    lang = _L(lang)
    blocks = changes_blocks(d, lang)
    pages = paginate(blocks, marker=t("discord.ui.continued", lang), max_items=60, sep="\n")
    page = _clamp_page(page, len(pages))
    title = t("discord.changes.title", lang, src=d["from"], dst=d["to"])
    if rule:
        title += " · " + rule
    embed = Embed(title=title, description=pages[page].text, color=COLOR_EN)
    s = d.get("summary")
    if s:
        embed.fields.append(Field(t("discord.changes.summary", lang),
                                  t("discord.changes.summary_text", lang, **s)))
    if d.get("retranslate"):
        embed.fields.append(Field(t("discord.changes.retranslate", lang), str(len(d["retranslate"]))))
    embed.footer = _page_footer(lang, page, len(pages), t("discord.changes.footer", lang))
    arg = f"{d['from']}|{d['to']}|{rule or ''}"
    return finish(Message(embeds=[embed], components=_rows(pager("c", lang, page, len(pages), arg)),
                          ephemeral=ephemeral))


def history_message(number: str, entries: list[dict[str, Any]], lang: str, *,
                    ephemeral: bool = False) -> Message:
    """A rule's history across the loaded releases, newest first."""
    lang = _L(lang)
    blocks = []
    for e in entries:
        key = f"discord.history.{e['event']}"
        line = f"**{e['to']}** — " + t(key, lang, number=e.get("number", number), src=e.get("from_number", ""),
                                        version=e.get("from", ""))
        if e.get("old") is not None and e.get("new") is not None:
            line += f"\n> **{t('discord.changes.old', lang)}** {e['old']}\n> **{t('discord.changes.new', lang)}** {e['new']}"
        blocks.append(line)
    if not blocks:
        blocks = [t("discord.history.single", lang)]
    pages = paginate(blocks, marker=t("discord.ui.continued", lang))
    embed = Embed(title=t("discord.history.title", lang, number=number), description=pages[0].text, color=COLOR_EN,
                  footer=_page_footer(lang, 0, len(pages), t("discord.changes.footer", lang)))
    more = len(pages) - 1
    if more:
        embed.fields.append(Field(t("discord.history.more_title", lang), t("discord.history.more", lang, n=more)))
    return finish(Message(embeds=[embed], components=_rows([Button(t("discord.rule.open", lang, number=number),
                                                                   mtg_id("r", lang, 0, number))]),
                          ephemeral=ephemeral))


# --- errors, notices, settings -------------------------------------------------------------------

def error_message(code: str, message: str, lang: str, suggestions: list[str] | None = None) -> Message:
    """A private error: a title for the kind of problem, the detail, and what to try instead."""
    from .rules.numbers import is_valid_number

    lang = _L(lang)
    title_key = f"discord.error.{code}"
    title = t(title_key, lang)
    if title == title_key:
        title = t("discord.error.generic", lang)
    description = escape_user(message) if message else t("errors.internal", lang)
    components: list[Any] = []
    suggestions = [str(s) for s in (suggestions or []) if str(s).strip()]
    if suggestions:
        description += "\n\n" + t("discord.error.try", lang) + " " + ", ".join(escape_user(s) for s in suggestions[:10])
        numbers = [s for s in suggestions if is_valid_number(s)]
        components = _rule_buttons(numbers, lang)
    embed = Embed(title=cut("⚠ " + title, TITLE_MAX), description=clip(description, PAGE_CHARS), color=COLOR_ERROR)
    return finish(Message(embeds=[embed], components=_rows(components), ephemeral=True))


def notice_message(text: str, lang: str | None = None, *, ephemeral: bool = True, title: str | None = None) -> Message:
    """A short plain notice (private by default)."""
    if title:
        return finish(Message(embeds=[Embed(title=cut(title, TITLE_MAX), description=clip(text, PAGE_CHARS),
                                            color=COLOR_EN)], ephemeral=ephemeral))
    return finish(Message(content=clip(text, CONTENT_MAX), ephemeral=ephemeral))


def settings_message(scope: str, values: dict[str, Any], lang: str, *, effective: str | None = None) -> Message:
    lang = _L(lang)
    embed = Embed(title=t(f"discord.settings.title.{scope}", lang), color=COLOR_OK)
    labels = {"lang": t("discord.settings.lang", lang), "private": t("discord.settings.private", lang)}
    for key in ("lang", "private"):
        if key in values:
            value = values[key]
            if key == "lang":
                shown = t(f"discord.settings.lang.{value or 'auto'}", lang)
            else:
                shown = t("discord.settings.yes" if value else "discord.settings.no", lang)
            embed.fields.append(Field(labels[key], shown, inline=True))
    if effective:
        embed.fields.append(Field(t("discord.settings.effective", lang), t(f"discord.settings.lang.{effective}", lang)))
    if not embed.fields:
        embed.description = t("discord.settings.none", lang)
    return finish(Message(embeds=[embed], ephemeral=True))


# --- the APNAP resolver ------------------------------------------------------------------------

def resolution_messages(result: dict[str, Any], lang: str, *, ephemeral: bool = False,
                        title: str | None = None, max_messages: int = 4) -> list[Message]:
    """A resolution's narration, paged over as many messages as needed (never cut mid-line),
    with a select menu to open each cited rule."""
    lang = _L(lang)
    narration = result.get("narration") or ""
    lines = [escape_md_light(x) for x in narration.split("\n") if x.strip()]
    pages = paginate(lines, marker=t("discord.ui.continued", lang), max_items=200, sep="\n")
    if len(pages) > max_messages:
        kept = pages[:max_messages]
        kept[-1].items.append((-1, t("discord.resolve.truncated", lang, n=len(pages) - max_messages)))
        if len(kept[-1].text) > PAGE_CHARS:
            kept[-1].items.pop(-2)
        pages = kept
    heading = title or t("discord.resolve.title", lang, effect=cut(result.get("effect", ""), 180))
    out: list[Message] = []
    citations = [c for c in result.get("citations", []) if c][:SELECT_OPTIONS_MAX]
    for i, page in enumerate(pages):
        embed = Embed(title=cut(heading, TITLE_MAX), description=page.text or "\u200b", color=COLOR_OK)
        if i == len(pages) - 1:
            first = result.get("resolves_first")
            if first:
                embed.fields.append(Field(t("discord.resolve.first", lang),
                                          cut(f"{first['source']} ({first['controller']})", FIELD_VALUE_MAX)))
            result_text = _game_result_text(result.get("game_result"), lang)
            if result_text:
                embed.fields.append(Field(t("discord.resolve.result", lang), result_text))
        embed.footer = _page_footer(lang, i, len(pages), t("discord.resolve.footer", lang))
        components: list[Any] = []
        if i == len(pages) - 1 and citations:
            components.append(Select(mtg_id("o", lang, 0, "-"), [SelectOption(c, f"r:{c}") for c in citations],
                                     placeholder=t("discord.resolve.open_rule", lang)))
        out.append(finish(Message(embeds=[embed], components=_rows(components), ephemeral=ephemeral)))
    return out


def escape_md_light(text: str) -> str:
    """Narration echoes card and player names typed by users: neutralise mentions only."""
    return neutralize(text)


def _game_result_text(game_result: dict[str, Any] | None, lang: str) -> str | None:
    if not game_result:
        return None
    if game_result.get("result") == "draw":
        return t("discord.resolve.draw", lang)
    return t("discord.resolve.win", lang, players=", ".join(game_result.get("winners", [])))


# --- table mode ----------------------------------------------------------------------------------

def _names(items: Iterable[str], limit: int = 400) -> str:
    text = ", ".join(items) or "—"
    return cut(text, limit)


def table_status_message(view: dict[str, Any], lang: str) -> Message:
    """The public table message: players in APNAP order, who has chosen, whose turn it is."""
    lang = _L(lang)
    sid = view["session"]
    lines = [t("discord.table.effect", lang, effect=clip(view["effect"], 1000))]
    lines.append(t("discord.table.order", lang, order=" → ".join(view.get("order") or view["players"])))
    entries = ["• " + table_answer_line(entry, lang) for entry in view.get("log", [])]
    while entries and sum(len(x) + 1 for x in entries) > 2000:
        entries.pop(0)
    if len(entries) < len(view.get("log", [])):
        entries.insert(0, "• …")
    lines.extend(entries)
    status = view["status"]
    components: list[Any] = []
    if status == "waiting" and view.get("pending"):
        p = view["pending"]
        lines.append("")
        key = "discord.table.waiting_hidden" if p.get("hidden") else "discord.table.waiting"
        lines.append(t(key, lang, player=p["player"], what=p.get("what", "")))
        components.append(Button(t("discord.table.open", lang), table_id(sid, "open", p["seq"]), style="primary"))
        components.append(Button(t("discord.table.cancel", lang), table_id(sid, "cancel", p["seq"]), style="danger"))
    elif status in ("running",):
        lines.append(t("discord.table.running", lang))
    bots = [name for name, uid in view["players"].items() if uid is None]
    footer = t("discord.table.footer", lang, sid=sid)
    if bots:
        footer += " · " + t("discord.table.bots", lang, names=", ".join(bots))
    embed = Embed(title=t("discord.table.title", lang), description=clip("\n".join(lines), PAGE_CHARS),
                  color=COLOR_OK, footer=cut(footer, FOOTER_MAX))
    return finish(Message(embeds=[embed], components=_rows(components)))


def table_prompt_message(prompt: dict[str, Any], lang: str, *, page: int = 0) -> Message:
    """The private prompt for the player whose turn it is: what they may know (101.4b) and a
    select menu of their legal options, paged by 25."""
    lang = _L(lang)
    sid, seq = prompt["session"], prompt["seq"]
    options = prompt["options"]
    pages = max(1, -(-len(options) // SELECT_OPTIONS_MAX))
    page = _clamp_page(page, pages)
    lines = [t("discord.table.step", lang, n=prompt["step"] + 1, text=prompt["step_text"])]
    count = (t("discord.table.count_exact", lang, n=prompt["min"]) if prompt["min"] == prompt["max"]
             else t("discord.table.count_range", lang, min=prompt["min"], max=prompt["max"]))
    lines.append(t("discord.table.choose", lang, what=prompt["what"], count=count))
    if prompt.get("hidden"):
        lines.append(t("discord.table.hidden_note", lang))
    for seen in prompt.get("seen", []):
        if seen["chosen"] is None:
            lines.append("• " + t("discord.table.seen_hidden", lang, player=seen["player"], n=seen["count"]))
        else:
            lines.append("• " + t("discord.table.seen", lang, player=seen["player"],
                                  chosen=_names(seen["chosen"], 200) if seen["chosen"] else "—"))
    if prompt.get("draft"):
        lines.append(t("discord.table.draft", lang, items=_names(prompt["draft_labels"], 300)))
    embed = Embed(title=t("discord.table.prompt_title", lang, player=prompt["player"]),
                  description=clip("\n".join(lines), 2000), color=COLOR_ES if prompt.get("hidden") else COLOR_OK)
    for pv in prompt.get("table", [])[:8]:
        value = t("discord.table.view", lang, life=pv["life"], hand=pv["hand_count"], library=pv["library_count"],
                  battlefield=_names(pv["battlefield"], 300), graveyard=_names(pv["graveyard"], 200))
        if pv.get("hand") is not None:
            value += "\n" + t("discord.table.your_hand", lang, items=_names(pv["hand"], 300))
        embed.fields.append(Field(cut(pv["name"], 100), clip(value, FIELD_VALUE_MAX)))
    embed.footer = _page_footer(lang, page, pages, t("discord.table.footer", lang, sid=sid))
    shown = options[page * SELECT_OPTIONS_MAX:(page + 1) * SELECT_OPTIONS_MAX]
    multi_page = pages > 1 and prompt["max"] > 1
    components: list[Any] = []
    if shown and prompt["max"] > 0:
        if multi_page:
            low, high = 0, min(prompt["max"], len(shown))
        else:
            low, high = max(1, prompt["min"]), min(prompt["max"], len(shown))
            low = min(low, high)
        select_opts = [SelectOption(cut(o["label"], OPTION_TEXT_MAX), o["key"],
                                    description=cut(", ".join(o["types"]), OPTION_TEXT_MAX) or None,
                                    default=o["key"] in prompt.get("draft", []))
                       for o in shown]
        components.append(Select(table_id(sid, "pick", seq, str(page)), select_opts,
                                 placeholder=cut(t("discord.table.placeholder", lang, what=prompt["what"]),
                                                 PLACEHOLDER_MAX),
                                 min_values=low, max_values=high))
    buttons: list[Button] = []
    if pages > 1:
        buttons.append(Button(t("discord.ui.previous", lang), table_id(sid, "page", seq, str(max(page - 1, 0))),
                              disabled=page == 0))
        buttons.append(Button(t("discord.ui.page", lang, page=page + 1, pages=pages), table_id(sid, "noop", seq),
                              disabled=True))
        buttons.append(Button(t("discord.ui.next", lang), table_id(sid, "page", seq, str(min(page + 1, pages - 1))),
                              disabled=page >= pages - 1))
    if multi_page:
        buttons.append(Button(t("discord.table.confirm", lang, n=len(prompt.get("draft", []))),
                              table_id(sid, "confirm", seq), style="success"))
    if prompt["min"] == 0:
        buttons.append(Button(t("discord.table.none", lang), table_id(sid, "none", seq)))
    return finish(Message(embeds=[embed], components=_rows(components, buttons), ephemeral=True))


def table_answer_message(summary: dict[str, Any], lang: str) -> Message:
    """The public line after a decision: hidden choices only as a count (101.4a)."""
    lang = _L(lang)
    return finish(Message(content=table_answer_line(summary, lang)))


def table_answer_line(summary: dict[str, Any], lang: str) -> str:
    if summary.get("hidden"):
        return t("discord.table.chose_hidden", lang, player=summary["player"], n=len(summary["keys"]))
    if not summary["labels"]:
        return t("discord.table.chose_nothing", lang, player=summary["player"])
    return t("discord.table.chose", lang, player=summary["player"], items=_names(summary["labels"], 600))
