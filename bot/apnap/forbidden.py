"""A restriction the board breaks (602.5b, 601.3): the ability could not be activated, or the spell cast, on this board.

Why a record of its own and not an error: a scenario describes the ability as it resolves, and on the stack it was
activated (cast) when it could be: a board that breaks the restriction is most often one whose turn or hand the user
did not set, so the ability resolves as given and the result says which restriction this board breaks (result.py
``forbidden``, the narration's sentence), so the user can check the board as it was when the ability was activated.
Stopping it ("nothing happens") answered another question than the one asked, and a blind case caught it (session 20).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Forbidden:
    """``restriction``: the broken part as printed; ``casting``: a spell's "Cast this spell only …" (601.3), else an
    activated ability's "Activate only …" (602.5); ``source``: the board permanent whose static forbids the
    activation ("Activated abilities of artifacts can't be activated", 101.2), None for the ability's own words;
    ``timing``: the rule of the card type's own timing the board breaks (307.1: a sorcery on another player's
    turn), printed nowhere on the card, so ``restriction`` is the rule's words."""

    restriction: str
    casting: bool = False
    source: str | None = None
    timing: str | None = None

    @property
    def rule(self) -> str:
        return self.timing or ("601.3" if self.casting else "602.5")
