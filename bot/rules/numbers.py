"""Rule numbers: parsing user references, ordering, and cross-references in rule text.

A rule number has up to four levels: a section (``7``), a heading (``702``), a rule
(``702.19``) and a subrule (``702.19c``). Subrule letters skip ``l`` and ``o`` so they are
never mistaken for digits (CR introduction).
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

#: Subrule letters in order; the CR never uses "l" or "o".
SUBRULE_LETTERS = "abcdefghijkmnpqrstuvwxyz"
_LETTER_INDEX = {c: i for i, c in enumerate(SUBRULE_LETTERS)}

# ASCII digits only: ``\d`` would also match ``١`` or ``४``, and such a "number" breaks ``int`` and
# every lookup downstream. User input is normalised to ASCII first (:func:`normalize_digits`).
NUMBER_RE = re.compile(r"^(?P<heading>[1-9][0-9]{2})(?:\.(?P<rule>[0-9]{1,3})(?P<sub>[a-z])?)?$")
SECTION_RE = re.compile(r"^[1-9]$")

#: Longest reference a user may type; anything longer is not a rule reference.
MAX_REFERENCE_LENGTH = 40


class BadReference(ValueError):
    """The text is not a rule reference in any accepted form."""


# Search ranks hundreds of numbers per query by their kind and order: both are pure and cached.
@lru_cache(maxsize=16384)
def kind_of(number: str) -> str:
    """Return ``section``, ``heading``, ``rule`` or ``subrule`` for a canonical number."""
    if SECTION_RE.match(number):
        return "section"
    m = NUMBER_RE.match(number)
    if not m:
        raise BadReference(number)
    if m["rule"] is None:
        return "heading"
    return "subrule" if m["sub"] else "rule"


def parent_of(number: str) -> str | None:
    """The number one level up: ``702.19c`` → ``702.19`` → ``702`` → ``7`` → None."""
    kind = kind_of(number)
    if kind == "section":
        return None
    if kind == "heading":
        return number[0]
    if kind == "rule":
        return number.split(".")[0]
    return number[:-1]


@lru_cache(maxsize=16384)
def sort_key(number: str) -> tuple[int, int, int, int]:
    """Numeric order: 702.9 < 702.19 < 702.190, and a parent sorts before its children."""
    if SECTION_RE.match(number):
        return (int(number), -1, -1, -1)
    m = NUMBER_RE.match(number)
    if not m:
        return (99, 999, 999, 99)
    heading = int(m["heading"])
    rule = int(m["rule"]) if m["rule"] is not None else -1
    sub = _LETTER_INDEX.get(m["sub"], 98) if m["sub"] else -1
    return (heading // 100, heading, rule, sub)


def is_valid_number(number: str) -> bool:
    return bool(SECTION_RE.match(number) or NUMBER_RE.match(number))


# "CR 101.4a", "rule 101.4 a", "regla 101.4", "la regla 107.4f", "CR §608.2b", "702.34a."
_PREFIX_RE = re.compile(
    # "RC" and "Reglas Completas" are what Spanish players call the CR; "section 614.12" too.
    r"^(?:(?:la|the)\s+)?(?:cr|rc|comp(?:rehensive)?\s*rules?|reglas?\s+completas|rules?|reglas?|r\.|"
    r"sections?|secci[oó]n)?\s*[§#]?\s*",
    re.IGNORECASE,
)
_REF_BODY_RE = re.compile(
    r"^(?P<heading>[0-9]{1,3})(?:\s*\.\s*(?P<rule>[0-9]{1,3})\s*(?P<sub>[a-z])?)?\s*\.?$",
    re.IGNORECASE,
)
# A decimal comma between digits (``101,4``, as Spanish writes decimals) and the Arabic decimal
# separator both mean the rule's dot.
_DECIMAL_COMMA_RE = re.compile(r"(?<=[0-9])[,\u066b](?=[0-9])")


def normalize_digits(text: str) -> str:
    """ASCII digits for every digit Unicode knows: NFKC folds full-width and styled forms
    (``１０１．４``, ``𝟏𝟎𝟏.𝟒``), other scripts' decimal digits map by value (``١٠١.٤``, ``१०१.४``),
    and a decimal comma between digits becomes a dot (``101,4`` → ``101.4``)."""
    if not text.isascii():
        # NFKC first (full-width and mathematical digits and dots become ASCII), then the
        # digits NFKC keeps as they are (Arabic-Indic, Devanagari...) through their decimal value.
        text = "".join(c if (v := unicodedata.decimal(c, None)) is None else str(v)
                       for c in unicodedata.normalize("NFKC", text))
    return _DECIMAL_COMMA_RE.sub(".", text)


def parse_reference(text: str) -> str:
    """Turn a user's reference into a canonical number, or raise :class:`BadReference`.

    Accepts ``101.4``, ``101.4a``, ``CR 101.4a``, ``rule 101.4a``, ``regla 101.4a``,
    ``101.4 a``, ``Rule 603.3B``, ``CR §608.2b``, ``702.34a.``, ``702`` and ``7``, written with
    any script's decimal digits and with a decimal comma (``101,4``). The result is always ASCII.
    """
    if not isinstance(text, str):
        raise BadReference(repr(text))
    cleaned = " ".join(text.split())
    if not cleaned or len(cleaned) > MAX_REFERENCE_LENGTH:
        raise BadReference(text[:MAX_REFERENCE_LENGTH])
    rest = _PREFIX_RE.sub("", normalize_digits(cleaned), count=1)
    m = _REF_BODY_RE.match(rest)
    if not m:
        raise BadReference(cleaned)
    heading, rule, sub = m["heading"], m["rule"], m["sub"]
    if rule is None:
        if len(heading) == 1 and heading != "0":
            return heading
        if len(heading) == 3 and heading[0] != "0":
            return heading
        raise BadReference(cleaned)
    if len(heading) != 3 or heading[0] == "0":
        raise BadReference(cleaned)
    number = f"{heading}.{int(rule)}"
    if sub:
        sub = sub.lower()
        if sub not in _LETTER_INDEX:
            raise BadReference(cleaned)
        number += sub
    return number


def looks_like_reference(text: str) -> bool:
    try:
        parse_reference(text)
    except BadReference:
        return False
    return True


# --- cross-references inside rule text ------------------------------------------------------

_DASHES = "–—-"
# A dotted number with an optional letter and an optional en-dash range: 601.2f–h, 119.7–8,
# 103.2a–e, 601.2a–601.2h.
_DOTTED_RE = re.compile(
    r"(?<![0-9.])([0-9]{3})\.([0-9]{1,3})([a-z])?"
    r"(?:[" + _DASHES + r"](?:([0-9]{3})\.([0-9]{1,3}))?([0-9]{1,3}|[a-z]))?(?![0-9])"
)
# Bare three-digit headings and one-digit sections only count right after "rule(s)"/"section(s)".
# Spanish text says "regla(s)", "sección/secciones", "y", "o", "a" and "hasta".
_BARE_LIST_RE = re.compile(
    r"\b(rules?|sections?|reglas?|secci[oó]n(?:es)?)\s+((?:[0-9]{1,3}(?:\.[0-9]{1,3}[a-z]?)?(?:["
    + _DASHES
    + r"]\w+)?(?:,\s*|,?\s+(?:and|or|through|y|o|a|hasta)\s+)?)+)",
    re.IGNORECASE,
)


def expand_letters(start: str, end: str) -> list[str]:
    """Letters from ``start`` to ``end`` inclusive, skipping l and o."""
    i, j = _LETTER_INDEX.get(start), _LETTER_INDEX.get(end)
    if i is None or j is None or j < i:
        return [start]
    return list(SUBRULE_LETTERS[i : j + 1])


def _expand_match(m: re.Match[str]) -> list[str]:
    heading, rule, sub, end_heading, end_rule, end = m.groups()
    base = f"{heading}.{int(rule)}"
    first = base + (sub or "")
    if end is None:
        return [first]
    if end_heading and end_rule and end_heading == heading and end_rule == rule and sub and end.isalpha():
        return [base + c for c in expand_letters(sub, end)]  # 601.2a–601.2h
    if sub and end.isalpha():
        return [base + c for c in expand_letters(sub, end)]  # 601.2f–h
    if not sub and end.isdigit() and not end_heading:
        lo, hi = int(rule), int(end)
        if lo <= hi <= lo + 50:
            return [f"{heading}.{n}" for n in range(lo, hi + 1)]  # 119.7–8
    return [first]


def find_references(text: str) -> list[str]:
    """Every rule number the text refers to, in order of first mention, ranges expanded."""
    found: list[str] = []
    seen: set[str] = set()

    def add(n: str) -> None:
        if n not in seen:
            seen.add(n)
            found.append(n)

    spans: list[tuple[int, list[str]]] = []
    for m in _DOTTED_RE.finditer(text):
        spans.append((m.start(), _expand_match(m)))
    for m in _BARE_LIST_RE.finditer(text):
        word = m[1].lower()
        offset = m.start(2)
        for tok in re.finditer(r"[0-9]{1,3}(?:\.[0-9]{1,3}[a-z]?)?", m[2]):
            value = tok.group()
            if "." in value:
                continue  # handled by _DOTTED_RE
            section = word.startswith(("section", "secci")) and len(value) == 1 and value != "0"
            heading = word.startswith(("rule", "regla")) and len(value) == 3 and value[0] != "0"
            if section or heading:
                spans.append((offset + tok.start(), [value]))
    for _, numbers in sorted(spans, key=lambda s: s[0]):
        for n in numbers:
            add(n)
    return found
