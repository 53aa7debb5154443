"""Abilities lost and a base size set on one permanent in one sentence (611.2a, 613.1f, 613.4b).

"Target creature defending player controls loses all abilities and has base power and toughness 0/1 until end of turn"
(Warkite Marauder), printed Spanish "… pierde todas sus habilidades y tiene fuerza y resistencia base 0/1 hasta el final
del turno".

Why its own reader: the sentence is two changes the rules keep apart — the abilities go in layer 6 (613.1f) and the
base power and toughness is set in layer 7b (613.4b) — each already a typed step with its own reading ("Target
creature loses all abilities until end of turn", "Target creature has base power and toughness 0/1 until end of
turn"). So it reads as those two steps on one permanent: the first names the target, the second acts on "it" (608.2c,
bound by antecedents.py), and the sentence's one "until end of turn" is the duration of both (611.2a), read from the
clause's words as every step's duration is (``Context``). The grammar rule requires that duration in both languages
(english.lark ``until_eot``, spanish.lark ``_until_eot``), so a sentence without one never reaches this reader: it is
refused as unread (a permanent change of this kind is no instruction this reads).
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .becomes_also import _part
from .phrases import Unread, Words
from .specs import StepSpec
from .verbs_board import CLAUSES as BOARD_CLAUSES


def lose_and_base_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """The loss on the target, then its base size on "it" (the same permanent, 608.2c), both until end of turn."""
    from .verbs import _NOBODY, Context
    from .verbs_board import _holder, _target_np

    lose = next(t for t in node.children if isinstance(t, Tree) and t.data == "lose_v")
    lost = next(t for t in node.children if isinstance(t, Tree) and t.data == "lost")
    size = next(str(t) for t in node.children if isinstance(t, Token) and t.type == "PT")
    if not all(part.isdigit() for part in size.split("/")):  # "+1/+1" or "X/X" is no base power and toughness
        raise Unread(size)
    c = Context(text, clause, _NOBODY)
    np, flt = _target_np(node, c)
    loss = _part(Tree("also_lose", [lose, lost]), text, clause,
                 (("target", "object"), *_holder(np, c)), creatures=flt)
    base = c.step("set_pt", players_too=False, extra=(("layer", "set"), ("pt", size), ("on", "source"), ("it", "1")))
    return [loss, replace(base, text=clause)]


def base_size_it_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"It has base power and toughness 0/1 until end of turn" (613.4b): on its antecedent (608.2c)."""
    from .verbs import _NOBODY, Context

    size = next(str(t) for t in node.children if isinstance(t, Token) and t.type == "PT")
    if not all(part.isdigit() for part in size.split("/")):
        raise Unread(size)
    c = Context(text, clause, _NOBODY)
    return [c.step("set_pt", players_too=False, extra=(("layer", "set"), ("pt", size), ("on", "source"), ("it", "1")))]


BOARD_CLAUSES.update({"lose_and_base": lose_and_base_clause, "pt_set_it": base_size_it_clause})
__all__ = ["base_size_it_clause", "lose_and_base_clause"]
