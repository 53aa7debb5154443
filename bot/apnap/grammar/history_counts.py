"""Counts of what died earlier this turn, read from the scenario's ``this_turn`` (turn_history.py): "for each
creature that died this turn", "the number of creatures that died this turn", "for each Zubera that died this turn",
"for each creature put into your graveyard from the battlefield this turn", "for each nontoken creature that died
under your control this turn"; printed Spanish "por cada criatura que murió este turno", "por cada criatura puesta
en tu cementerio desde el campo de batalla este turno".

Why a count of its own: the permanents that died are a fact of the turn, not of the board (700.4), so the count
reads the turn's record (plus what the effect itself put into a graveyard, 608.2h), asked when the scenario does
not give it; "into your graveyard" counts by owner (404.2), "under your control" by who controlled it as it died.
"""

from __future__ import annotations

from lark import Token, Tree

from .filters import parse_filter
from .phrases import MORE_SIZES, Unread, Words, trees
from .specs import CountRef

# the grammar's rule → whose deaths: any, into the controller's graveyard (owner), under the controller's control
_WHOSE = {"per_died_this_turn": None, "n_died_this_turn": None, "per_died_your_graveyard": "owner",
          "n_died_your_graveyard": "owner", "per_died_under_you": "controller", "n_died_under_you": "controller"}


def died_this_turn(node: Tree[Token], text: Words) -> CountRef:
    """The permanents of the kind the noun phrase names that died this turn, whose by the rule's words."""
    np = trees(node)[0]
    flt = parse_filter(text.low_of(np), text.lexicon)
    if flt is None or flt.control is not None or flt.combat is not None or flt.tapped is not None:
        raise Unread(text.of(node))  # what the permanent was as it died, beyond its kind: not recorded
    return CountRef("died_this_turn", filter=flt, option=_WHOSE[str(node.data)])


MORE_SIZES.update(dict.fromkeys(_WHOSE, died_this_turn))

# What the turn's start record (the scenario's ``turn_start``) holds: the kinds of permanent a text counts "at the
# beginning of this turn", by the noun phrase's words → the record's key.
TURN_START_KINDS = {"lands": "lands", "untapped lands": "untapped_lands"}


def at_turn_start(node: Tree[Token], text: Words) -> CountRef:
    """"the number of untapped lands they controlled at the beginning of this turn": what the player controlled as
    the turn began, which no board now shows (the lands may have been tapped, played or sacrificed since): the
    scenario's ``turn_start`` record, asked when not given. A kind the record does not hold is refused."""
    np = trees(node)[0]
    key = TURN_START_KINDS.get(text.low_of(np))
    if key is None:
        raise Unread(text.of(node))
    mine = str(next(t for t in node.children if isinstance(t, Token) and t.type == "AT_TURN_START")).startswith("you")
    return CountRef("turn_start", option=key, of="controller" if mine else "player")


MORE_SIZES["n_at_turn_start"] = at_turn_start

__all__ = ["at_turn_start", "died_this_turn"]
