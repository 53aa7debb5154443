"""One ability an effect gave one object (layer 6, 613.1f), as the state keeps it.

Why a module of its own: the state holds the grants and grants.py works them out from the state; the record
both need lives below both, so neither imports the other in a circle.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..grammar.all_abilities import ALL_ABILITIES


@dataclass(frozen=True, slots=True)
class Grant:
    """One ability given to one object: a keyword (``keyword``, "flying", "protection from red") or a quoted ability
    (``ability``: its text, ``kind``: triggered / activated / static), for ``duration`` (static: while the source
    has the ability, 611.3a; this_turn: until the cleanup step, 514.2). ``lost``: the keyword is taken away instead
    ("loses flying until end of turn"), in the same layer, later effects winning (613.7)."""

    uid: int
    name: str
    duration: str
    keyword: str = ""
    ability: str = ""
    kind: str = ""
    lost: bool = False


def lost_all(grants: list[Grant], uid: int) -> bool:
    """Whether an effect of this resolution took every ability from the object ("loses all abilities", 613.1f): its
    printed triggered abilities no longer trigger (603.2); a keyword granted after it (613.7) is no printed trigger."""
    return any(g.uid == uid and g.lost and g.keyword == ALL_ABILITIES for g in grants)
