"""Typed steps of keyword actions and designations (701.x, 725, 107.14): one dataclass each.

Why apart from steps.py: each is a whole rule named by one word ("Investigate", "Monstrosity 3"), so its
step keeps that word (the reading says "Investigate", not the token it means) and its handler
(engine/act_keywords.py) does what the rule says.
"""

from __future__ import annotations

from dataclasses import dataclass

from .amounts import ZERO, Amount
from .steps import Step


@dataclass(frozen=True, slots=True, kw_only=True)
class GetEnergy(Step):
    """"You get {E}{E}" (107.14, 122.1): that many energy counters on each of the subject's players."""

    action: str = "energy"
    amount: Amount = ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class PayEnergy(Step):
    """"Pay {E}{E}" (107.14): the player removes that many energy counters; one who has fewer can't pay."""

    action: str = "pay"
    amount: Amount = ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class Investigate(Step):
    """"Investigate" (701.16a): create a Clue token, a colorless Clue artifact token with "{2}, Sacrifice this
    token: Draw a card." (111.10f)."""

    action: str = "create"


@dataclass(frozen=True, slots=True, kw_only=True)
class CountersOnce(Step):
    """"Monstrosity N" (701.37a) and "Adapt N" (701.46a): N +1/+1 counters on the source, only if it isn't
    monstrous yet (``keyword`` monstrosity; it then becomes monstrous) or has no +1/+1 counters (adapt)."""

    action: str = "counter"
    keyword: str = "monstrosity"
    amount: Amount = ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class BecomeMonarch(Step):
    """"You become the monarch" (725.1): the designation moves to that player (725.3)."""

    action: str = "monarch"


KEYWORD_STEPS = (GetEnergy, PayEnergy, Investigate, CountersOnce, BecomeMonarch)
