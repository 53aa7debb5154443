"""A change to permanents the controller may have happen (608.2d): "you may have target creature get +3/-3 until end
of turn", "you may have Ally creatures you control gain first strike until end of turn", printed Spanish "puedes
hacer que la criatura objetivo obtenga +3/-3 hasta el final del turno".

Why its own reader: "you may have <player> lose 1 life" names players who act themselves (sentences.py
``may_have_clause``); here the object of "have" is a permanent, which does nothing of its own will. The sentence is
the same change "target creature gets +3/-3 until end of turn" says (611.2a), with the controller's yes / no as the
effect reaches it (608.2d): the very step that sentence gives, marked ``may_have`` (the engine asks the controller
before the step's handler runs, as for "you may have each opponent lose 1 life"). The target was chosen as the spell
or ability was put on the stack (601.2c) whatever the answer. Only "you" may decide here; "the first player may have
…" is another player's decision, refused.
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .damage_target import decided_by_you
from .phrases import Unread, Words
from .specs import StepSpec
from .verbs_board import CLAUSES as BOARD_CLAUSES

# the rule "may have …" reads as, and the sentence without "you may have" it is the same change as
_PLAIN = {"may_modify_target": "modify_target", "may_modify_all": "modify_all"}


def may_have_change(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """The change the sentence names, with the controller's yes / no first (608.2d)."""
    kept = decided_by_you(node, clause)
    plain = _PLAIN[node.data]
    steps = BOARD_CLAUSES[plain](Tree(plain, kept, node.meta), text, clause)
    if len(steps) != 1 or steps[0].optional or steps[0].may_have:
        raise Unread(clause)
    return [replace(steps[0], may_have=True)]  # the controller's one yes / no, then the change (engine/run.py)


BOARD_CLAUSES.update(dict.fromkeys(_PLAIN, may_have_change))
__all__ = ["may_have_change"]
