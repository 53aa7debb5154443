"""Damage clauses of the "each player" corpus tail (session 10): "… unless they have exactly three or exactly four
cards in hand" (a board condition the damage happens only without, 608.2c) and "For each player, … deals damage
to that player and each creature that player controls equal to …" (each by their own count, 608.2h). Read with
sentences.py's damage reader and registered among its clause readers; kept apart so each module stays small."""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .conditions import condition_of as board_condition
from .damage_clauses import damage_clause
from .phrases import Unread, Words, arg, trees
from .sentences import _OWN_READERS
from .specs import StepSpec


def _damage_for_each_player(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"For each player, … deals damage to that player and each creature that player controls equal to …": read as
    "… to each player and each creature they control", each by their own count (the engine counts per player).
    The creatures must be that player's ("that player controls"), else whose they are would be lost."""
    np = arg(node, "np")
    if not any(t.data == "np_tail" and text.low_of(t) == "that player controls" for t in trees(np)):
        raise Unread(clause)
    recipients = Tree("recipients", [Tree("r_each_player", []), Tree("r_each_object", [np])])
    same = Tree("damage_ref_after", [arg(node, "source"), recipients, trees(node)[-1]], node.meta)
    return damage_clause(same, text, clause)


def _damage_unless_board(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """"… deals 2 damage to that player unless they have exactly three or exactly four cards in hand": the damage
    only if the condition does not hold when it is reached (608.2c). "They" is that one player: the recipients
    must be "that player" and the condition about them (a condition of each of several players is not read)."""
    cond = trees(node)[-1]  # the condition's own rule (cond_hand_exactly, …)
    recipients = [r.data for r in trees(arg(node, "recipients"))]
    if recipients != ["r_that_player"] or trees(cond)[0].data != "of_that_player":
        raise Unread(clause)
    (step,) = damage_clause(Tree("damage", [c for c in node.children if c is not cond], node.meta), text, clause)
    return [replace(step, unless_board=(board_condition(cond, text), text.of(cond)))]


_OWN_READERS.update({"damage_unless_board": _damage_unless_board, "damage_for_each_player": _damage_for_each_player})
