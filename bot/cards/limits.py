"""The limits a card file must stay within (one owner: docs/cards.md states them and why).

MTGJSON's AtomicCards today holds about 30,000 cards in 100–150 MB of JSON, nested 7 levels deep,
whose longest text is a few kilobytes and whose largest card entry is tens of kilobytes. Each limit
leaves several times that room, and stops an absurd file (a bomb, a wrong file, a hostile one)
while it streams, before it costs minutes, gigabytes of memory or a gigabyte of database.
"""

from __future__ import annotations

from dataclasses import dataclass

KIB, MIB = 1 << 10, 1 << 20


@dataclass(frozen=True, slots=True)
class CardLimits:
    #: JSON nesting (objects and arrays): AtomicCards nests 7 deep. The parser's memory grows with
    #: the square of the depth, so a deep file is refused before it is parsed that deep.
    depth: int = 32
    #: Bytes of one JSON value (a string or a number) as written in the file: the parser holds a
    #: whole value in memory before handing it over. The longest real text is a few KB.
    value_bytes: int = 256 * KIB
    #: Bytes of one card entry in the file (``"Name": [faces…]``): the parser builds a whole entry
    #: in memory. The largest real entry is tens of KB.
    entry_bytes: int = 2 * MIB
    #: Characters of a name (card, face, printed name): the longest real one has 141.
    name_chars: int = 300
    #: Characters of any other stored field (Oracle or printed text, type line, a ruling…).
    text_chars: int = 10_000
    #: Decompressed bytes of the whole file, local files included: about 150 MB today.
    file_bytes: int = 512 * MIB
    #: Cards in the file: about 30,000 today. Every start builds a name index of all of them.
    cards: int = 100_000
    #: Bytes stored for all the cards (their JSON and name rows): 56 MB for the bench's 30,000 cards.
    stored_bytes: int = 256 * MIB
    #: Seconds one import may take: the download, reading the file and staging the cards (the swap
    #: that makes them live, milliseconds to seconds, is never cut). A 30,000-card file takes about
    #: 15 s; a slow download has room; a stalled one ends here with ``import_timeout``.
    seconds: float = 900.0
    #: Seconds building the name index may take (every start, and after an import): about 2 s for
    #: 30,000 cards. Past it the index in use stays, and lookups keep answering from it.
    index_seconds: float = 120.0


DEFAULT_LIMITS = CardLimits()


def shown(limit: str, value: int) -> str:
    """A limit's value as a message shows it: bytes in KiB or MiB, counts as plain numbers."""
    if not limit.endswith("_bytes"):
        return str(value)
    if value >= MIB and value % MIB == 0:
        return f"{value // MIB} MiB"
    if value >= KIB and value % KIB == 0:
        return f"{value // KIB} KiB"
    return f"{value} bytes"
