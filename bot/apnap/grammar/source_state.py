"""Conditions on the source's own state: tapped or untapped ("if this permanent is tapped"), and its place in
combat, "Grasping Scoundrel gets +1/+0 as long as it's attacking", "Thorned Moloch has first strike as long as
it's attacking", "As long as this creature is attacking, …" (506.4, 508.1k, 509.1g).

Its own module because conditions.py is full. Combat is answered from the scenario's ``combat``
(combat_facts.py), or, with none given, from what the rules settle alone (only the active player's creatures
attack, only the others' block: 506.2, 508.1a, 509.1a); anything else is left open (``None``: asked).
"""

from __future__ import annotations

from dataclasses import dataclass

from lark import Token, Tree

from ..model import Game, GameObject
from .phrases import Words


@dataclass(frozen=True, slots=True)
class SourceTapped:
    tapped: bool


@dataclass(frozen=True, slots=True)
class SourceInCombat:
    """The source is ``role`` ("attacking", "blocking", "attacking_or_blocking", "blocked", "unblocked")."""

    role: str


_ROLES = frozenset({"attacking", "blocking", "attacking_or_blocking", "blocked", "unblocked"})


def source_in_combat(node: Tree[Token], words: Words) -> SourceInCombat:
    """``"this" WORD "is" combat_state`` / ``"it's" combat_state`` / Spanish ``"esté" combat_state`` → the role its
    words name (one rule alias per role, the same in both grammars)."""
    state = next(t for t in node.children if isinstance(t, Tree) and t.data in _ROLES)
    return SourceInCombat(str(state.data))


def source_holds(cond: SourceTapped | SourceInCombat, source: GameObject, game: Game) -> bool | None:
    """Whether the source is tapped (untapped), or in that role now; None when the board does not say."""
    if isinstance(cond, SourceTapped):
        return source.tapped is cond.tapped
    holder = game.controller_of(source)
    if game.combat is not None and (game.combat.attacks(source.uid) is None or "blocked" not in cond.role
                                    or game.combat.is_blocked(source.uid) is not None):
        return game.combat.is_(cond.role, source.uid)
    if holder is None or game.shared_team_turns or game.combat is not None:
        return None
    if holder != game.active and cond.role in ("attacking", "blocked", "unblocked"):
        return False  # 506.2, 508.1a: only the active player's creatures attack
    if holder == game.active and cond.role == "blocking":
        return False  # 509.1a: the active player's creatures never block
    return None
