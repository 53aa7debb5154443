"""A hand looked at whose owner the board names: "you may look at defending player's hand" (Port Inspector; printed
Spanish "puedes mirar la mano del jugador defensor").

Why a reader of its own: verbs_hidden.py reads a hand looked at by a player the words name as a target or "that
player"; here the owner is the player the source attacks (506.2, 508.5, found by engine/defending.py like every
"defending player"), and the look may be a "may" of the controller who looks (701.20e; 402.3: nobody else sees that
hand). Looking moves nothing (701.20b); the step's player is the hand's owner, the "may" is asked of the looker.
"""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Unread
from .specs import StepSpec, Subject
from .verbs import Context, _verb


@_verb("look_hand_defending")
def _look_hand_defending(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Look at defending player's hand": that hand, seen by the controller only (701.20e, 402.3)."""
    if c.subject.kind != "you":
        raise Unread(c.clause)
    return [c.step("reveal_hand", subject=Subject("defending_player"), extra=(("seen", "look"),))]
