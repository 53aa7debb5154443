"""Parse the official plain-text Comprehensive Rules.

Every trap listed in ``docs/cr-format.md`` is handled here: BOM and legacy encodings,
any line-ending style, typos such as ``119.1d.`` and ``606.5``, indented continuation
paragraphs, examples after a blank line, glossary blocks with numbered senses, and the
Contents list used as a self-check. Numeric lines that do not parse are reported.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, datetime
from pathlib import Path

from .model import GlossaryEntry, Rule, RuleBook
from .numbers import find_references
from .text import content_hash, decode_bytes

# ASCII digits only ([0-9], not \d): a line numbered in another script is not a rule line.
SECTION_RE = re.compile(r"^([1-9])\. (\S.*)$")
HEADING_RE = re.compile(r"^([0-9]{3})\. (\S.*)$")
RULE_RE = re.compile(r"^([0-9]{3})\.([0-9]+)\.? ?(\S.*)$")
SUBRULE_RE = re.compile(r"^([0-9]{3})\.([0-9]+)([a-km-np-z])\.? ?(\S.*)$")
EXAMPLE_PREFIXES = ("Example:", "Ejemplo:")
DATE_RES = (
    re.compile(r"These rules are effective\s+as of (\w+ \d{1,2}, \d{4})\."),
    re.compile(r"Estas reglas son v[aá]lidas desde el (\d{1,2} de \w+ de \d{4})\.", re.IGNORECASE),
)
_SPANISH_MONTHS = {
    m: i + 1
    for i, m in enumerate(
        "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre".split()
    )
}
CONTENTS_TITLES = ("Contents", "Contenido", "Contenidos")
GLOSSARY_TITLES = ("Glossary", "Glosario")
CREDITS_TITLES = ("Credits", "Créditos")


class CRParseError(ValueError):
    """The file is not a Comprehensive Rules text at all (no header, no body)."""


@dataclass(slots=True)
class ParseReport:
    """What the parser noticed: lines it could not place, numbers and headwords seen twice, and
    the Contents self-check. The first occurrence of a duplicate is kept; the copy is reported."""

    unparsed: list[tuple[int, str]] = field(default_factory=list)
    contents_ok: bool = False
    contents_mismatches: list[str] = field(default_factory=list)
    continuation_lines: int = 0
    duplicates: list[tuple[int, str]] = field(default_factory=list)  # (line index, rule number)
    duplicate_headwords: list[str] = field(default_factory=list)
    #: The Contents list promises Credits but none follow the Glossary: the file was cut short.
    truncated: bool = False

    @property
    def ok(self) -> bool:
        return (self.contents_ok and not self.unparsed and not self.duplicates and not self.duplicate_headwords
                and not self.truncated)


@dataclass(slots=True)
class ParsedRules:
    book: RuleBook
    report: ParseReport
    title: str


def parse_date(text: str) -> date | None:
    for regex in DATE_RES:
        m = regex.search(text)
        if not m:
            continue
        raw = m[1]
        try:
            return datetime.strptime(raw, "%B %d, %Y").date()
        except ValueError:
            pass
        parts = raw.lower().split(" de ")
        if len(parts) == 3 and parts[1] in _SPANISH_MONTHS:
            return date(int(parts[2]), _SPANISH_MONTHS[parts[1]], int(parts[0]))
    return None


def parse_file(path: str | Path) -> ParsedRules:
    return parse_bytes(Path(path).read_bytes())


def parse_bytes(data: bytes) -> ParsedRules:
    return parse_text(decode_bytes(data))


def parse_text(text: str) -> ParsedRules:
    text = text.lstrip("\ufeff")
    if text.count("\r\r\n") * 2 > text.count("\n"):
        # A copy written in Windows text mode turns every CRLF into "\r\r\n"; there it is one
        # line ending. (In official bare-CR files a few "\r\r\n" are a line end plus a blank line.)
        text = text.replace("\r\r\n", "\n")
    lines = text.splitlines()  # handles CRLF, LF, bare CR and "\r\r\n" alike
    if not lines:
        raise CRParseError("the file is empty")
    effective = None
    for line in lines[:40]:
        effective = parse_date(line)
        if effective:
            break
    if effective is None:
        raise CRParseError("no effective-date line ('These rules are effective …') in the header")

    contents, body_start = _read_contents(lines)
    glossary_start = _find_after(lines, GLOSSARY_TITLES, body_start)
    credits_start = _find_last(lines, CREDITS_TITLES)
    if glossary_start is None:
        raise CRParseError("no Glossary after the rules")
    report = ParseReport()
    if credits_start is None or credits_start < glossary_start:
        credits_start = len(lines)
        report.truncated = any(c in CREDITS_TITLES for c in contents)

    rules, structure = _parse_body(lines, body_start, glossary_start, report)
    glossary = _parse_glossary(lines, glossary_start + 1, credits_start)
    seen: set[str] = set()
    for entry in glossary:
        if entry.headword in seen:
            report.duplicate_headwords.append(entry.headword)
        seen.add(entry.headword)

    expected = [c for c in contents if c not in GLOSSARY_TITLES + CREDITS_TITLES]
    report.contents_ok = expected == structure
    if not report.contents_ok:
        missing = [c for c in expected if c not in structure]
        extra = [s for s in structure if s not in expected]
        report.contents_mismatches = [f"missing: {m}" for m in missing] + [f"extra: {e}" for e in extra]

    book = RuleBook(effective=effective, rules=rules, glossary=glossary, content_hash=content_hash(text))
    return ParsedRules(book=book, report=report, title=lines[0].strip())


def _find_after(lines: list[str], titles: tuple[str, ...], start: int) -> int | None:
    for i in range(start, len(lines)):
        if lines[i].strip() in titles:
            return i
    return None


def _find_last(lines: list[str], titles: tuple[str, ...]) -> int | None:
    for i in range(len(lines) - 1, -1, -1):
        if lines[i].strip() in titles:
            return i
    return None


def _read_contents(lines: list[str]) -> tuple[list[str], int]:
    """Return the Contents entries and the index where the body starts.

    The body starts at the *second* occurrence of the first Contents entry
    (``1. Game Concepts``): the first one is in the Contents list itself.
    """
    start = _find_after(lines, CONTENTS_TITLES, 0)
    if start is None:
        raise CRParseError("no Contents list in the header")
    entries: list[str] = []
    i = start + 1
    while i < len(lines):
        line = lines[i].strip()
        i += 1
        if not line:
            continue
        entries.append(line)
        if line in CREDITS_TITLES:
            break
    if not entries:
        raise CRParseError("the Contents list is empty")
    first = entries[0]
    for j in range(i, len(lines)):
        if lines[j].strip() == first:
            return entries, j
    raise CRParseError(f"the body does not start with {first!r}")


def _parse_body(
    lines: list[str], start: int, end: int, report: ParseReport
) -> tuple[dict[str, Rule], list[str]]:
    rules: dict[str, Rule] = {}
    structure: list[str] = []  # section and heading lines, to compare with Contents
    last: Rule | None = None
    for i in range(start, end):
        raw = lines[i]
        if not raw.strip():
            continue  # also catches the whitespace-only "blank" lines
        line = raw.strip()
        if line.startswith(EXAMPLE_PREFIXES):
            if last is None:
                report.unparsed.append((i, raw))
            else:
                last.examples.append(line)
            continue
        if raw[:1].isspace() and not line[:1].isdigit():
            # An indented second paragraph of the previous rule (205.4c, 509.1b).
            if last is None:
                report.unparsed.append((i, raw))
            else:
                last.text += "\n" + line
                report.continuation_lines += 1
            continue
        rule = _match_numbered(line)
        if rule is None:
            report.unparsed.append((i, raw))
            continue
        if rule.number in rules:
            # A number seen twice means a damaged or edited file (101.4a renumbered 101.4b):
            # reported so that an import can refuse it, never silently dropped.
            report.duplicates.append((i, rule.number))
            report.unparsed.append((i, raw))  # and, like every line not placed, listed as unparsed
            continue
        if rule.kind in ("section", "heading"):
            structure.append(line)
        rules[rule.number] = rule
        last = rule
    for rule in rules.values():
        rule.see_also = [n for n in find_references(rule.text) if n != rule.number]
    return rules, structure


def _match_numbered(line: str) -> Rule | None:
    # Subrules first: the rule regex would read "100.1a A two-player…" as rule 100.1, "a A…".
    m = SUBRULE_RE.match(line)
    if m:
        return Rule(number=f"{m[1]}.{int(m[2])}{m[3]}", text=m[4].strip())
    m = RULE_RE.match(line)
    if m:
        return Rule(number=f"{m[1]}.{int(m[2])}", text=m[3].strip())
    m = HEADING_RE.match(line)
    if m:
        return Rule(number=m[1], text=m[2].strip())
    m = SECTION_RE.match(line)
    if m:
        return Rule(number=m[1], text=m[2].strip())
    return None


def _parse_glossary(lines: list[str], start: int, end: int) -> list[GlossaryEntry]:
    """Blocks of a headword and definition lines, separated by blank lines.

    The rule regexes are never applied here: numbered senses ("1. Text on an object…") would
    match the section regex.
    """
    entries: list[GlossaryEntry] = []
    block: list[str] = []

    def flush() -> None:
        if block:
            definition = "\n".join(block[1:])
            entries.append(
                GlossaryEntry(headword=block[0], definition=definition, rules=find_references(definition))
            )
            block.clear()

    for i in range(start, end):
        line = lines[i].strip()
        if not line:
            flush()
        else:
            block.append(line)
    flush()
    return entries
