"""A player's whole zone put into another of their zones: "Each player puts their library into their hand" / "Cada
jugador pone su biblioteca en su mano" (402.1: cards put into a hand by an effect, not drawn, 121.1).

Why a module: nothing is chosen and nothing is drawn, so it is neither a pick (sacrifice, discard) nor a draw; the
acting player moves every card of their own zone at once. Only the acting player's own zones are read: "your
library" said of each player, or two different owners in one sentence, is refused with its words (zone_owner.py),
never read as the actor's own. Which pairs of zones: the table below (the wording Oracle prints), nothing else.
"""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Unread, trees
from .specs import StepSpec
from .verbs import Context, _verb
from .zone_owner import zone_of

PUT_ZONE = "put_zone"  # the spec's action word (plan/zone_moves.py builds the step)
# the grammar rule → (the zone left, the zone the cards go to)
_ZONES = {"library_into_hand": ("library", "hand")}


@_verb(*_ZONES)
def _put_zone(node: Tree[Token], c: Context) -> list[StepSpec]:
    """Every card of the acting player's ``from`` zone into their ``to`` zone; both possessives must be the same
    player's, the actor's own."""
    owners = [c.text.low_of(t) for t in trees(node) if t.data == "poss"]
    if len(set(owners)) != 1:  # "their library into your hand": not a reading we have
        raise Unread(c.clause)
    zone_of(node, c.subject.kind, c.text, c.clause, own_only=True)  # "each player … your library": refused
    zone, to = _ZONES[str(node.data)]
    return [c.step(PUT_ZONE, extra=(("from", zone), ("to", to)))]


__all__ = ["PUT_ZONE"]
