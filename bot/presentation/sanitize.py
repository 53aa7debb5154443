"""Echoing text safely: mention syntax made inert, markdown escaped, labels shortened."""

from __future__ import annotations

import re

ZWSP = "\u200b"
EVERYONE_RE = re.compile(r"@(?=(?:everyone|here)\b)", re.IGNORECASE)
ANGLE_MENTION_RE = re.compile(r"<@(?!\u200b)")
_MD_RE = re.compile(r"([\\*_~`|>])")


def neutralize(text: str) -> str:
    """Make mention syntax inert: ``@everyone``, ``@here``, ``<@id>``, ``<@!id>``, ``<@&role>``.

    A zero-width space after ``@`` keeps the text readable while Discord no longer parses it
    (and every message is also sent with mentions disabled).
    """
    if "@" not in text:
        return text
    text = ANGLE_MENTION_RE.sub("<@" + ZWSP, text)
    return EVERYONE_RE.sub("@" + ZWSP, text)


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


def escape_md_light(text: str) -> str:
    """Narration echoes card and player names typed by users: neutralise mentions only."""
    return neutralize(text)
