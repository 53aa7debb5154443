"""The source shuffled into its owner's library (701.24a, 400.7): "Shuffle Green Sun's Zenith into its owner's
library" (a spell's last instruction: the card goes there, not to a graveyard, 608.2n), "At the beginning of the end
step, Lightning Shrieker's owner shuffles it into their library" (the permanent, by its owner), and printed Spanish
"Baraja <esta carta> en la biblioteca de su propietario" / "El propietario de <esta carta> lo baraja en su biblioteca".

Why a module: the card's own name is read as "this permanent" (oracle.py), so these are the source's own move, a
step of their own (plan ShuffleSource); "shuffle it into its owner's library" after a dies trigger is the card that
trigger's object became (found_cards.py), another object, read there.
"""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Unread, Words, child
from .specs import StepSpec
from .verbs import _NOBODY, Context, _verb
from .verbs_board import _ES_SOURCE_NOUNS, _SOURCE_NOUNS, CLAUSES

#: The action of an object "it" names shuffled into its owner's library, until antecedents.py binds the pronoun.
SHUFFLED_IN = "shuffle_in"
_OWNER_WORDS = frozenset(f"{noun}'s" for noun in _SOURCE_NOUNS)  # "this permanent's owner"


@_verb("shuffle_self")
def _shuffle_self(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Shuffle this permanent into its owner's library": the controller shuffles the source into its owner's
    library (only the controller's own instruction: "each player shuffles <this> …" is not a move of the source)."""
    ref = child(node, "self_ref")
    if c.subject.kind != "you" or ref is None or c.text.low_of(ref).split()[-1] not in (
            _SOURCE_NOUNS | _ES_SOURCE_NOUNS):
        raise Unread(c.clause)
    return [c.step("shuffle", subject=_NOBODY, extra=(("self", "shuffle"),))]


def shuffle_self_by_owner(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"This permanent's owner shuffles it into their library" / "El propietario de este permanente lo baraja en su
    biblioteca": the source, moved and shuffled by its owner (108.3), whoever controls it."""
    words = text.low_of(node).split()
    noun = words[1] if words[0] == "this" else text.low_of(child(node, "self_ref") or node).split()[-1]
    if noun not in _OWNER_WORDS | _ES_SOURCE_NOUNS:
        raise Unread(clause)
    return [StepSpec(clause, "shuffle", _NOBODY, extra=(("self", "shuffle"), ("by_owner", "1")))]


@_verb("it_shuffled_by_owner")
def _it_shuffled_by_owner(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Choose target artifact or enchantment. Its owner shuffles it into their library." / "… su propietario lo
    baraja en su biblioteca": the one object "it" names (a target before it, or the source: antecedents.py), moved
    and shuffled by its owner (108.3, 701.24a). Only with "its owner" as the subject: whose library "their" is."""
    if c.subject.kind != "its_owner" or c.optional:
        raise Unread(c.clause)
    return [c.step(SHUFFLED_IN, subject=_NOBODY, extra=(("it", "1"), ("library", "shuffle"), ("by_owner", "1")))]


CLAUSES.update({"shuffle_self_by_owner": shuffle_self_by_owner})
