""""War Falcon can't attack unless you control a Knight or a Soldier", "Marauding Boneslasher can't block unless you
control another Zombie", "Enchanted creature can't attack or block unless you have seven or more cards in hand":
a restriction in combat (101.2; 508.1c, 509.1b) on the source or the attached creature that applies only while a
board condition does not hold.

Why a module: the restriction is the same ``cant_combat`` step "War Falcon can't attack" reads into (verbs_board.py),
and the condition the same one an effect's "unless" reads (conditions.py): the step carries it as its
``unless_board``, so the engine checks it as the board stands when the step is reached (a static ability applies
at every moment, 611.3a; the answer now is the board's) and reports it like every board condition: held, so the
restriction does not apply now; did not hold, so it does; a board that cannot tell is asked, never guessed.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .conditions import condition_of
from .phrases import Unread, Words
from .specs import StepSpec
from .verbs_board import CLAUSES, cant_combat_clause


def cant_combat_unless_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """The restriction read as ``cant_combat``, without its condition; the condition as the step's "unless"."""
    cond = next((t for t in node.children if isinstance(t, Tree) and t.data.startswith("cond_")), None)
    if cond is None:
        raise Unread(clause)
    rest: Tree[Token] = Tree("cant_combat", [k for k in node.children if k is not cond], node.meta)
    (step,) = cant_combat_clause(rest, text, clause)
    if step.detail("target"):  # only the source's or the attached creature's own static restriction
        raise Unread(clause)
    return [replace(step, unless_board=(condition_of(cond, text), text.of(cond)))]


_REQUIREMENTS = frozenset({"req_must_attack", "req_must_block"})


def combat_rule_unless_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"Reckless Cohort attacks each combat if able unless you control another Ally" (508.1d): the source's own
    requirement read as ``combat_rule``, the condition as the step's "unless", as a restriction's is."""
    from .statics import combat_rule_clause

    cond = next((t for t in node.children if isinstance(t, Tree) and t.data.startswith("cond_")), None)
    req = next((t for t in node.iter_subtrees() if t.data.startswith("req_")), None)
    if cond is None or req is None or req.data not in _REQUIREMENTS:
        raise Unread(clause)
    rest: Tree[Token] = Tree("combat_rule", [k for k in node.children if k is not cond], node.meta)
    (step,) = combat_rule_clause(rest, text, clause)
    return [replace(step, unless_board=(condition_of(cond, text), text.of(cond)))]


CLAUSES["cant_combat_unless"] = cant_combat_unless_clause
CLAUSES["combat_rule_unless"] = combat_rule_unless_clause
