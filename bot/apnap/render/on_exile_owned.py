"""The renderer of "you may put a card an opponent owns from exile into that player's graveyard" (plan/exile_owned.py),
in the printed words; Spanish "puedes poner una carta que posea un oponente del exilio en el cementerio de ese
jugador". Only the controller's own instruction is read (grammar/exile_owned.py), so the words are the controller's.
"""

from __future__ import annotations

from dataclasses import replace

from ..plan import PutOwnedFromExile
from .common import act, person_of, picks
from .registry import Clause, renders
from .words import Words


@renders(PutOwnedFromExile)
def _put_owned_from_exile(step: PutOwnedFromExile, w: Words) -> Clause:
    cards = tuple(replace(p, filter=replace(p.filter, control=None)) for p in step.picks)  # "an opponent owns" said
    said = picks(w, cards, card=True, person=person_of(step, w))
    return act(step, w, "put", said + w.pick(" an opponent owns from exile into that player's graveyard",
                                             " que posea un oponente del exilio en el cementerio de ese jugador"))
