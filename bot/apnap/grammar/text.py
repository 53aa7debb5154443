"""Text folding and clean-up shared by every reader."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from functools import lru_cache

# --------------------------------------------------------------------------------------------
# Folding: lower case, no accents, same length as the input
# --------------------------------------------------------------------------------------------
_PUNCT_MAP = {"’": "'", "‘": "'", "“": '"', "”": '"', "–": "—", "\u00a0": " "}


def fold(text: str) -> str:
    """Lower-case ``text`` and drop accents while keeping every character's position."""
    if text.isascii():  # most card text: one C call instead of a loop over characters
        return text.lower()
    return text.translate(_FOLDED)


def _fold_char(ch: str) -> str:
    """One character folded: the typographic marks as plain ones, the letter without its accent, lower case; one
    character always (a letter whose lower case is two, "İ", keeps its base), so positions stay the same."""
    ch = _PUNCT_MAP.get(ch, ch)
    base = unicodedata.normalize("NFD", ch)[0] if ord(ch) > 127 else ch
    low = base.lower()
    return low if len(low) == 1 else base


class _FoldTable(dict[int, str]):
    """``str.translate``'s table of :func:`_fold_char`, filled as characters are met (at most ``_FOLD_MAX``; past
    that a new character is folded and not kept). Why: a text with one non-ASCII character (the em dash of "Will
    of the council —", a bullet, an accented name) was folded by a Python loop over every character (about 0.3 ms
    for a card's text, paid for each line and part read; session 37, gG24); ``translate`` loops in C and calls back
    only for a character it has not met."""

    def __missing__(self, code: int) -> str:
        folded = _fold_char(chr(code))
        if len(self) < _FOLD_MAX:
            self[code] = folded
        return folded


_FOLD_MAX = 4096  # distinct characters kept: card text has a few hundred at most
_FOLDED = _FoldTable()


# A part in quotation marks, straight or curly (an ability a card grants, 113.10; after ``fold`` only straight ones
# are left): the one pattern every reader that skips quoted words splits or blanks by (its group keeps the part)
QUOTED_PART = re.compile(r"(\"[^\"]*\"|“[^”]*”)")


def as_source(text: str, names: tuple[str, ...] | list[str], lang: str = "en") -> str:
    """The card's own names (longest first) read as "this permanent" ("este permanente" in Spanish, with the article
    or contraction printed Spanish puts before a name: "el Ángel de Serra", "al Golem", "del Golem"): they mean the
    source. Not inside a quoted ability the card grants: there "this creature" is each permanent that has the
    ability, and the card's name is the granting card (201.5a), so reading both as "this permanent" would make them
    one; the name stays."""
    parts = QUOTED_PART.split(text)
    for i in range(0, len(parts), 2):  # the even parts are outside quotes
        for name in sorted(names, key=len, reverse=True):
            if _surely_absent(name, parts[i]):  # no pattern compiled for a name the part does not say
                continue
            if _word_name(name):  # "Vigilance", "Turn": "has vigilance", "until end of turn"; Oracle capitalises a name
                said = "este permanente" if lang == "es" else "this permanent"
                parts[i] = re.sub(r"(?<!\w)" + re.escape(name) + r"(?!\w)", said, parts[i])
                continue
            if _plain_name(name) and parts[i].isascii():  # no pattern compiled at all (_name_as_source)
                parts[i] = _name_as_source(parts[i], name, lang == "es")
            elif lang == "es":
                parts[i] = re.sub(r"(?<!\w)(?:(?P<art>el|la|los|las|al|del)\s+)?" + re.escape(name) + r"(?!\w)",
                                  _spanish_source, parts[i], flags=re.IGNORECASE)
            else:
                parts[i] = re.sub(r"(?<!\w)" + re.escape(name) + r"(?!\w)", "this permanent", parts[i],
                                  flags=re.IGNORECASE)
    return "".join(parts)


def _word_name(name: str) -> bool:
    """A card named as a keyword ability is, or as any one word the grammars spell out ("Turn", "Fight"): its name is
    read only where it is written as a name, capitalised. Read case aside, "until end of turn" on the card Turn was
    "until end of this permanent" (session 37, helper gE24)."""
    return _keyword_name(name) or (" " not in name and name.casefold() in _rules_words())


_WORD = re.compile(r"[a-z][a-z']*")


@lru_cache(maxsize=1)
def _rules_words() -> frozenset[str]:
    """Every word the two grammars spell out in a literal ("turn", "end", "fight", "turno"): the words of rules
    text, read once from the grammar files themselves so that the list can never fall behind them."""
    from importlib.resources import files

    words: set[str] = set()
    for grammar in ("english.lark", "spanish.lark"):
        text = files("bot.apnap.grammar").joinpath(grammar).read_text(encoding="utf-8")
        for literal in re.findall(r'"([^"\\\n]+)"i?', text):  # a lark string literal, "…" or "…"i
            words.update(w for w in fold(literal).split() if _WORD.fullmatch(w))
    return frozenset(words)


