"""The renderer of the controller exiling the top of another player's library (701.13a): "Exile the top card of each
opponent's library." / "Exilia la primera carta de la biblioteca de cada oponente." """

from __future__ import annotations

from ..plan import amounts as a
from ..plan.others_library import ExileTopOf
from .common import act
from .registry import Clause, renders
from .words import Words

# whose library, as Oracle names it (the step's ``zone_of``); Spanish names the owner after the library
_LIBRARY_OF = {"target": ("target player's library", "la biblioteca del jugador objetivo"),
               "target_opponent": ("target opponent's library", "la biblioteca del oponente objetivo"),
               "that_player": ("that player's library", "la biblioteca de ese jugador"),
               "each_opponent": ("each opponent's library", "la biblioteca de cada oponente"),
               "each_player": ("each player's library", "la biblioteca de cada jugador"),
               "each_other_player": ("each other player's library", "la biblioteca de cada otro jugador")}


@renders(ExileTopOf)
def _exile_top_of(step: ExileTopOf, w: Words) -> Clause:
    from .on_players import top_es

    en, es = _LIBRARY_OF[step.zone_of]
    if step.amount == a.Fixed(1):
        top = w.pick(f"the top card of {en}", f"la primera carta de {es}")
    else:
        n = w.number(step.amount.n) if isinstance(step.amount, a.Fixed) else "X"
        top = w.pick(f"the top {n} cards of {en}", f"{top_es(f'{n} cartas')} de {es}")
    return act(step, w, "exile", top + (w.pick(" face down", " boca abajo") if step.face_down else ""))
