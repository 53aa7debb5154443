"""The renderer of a whole zone put into another of its owner's zones (402.1): "Each player puts their library into
their hand." / "Cada jugador pone su biblioteca en su mano." """

from __future__ import annotations

from ..plan.zone_moves import PutZone
from .common import act, person_of
from .registry import Clause, renders
from .words import Words
from .zones import their_zone


@renders(PutZone)
def _put_zone(step: PutZone, w: Words) -> Clause:
    person = person_of(step, w)
    return act(step, w, "put", their_zone(w, step.zone, person) + w.pick(" into ", " en ")
               + their_zone(w, step.to, person))
