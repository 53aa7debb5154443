"""An amount compared, said as a condition (grammar/amount_compare.AmountCompared): "if X is 5 or more" / "si X es 5 o
más", "if that creature's power is less than or equal to the number of Forests you control" / "si la fuerza de esa
criatura es igual o menor que el número de Bosques que controlas". Each side is said by the one amount renderer
(nouns.DEFINED_AMOUNT, amounts.py's reading of a counted reference), so a side it cannot say fails by name there,
never in the other language. Its own module so board_conditions.py's one table names it without growing."""

from __future__ import annotations

from typing import Any

from .nouns import DEFINED_AMOUNT
from .words import Words

# (English with a number, Spanish with a number, English with an amount, Spanish with an amount)
_SAID = {"ge": ("{n} or more", "{n} o más", "greater than or equal to {n}", "igual o mayor que {n}"),
         "le": ("{n} or less", "{n} o menos", "less than or equal to {n}", "igual o menor que {n}"),
         "gt": ("more than {n}", "más de {n}", "greater than {n}", "mayor que {n}"),
         "lt": ("less than {n}", "menos de {n}", "less than {n}", "menor que {n}")}


# the instruction's own object's characteristic ("if its toughness is …", grammar/amount_compare.bind_trailing_object)
_ITS = {"power": ("its power", "su fuerza"), "toughness": ("its toughness", "su resistencia"),
        "mana_value": ("its mana value", "su valor de maná")}


def amount_compared(w: Words, c: Any) -> str:
    """The condition said with "if" / "si" (indicative; board_conditions.while_mood makes it subjunctive)."""
    left = _side(w, c.left)
    if c.right is None:
        right, form = str(c.n), _SAID[c.op][1 if w.es else 0]
    else:
        right, form = _side(w, c.right), _SAID[c.op][3 if w.es else 2]
    said = form.format(n=right)
    return f"si {left} es {said}" if w.es else f"if {left} is {said}"


def _side(w: Words, side: Any) -> str:
    if side.kind == "acted_on":
        return _ITS[side.option or "power"][1 if w.es else 0]
    return DEFINED_AMOUNT[0](w, side)
