"""Readings of the counter steps that read how many counters a permanent has (plan/steps_counters.py): "double the
number of +1/+1 counters on each creature you control" (701.10e), "remove all -1/-1 counters from target creature"
(122.1); printed Spanish "duplica el número de contadores +1/+1 sobre …", "quita todos los contadores -1/-1 de …"."""

from __future__ import annotations

from ..grammar.spanish_terms import counter_es
from ..plan import DoubleCounters, DoubleTargetCounters, RemoveTargetCounters
from .common import act
from .kind_words import it_or
from .nouns import each, that_object
from .on_board import counters_said, target_said
from .registry import Clause, renders
from .words import Words


@renders(DoubleCounters, DoubleTargetCounters)
def _double(step: DoubleCounters | DoubleTargetCounters, w: Words) -> Clause:
    on = (target_said(w, step.objects, False) if isinstance(step, DoubleTargetCounters)
          else w.pick("this permanent", "este permanente") if step.on == "source" else each(w, step.objects))
    said = w.pick(f"the number of {step.kind} counters on {on}",
                  f"el número de contadores {counter_es(step.kind)} sobre {on}")
    return act(step, w, "double", said)


@renders(RemoveTargetCounters)
def _remove_target(step: RemoveTargetCounters, w: Words) -> Clause:
    said = (w.pick(f"all {step.kind} counters", f"todos los contadores {counter_es(step.kind)}") if step.every
            else counters_said(w, step.amount, step.kind))
    on = that_object(w, step.objects) if step.event_object == "permanent" else target_said(w, step.objects,
                                                                                        step.of_that_player)
    return act(step, w, "remove", said + w.pick(" from ", " de ") + it_or(w, step, on))  # "from it" (608.2c)
