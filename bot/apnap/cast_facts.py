"""Facts of how the resolving spell was cast that no board shows: the mana spent to cast it (601.2h, 106.1).

Why a scenario field: "If {B} was spent to cast this spell, …" and adamant's "If at least three red mana was spent to
cast this spell, …" (a condition of the cast, like kicker) depend on how its cost was paid, which is gone once the
spell is on the stack; the resolver asks for it (``mana_spent``) rather than guess it from the mana cost.
``mana_spent: {red: 3, colorless: 1}``: how much mana of each colour (and colorless) was spent.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .scenario_reader import ScenarioReader

MAX_KICKS = 20  # times one spell was kicked (multikicker, 702.33c)


def kicked_facts(loader: ScenarioReader, data: Mapping[str, Any]) -> tuple[bool, int | None]:
    """``kicked``: ``true`` / ``false`` (702.33d), or how many times (multikicker, 702.33c: ``kicked: 2``). Returns
    (kicked?, times or None when not said: "for each time it was kicked" then asks, never takes 1)."""
    raw = data.get("kicked")
    if raw is None:
        return False, None
    if isinstance(raw, str) and raw.strip().isdigit():  # the answer to the question, as a front end passes it on
        raw = int(raw)
    if isinstance(raw, int) and not isinstance(raw, bool):
        times = loader.integer(raw, "kicked", 0, MAX_KICKS)
        return times > 0, times
    kicked = loader.boolean(raw, "kicked")
    return kicked, None if kicked else 0


MANA_KINDS = ("white", "blue", "black", "red", "green", "colorless")
MAX_MANA_SPENT = 99  # of one kind, for one spell


def mana_spent(loader: ScenarioReader, data: Mapping[str, Any]) -> tuple[tuple[str, int], ...] | None:
    """``mana_spent`` as (kind, amount) pairs in MANA_KINDS order, or None when not given."""
    raw = data.get("mana_spent")
    if raw is None:
        return None
    given = loader.mapping(raw, "mana_spent", MANA_KINDS)
    return tuple((kind, loader.integer(given[kind], f"mana_spent.{kind}", 0, MAX_MANA_SPENT))
                 for kind in MANA_KINDS if given.get(kind) is not None)
