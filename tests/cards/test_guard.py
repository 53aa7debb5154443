"""The guarded stream measures what a byte-by-byte JSON scanner measures (nesting depth, the longest
string or number), however the file is cut into chunks: it refuses exactly the files past a limit."""

from __future__ import annotations

import io
import json
from dataclasses import replace
from unittest.mock import patch

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from bot.cards import guard
from bot.cards.guard import GuardedStream, LimitExceeded
from bot.cards.limits import DEFAULT_LIMITS


def reference(data: bytes) -> tuple[int, int]:
    """(deepest nesting, longest string content or number in bytes as written) by a plain scanner."""
    depth = deepest = longest = run = 0
    in_string = escaped = False
    for c in data.decode("utf-8"):
        size = len(c.encode("utf-8"))
        if in_string:
            if escaped or c != '"':
                escaped = not escaped and c == "\\"
                run += size
            else:
                in_string = False
                longest, run = max(longest, run), 0
        elif c in ' \t\r\n[]{},:"':
            longest, run = max(longest, run), 0
            in_string = c == '"'
            depth += (c in "[{") - (c in "]}")
            deepest = max(deepest, depth)
        else:
            run += size
    return deepest, max(longest, run)


class Trickle(io.RawIOBase):
    """A stream that returns short reads of the given sizes, to put chunk edges anywhere."""

    def __init__(self, data: bytes, sizes: list[int]) -> None:
        self.data, self.sizes, self.pos = data, sizes or [7], 0

    def read(self, size: int = -1) -> bytes:
        step = self.sizes[self.pos % len(self.sizes)] if self.pos < len(self.data) else 1
        out = self.data[self.pos:self.pos + min(step, size if size > 0 else step)]
        self.pos += len(out)
        return out


def drain(data: bytes, sizes: list[int], **limits: int) -> None:
    stream = GuardedStream(Trickle(data, sizes), replace(DEFAULT_LIMITS, **limits))
    while stream.read(1 << 16):
        pass


texts = st.text(alphabet=st.sampled_from('ab"\\[]{}é\n:,'), max_size=40)
values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**12, 10**12) | texts,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(texts, inner, max_size=4),
    max_leaves=25,
)


@settings(max_examples=300, deadline=None)
@example(["a\\", [["x"]], "b"], [5], 0, 0, True)  # an escaped backslash before a closing quote
@example(["a\\", [["x"]], "b"], [5], 0, 0, False)
@given(values, st.lists(st.integers(1, 9), min_size=1, max_size=5), st.integers(0, 3), st.integers(0, 3),
       st.booleans())
def test_the_guard_refuses_exactly_past_each_limit(value: object, sizes: list[int], depth_slack: int,
                                                   value_slack: int, dense: bool) -> None:
    # Both ways of blanking escapes: one by one (few in a chunk) and by replace (many).
    with patch.object(guard, "FEW_ESCAPES", 0 if dense else 1 << 30):
        check_limits(json.dumps(value, ensure_ascii=False).encode(), sizes, depth_slack, value_slack)


def check_limits(data: bytes, sizes: list[int], depth_slack: int, value_slack: int) -> None:
    deepest, longest = reference(data)
    drain(data, sizes, depth=deepest, value_bytes=max(longest, 1))  # at the limits: accepted
    if deepest > 0:
        with pytest.raises(LimitExceeded) as err:
            drain(data, sizes, depth=max(0, deepest - 1 - depth_slack))
        assert err.value.limit == "depth"
    if longest > 1:
        with pytest.raises(LimitExceeded) as err:
            drain(data, sizes, value_bytes=max(1, longest - 1 - value_slack), depth=64)
        assert err.value.limit == "value_bytes"


def test_a_file_that_only_ever_opens_is_stopped_in_its_first_chunk() -> None:
    stream = GuardedStream(io.BytesIO(b"[" * 10_000_000), DEFAULT_LIMITS)
    with pytest.raises(LimitExceeded):
        stream.read(1 << 16)
    assert stream.total <= 1 << 16


@pytest.mark.parametrize("body", [b'"' + b'\\"' * 200_000 + b'"', b'"' + b"\\\\" * 200_000 + b'"'])
def test_escape_runs_are_counted_in_linear_time(body: bytes) -> None:
    # Runs of escapes across many chunks: a long string, refused by length, never re-scanned.
    with pytest.raises(LimitExceeded) as err:
        drain(body, [65_536])
    assert err.value.limit == "value_bytes"
