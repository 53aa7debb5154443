"""Decoding CR files of every historic encoding, and folding text for matching.

See ``docs/cr-format.md`` §7: releases have shipped as UTF-8 (with or without BOM),
UTF-16 (both byte orders), Windows-1252, and once as ASCII with DOS CP437 accents.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata

_CP1252_SMART = bytes(range(0x91, 0x98))  # smart quotes and dashes in Windows-1252


def decode_bytes(data: bytes) -> str:
    """Decode a CR file: BOM first, then strict UTF-8, then cp1252 (or CP437 where it fits)."""
    if data.startswith(b"\xef\xbb\xbf"):
        text = data[3:].decode("utf-8", errors="replace")
    elif data.startswith((b"\xff\xfe", b"\xfe\xff")):
        text = data.decode("utf-16", errors="replace")
    else:
        try:
            text = data.decode("utf-8")
        except UnicodeDecodeError:
            text = _decode_legacy(data)
    return text.lstrip("\ufeff")


def _decode_legacy(data: bytes) -> str:
    # A naive "try utf-16" would "succeed" on cp1252 bytes and give garbage, so it is never
    # tried without a BOM. The 2019-01-25 release is ASCII plus CP437 accents (Dand\x83n):
    # it has high bytes but none of cp1252's smart punctuation, which every cp1252 release uses.
    high = any(b >= 0x80 for b in data)
    if high and not any(b in _CP1252_SMART for b in data):
        return data.decode("cp437")
    return data.decode("cp1252", errors="replace")


def content_hash(text: str) -> str:
    """A hash of the text that ignores EOL style, BOM, blank lines and trailing whitespace.

    Blank lines are left out because re-saved copies double or drop them (``\r\r\n``).
    """
    lines = [line.rstrip() for line in text.lstrip("\ufeff").splitlines()]
    return hashlib.sha256("\n".join(line for line in lines if line).encode("utf-8")).hexdigest()


def text_hash(text: str) -> str:
    """Short, stable hash of one rule's text (whitespace-insensitive), for translation keys."""
    return hashlib.sha256(" ".join(text.split()).encode("utf-8")).hexdigest()[:12]


_FOLD_TABLE = str.maketrans(
    {
        "’": "'", "‘": "'", "´": "'", "`": "'",
        "“": '"', "”": '"', "«": '"', "»": '"',
        "–": "-", "—": "-", "−": "-", "‐": "-",
        "\u00a0": " ",
    }
)
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2066-\u2069]")


def fold_punctuation(text: str) -> str:
    """Curly quotes to straight ones and every dash to ``-``; display text keeps the originals."""
    return text.translate(_FOLD_TABLE)


def _accent_table() -> dict[int, str]:
    table = {}
    for code in range(0xC0, 0x250):
        base = "".join(c for c in unicodedata.normalize("NFKD", chr(code)) if not unicodedata.combining(c))
        if base and base != chr(code):
            table[code] = base
    return table


_ACCENTS = _accent_table()


def strip_accents(text: str) -> str:
    """Remove diacritics (á → a, ñ → n). Latin letters go through a table, the rest via NFKD."""
    if text.isascii():
        return text
    text = text.translate(_ACCENTS)
    if text.isascii() or all(ord(c) < 0x300 for c in text):
        return text
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def fold(text: str) -> str:
    """Lowercase, punctuation folded, accents removed, whitespace collapsed: for matching only."""
    text = _CONTROL_RE.sub(" ", text)
    return " ".join(strip_accents(fold_punctuation(text)).casefold().split())


def clean_user_text(text: str, limit: int) -> str:
    """Control characters removed, whitespace collapsed, cut to ``limit`` characters."""
    text = _CONTROL_RE.sub(" ", text or "")
    return " ".join(text.split())[:limit]
