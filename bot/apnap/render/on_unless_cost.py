""""Sacrifice this creature unless you sacrifice two Swamps" / "Sacrifica esta criatura a menos que sacrifiques dos
Pantanos" (118.12): the instruction said as its own step says it, then the controller's cost as its own step says it.

Why the cost is said by its own renderer: it is a step of the plan (the same one an activated ability's cost would
be), so the words read back into the same plan; Spanish says it in the subjunctive after "a menos que", as the cards
print it (grammar/unless_costs.py reads that form back).
"""

from __future__ import annotations

import re
from typing import Any

from ..plan.unless_cost import UnlessCost
from .registry import Clause, renderer_for, renders
from .words import Words

# The Spanish imperative a cost is said in alone, and its second person subjunctive after "a menos que".
_SUBJUNCTIVE = {"sacrifica": "sacrifiques", "descarta": "descartes", "paga": "pagues", "regresa": "regreses",
                "devuelve": "devuelvas", "exilia": "exilies"}
_YOUR_CONTROL_ES = re.compile(r"\bque controlas\b")


@renders(UnlessCost)
def _unless_cost(step: Any, w: Words) -> Clause:
    penalty = renderer_for(step.penalty)(step.penalty, w)
    cost = renderer_for(step.cost)(step.cost, w).predicate
    if w.es:
        verb, _, rest = cost.partition(" ")
        cost = _YOUR_CONTROL_ES.sub("que controles", f"{_SUBJUNCTIVE.get(verb.lower(), verb)} {rest}")
    return Clause(penalty.subject, penalty.predicate + w.pick(" unless you ", " a menos que ") + cost,
                  penalty.lead, penalty.trailing)
