"""A card an opponent owns, put from exile into its owner's graveyard: "When Ruin Processor enters the battlefield, you
may put a card an opponent owns from exile into that player's graveyard. If you do, you gain 5 life." (the Battle for
Zendikar processors: Mind Raker, Murk Strider, Ulamog's Reclaimer; printed Spanish "puedes poner una carta que posea
un oponente del exilio en el cementerio de ese jugador").

Why a reader of its own: the cards are in exile (406.1), a zone no other pick reads, and they are any opponent's, not
the acting player's: the controller picks among every opponent's exiled cards (no target, 115.1: "a card", chosen as
the ability resolves), and each card goes to its owner's graveyard (400.3), which is "that player's". Only the
controller's own instruction is read; "If you do, …" after it is the usual branch (608.2c).
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .objects import parse_counted
from .phrases import Unread, arg
from .specs import StepSpec
from .verbs import Context, _verb

OWNED_FROM_EXILE = "put_owned_from_exile"  # the spec's action (plan/exile_owned.py makes the step)


@_verb("put_owned_from_exile")
def _put_owned_from_exile(node: Tree[Token], c: Context) -> list[StepSpec]:
    """The controller's pick of a printed number of cards among the opponents' exiled cards (the filter's
    ``opponents``: owned by a player other than the controller), each then in its owner's graveyard."""
    objects = arg(node, "objects")
    slot = parse_counted(c.text.low_of(objects), c.text.lexicon)
    if c.subject.kind != "you" or slot is None or slot.count is None or slot.count < 1 or slot.count_ref is not None \
            or slot.random or slot.whole_zone or slot.filter.noun != "card" or slot.filter.control is not None:
        raise Unread(c.clause if slot is not None else c.text.of(objects))
    return [c.step(OWNED_FROM_EXILE, slots=(replace(slot, filter=replace(slot.filter, control="opponents")),))]
