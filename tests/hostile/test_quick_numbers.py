"""Quick-mode numbers typed as text (``x:1000000000000``, issue 27): a whole number above the
field's limit is "too large (at most N)", N being the scenario file's own limit for that field
(one owner), never "not a whole number"; what is not a number still is."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.apnap import parse_text
from bot.errors import BotError
from bot.services.resolve import QUICK_LIMITS, quick_options


@given(field=st.sampled_from(["x", "ability", "seed", "choose"]), n=st.integers(0, 10**40))
def test_a_whole_number_is_accepted_or_too_large(field, n):
    limit = QUICK_LIMITS[field]
    try:
        out = quick_options({field: str(n)})
    except BotError as exc:
        assert n > limit and exc.key == "resolve.number_too_large" and str(limit) in exc.text("en")
    else:
        assert n <= limit and (out.get(field) == n or out.get("mode") == n)


def test_the_limit_is_the_scenario_files_own():
    with pytest.raises(BotError) as typed:
        quick_options({"x": "1001"})
    with pytest.raises(BotError) as filed:
        parse_text("players: [{name: A}, {name: B}]\nactive: A\neffect: Target player loses X life.\nx: 1001\n")
    limit = str(QUICK_LIMITS["x"])
    assert limit in typed.value.text("en") and limit in filed.value.text("en")


@pytest.mark.parametrize("text", ["abc", "1e9", "٣", "1.5", ""])
def test_what_is_not_a_whole_number_still_says_so(text):
    if not text:
        assert quick_options({"x": text}) == {}
        return
    with pytest.raises(BotError) as info:
        quick_options({"x": text})
    assert info.value.key == "resolve.bad_number"
