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
    ],
)
def test_reference_forms(text, expected):
    assert parse_reference(text) == expected


@pytest.mark.parametrize("text", ["", "abc", "101.4l", "101.4o", "0", "99", "1000", "x" * 10_000,
                                  "\x00\x01", "101.4aa", "'; DROP TABLE rules; --", "1.1.1"])
def test_bad_references(text):
    with pytest.raises(BadReference):
        parse_reference(text)


@given(st.text(max_size=60))
def test_parse_reference_only_raises_bad_reference(text):
    try:
        number = parse_reference(text)
    except BadReference:
        return
    assert kind_of(number) in {"section", "heading", "rule", "subrule"}


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