def _keyword_name(name: str) -> bool:
    """A card named as a keyword ability is ("Vigilance", "Lifelink", "Fear"; 702): its name is read only where it is
    written as a name, capitalised, so "Enchanted creature has vigilance." keeps its keyword."""
    from .lexicon import KEYWORD_ABILITIES, KEYWORDS

    return name.casefold() in KEYWORDS or name.casefold() in KEYWORD_ABILITIES


def _surely_absent(name: str, text: str) -> bool:
    """Whether ``name`` cannot occur in ``text`` case-insensitively, decided without a regular expression.

    Why: each name's pattern is compiled anew for a card not seen before (about a twentieth of a request's CPU in the
    corpus bench), and most parts of a card's text do not say its name. Only ASCII is decided: there ``lower`` is
    exactly what ``re.IGNORECASE`` compares; other text (where it also matches "ſ" with "s") goes to the pattern."""
    return name.isascii() and text.isascii() and name.lower() not in text.lower()


def _spanish_source(m: re.Match[str]) -> str:
    return _SPANISH_SOURCE.get((m["art"] or "").casefold(), "este permanente")


_SPANISH_SOURCE = {"al": "a este permanente", "del": "de este permanente"}
_ARTICLES = ("el", "la", "los", "las", "al", "del")  # the pattern's alternatives, in its order


def _plain_name(name: str) -> bool:
    """A name ``_name_as_source`` replaces exactly as the pattern does: ASCII, no space at either end, and no part of
    an article (a name inside "del " could start a match before the article's own, which the scan below never
    looks back for)."""
    key = name.lower()
    return bool(key) and name.isascii() and key.strip() == key and not any(key in a for a in _ARTICLES)


def _name_as_source(text: str, name: str, spanish: bool) -> str:
    """``as_source``'s pattern run on ASCII ``text`` without compiling it: each occurrence of ``name`` (case aside)
    with no word character either side, left to right, never overlapping, as "this permanent"; in Spanish with the
    article before it and the whitespace between ("del Golem" → "de este permanente").

    Why: the pattern holds the card's own name, so a card not seen before compiled two of them (English and
    Spanish) in every request, about a twentieth of its CPU in the corpus bench. On ASCII text ``lower`` is exactly
    what ``re.IGNORECASE`` compares, and ``isalnum``/``isspace`` what ``\\w``/``\\s`` match
    (tests/apnap/test_resolver_speed_memos.py compares both ways on real and generated text)."""
    low, key = text.lower(), name.lower()
    out: list[str] = []
    done = pos = 0
    while (found := low.find(key, pos)) >= 0:
        end = found + len(key)
        if (found and _word_char(low[found - 1])) or (end < len(low) and _word_char(low[end])):
            pos = found + 1
            continue
        start, said = found, "this permanent"
        if spanish:
            start, article = _article_before(low, found, done)
            said = _SPANISH_SOURCE.get(article, "este permanente")
        out += [text[done:start], said]
        done = pos = end
    return "".join(out) + text[done:] if out else text


# What ``mark_names`` puts where a card's own name stood: one word no card text prints, so a fixed pattern can say
# "the card's name" with ``\b`` around it as a pattern holding the name itself did.
NAME_MARK = "qqselfqq"


def mark_names(low: str, names: Iterable[str], mark: str = NAME_MARK) -> str:
    """Folded ``low`` with each of the card's ``names`` (folded, longest first) replaced by ``mark`` wherever it stands
    with no word character either side, left to right, never overlapping.

    Why: a pattern that holds a card's own names is compiled anew for every card not seen before (re's cache keeps
    512), a cost each first request for a card paid several times over (the corpus bench compiled about 400 in a
    pass); with the names marked, the patterns are fixed and compiled once (trigger_words, cast_way, source_place)."""
    for name in sorted({fold(n) for n in names if n}, key=len, reverse=True):
        out: list[str] = []
        done = pos = 0
        while (found := low.find(name, pos)) >= 0:
            end = found + len(name)
            if (found and _word_char(low[found - 1])) or (end < len(low) and _word_char(low[end])):
                pos = found + 1
                continue
            out += [low[done:found], mark]
            done = pos = end
        low = "".join(out) + low[done:] if out else low
    return low


def _word_char(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


def _article_before(low: str, at: int, done: int) -> tuple[int, str]:
    """Where the match of a name at ``at`` starts, and its article: the article and one or more spaces before the
    name, with no word character before the article and not in a part already replaced (``done``); else the name."""
    gap = at
    while gap > done and low[gap - 1].isspace():
        gap -= 1
    if gap == at:
        return at, ""
    for article in _ARTICLES:
        begin = gap - len(article)
        if begin >= done and low.startswith(article, begin) and not (begin and _word_char(low[begin - 1])):
            return begin, article
    return at, ""


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


