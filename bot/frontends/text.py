"""Message data as readable plain text: what the offline console prints."""

from __future__ import annotations

import textwrap

from ..catalog import t
from ..presentation.model import Button, Embed, Message, Select


def controls_of(msg: Message) -> list[Button | Select]:
    """The message's buttons and menus in the order :func:`to_text` numbers them: row by row, a
    row's buttons before its menus."""
    out: list[Button | Select] = []
    for row in msg.components:
        out += [x for x in row if isinstance(x, Button)] + [x for x in row if isinstance(x, Select)]
    return out


def to_text(msg: Message, width: int = 100, *, lang: str = "en", first: int | None = None) -> str:
    """What the message would show, as readable plain text. With ``first``, each button and menu
    carries its number (``(1)[Next]``), from ``first`` on, for the console's ``press`` and ``pick``."""
    numbers = iter(range(first, first + len(controls_of(msg)))) if first is not None else None

    def tag(space: str = "") -> str:
        return f"({next(numbers)}){space}" if numbers is not None else ""

    lines: list[str] = []
    if msg.ephemeral:
        lines.append(t("console.ephemeral", lang))
    if msg.content:
        lines.append(msg.content)
    for e in msg.embeds:
        lines += _embed_lines(e, width)
    for row in msg.components:
        buttons = [x for x in row if isinstance(x, Button)]
        if buttons:
            parts = []
            for b in buttons:
                label = tag() + f"[{b.label}" + (f" ↗ {b.url}" if b.url else "") + "]"
                parts.append(label + (t("console.disabled", lang) if b.disabled else ""))
            lines.append(" ".join(parts))
        for s in (x for x in row if isinstance(x, Select)):
            lines.append(tag(" ") + t("console.menu", lang, placeholder=s.placeholder or "…"))
            for i, o in enumerate(s.options, 1):
                lines.append(f"  {i}) {o.label}" + (f" — {o.description}" if o.description else ""))
    return "\n".join(lines)


def _embed_lines(e: Embed, width: int) -> list[str]:
    """An embed as a framed block: title and link, author, the description wrapped, fields, footer."""
    head = e.title or ""
    if e.url:
        head += f"  <{e.url}>"
    lines = ["┌─ " + head]
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
    return lines
