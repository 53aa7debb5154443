"""A player's protection, hexproof or shroud, given by a resolving spell or ability: "You gain protection from
everything until your next turn", "Target player gains protection from red until end of turn", "You gain shroud until
end of turn", "Target player gains hexproof until end of turn" (702.16b-e, 702.16j, 702.11d, 702.18a; 611.2a); and
a permanent's static ability that does the same for as long as it is on the battlefield: "You have hexproof.", "You
have shroud.", "Each player has shroud.", "You have protection from red." (604.1, 702.11c).

Why a module of its own: a permanent's keyword is a grant on its object (State.grants); a player has no object, so
the player's ward is one ``player_ward`` step (plan/player_wards.PlayerWard, engine/act_player_wards.py) that names
the players, the quality and the duration, and whose protection prevents the damage later instructions of the same
effect would deal to them (702.16e; 702.16j: from everything, any source).
"""

from __future__ import annotations

import re

from lark import Token, Tree

from .continuous import _duration
from .phrases import Unread
from .specs import StepSpec, Subject
from .verbs import Context, _verb

# the players the ward can be said of: the controller, or one target player or opponent (115.1)
_WHO = frozenset({"you", "target_player", "target_opponent"})
# a permanent's static ability wards its controller or every player ("You have hexproof.", "Each player has shroud.")
_STATIC_WHO = frozenset({"you", "each_player"})
_COLORS = re.compile(r"\b(white|blue|black|red|green|blanco|azul|negro|rojo|verde)\b")
_ES = {"blanco": "white", "azul": "blue", "negro": "black", "rojo": "red", "verde": "green", "todo": "everything",
       "antimaleficio": "hexproof", "velo": "shroud"}


@_verb("player_ward")
def _player_ward(node: Tree[Token], c: Context) -> list[StepSpec]:
    """The ward (``ward``: ``protection``, ``hexproof`` or ``shroud``), its quality (``from``: ``everything`` or the
    colours) and its duration (611.2a); only of the controller or one target player, and never a "may". Said with
    "have" and no duration ("You have hexproof.", "Each player has shroud."), it is a permanent's static ability
    (604.1), duration ``static``, of its controller or of every player: engine/player_targets_warded.py checks the
    scenario's target players against the board's (702.11c, 702.18a, 702.16b)."""
    said = next(str(t) for t in node.children if isinstance(t, Token) and t.type == "PLAYER_WARD").lower()
    if c.subject.kind not in _WHO | _STATIC_WHO or c.optional:
        raise Unread(c.clause)
    duration = _duration(node)
    if duration not in ("this_turn", "until_your_next_turn", "until_end_of_your_next_turn", "static"):
        raise Unread(c.text.of(node))
    if duration == "static" and c.subject.kind not in _STATIC_WHO:  # "Target player has hexproof": no such static
        raise Unread(c.clause)
    extra: tuple[tuple[str, str], ...]
    chooses: list[StepSpec] = []
    if said.endswith(("of your choice", "de tu eleccion")):  # the controller's colour, chosen as the instruction
        # is carried out (608.2d): what the protection is depends wholly on the answer (702.16a), so it is asked
        chooses.append(StepSpec(c.clause, "choose", Subject("you"), extra=(("word", "color"), ("inline", "1"),
                                                                            ("asked", "1"))))
        extra = (("ward", "protection"), ("from", "chosen"))
    elif said.startswith(("protection", "proteccion")):  # printed Spanish: "protección contra todo / el rojo"
        quality = "everything" if said.endswith(("everything", "todo")) else \
            ",".join(_ES.get(c, c) for c in _COLORS.findall(said))
        extra = (("ward", "protection"), ("from", quality))
    else:
        word = said.split()[-1]
        extra = (("ward", _ES.get(word, word)),)
    return [*chooses, c.step("player_ward", extra=(*extra, ("duration", duration)))]
