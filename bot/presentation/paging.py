"""Long texts as pages of whole blocks (rules, results), never cut mid-rule."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .limits import PAGE_CHARS, PAGE_ITEMS

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
    units = _units(text, budget)
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


def _units(text: str, budget: int) -> list[str]:
    """The text's sentences, each at most ``budget`` long: a longer sentence is broken between
    words, a longer word between characters."""
    units: list[str] = []
    for sentence in _sentences(text):
        sentence = sentence.strip(" ")
        if len(sentence) <= budget:
            units.append(sentence)
            continue
        chunk = ""
        for word in sentence.split(" "):
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
    return units


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
