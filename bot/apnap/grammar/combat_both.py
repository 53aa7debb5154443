""""Tormented Soul can't block and can't be blocked" (Inkfathom Infiltrator, Marang River Prowler, Insidious Mist),
printed Spanish "… no puede bloquear y no puede ser bloqueada": two restrictions in combat (101.2; 509.1a, 509.1b) on
the same creature, the source or the attached one.

Why a module: each half is the ``cant_combat`` step "Tormented Soul can't block" reads into (verbs_board.py); what is
new is only that one subject carries both, so each half is read as its own sentence with that subject, never a
restriction folded into the other's words.
"""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Words
from .specs import StepSpec
from .verbs_board import CLAUSES, cant_combat_clause


def cant_combat_both_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """One ``cant_combat`` step for each "can't …", in the printed order, both on the subject said once."""
    acts = [k for k in node.children if isinstance(k, Tree) and k.data.startswith("act_")]
    subject = [k for k in node.children if isinstance(k, Tree) and not k.data.startswith("act_")]
    return [step for act in acts
            for step in cant_combat_clause(Tree("cant_combat", [*subject, act], node.meta), text, clause)]


CLAUSES["cant_combat_both"] = cant_combat_both_clause
__all__ = ["cant_combat_both_clause"]
