"""A cast condition of two clauses joined by "and": "If an opponent controls a Forest and you control a Swamp, you may
cast this spell without paying its mana cost" (Spanish "Si un oponente controla un Bosque y tú controlas un Pantano").

Why here and not in the condition grammar: the two clauses are each a condition the grammar already reads
(conditions.py), and what joins them is only "both hold" — on the board as the spell is cast (118.9, 601.2b), the same
check an alternative cost's one-clause "if" has. A rule in the LALR grammar starting a condition with "an opponent …
and …" would take states from the conditions other families read; splitting where a new clause begins (its own
subject: "you …", "an opponent …", "tú …", "un oponente …") and reading each whole keeps every word read. A clause
the grammar cannot read is refused with its words, as before.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from .activation import board_says
from .model import Game

# " and " / " y " where a clause with its own subject begins (never "a Forest and a Swamp": that joins objects)
_CLAUSE_AND = re.compile(r"\s+(?:and|y)\s+(?=(?:you|an opponent|each opponent|tú|un oponente|cada oponente)\s)",
                         re.IGNORECASE)


def clauses(words: str) -> list[str]:
    """The clauses of ``words``: one, or each side of "… and you control …"."""
    return [c.strip() for c in _CLAUSE_AND.split(words) if c.strip()]


def all_hold(words: str, game: Game, names: tuple[str, ...], read: Callable[[str], Any]) -> bool | None:
    """Whether every clause holds on the board (False as soon as one surely does not; None when one is not shown);
    ``read`` reads one clause into a condition (it refuses a clause it cannot read, naming its words)."""
    verdicts = [board_says(read(c), game, names, None, False) for c in clauses(words)]
    if any(v is False for v in verdicts):
        return False
    return True if all(v is True for v in verdicts) else None
