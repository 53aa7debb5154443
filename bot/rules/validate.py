"""Checks a CR file must pass before an import may store it (issue 12, item 2).

A damaged file with a release's effective date would otherwise replace the good copy: a
truncated download, a rule deleted by hand, the file concatenated with itself, a NUL byte, a
rule number typed twice. Every check here is pure (no storage, no I/O): the importer gathers the
facts, calls these functions and refuses the file on the first :class:`Problem`, keeping what is
stored. ``python -m bot import --force`` skips them for a person who knows better.

Each problem names a catalogue key (``data/i18n/errors.json``) and its parameters, so the refusal
reads in English and in Spanish.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from .model import RuleBook
from .parser import ParsedRules

#: The largest CR file accepted. Releases are about 1 MB (0.96 MB in 2026) and grow a few
#: percent a year; 8 MB leaves room for UTF-16 (twice the bytes) and decades of growth, and
#: refuses a file concatenated with itself many times before it is read whole.
MAX_FILE_BYTES = 8 * 1024 * 1024

#: How much smaller (in percent) a file may be than the release it replaces (same date): a
#: corrected re-release fixes wording, it does not drop rules.
REPLACE_TOLERANCE = 1.0
#: How much smaller (in percent) a release may be than the one before it. Between 2024-11 and
#: 2026-04 every count grew; a drop of more than a few percent means a damaged file.
PREVIOUS_TOLERANCE = 5.0
#: How many lost numbers a refusal lists.
MAX_LISTED = 8

# C0 controls except tab, LF, CR and form feed (a page break in old text exports); DEL; C1
# controls. A CR file holds none of them, and a NUL means a damaged copy.
_CONTROL_RE = re.compile(r"[\x00-\x08\x0b\x0e-\x1f\x7f-\x9f]")


@dataclass(frozen=True, slots=True)
class Problem:
    """Why a file is refused: a catalogue key and its parameters."""

    key: str
    params: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class ReleaseCounts:
    """What a release holds, counted the same way for a parsed file and a stored release."""

    rules: int  # rules and subrules (102.1, 102.1a)
    headings: int  # sections and headings (1, 102)
    glossary: int

    @classmethod
    def of(cls, book: RuleBook) -> ReleaseCounts:
        headings = sum(1 for n in book.rules if "." not in n)
        return cls(rules=len(book.rules) - headings, headings=headings, glossary=len(book.glossary))


def check_size(size: int) -> Problem | None:
    """A file over :data:`MAX_FILE_BYTES` (checked before it is read)."""
    if size > MAX_FILE_BYTES:
        return Problem("error.rules_file_too_big", {"size": _megabytes(size), "limit": _megabytes(MAX_FILE_BYTES)})
    return None


def check_text(text: str) -> Problem | None:
    """Control characters (a NUL byte, an escape...) anywhere in the decoded text."""
    m = _CONTROL_RE.search(text)
    if m is None:
        return None
    line = len(text[: m.start()].splitlines()) or 1
    if text[: m.start()].endswith(("\n", "\r")):
        line += 1  # the character starts a new line
    return Problem("error.rules_file_control", {"char": f"U+{ord(m[0]):04X}", "line": line})


def check_parsed(parsed: ParsedRules) -> Problem | None:
    """A file cut short (no Credits after the Glossary although its Contents lists them), or
    rule numbers or glossary headwords that appear twice."""
    report = parsed.report
    if report.truncated:
        return Problem("error.rules_file_truncated", {})
    if report.duplicates:
        numbers = _listing(dict.fromkeys(n for _, n in report.duplicates))
        first_line = report.duplicates[0][0] + 1
        return Problem("error.rules_file_duplicates", {"numbers": numbers, "line": first_line})
    if report.duplicate_headwords:
        terms = _listing(dict.fromkeys(report.duplicate_headwords))
        return Problem("error.rules_file_duplicate_terms", {"terms": terms})
    return None


def check_replacement(new: RuleBook, old: RuleBook) -> Problem | None:
    """``new`` would replace ``old`` (same effective date): it must keep every rule number and
    glossary headword, and about as many of each."""
    lost = [n for n in old.rules if n not in new.rules]
    if lost:
        return Problem("error.rules_file_lost_rules", {"date": old.effective_iso, "numbers": _listing(lost),
                                                       "count": len(lost)})
    headwords = {g.headword for g in new.glossary}
    lost_terms = [g.headword for g in old.glossary if g.headword not in headwords]
    if lost_terms:
        return Problem("error.rules_file_lost_terms", {"date": old.effective_iso, "terms": _listing(lost_terms),
                                                       "count": len(lost_terms)})
    return check_counts(ReleaseCounts.of(new), ReleaseCounts.of(old), old.effective, REPLACE_TOLERANCE)


def check_counts(new: ReleaseCounts, old: ReleaseCounts, old_date: date, tolerance: float) -> Problem | None:
    """Refuse when rules, headings or glossary entries drop by more than ``tolerance`` percent."""
    for kind in ("rules", "headings", "glossary"):
        n, o = getattr(new, kind), getattr(old, kind)
        if o and (o - n) * 100.0 / o > tolerance:
            return Problem(f"error.rules_file_fewer_{kind}",
                           {"new": n, "old": o, "date": old_date.isoformat(),
                            "percent": round((o - n) * 100.0 / o, 1)})
    return None


def _listing(numbers: Any) -> str:
    items = [str(n) for n in numbers]
    shown = ", ".join(items[:MAX_LISTED])
    return shown + (", …" if len(items) > MAX_LISTED else "")


def _megabytes(size: int) -> str:
    return f"{size / (1024 * 1024):.1f}"
