from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.rules.numbers import (
    BadReference,
    expand_letters,
    find_references,
    kind_of,
    parent_of,
    parse_reference,
    sort_key,
)


@pytest.mark.parametrize(
    "text, expected",
    [
        ("101.4", "101.4"), ("101.4a", "101.4a"), ("CR 101.4a", "101.4a"), ("rule 101.4a", "101.4a"),
        ("regla 101.4a", "101.4a"), ("101.4 a", "101.4a"), ("702", "702"), ("7", "7"),
        ("CR702.19b", "702.19b"), ("Rule 603.3B", "603.3b"), ("cr 514.1", "514.1"), ("CR §608.2b", "608.2b"),
        ("la regla 107.4f", "107.4f"), ("702.34a.", "702.34a"), ("  101.4  ", "101.4"), ("702.019", "702.19"),
        ("RC 117.5", "117.5"), ("rc 601.2f", "601.2f"), ("Reglas Completas 702.19b", "702.19b"),
        ("section 614.12", "614.12"), ("sección 704.5j", "704.5j"),
    ],
)
def test_reference_forms(text, expected):
    assert parse_reference(text) == expected


@pytest.mark.parametrize("text", ["", "abc", "101.4l", "101.4o", "0", "99", "1000", "x" * 10_000,
                                  "\x00\x01", "101.4aa", "'; DROP TABLE rules; --", "1.1.1"])
def test_bad_references(text):
    with pytest.raises(BadReference):
        parse_reference(text)


def test_numeric_order():
    numbers = ["702.190", "702.9", "702.19", "702.19b", "702", "7", "702.19a", "100.1"]
    assert sorted(numbers, key=sort_key) == ["100.1", "7", "702", "702.9", "702.19", "702.19a", "702.19b", "702.190"]


def test_parents():
    assert [parent_of(n) for n in ("702.19c", "702.19", "702", "7")] == ["702.19", "702", "7", None]


def test_ranges_skip_l_and_o():
    assert expand_letters("k", "n") == ["k", "m", "n"]
    assert find_references("See rules 601.2f–h and 119.7–8.") == ["601.2f", "601.2g", "601.2h", "119.7", "119.8"]
    assert find_references("see rule 903, “Commander,” and section 9") == ["903", "9"]
    assert find_references("a deck of at least 100 cards") == []


# --- any script's digits (issue 12, item 4) -------------------------------------------------


@pytest.mark.parametrize(
    "text, expected",
    [
        ("١٠١.٤", "101.4"),  # Arabic-Indic
        ("१०१.४", "101.4"),  # Devanagari
        ("𝟏𝟎𝟏.𝟒", "101.4"),  # mathematical bold
        ("１０１．４", "101.4"),  # full-width digits and full stop
        ("101,4", "101.4"),  # a decimal comma
        ("١٠١٫٤", "101.4"),  # the Arabic decimal separator
        ("CR ７０２．１９ｃ", "702.19c"),
        ("regla ٦٠٣.٣b", "603.3b"),
    ],
)
def test_references_in_any_script_become_ascii_numbers(text, expected):
    assert parse_reference(text) == expected


@pytest.mark.parametrize("text", ["101, 4", "1,01.4", "101.4,a", "١٠١.٤.٤", "101.4é"])
def test_commas_and_odd_digits_that_are_not_a_reference(text):
    with pytest.raises(BadReference):
        parse_reference(text)


_DIGIT_SCRIPTS = [chr(z) for z in (0x30, 0x660, 0x6F0, 0x966, 0x9E6, 0xE50, 0xFF10, 0x1D7CE, 0x1D7EC)]


@given(st.sampled_from(_DIGIT_SCRIPTS), st.integers(100, 999), st.integers(1, 999))
def test_every_decimal_script_reads_like_ascii(zero, heading, rule):
    def write(n: int) -> str:
        return "".join(chr(ord(zero) + int(d)) for d in str(n))

    assert parse_reference(f"{write(heading)}.{write(rule)}") == f"{heading}.{rule}"


@given(st.one_of(st.text(max_size=60),  # anything: only BadReference may escape
                 st.text(alphabet=st.characters(categories=["Nd", "No", "Po", "Zs", "Ll"]), max_size=20)))
def test_parsed_references_are_always_ascii_and_valid(text):
    try:
        number = parse_reference(text)
    except BadReference:
        return
    assert number.isascii()
    assert kind_of(number) in {"section", "heading", "rule", "subrule"}
    parent_of(number)  # never raises for a number parse_reference returned
