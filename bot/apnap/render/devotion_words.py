"""Devotion as a condition said (700.5, 700.5a): "if your devotion to green and white is less than seven" / "si tu
devoción al verde y al blanco es menor que siete" (grammar/devotion.py), the colours counted together, named as
printed. Its own module so board_conditions.py's one table names it without growing."""

from __future__ import annotations

from typing import Any

from .words import Words

_ES_COLOURS = {"white": "blanco", "blue": "azul", "black": "negro", "red": "rojo", "green": "verde"}


def devotion_below(w: Words, c: Any) -> str:
    """The condition said with "if" / "si" (indicative; board_conditions.while_mood makes it subjunctive)."""
    n = w.number(c.below)
    if w.es:
        return f"si tu devoción {' y '.join('al ' + _ES_COLOURS[k] for k in c.colors)} es menor que {n}"
    return f"if your devotion to {' and '.join(c.colors)} is less than {n}"
