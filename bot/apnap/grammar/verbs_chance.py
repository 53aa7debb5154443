"""Chance (705, 706): "Flip a coin." / "Lanza una moneda." and "roll a six-sided die" / "tira un dado de seis
caras". What follows a flip or a roll ("If you win the flip, …", "If you roll a 1, …") is a sentence's opening
(leads.py), checked against the outcome the scenario gives (``flips``, ``rolls``): an outcome is random, so
the resolver never picks one (scenario-format, "Additions in this project").
"""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Unread
from .specs import StepSpec
from .verbs import Context, _verb

# 706.1a: an N-sided die; the number words the grammars' DIE_SIDES terminal lets through.
_SIDES = {"four": 4, "six": 6, "eight": 8, "ten": 10, "twelve": 12, "twenty": 20, "cuatro": 4, "seis": 6,
          "ocho": 8, "diez": 10, "doce": 12, "veinte": 20}


@_verb("flip_coin")
def _flip(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Flip a coin": the player flips one coin and wins or loses the flip (705.2)."""
    return [c.step("flip")]


@_verb("roll_die")
def _roll(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Roll a six-sided die": ``amount`` is the die's number of faces (706.1a)."""
    die = next(str(t) for t in node.children if isinstance(t, Token) and t.type == "DIE_SIDES")
    sides = _SIDES.get(die.replace("-", " ").split()[0])
    if sides is None:
        raise Unread(die)
    return [c.step("roll", amount=sides)]
