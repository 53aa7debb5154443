"""Renderers of the steps of chance: "Flip a coin." / "Lanza una moneda.", "Roll a six-sided die." / "Tira un
dado de seis caras." (705, 706). What follows a flip or roll is a condition (amounts.py: "if you win the flip")."""

from __future__ import annotations

from ..plan import FlipCoin, RollDie
from .common import act
from .registry import Clause, renders
from .words import Words

# 706.1a: the dice cards name, said as printed ("a twenty-sided die", "un dado de veinte caras").
_SIDES = {4: ("four", "cuatro"), 6: ("six", "seis"), 8: ("eight", "ocho"), 10: ("ten", "diez"),
          12: ("twelve", "doce"), 20: ("twenty", "veinte")}


@renders(FlipCoin)
def _flip(step: FlipCoin, w: Words) -> Clause:
    return act(step, w, "flip", w.pick("a coin", "una moneda"))


@renders(RollDie)
def _roll(step: RollDie, w: Words) -> Clause:
    en, es = _SIDES.get(step.sides, (str(step.sides), str(step.sides)))
    return act(step, w, "roll", w.pick(f"a {en}-sided die", f"un dado de {es} caras"))
