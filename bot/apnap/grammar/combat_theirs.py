""""Creatures they control can't attack you this turn" (Web of Inertia), "… creatures that player controls can't
attack you this turn", printed Spanish "las criaturas que controla (ese jugador) no pueden atacarte este turno": a
combat restriction (508.1c, 611.2a) on the permanents of one player the effect names before (608.2c), the player the
trigger names ("on each opponent's turn": that player, 603.2) or an earlier instruction's.

Why a module: the kind is read as any "Creatures … can't attack you" subject (verbs_board.cant_combat_clause), and
whose they are is the one filter field the engine resolves to one player (``control`` "that_player",
engine/referents.py through State.matches). Read as the acting player's, or left unbound, it would restrict every
player's creatures or the controller's: a wrong answer, so the words are bound here or refused. A duration is
required (no "can't attack" of an instruction lasts forever without saying so).
"""

from __future__ import annotations

from dataclasses import replace

from lark import Token, Tree

from .filters import parse_filter
from .phrases import Unread, Words, child
from .specs import StepSpec
from .verbs_board import CLAUSES, cant_combat_clause


def cant_combat_theirs_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """The kind ("creatures", a type or a colour first) of "that player"'s permanents can't attack or block for the
    duration said; a kind that names whose itself ("creatures you control they control") is refused."""
    kind = child(node, "lead_kind") or child(node, "np")
    if kind is None:
        raise Unread(clause)
    flt = parse_filter(text.low_of(kind), text.lexicon)
    if flt is None or flt.control is not None or flt.of_that_player:
        raise Unread(text.of(kind))
    plain = Tree("cant_combat", [k for k in node.children if not (isinstance(k, Tree) and k.data == "theirs_control")
                                 and not (isinstance(k, Token) and k.type == "THEIRS_CONTROL_ES")], node.meta)
    return [replace(step, creatures=replace(flt, control="that_player"))
            for step in cant_combat_clause(plain, text, clause)]


# the players an earlier instruction may name for "that player" to stay one player (608.2c; engine/referents.py)
_ONE_PLAYER = frozenset({"you", "target_player", "target_opponent", "that_player"})


def their_creatures_bound(steps: list[StepSpec]) -> None:
    """A restriction on "that player"'s creatures after an instruction of several players ("Each opponent loses 1
    life. Creatures they control can't attack you this turn.", "Any player may … . If a player does, …") names no one
    player: read as one (the active player's) it restricted one opponent's creatures of three. Refused, naming the
    words; with none before it, the trigger's player is meant (603.2)."""
    for i, step in enumerate(steps):
        flt = step.creatures
        if step.action != "cant_combat" or flt is None or flt.control != "that_player" or step.detail("each_who_did"):
            continue  # "If a player does, creatures that player controls …": each of them in turn (each_who_did.py)
        if any(s.subject.kind not in _ONE_PLAYER for s in steps[:i]):
            raise Unread(step.text)


CLAUSES["cant_combat_theirs"] = cant_combat_theirs_clause
__all__ = ["cant_combat_theirs_clause", "their_creatures_bound"]
