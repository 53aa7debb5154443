""""Whenever Scalding Salamander attacks, you may have it deal 1 damage to each creature without flying defending
player controls": damage to each permanent of a kind (120.3) that the controller may have dealt (608.2d).

Why its own reader: "it deals 1 damage to each creature defending player controls" is the damage clause
(damage_clauses.py), whose recipients the object lexicon reads ("defending player controls": the player the source
attacks, 506.2, 508.5, asked when the board does not say it); "you may have … deal" only puts the controller's yes /
no before it (``may_have``: asked once, of the controller, before the damage, as "you may have target creature get
+3/-3 …" is, may_have_objects.py; never of each player whose creatures it reaches). One "each <kind>" only
(a list of recipients after "may have" is not read here); only "you" may decide.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .damage_clauses import damage_clause
from .damage_target import decided_by_you
from .phrases import Unread, Words, child
from .specs import StepSpec
from .verbs_board import CLAUSES as BOARD_CLAUSES


def may_damage_each(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """The damage clause the words after "may have" say, with the controller's yes / no first (608.2d)."""
    kept = decided_by_you(node, clause)
    np = child(node, "np")
    if np is None:
        raise Unread(clause)
    recipients: Tree[Token] = Tree("recipients", [Tree("r_each_object", [np], np.meta)], np.meta)
    plain: Tree[Token] = Tree("damage", [k for k in kept if k is not np] + [recipients], node.meta)
    steps = damage_clause(plain, text, clause)
    if len(steps) != 1 or steps[0].optional or steps[0].may_have:
        raise Unread(clause)
    return [replace(steps[0], may_have=True)]  # the controller's one yes / no, then the damage (engine/run.py)


BOARD_CLAUSES["may_damage_each"] = may_damage_each
__all__ = ["may_damage_each"]
