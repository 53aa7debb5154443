"""Whose zone an instruction on a whole zone reaches ("exile their graveyard", "exile all creature cards from
target player's graveyard", 400.1, 701.13a).

Why a module: the possessive names the zone's owner, the subject the player who acts, and the two need not be
the same player ("Exile target player's graveyard": the controller exiles another player's cards). Each pairing
is read here once: the acting player's own zone, or another player's that the controller acts on, recorded as
``zone_of`` for the step; any other pairing ("your graveyard" said of each opponent, "their graveyard" with no
player before it) is refused with its words, never read as the acting player's own zone.
"""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Unread, Words, child, trees

# the grammar's aliases of a named owner → the step's ``zone_of``
_NAMED = {"of_target_player": "target", "of_target_opponent": "target_opponent", "of_that_player": "that_player"}
_YOURS = frozenset({"your", "tu", "tus"})
_THAT_PLAYERS = frozenset({"that player's"})
_THEIRS = frozenset({"their", "his or her", "su", "sus"})


def zone_of(node: Tree[Token], subject_kind: str, text: Words, clause: str,
            own_only: bool = False) -> tuple[tuple[str, str], ...]:
    """``(("zone_of", owner),)`` when the zone is another player's than the actor's, ``()`` when it is the acting
    player's own; raises :class:`Unread` for a pairing nobody can resolve, or (``own_only``: a step that reaches
    only the actor's own zone) for another player's zone."""
    whose = _zone_of(node, subject_kind, text, clause)
    if whose and own_only:
        raise Unread(clause)
    return whose


def _zone_of(node: Tree[Token], subject_kind: str, text: Words, clause: str) -> tuple[tuple[str, str], ...]:
    named = next((_NAMED[t.data] for t in trees(node) if t.data in _NAMED), None)
    if named is not None:
        if subject_kind != "you":  # "target player exiles target opponent's graveyard": not a reading we have
            raise Unread(clause)
        return (("zone_of", named),)
    poss = child(node, "poss")
    said = text.low_of(poss) if poss is not None else ""
    if said in _YOURS and subject_kind == "you" or said in _THEIRS and subject_kind != "you":
        return ()
    if said in _THAT_PLAYERS and subject_kind == "you":  # "exile all cards from that player's graveyard"
        return (("zone_of", "that_player"),)
    if said in _THAT_PLAYERS and subject_kind == "that_player":
        return ()
    raise Unread(clause)
