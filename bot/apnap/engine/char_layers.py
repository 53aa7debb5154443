"""What characteristic-changing effects made a permanent: its card types and subtypes (layer 4, 613.1d) and colours
(layer 5, 613.1e), applied in timestamp order (613.7) over what the board gives.

Why a record and a view, not a new object on the board: the board object is frozen and other records hold it by
identity; an effect's change is kept by uid (``State.char_changes``), as the grants (layer 6, grants.py) and the
power-and-toughness layers (7a-7d, pt_layers.py) are, and every rule that asks what a permanent is now — a filter
("creatures you control", State.matches), the state-based actions (704.5f: a land that became a 0/0 creature dies)
— asks :func:`layered_object`. Its base power and toughness (7b) go to ``State.pt_layers`` and its abilities to the
grants, so counters and "+N/+N" still apply on top (613.4).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cache

from ..model import GameObject
from ..plan.steps_layers import Characteristics

_CARD_TYPES = frozenset({"artifact", "creature", "enchantment", "land", "planeswalker", "battle", "kindred"})


@dataclass(frozen=True, slots=True)
class CharacteristicChange:
    """One permanent's change by one effect: the change as it applies (a choice already made), how long it lasts
    (this_turn, indefinite, static), and its timestamp (613.7b: the order effects began in this resolution)."""

    uid: int
    name: str
    change: Characteristics
    duration: str
    timestamp: int


@cache
def _creature_words() -> frozenset[str]:
    from ..grammar.subtypes import creature_types

    return frozenset(w.lower() for w in creature_types())


def _kind(subtype: str) -> str | None:
    from ..grammar.subtypes import permanent_kind

    return "creature" if subtype in _creature_words() else permanent_kind(subtype)


def _types(types: set[str], subtypes: set[str], change: Characteristics) -> tuple[set[str], set[str]]:
    """Layer 4 (613.1d): "still a land" / "in addition to its other types" keep every prior type and subtype
    (205.1b); "an artifact creature" keeps them but replaces creature types when it names some (205.1b); otherwise
    the new card types replace the old, and a subtype stays only if its card type does and no new subtype of that
    set replaces it (205.1a). Supertypes and "token" are no card types: they stay."""
    new_types, new_subtypes = set(change.types), set(change.subtypes)
    if change.keep == "all":
        return types | new_types, subtypes | new_subtypes
    if change.keep == "noncreature":
        if new_subtypes:
            subtypes = {s for s in subtypes if s not in _creature_words()}
        return types | new_types, subtypes | new_subtypes
    replaced = {_kind(s) for s in new_subtypes}
    if not new_types:  # "Target land becomes an Island": the card types stay, that set's subtypes are replaced
        return types, {s for s in subtypes if _kind(s) not in replaced} | new_subtypes
    kept_types = {t for t in types if t not in _CARD_TYPES} | new_types
    kept = {s for s in subtypes if _kind(s) in new_types and _kind(s) not in replaced}
    return kept_types, kept | new_subtypes


def layered_object(changes: list[CharacteristicChange], obj: GameObject) -> GameObject:
    """``obj`` as layers 4 and 5 make it (613.1d-e), each effect in timestamp order (613.7); itself if none."""
    mine = sorted((c for c in changes if c.uid == obj.uid), key=lambda c: c.timestamp)
    if not mine:
        return obj
    types, subtypes = set(obj.types), set(obj.subtypes)
    for c in mine:
        if c.change.types or c.change.subtypes:
            types, subtypes = _types(types, subtypes, c.change)
    colors, known = set(obj.colors), obj.colors_known
    for c in mine:  # layer 5 (613.1e): a new colour replaces the old ones unless "in addition" (105.3)
        if c.change.colors is not None:
            colors = colors | set(c.change.colors) if c.change.colors_added else set(c.change.colors)
            known = known or not c.change.colors_added
    return replace(obj, types=frozenset(types), subtypes=frozenset(subtypes), colors=frozenset(colors),
                   colors_known=known)
