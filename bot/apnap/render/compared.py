"""The words of a comparison with the controller (grammar/conditions_compare.ComparedToYou): "if an opponent controls
more creatures than you", "if you control fewer creatures than an opponent", "if an opponent has more life than
you", "if that player has more cards in hand than you", in English and Spanish.

Why its own module: the one line it replaced said every comparison as "that player controls more permanents than
you", whoever compared and whatever was measured (life, cards in hand), so a Spanish card's "si un oponente tiene
más vidas que tú" was read back in English as a count of permanents: a confident wrong reading.
"""

from __future__ import annotations

from typing import Any

from .nouns import objects
from .words import Words

_WHO = {"that_player": ("that player", "ese jugador"), "an_opponent": ("an opponent", "un oponente"),
        "a_player": ("a player", "un jugador"), "each_player": ("each player", "cada jugador")}


def compared_to_you(w: Words, c: Any) -> str:
    """An opponent "controls fewer creatures than you" is said from the controller's side when that is how the
    card says it most often ("if you control more creatures than an opponent"); the meaning is the same (any one)."""
    if c.measure == "control":
        said = objects(w, c.filter, True)
        if c.who == "an_opponent" and not c.more:  # an opponent with fewer: "you control more … than an opponent"
            return w.pick(f"if you control more {said} than an opponent", f"si controlas más {said} que un oponente")
        more = w.pick("more" if c.more else "fewer", "más" if c.more else "menos")
        who = w.pick(*_WHO.get(c.who, _WHO["that_player"]))
        return w.pick(f"if {who} controls {more} {said} than you", f"si {who} controla {more} {said} que tú")
    if c.who == "an_opponent" and not c.more:  # "if you have more life than an opponent" (an opponent has less)
        what = w.pick("life", "vidas") if c.measure == "life" else w.pick("cards in hand", "cartas en la mano")
        return w.pick(f"if you have more {what} than an opponent", f"si tienes más {what} que un oponente")
    who = w.pick(*_WHO.get(c.who, _WHO["that_player"]))
    if c.measure == "life":
        more = w.pick("more" if c.more else "less", "más" if c.more else "menos")
        return w.pick(f"if {who} has {more} life than you", f"si {who} tiene {more} vidas que tú")
    more = w.pick("more" if c.more else "fewer", "más" if c.more else "menos")
    return w.pick(f"if {who} has {more} cards in hand than you", f"si {who} tiene {more} cartas en la mano que tú")
