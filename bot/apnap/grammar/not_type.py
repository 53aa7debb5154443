"""A card type the source does not have while a condition holds (611.3a, 613.1d): "As long as your devotion to black
is less than five, Erebos isn't a creature", printed Spanish "Mientras tu devoción al negro sea menor que cinco,
Erebos no es una criatura" (the Theros gods).

Why a step of its own and not a ``becomes``: nothing is added or set; one card type of the source's is taken away in
layer 4 while the condition is true, and the answer a player wants is whether the source is that type now. The
condition is tested by the step on the board as it stands (plan/steps_not_type.py, engine/act_not_type.py), the
type word read through the card types (205.2a) in both languages; anything else is refused.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from ..model import CARD_TYPES
from .phrases import Unread, Words
from .specs import StepSpec
from .verbs_board import CLAUSES as BOARD_CLAUSES

# The printed Spanish card-type words (205.2a) a "no es una criatura" may name, folded.
_ES_TYPES = {"criatura": "creature", "artefacto": "artifact", "encantamiento": "enchantment", "tierra": "land",
             "planeswalker": "planeswalker"}


def not_type_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """One ``not_type`` spec on the source: the card type taken away and the condition it depends on (``while``)."""
    from .conditions import condition_of
    from .verbs import _NOBODY, Context
    from .verbs_board import _self_ref

    c = Context(text, clause, _NOBODY)
    _self_ref(node, c)
    last = node.children[-1]  # Spanish: a ``not_type_word`` ("criatura" is a keyword of that grammar)
    word = (text.low_of(last) if isinstance(last, Tree) else str(last)).lower()
    kind = _ES_TYPES.get(word) if text.lexicon.lang == "es" else word
    if kind not in CARD_TYPES:
        raise Unread(word)
    cond = next(t for t in node.iter_subtrees() if t.data.startswith("cond_"))
    spec = c.step("not_type", players_too=False, extra=(("not_type", kind), ("on", "source"), ("while", text.of(cond))))
    return [replace(spec, if_board=(condition_of(cond, text, it_is_source=True), text.of(cond)))]


BOARD_CLAUSES.update({"not_type_self_static": not_type_clause})
__all__ = ["not_type_clause"]
