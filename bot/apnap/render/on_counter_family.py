"""Readings of counters as a family (plan/steps_counter_family.py): "Proliferate" / "Prolifera" (701.34a), "you get an
experience counter" / "obtienes un contador de experiencia" (122.1), "Move a +1/+1 counter from this permanent onto
target creature" / "Mueve un contador +1/+1 de este permanente a la criatura objetivo" (122.5)."""

from __future__ import annotations

from ..plan import GetCounters, MoveCounters, Proliferate, RemoveEveryCounter, RemoveEveryTargetCounter
from .common import act, subject_of
from .nouns import a_target, all_of
from .on_board import counters_said
from .registry import Clause, renders
from .words import Words

# person → (English, Spanish): Oracle's "you get" is a statement, not an order ("obtienes", never "recibe")
_GET = {"you": ("get", "obtienes"), "plural": ("get", "obtienen"), "3": ("gets", "obtiene")}


@renders(Proliferate)
def _proliferate(step: Proliferate, w: Words) -> Clause:
    return act(step, w, "proliferate")


@renders(GetCounters)
def _get_counters(step: GetCounters, w: Words) -> Clause:
    subject, person = subject_of(w, step.subject)
    verb = w.pick(*_GET.get(person, _GET["3"]))
    if step.optional:
        verb = w.pick("may get", {"you": "puedes obtener", "plural": "pueden obtener"}.get(person, "puede obtener"))
    elif person == "you" and w.es:
        subject = ""  # Spanish drops "tú": "Obtienes un contador de experiencia."
    said = counters_said(w, step.amount, step.kind)
    return Clause(subject, f"{verb} {said}", "", w.flush(), after_and=f"{w.pick('you get', 'obtienes')} {said}")


@renders(MoveCounters)
def _move(step: MoveCounters, w: Words) -> Clause:
    said = counters_said(w, step.amount, step.kind)
    target = a_target(w, step.objects)
    if step.of_that_player:
        target += w.pick(" that player controls", " que controla ese jugador")
    return act(step, w, "move", said + w.pick(f" from this permanent onto {target}",
                                              f" de este permanente a {target}"))


@renders(RemoveEveryCounter, RemoveEveryTargetCounter)
def _remove_every(step: RemoveEveryCounter | RemoveEveryTargetCounter, w: Words) -> Clause:
    """"Remove all counters from target creature / from all permanents" (122.1)."""
    if isinstance(step, RemoveEveryTargetCounter):
        on = a_target(w, step.objects) + (w.pick(" that player controls", " que controla ese jugador")
                                          if step.of_that_player else "")
    else:
        on = all_of(w, step.objects)
    return act(step, w, "remove", w.pick(f"all counters from {on}", f"todos los contadores de {on}"))
