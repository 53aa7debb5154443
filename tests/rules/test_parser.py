"""The parser against every real CR file: counts from SOURCES.md and each format trap."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.rules.parser import CRParseError, parse_bytes, parse_text
from bot.rules.text import decode_bytes
from tests.crfiles import CR_DIR, FILES, parsed

# numbered rules (headings + rules + subrules), Example: lines, glossary entries — SOURCES.md
EXPECTED = {
    "en-20260417.txt": (3285, 277, 730, "2026-04-17"),
    "en-20260116.txt": (3260, 276, 725, "2026-01-16"),
    "en-20241108.txt": (3151, 272, 698, "2024-11-08"),
}


@pytest.mark.parametrize("name", FILES)
def test_counts_match_sources(name):
    p = parsed(name)
    rules, examples, glossary, effective = EXPECTED[name]
    kinds = Counter(r.kind for r in p.book.rules.values())
    assert kinds["heading"] + kinds["rule"] + kinds["subrule"] == rules
    assert kinds["section"] == 9
    assert sum(len(r.examples) for r in p.book.rules.values()) == examples
    assert len(p.book.glossary) == glossary
    assert p.book.effective.isoformat() == effective
    assert p.report.contents_ok, p.report.contents_mismatches
    assert p.report.unparsed == []


@pytest.mark.parametrize("name", FILES)
def test_typos_and_continuations_survive(name):
    rules = parsed(name).book.rules
    assert rules["119.1d"].text.startswith("In a two-player Brawl game")
    assert rules["606.5"].text.startswith("If the total cost")
    assert "\nCards printed in sets prior to the Eighth Edition" in rules["205.4c"].text
    assert "\nA restriction may be created by an evasion ability" in rules["509.1b"].text


def test_901_4_without_space_in_2024():
    assert parsed("en-20241108.txt").book.rules["901.4"].text.startswith("All plane and phenomenon cards")


def test_bare_cr_file_parses_identically_to_an_lf_copy():
    raw = (CR_DIR / "en-20260116.txt").read_bytes()
    assert raw.count(b"\r") > 9000 and raw.count(b"\n") < 20  # it really is bare CR
    lf = raw.replace(b"\r\n", b"\n").replace(b"\r", b"\n")
    a, b = parsed("en-20260116.txt").book, parse_bytes(lf).book
    assert a.content_hash == b.content_hash
    assert {n: (r.text, r.examples) for n, r in a.rules.items()} == {n: (r.text, r.examples) for n,
                                                                     r in b.rules.items()}
    assert [(g.headword, g.definition) for g in a.glossary] == [(g.headword, g.definition) for g in b.glossary]


def test_windows_text_mode_copy_with_doubled_line_breaks():
    """A CRLF file re-saved in Windows text mode has "\\r\\r\\n" everywhere (cr-format.md §7)."""
    raw = (CR_DIR / "en-20260417.txt").read_bytes()
    copy = parse_bytes(raw.replace(b"\n", b"\r\r\n")).book
    original = parsed().book
    assert copy.content_hash == original.content_hash
    assert list(copy.rules) == list(original.rules)
    entries = [(g.headword, g.definition) for g in copy.glossary]
    assert entries == [(g.headword, g.definition) for g in original.glossary]


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-be-bom", "cp1252", "utf-8-nobom"])
def test_legacy_encodings_decode_to_the_same_rules(encoding):
    text = (CR_DIR / "en-20260417.txt").read_bytes().decode("utf-8-sig")
    if encoding == "utf-16":
        data = text.encode("utf-16")
    elif encoding == "utf-16-be-bom":
        data = b"\xfe\xff" + text.encode("utf-16-be")
    elif encoding == "cp1252":
        data = text.replace("∞", "oo").replace("−", "-").encode("cp1252")  # cp1252 lacks these two
    else:
        data = text.encode("utf-8")
    book, reference = parse_bytes(data).book, parsed().book
    assert list(book.rules) == list(reference.rules)  # every rule, in order, whatever the release holds
    assert [g.headword for g in book.glossary] == [g.headword for g in reference.glossary]
    assert book.rules["101.4"].text == parsed().book.rules["101.4"].text  # curly quotes intact


def test_cp437_accents_of_the_2019_release():
    assert decode_bytes(b"Dand\x83n and Juz\xa0m") == "Dandân and Juzám"
    assert decode_bytes("“quoted” — text".encode("cp1252")) == "“quoted” — text"


def test_examples_attach_to_their_rule_even_after_a_blank_line(book):
    assert book.rules["101.4"].examples[0].startswith("Example: A card reads “Each player sacrifices")
    assert book.rules["701.67b"].examples, "the 0417 example separated by a blank line"


def test_glossary_blocks(book):
    ability = book.glossary_entry("Ability")
    assert ability.definition.splitlines()[0].startswith("1. Text on an object")
    assert ability.rules == ["113", "6"]
    control = book.glossary_entry("Controller")
    assert control.headword == "Control, Controller" and control.terms == ["Control", "Controller"]
    assert sum(1 for g in book.glossary if g.obsolete) == 33
    assert book.glossary_entry("Converted Mana Cost").name == "Converted Mana Cost"
    see_only = [g for g in book.glossary if g.see_entry]
    assert len(see_only) == 20
    assert book.glossary_entry("APNAP Order").see_entry == "Active Player, Nonactive Player Order"
    partner = next(g for g in book.glossary if g.headword.startswith("Partner,"))
    assert len(partner.terms) == 3


def test_cross_references_expand_ranges_skipping_l_and_o(book):
    refs = book.rules["601.2"].see_also
    assert {"601.2a", "601.2b", "601.2f", "601.2g", "601.2h"} <= set(refs)


def test_keyword_titles(book):
    assert book.rules["702.19"].is_title and book.rules["701.33"].is_title
    assert book.rules["702.186"].is_title  # "∞ (Infinity)"
    assert not book.rules["702.1"].is_title and not book.rules["101.1"].is_title


def test_unparsed_numeric_lines_are_reported_not_dropped():
    text = (CR_DIR / "en-20260417.txt").read_bytes().decode("utf-8-sig")
    broken = text.replace("100.1a A two-player game", "100.1-a A two-player game", 1)
    p = parse_text(broken)
    assert any("100.1-a" in line for _, line in p.report.unparsed)
    assert "100.1a" not in p.book.rules


def test_contents_self_check_catches_a_missing_heading():
    text = (CR_DIR / "en-20260417.txt").read_bytes().decode("utf-8-sig")
    i = text.index("\n702. Keyword Abilities", text.index("Credits"))  # the body's copy
    p = parse_text(text[:i] + "\nX702. Keyword Abilities" + text[i + len("\n702. Keyword Abilities"):])
    assert not p.report.contents_ok
    assert any("702. Keyword Abilities" in m for m in p.report.contents_mismatches)


@pytest.mark.parametrize("junk", [b"", b"hello world", b"\x00\xff" * 100, b"Magic\n\nno date here"])
def test_non_cr_input_is_a_clear_error(junk):
    with pytest.raises(CRParseError):
        parse_bytes(junk)


def test_a_rule_number_typed_twice_is_reported_not_silently_dropped():
    text = (CR_DIR / "en-20260417.txt").read_bytes().decode("utf-8-sig")
    i = text.index("\n101.4a", text.index("Credits"))
    p = parse_text(text[:i] + "\n101.4b" + text[i + len("\n101.4a"):])
    assert [n for _, n in p.report.duplicates] == ["101.4b"]
    assert "101.4a" not in p.book.rules
    assert not p.report.ok


def test_real_releases_have_no_duplicates_and_are_whole():
    for name in FILES:
        report = parsed(name).report
        assert report.duplicates == [] and report.duplicate_headwords == []
        assert not report.truncated


def test_a_file_cut_before_its_credits_is_reported_as_truncated():
    text = (CR_DIR / "en-20260417.txt").read_bytes().decode("utf-8-sig")
    p = parse_text(text[: text.rindex("\nCredits") - 30])
    assert p.report.truncated and not p.report.ok


def test_a_glossary_entry_twice_is_reported():
    text = (CR_DIR / "en-20260417.txt").read_bytes().decode("utf-8-sig")
    i = text.index("\nTrample\n", text.index("\nGlossary", text.index("Credits")))
    block_end = text.index("\n\n", i + 1)
    p = parse_text(text[:block_end] + "\n" + text[i:block_end] + text[block_end:])
    assert p.report.duplicate_headwords == ["Trample"]


def test_lines_numbered_in_other_scripts_are_not_rules():
    text = (CR_DIR / "en-20260417.txt").read_bytes().decode("utf-8-sig")
    i = text.index("\n101.4a", text.index("Credits"))
    p = parse_text(text[:i] + "\n١٠١.٤z Not a rule." + text[i:])
    assert all(n.isascii() for n in p.book.rules)
    assert any("١٠١" in line for _, line in p.report.unparsed)
