"""The top of another player's library, exiled by the controller: "Exile the top card of each opponent's library",
"exile the top three cards of target opponent's library face down", "… of that player's library" / "Exilia la primera
carta de la biblioteca de cada oponente" (400.1: each player has their own library; 701.13a; 406.3 face down).

Why a module: the possessive names whose library, the subject who acts, and the two differ: the controller exiles,
the cards leave their owner's library for exile. "Each player exiles the top card of their library" (each from their
own) stays the plain ``exile_top`` step; here the controller acts on one player the text names (target player,
target opponent, that player: 115.1, 608.2c) or on each of several (each opponent, each player, each other player:
no choice, so their order changes nothing, 101.4). Only the controller does this: another subject with another
player's library ("each opponent exiles the top card of each player's library") is refused with its words.
"""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Unread, arg, child, count_value, trees
from .specs import StepSpec
from .verbs import VERBS, Context, VerbHandler, _verb
from .zone_owner import zone_of

EXILE_TOP_OF = "exile_top_of"  # the spec's action word (plan/others_library.py builds the step)
# the grammar's aliases of several owners → the step's ``zone_of``
_SEVERAL = {"of_each_opponent": "each_opponent", "of_each_player": "each_player",
            "of_each_other_player": "each_other_player"}


def _owner(node: Tree[Token], c: Context) -> str:
    """Whose library: each of several players (``of_each_*``), or the one player zone_owner.py reads in the
    ``library_owner`` node ("target", "target_opponent")."""
    several = next((_SEVERAL[str(t.data)] for t in trees(node) if t.data in _SEVERAL), None)
    if several is not None:
        return several
    owner = child(node, "library_owner")
    whose = dict(zone_of(owner, c.subject.kind, c.text, c.clause)) if owner is not None else {}
    if "zone_of" not in whose:  # a grammar alternative with no owner: never read as the actor's own
        raise Unread(c.clause)
    return whose["zone_of"]


def _step(node: Tree[Token], c: Context, owner: str, one: bool) -> list[StepSpec]:
    if c.subject.kind != "you":  # only the controller acts on another player's library here
        raise Unread(c.clause)
    n = 1 if one else count_value(arg(node, "count"), c.text)
    face = (("face", "down"),) if child(node, "face_down") is not None else ()
    return [c.step(EXILE_TOP_OF, amount=n, uses_x=n is None, extra=(("zone_of", owner), *face))]


@_verb("exile_top_of", "exile_top_of_one")
def _exile_top_of(node: Tree[Token], c: Context) -> list[StepSpec]:
    return _step(node, c, _owner(node, c), node.data == "exile_top_of_one")


def _that_players(plain: VerbHandler) -> VerbHandler:
    """"Exile the top card of that player's library" (poss "that player's", said by the controller): another
    player's library, this module's step; anything else is the plain reading (verbs.py), unchanged."""
    def read(node: Tree[Token], c: Context) -> list[StepSpec]:
        poss = child(node, "poss")
        if c.subject.kind == "you" and poss is not None and c.text.low_of(poss) == "that player's":
            return _step(node, c, "that_player", node.data == "exile_top_one")
        return plain(node, c)
    return read


VERBS["exile_top"], VERBS["exile_top_one"] = _that_players(VERBS["exile_top"]), _that_players(VERBS["exile_top_one"])

__all__ = ["EXILE_TOP_OF"]
