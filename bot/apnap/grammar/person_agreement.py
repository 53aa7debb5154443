"""Person agreement in "whose" tails: "you don't control" / printed Spanish "que no controlas" (the second person: the
controller of the effect) is not "they don't control" / "que no controla" (the third person: the player the
sentence names as acting, 608.2c).

Why a module of its own: the object lexicon (filters.py) read both persons as "not you", so "Cada oponente pierde 1
vida por cada criatura que no controla" counted the creatures the controller of the effect doesn't control, a
confident wrong answer for every opponent. The third person is now the filter's ``control`` ``not_own``; which
player that is only a reader of the whole instruction knows, and the engine's object filter has no acting player to
compare with, so a step that still holds ``not_own`` after the readers that bind it (choose_pools.py: a choice of
another player's permanent, 101.4) is refused, naming its words, never read as "you".
"""

from __future__ import annotations

from .filter_walk import filters_in
from .phrases import Unread
from .specs import StepSpec, TypeFilter

NOT_OWN = "not_own"  # "they don't control", "que no controla": not the acting player's (608.2c)


def _filters(value: object, depth: int) -> list[TypeFilter]:
    """Every object filter ``value`` keeps, nested steps included (a refusal must see them all)."""
    return filters_in(value, depth, 6)


def not_own_bound(steps: list[StepSpec]) -> list[StepSpec]:
    """``steps`` unchanged when none keeps an unbound third-person "they don't control"; else :class:`Unread` naming
    the step's words."""
    for step in steps:
        if any(f.control == NOT_OWN for f in _filters(step, 0)):
            raise Unread(step.text)
    return steps
