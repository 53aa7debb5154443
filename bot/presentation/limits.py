"""Discord's limits (docs/discord-notes.md §1), checked in one place.

Every builder ends with :func:`finish`, which neutralises mention syntax in all visible text and,
as a last resort only, clamps an over-long value (marking the message ``clamped`` so tests can
prove it never happens); :func:`validate` lists every way a message breaks a limit.
"""

from __future__ import annotations

from collections.abc import Iterable

from .ids import decode
from .model import Button, Message, Select
from .sanitize import ANGLE_MENTION_RE, EVERYONE_RE, neutralize

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

BUTTON_STYLES = ("primary", "secondary", "success", "danger", "link")


def fits(custom_id: str) -> bool:
    return len(custom_id) <= CUSTOM_ID_MAX and decode(custom_id) is not None


def _clamp(msg: Message, text: str, limit: int) -> str:
    if len(text) <= limit:
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
    v = _Validation()
    if not msg.content and not msg.embeds:
        v.problems.append("message has neither content nor embeds")
    v.check(msg.content, CONTENT_MAX, "content")
    v.embeds(msg)
    v.rows(msg)
    if len(set(v.ids)) != len(v.ids):
        v.problems.append("custom_ids are not unique within the message")
    for text in visible_strings(msg):
        if ANGLE_MENTION_RE.search(text) or EVERYONE_RE.search(text):
            v.problems.append(f"mention syntax is not neutralised: {text[:60]!r}")
            break
    return v.problems


class _Validation:
    """One message's problems, found part by part (embeds, rows, buttons, menus), in the order a
    reader of the message meets them; the custom ids seen, for the uniqueness check."""

    def __init__(self) -> None:
        self.problems: list[str] = []
        self.ids: list[str] = []

    def check(self, value: str | None, limit: int, what: str, required: bool = False) -> None:
        if value is None:
            if required:
                self.problems.append(f"{what} missing")
            return
        if len(value) > limit:
            self.problems.append(f"{what} has {len(value)} > {limit} characters")
        if required and not value.strip():
            self.problems.append(f"{what} is empty")

    def embeds(self, msg: Message) -> None:
        if len(msg.embeds) > EMBEDS_MAX:
            self.problems.append(f"{len(msg.embeds)} embeds > {EMBEDS_MAX}")
        total = 0
        for i, e in enumerate(msg.embeds):
            self.check(e.title, TITLE_MAX, f"embed[{i}].title")
            self.check(e.description, DESCRIPTION_MAX, f"embed[{i}].description")
            self.check(e.footer, FOOTER_MAX, f"embed[{i}].footer")
            self.check(e.author, AUTHOR_MAX, f"embed[{i}].author")
            self.check(e.url, URL_MAX, f"embed[{i}].url")
            if not any((e.title, e.description, e.fields)):
                self.problems.append(f"embed[{i}] is empty")
            if len(e.fields) > FIELDS_MAX:
                self.problems.append(f"embed[{i}] has {len(e.fields)} fields > {FIELDS_MAX}")
            for j, f in enumerate(e.fields):
                self.check(f.name, FIELD_NAME_MAX, f"embed[{i}].fields[{j}].name", required=True)
                self.check(f.value, FIELD_VALUE_MAX, f"embed[{i}].fields[{j}].value", required=True)
            total += e.total()
        if total > EMBED_TOTAL_MAX:
            self.problems.append(f"embeds total {total} > {EMBED_TOTAL_MAX} characters")

    def rows(self, msg: Message) -> None:
        if len(msg.components) > ROWS_MAX:
            self.problems.append(f"{len(msg.components)} rows > {ROWS_MAX}")
        for r, row in enumerate(msg.components):
            if not row:
                self.problems.append(f"row {r} is empty")
            selects = [x for x in row if isinstance(x, Select)]
            if selects and len(row) != 1:
                self.problems.append(f"row {r} mixes a select with other components")
            if len(row) > BUTTONS_PER_ROW:
                self.problems.append(f"row {r} has {len(row)} buttons > {BUTTONS_PER_ROW}")
            for item in row:
                if isinstance(item, Button):
                    self.button(item)
                elif isinstance(item, Select):
                    self.select(item)
                else:
                    self.problems.append(f"unknown component {item!r}")

    def button(self, item: Button) -> None:
        self.check(item.label, BUTTON_LABEL_MAX, f"button {item.custom_id or item.url}", required=True)
        if item.style not in BUTTON_STYLES:
            self.problems.append(f"button style {item.style!r}")
        if item.style == "link":
            if not item.url or item.custom_id:
                self.problems.append("a link button needs a url and no custom_id")
            else:
                self.check(item.url, URL_MAX, "button url")
        elif not item.custom_id:
            self.problems.append(f"button {item.label!r} has no custom_id")
        else:
            self.check(item.custom_id, CUSTOM_ID_MAX, "custom_id")
            self.ids.append(item.custom_id)

    def select(self, item: Select) -> None:
        self.check(item.custom_id, CUSTOM_ID_MAX, "select custom_id", required=True)
        self.ids.append(item.custom_id)
        self.check(item.placeholder, PLACEHOLDER_MAX, "placeholder")
        if not 1 <= len(item.options) <= SELECT_OPTIONS_MAX:
            self.problems.append(f"select has {len(item.options)} options (1..{SELECT_OPTIONS_MAX})")
        if not 0 <= item.min_values <= item.max_values <= min(SELECT_OPTIONS_MAX, len(item.options)):
            self.problems.append(f"select min/max values {item.min_values}/{item.max_values}")
        values = [o.value for o in item.options]
        if len(set(values)) != len(values):
            self.problems.append("select option values are not unique")
        for o in item.options:
            self.check(o.label, OPTION_TEXT_MAX, "option label", required=True)
            self.check(o.value, OPTION_TEXT_MAX, "option value", required=True)
            self.check(o.description, OPTION_TEXT_MAX, "option description")


def visible_strings(msg: Message) -> Iterable[str]:
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
