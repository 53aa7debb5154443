"""The reading of phasing out (702.26b): "target permanent phases out", "each creature you control phases out", "all
lands you control phase out", "this permanent phases out"; Spanish "… queda fuera de fase" / "… quedan fuera de
fase"."""

from __future__ import annotations

from ..plan.phasing import PhaseOut, PhaseOutSource, PhaseOutTarget
from .nouns import all_of, counted_target, each
from .on_board import target_said
from .registry import Clause, renders
from .words import Words


def _phases(w: Words, plural: bool) -> str:
    return w.pick("phase out", "quedan fuera de fase") if plural else w.pick("phases out", "queda fuera de fase")


@renders(PhaseOutTarget)
def _phase_out_target(step: PhaseOutTarget, w: Words) -> Clause:
    if step.count is not None:  # "up to two target creatures phase out" (601.2c)
        return Clause(counted_target(w, step.objects, step.count), _phases(w, True))
    return Clause(target_said(w, step.objects, step.of_that_player), _phases(w, False))


@renders(PhaseOut)
def _phase_out_all(step: PhaseOut, w: Words) -> Clause:
    if step.each:  # "Each creature you control phases out", as printed
        return Clause(each(w, step.objects), _phases(w, False))
    said = all_of(w, step.objects)
    return Clause(said[0].upper() + said[1:] if w.es else said, _phases(w, True))


@renders(PhaseOutSource)
def _phase_out_source(step: PhaseOutSource, w: Words) -> Clause:
    return Clause(w.pick("this permanent", "este permanente"), _phases(w, False))
