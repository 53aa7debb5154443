""""If a player other than you lost life this turn" (Ludevic, Necro-Alchemist): a condition on the life the players
lost earlier this turn (119.3, 120.3a), which no board shows.

Why typed and its own module: the scenario already says what each player lost before the effect
(``life_lost_this_turn``, turn_facts.py), and the effect's own earlier steps add theirs (608.2h). A sentence's "if"
is answered from those, as the run loop reaches it (608.2c; engine/life_lost_check.py), never assumed: a player the
scenario does not name lost none, and the scenario is asked for the record when it does not give one.
"""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token, Tree

from .phrases import Words


@dataclass(frozen=True, slots=True)
class LostLifeThisTurn:
    """Some player of ``who`` lost life this turn: ``not_you`` ("a player other than you")."""

    who: str = "not_you"


def read_life_lost(tree: Tree[Token], words: Words) -> LostLifeThisTurn:
    """"a player other than you lost life this turn" / "un jugador distinto de ti perdió vida este turno"."""
    del tree, words
    return LostLifeThisTurn("not_you")


__all__ = ["LostLifeThisTurn", "read_life_lost"]
