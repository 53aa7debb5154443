"""The renderer of exploring (701.44a): "It explores." / "Explora." for the object "it" names, "This permanent
explores." / "Este permanente explora." for the source."""

from __future__ import annotations

from ..plan.explore import Explore
from .registry import Clause, renders
from .words import Words


@renders(Explore)
def _explore(step: Explore, w: Words) -> Clause:
    if step.pronoun or step.objects is not None:  # "it": the source or the trigger event's object (608.2c)
        return Clause(w.pick("it", ""), w.pick("explores", "explora"), "", w.flush())
    return Clause(w.pick("this permanent", "este permanente"), w.pick("explores", "explora"), "", w.flush())
