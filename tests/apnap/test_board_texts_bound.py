"""The permanents whose text one request reads are bounded (MAX_BOARD_TEXTS): the replacements and the restrictions
read the same ones, and each permanent beyond the bound is named in a warning, never read silently or in part."""

from __future__ import annotations

import json

from bot.apnap import resolve_text
from bot.apnap.board_replacements import MAX_BOARD_TEXTS

RESTRICTION = "Creature spells you control can't be countered."


def _warnings(n: int) -> list[str]:
    walls = [{"name": f"Wall {i}", "types": ["creature"], "text": RESTRICTION} for i in range(n)]
    data = {"players": [{"name": "Alice", "battlefield": walls}, {"name": "Bob", "hand": 2}], "active": "Alice",
            "effect": "Each player discards a card."}
    return [w for w in resolve_text(json.dumps(data))["warnings"] if "too many permanents with text" in w]


def test_texts_within_the_bound_are_all_read() -> None:
    assert _warnings(MAX_BOARD_TEXTS) == []


def test_each_text_beyond_the_bound_is_named_in_a_warning() -> None:
    over = _warnings(MAX_BOARD_TEXTS + 2)
    assert len(over) == 2 and f"Wall {MAX_BOARD_TEXTS}" in over[0] and f"Wall {MAX_BOARD_TEXTS + 1}" in over[1]
