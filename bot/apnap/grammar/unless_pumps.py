""""Nakaya Shade gets +1/+1 until end of turn unless any player pays {2}", "Target creature gets +2/+2 until end of
turn unless its controller pays 2 life" (118.12a; printed Spanish "… obtiene +1/+1 hasta el final del turno a menos
que cualquier jugador pague {2}").

Why apart: a bonus is a whole clause of its own (verbs_board.CLAUSES), not a verb phrase an "unless" follows; the
bonus is read as it is read alone, then the payment as after any instruction (choice_clauses.with_unless, which
gives another player's payment to unless_payers.py). A module of its own so neither reader imports the other.
"""

from __future__ import annotations

from lark import Token, Tree

from .choice_clauses import with_unless
from .parse_tree import child
from .phrases import Words
from .specs import StepSpec, Subject
from .verbs_board import CLAUSES


def modify_unless_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """The bonus without its "unless", then the payment that stops it."""
    unless = child(node, "unless")
    assert unless is not None
    bare = node.data.removesuffix("_unless")
    bonus = CLAUSES[bare](Tree(bare, [k for k in node.children if k is not unless], node.meta), text, clause)
    return with_unless(unless, bonus, text, clause, Subject("you"))


CLAUSES.update({"modify_self_unless": modify_unless_clause, "modify_target_unless": modify_unless_clause})
