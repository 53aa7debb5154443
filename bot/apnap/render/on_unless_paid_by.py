""""Tap target creature unless its controller pays 2 life" / "Gira la criatura objetivo a menos que su controlador
pague 2 vidas" (118.12a): the instruction said as its own step says it, then who may pay and what, as printed.

Why the payer is said from the step's ``payer`` and the payment from its own fields (on_players.paid): the words
read back into the same plan (grammar/unless_payers.py), in both languages, never cut out of a rendered sentence.
"""

from __future__ import annotations

from typing import Any

from ..plan.unless_paid_by import UnlessPaidBy
from .common import subject_of
from .on_players import paid
from .registry import Clause, renderer_for, renders
from .words import Words


@renders(UnlessPaidBy)
def _unless_paid_by(step: Any, w: Words) -> Clause:
    penalty = renderer_for(step.penalty)(step.penalty, w)
    if step.payer == "any_player":
        payer = w.pick("any player", "cualquier jugador")
    elif step.payer == "its_controller":
        payer = w.pick("its controller", "su controlador")
    else:  # "that land's controller" / "el controlador de esa tierra"
        payer = subject_of(w, step.cost.subject)[0]
    cost = paid(step.cost, w.lang)
    return Clause(penalty.subject, penalty.predicate + w.pick(f" unless {payer} pays {cost}",
                                                              f" a menos que {payer} pague {cost}"),
                  penalty.lead, penalty.trailing)
