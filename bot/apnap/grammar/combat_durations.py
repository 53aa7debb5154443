"""How long a combat restriction of a resolving ability lasts (611.2a): "… can't attack this turn", "… can't block this
combat", and "… can't attack you or a planeswalker you control until your next turn" (Orzhov Advokist; printed
Spanish "hasta tu próximo turno"), which ends as the controller's next turn begins, not at this turn's cleanup step.

Why one reader: the restriction's readers (verbs_board.cant_combat_clause, combat_those.py, combat_and.py) each used
to ask only "this turn" or "this combat" and took anything else as no duration at all (a static ability's, or the rest
of the game for a resolving one): a duration of a third kind must be read by every one of them, or one would say
"for the rest of the game". The grammar's ``combat_duration`` rule names each kind by its alias.
"""

from __future__ import annotations

from lark import Token, Tree

from .parse_tree import trees

# the alias of each ``combat_duration`` alternative → the step's duration (611.2a)
COMBAT_DURATIONS = {"combat_duration": "this_turn", "this_combat": "this_combat",
                    "combat_until_your_next_turn": "until_your_next_turn"}


def combat_duration(node: Tree[Token], default: str) -> str:
    """The duration ``node``'s ``combat_duration`` says, or ``default`` when it says none."""
    return next((COMBAT_DURATIONS[k.data] for k in trees(node) if k.data in COMBAT_DURATIONS), default)


__all__ = ["COMBAT_DURATIONS", "combat_duration"]
