"""A restriction the board breaks (602.5b, 601.3): the ability can't be activated, or the spell can't be cast, here.

Why a record of its own and not an error: whether an ability can be activated on a board is itself the answer a player
asks for ("can I activate Fool's Tome now?"), so the scenario keeps the broken restriction, the engine does nothing,
and the result says which restriction stopped it (result.py ``forbidden``) with the ability still read whole.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Forbidden:
    """``restriction``: the broken part as printed; ``casting``: a spell's "Cast this spell only …" (601.3), else an
    activated ability's "Activate only …" (602.5)."""

    restriction: str
    casting: bool = False

    @property
    def rule(self) -> str:
        return "601.3" if self.casting else "602.5"
