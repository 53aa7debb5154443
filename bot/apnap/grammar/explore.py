"""Explore (701.44): "When this creature enters the battlefield, it explores." / "… explora.", "Whenever a creature
enters the battlefield under your control, it explores."

Why a keyword action of its own: 701.44a is one procedure on one permanent — its controller reveals the top card of
their library; a land card goes to their hand, anything else gives the exploring permanent a +1/+1 counter and may go
to the graveyard — done by engine/act_explore.py on the board's library. Which permanent explores is "it", bound once
for every verb by antecedents.py (608.2c): the source, or the trigger event's object (603.2).
"""

from __future__ import annotations

from lark import Token, Tree

from .specs import StepSpec
from .text import fold
from .verbs import _NOBODY
from .verbs_board import CLAUSES

EXPLORE = "explore"  # the step's action word (plan/explore.py, engine/act_explore.py)


def _explore_it(node: Tree[Token], text: object, clause: str) -> list[StepSpec]:
    """"it explores": the permanent "it" names explores (701.44a), performed by its controller; "this creature
    explores" / a bare Spanish "explora" after the source's own trigger: the source."""
    said = fold(clause).split()
    pronoun = said[:1] == ["it"] or said == ["explora"]
    return [StepSpec(clause, EXPLORE, _NOBODY, extra=(("it", "1"),) if pronoun else (("on", "source"),))]


CLAUSES["explore_it"] = _explore_it  # the clause readers' registry (verbs_board.py)

__all__ = ["EXPLORE"]
