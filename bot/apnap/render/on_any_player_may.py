""""Any player may sacrifice two creatures" / "Cualquier jugador puede sacrificar dos criaturas", "Any player may have
this spell deal 5 damage to them" / "Cualquier jugador puede hacer que este hechizo le haga 5 puntos de daño", and the
branches after them, "If a player does" / "Si un jugador lo hace", "If no one does" / "Si nadie lo hace" (101.4, 608.2c;
grammar/any_player_may.py).

Why the instruction is said by its own renderer with "may" and the subject replaced: the words after "any player"
are the instruction's as "each player may …" says them, so they read back into the same step; only "have <source>
deal N damage to them", which no other step says, is composed here from the damage step's own fields.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..plan import Damage
from ..plan.any_player_may import AnyPlayerMay
from .amounts import _CONDITIONS, number
from .on_players import source
from .registry import Clause, renderer_for, renders
from .words import Words


def _who(w: Words, who: str) -> str:
    return w.pick("any opponent", "cualquier oponente") if who == "opponent" else w.pick("any player",
                                                                                       "cualquier jugador")


@renders(AnyPlayerMay)
def _any_player_may(step: Any, w: Words) -> Clause:
    inner = step.inner
    if isinstance(inner, Damage):  # "may have this spell deal 5 damage to them" (120.3: the source deals it)
        n, by = number(w, inner.amount), source(w, inner.source)
        points = "punto" if n == "1" else "puntos"
        return Clause(_who(w, step.who), w.pick(f"may have {by} deal {n} damage to them",
                                                f"puede hacer que {by} le haga {n} {points} de daño"), "", w.flush())
    said = renderer_for(inner)(replace(inner, optional=True), w)
    return replace(said, subject=_who(w, step.who), after_and="")


def _anyone_did(w: Words, cond: Any) -> str:
    if cond.did:
        return w.pick("if a player does", "si un jugador lo hace")
    return w.pick("if no one does", "si nadie lo hace")


_CONDITIONS["AnyoneDid"] = _anyone_did
