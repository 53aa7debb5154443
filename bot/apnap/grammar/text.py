"""Text folding and clean-up shared by every reader."""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

# --------------------------------------------------------------------------------------------
# Folding: lower case, no accents, same length as the input
# --------------------------------------------------------------------------------------------
_PUNCT_MAP = {"’": "'", "‘": "'", "“": '"', "”": '"', "–": "—", "\u00a0": " "}


def fold(text: str) -> str:
    """Lower-case ``text`` and drop accents while keeping every character's position."""
    if text.isascii():  # most card text: one C call instead of a loop over characters
        return text.lower()
    return _fold_slow(text)


@lru_cache(maxsize=4096)
def _fold_slow(text: str) -> str:
    out = []
    for ch in text:
        ch = _PUNCT_MAP.get(ch, ch)
        base = unicodedata.normalize("NFD", ch)[0] if ord(ch) > 127 else ch
        low = base.lower()
        out.append(low if len(low) == 1 else base)
    return "".join(out)


_QUOTED_PART = re.compile(r"(\"[^\"]*\"|“[^”]*”)")


def as_source(text: str, names: tuple[str, ...] | list[str], lang: str = "en") -> str:
    """The card's own names (longest first) read as "this permanent" ("este permanente" in Spanish, with the article
    or contraction printed Spanish puts before a name: "el Ángel de Serra", "al Golem", "del Golem"): they mean the
    source. Not inside a quoted ability the card grants: there "this creature" is each permanent that has the
    ability, and the card's name is the granting card (201.5a), so reading both as "this permanent" would make them
    one; the name stays."""
    parts = _QUOTED_PART.split(text)
    for i in range(0, len(parts), 2):  # the even parts are outside quotes
        for name in sorted(names, key=len, reverse=True):
            if _surely_absent(name, parts[i]):  # no pattern compiled for a name the part does not say
                continue
            if lang == "es":
                parts[i] = re.sub(r"(?<!\w)(?:(?P<art>el|la|los|las|al|del)\s+)?" + re.escape(name) + r"(?!\w)",
                                  _spanish_source, parts[i], flags=re.IGNORECASE)
            else:
                parts[i] = re.sub(r"(?<!\w)" + re.escape(name) + r"(?!\w)", "this permanent", parts[i],
                                  flags=re.IGNORECASE)
    return "".join(parts)


def _surely_absent(name: str, text: str) -> bool:
    """Whether ``name`` cannot occur in ``text`` case-insensitively, decided without a regular expression.

    Why: each name's pattern is compiled anew for a card not seen before (about a twentieth of a request's CPU in the
    corpus bench), and most parts of a card's text do not say its name. Only ASCII is decided: there ``lower`` is
    exactly what ``re.IGNORECASE`` compares; other text (where it also matches "ſ" with "s") goes to the pattern."""
    return name.isascii() and text.isascii() and name.lower() not in text.lower()


def _spanish_source(m: re.Match[str]) -> str:
    article = (m["art"] or "").casefold()
    return {"al": "a este permanente", "del": "de este permanente"}.get(article, "este permanente")


_SPACES_RE = re.compile(r"\s+")


def clean_spaces(text: str) -> str:
    return _SPACES_RE.sub(" ", text).strip()


_REMINDER_RE = re.compile(r"\s*\([^()]*\)")


def clean_effect(text: str) -> str:
    """One line of text: reminder text dropped, line breaks read as sentence ends where they look like one.

    A line break ends a sentence when the next line starts with a capital letter and the line
    before doesn't end in a comma ("…a creature\nEach player draws…"), so wrapped text still reads.
    """
    lines = [clean_spaces(line) for line in str(text).splitlines()]
    out = ""
    for line in (ln for ln in lines if ln):
        if out and not out.endswith((".", ";", ":", "!", ",", "—")) and line[:1].isupper():
            out += "."
        out = f"{out} {line}" if out else line
    return clean_spaces(_REMINDER_RE.sub("", out))


