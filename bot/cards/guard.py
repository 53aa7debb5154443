"""A byte stream that refuses a card file as soon as it breaks a limit, before the parser pays for it.

ijson's C parser is fast, but it holds a whole string or number in memory before yielding it, and
it keeps a path string for every open level, so its memory grows with the square of the nesting
depth (20,000 levels take a gigabyte). So the raw bytes are checked first, chunk by chunk, at C
speed (regular expressions and ``bytes.translate``, never a Python loop per byte): the
decompressed size, the length of the string or number being read, the nesting depth, and the
size of one card entry. The check runs in the parser's own ``read`` calls, so it costs no second
pass over the file.
"""

from __future__ import annotations

import re
from itertools import accumulate
from typing import IO

from .limits import CardLimits

#: The largest read: 64 KiB, the parser's own buffer size.
CHUNK = 64 * 1024

# An escaped backslash, then an escaped quote: replaced by two bytes of the same length, after
# which every quote left opens or closes a string (JSON escapes pair from the left).
_ESCAPES = ((b"\\\\", b"\0\0"), (b'\\"', b"\0\0"))
#: Escapes in a chunk beyond which two ``replace`` calls are cheaper than visiting each one.
FEW_ESCAPES = 512
_SEPARATORS = b" \t\r\n[]{},:"
_TOKEN_CLASS = rb"[^ \t\r\n\[\]{},:]"
_TOKEN_BYTES = bytes(b for b in range(256) if b not in _SEPARATORS)
_NOT_BRACKETS = bytes(b for b in range(256) if b not in b"[]{}")
_STEP = [0] * 256
_STEP[ord("[")] = _STEP[ord("{")] = 1
_STEP[ord("]")] = _STEP[ord("}")] = -1
#: Where a card entry's faces live: ``{`` (1) ``"data": {`` (2) ``"Name": [`` (3).
ENTRY_DEPTH = 3


class LimitExceeded(Exception):
    """``limit`` is a :class:`CardLimits` field name; ``value`` the limit itself."""

    def __init__(self, limit: str, value: int) -> None:
        super().__init__(f"{limit} > {value}")
        self.limit = limit
        self.value = value


class GuardedStream:
    """``read`` as the wrapped stream's, raising :class:`LimitExceeded` at the first broken limit."""

    def __init__(self, raw: IO[bytes], limits: CardLimits) -> None:
        self.raw = raw
        self.limits = limits
        # A string or number never fits in one chunk past the limit, so only the ones that span
        # chunks need counting.
        self.chunk = max(1, min(CHUNK, limits.value_bytes))
        self.total = 0
        self.depth = 0
        self.in_string = False
        self.escaped = False  # the chunk ended on the backslash of an escape inside a string
        self.value = 0  # bytes of the string or number still open at the end of the last chunk
        self.entry = 0  # bytes read since the depth last fell below a card entry's

    def read(self, size: int = -1) -> bytes:
        data = self.raw.read(self.chunk if size is None or size < 0 else min(size, self.chunk))
        if data:
            self.total += len(data)
            if self.total > self.limits.file_bytes:
                raise LimitExceeded("file_bytes", self.limits.file_bytes)
            self._scan(data)
        return data

    def _scan(self, data: bytes) -> None:
        start = 0
        if self.in_string:
            start = self._string_rest(data)
            if start < 0:
                if self.depth >= ENTRY_DEPTH:
                    self._entry(len(data))
                return
        rest = data[start:] if start else data
        parts = _unescape(rest).split(b'"')  # outside, string, outside, string, …
        outside = b"".join(parts[0::2]) if len(parts) > 1 else rest
        self._tokens(outside, carried=start == 0)
        self._depth(outside, len(data))
        if len(parts) % 2 == 0:  # an odd number of quotes: the last string is still open
            tail = rest[len(rest) - len(parts[-1]):]
            self.in_string = True
            self.value = 0
            self._grow(len(tail))
            self.escaped = _odd_backslashes(tail)

    def _string_rest(self, data: bytes) -> int:
        """Finish the string left open by the last chunk: where the rest of ``data`` starts, or -1
        when the string goes on past this chunk."""
        pos = 1 if self.escaped else 0  # the byte after a backslash that ended the last chunk
        close = _unescape(data[pos:]).find(b'"')
        if close < 0:
            self._grow(len(data))
            self.escaped = _odd_backslashes(data[pos:])
            return -1
        self._grow(pos + close)
        self.in_string = self.escaped = False
        self.value = 0
        return pos + close + 1

    def _grow(self, size: int) -> None:
        self.value += size
        if self.value > self.limits.value_bytes:
            raise LimitExceeded("value_bytes", self.limits.value_bytes)

    def _tokens(self, outside: bytes, *, carried: bool) -> None:
        """Numbers and literals: a run of non-separator bytes, possibly spanning chunks."""
        limit = self.limits.value_bytes
        head = len(outside) - len(outside.lstrip(_TOKEN_BYTES))
        if carried and head and self.value + head > limit:
            raise LimitExceeded("value_bytes", limit)
        if len(outside) > limit and re.search(_TOKEN_CLASS + b"{%d}" % (limit + 1), outside):
            raise LimitExceeded("value_bytes", limit)
        trail = len(outside) - len(outside.rstrip(_TOKEN_BYTES))
        if trail == len(outside) and carried:
            self.value += trail
        else:
            self.value = trail

    def _depth(self, outside: bytes, size: int) -> None:
        brackets = outside.translate(None, _NOT_BRACKETS)
        if not brackets:
            if self.depth >= ENTRY_DEPTH:
                self._entry(size)
            return
        levels = list(accumulate(map(_STEP.__getitem__, brackets), initial=self.depth))
        deepest = max(levels)
        if deepest > self.limits.depth:
            raise LimitExceeded("depth", self.limits.depth)
        self.depth = levels[-1]
        if min(levels) < ENTRY_DEPTH:
            self.entry = 0  # an entry ended (or none began) in this chunk
        else:
            self._entry(size)

    def _entry(self, size: int) -> None:
        self.entry += size
        if self.entry > self.limits.entry_bytes:
            raise LimitExceeded("entry_bytes", self.limits.entry_bytes)


def _unescape(data: bytes) -> bytes:
    """``data`` (which starts outside an escape) with every ``\\\\`` and ``\\"`` escape blanked, at the
    same length. Real text has a few escapes per chunk (line breaks): they are visited one by one
    (``find`` is memchr); a chunk dense with escapes is rewritten by two ``replace`` calls."""
    at = data.find(b"\\")
    if at < 0:
        return data
    buf: bytearray | None = None
    for _ in range(FEW_ESCAPES):
        if data[at + 1:at + 2] in (b"\\", b'"'):
            buf = buf if buf is not None else bytearray(data)
            buf[at] = buf[at + 1] = 0
        at = data.find(b"\\", at + 2)
        if at < 0:
            return bytes(buf) if buf is not None else data
    for escape, blank in _ESCAPES:
        data = data.replace(escape, blank)
    return data


def _odd_backslashes(data: bytes) -> bool:
    return (len(data) - len(data.rstrip(b"\\"))) % 2 == 1
