"""Another player's library looked at by the controller (701.20e, 401.4): "Look at the top three cards of target
opponent's library, then put them back in any order", printed Spanish "Mira las tres primeras cartas de la biblioteca
del oponente objetivo y luego ponlas de nuevo en cualquier orden".

Why a module: the library's owner and the player who sees its cards are two players. The look is that owner's
library's step (its events are the owner's, as a hand looked at is, 402.3) with ``seen_by`` the controller, who alone
sees the cards (701.20e); "then put them back in any order" is the same player's cards put back by the controller, in
an order only the controller chose (401.4: the owner does not see it either). Read here once: a look at another
player's library only by the controller, its cards put back only by the one who looked.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .phrases import Unread, trees
from .specs import StepSpec, Subject
from .verbs import Context

# the grammar's aliases of a library's owner → the step's player (the scenario's target, 115.1)
_OWNERS = {"of_target_player": "target_player", "of_target_opponent": "target_opponent",
           "of_defending_player": "defending_player"}  # "look at the top card of defending player's library" (508.5)


def looked_library_owner(node: Tree[Token], c: Context) -> Subject | None:
    """The owner of the library "target player's library" names, or None for the acting player's own; only the
    controller's own look (not "each player looks at target player's library", not a "may": nothing asks it)."""
    owner = next((_OWNERS[t.data] for t in trees(node) if t.data in _OWNERS), None)
    if owner is None:
        return None
    if c.subject.kind != "you" or c.optional:
        raise Unread(c.clause)
    return Subject(owner)


def put_back_by_the_looker(steps: list[StepSpec]) -> list[StepSpec]:
    """"…, then put them back in any order" after a look at another player's library: those cards, that player's,
    put back by the controller who looked (401.4); any other step after such a look that moves its cards is left as
    it is, and the usual check refuses it (verbs_library.shown_before: the player who saw them must move them)."""
    out: list[StepSpec] = []
    for step in steps:
        shown = next((s for s in reversed(out) if s.action == "reveal"), None)
        looked = shown is not None and shown.detail("seen_by") == "controller"
        if (looked and step.action == "put_revealed" and step.subject.kind == "you" and not step.detail("found_alt")
                and (step.destination == "library_top" or step.detail("that_players"))):
            assert shown is not None
            step = replace(step, subject=shown.subject, extra=(*step.extra, ("seen_by", "controller")))
        elif step.detail("that_players"):  # "that player's library" with no other player's library looked at
            raise Unread(step.text)
        out.append(step)
    return out
