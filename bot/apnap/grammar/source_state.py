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
    """The source is ``role`` ("attacking", "blocking", "attacking_or_blocking", "blocked", "unblocked");
    ``said_it``: the card calls the source "it" ("as long as it's attacking", Spanish "mientras esté atacando" with
    its subject left out), and the reading says so too."""

    role: str
    said_it: bool = False


@dataclass(frozen=True, slots=True)
class SourceMarked:
    """"As long as Kor Duelist is equipped" (301.5: an Equipment attached to it), "… as long as it's enchanted" (303.4:
    an Aura attached to it), "As long as Swarmborn Giant is monstrous" (701.37b): ``mark`` ``equipped``,
    ``enchanted`` or ``monstrous``."""

    mark: str


def source_marked(node: Tree[Token], words: Words) -> SourceMarked:
    """``… "is" source_mark`` / Spanish ``"esté" source_mark``: the mark its rule alias names."""
    mark = next(t for t in node.iter_subtrees() if t.data.startswith("src_"))
    return SourceMarked(str(mark.data).removeprefix("src_"))


# the subtype of the permanents that make a source "equipped" or "enchanted" (301.5, 303.4), and their card type: one
# that says it is attached to the source is of that kind even with its subtypes not given
_ATTACHMENT = {"equipped": ("equipment", "artifact"), "enchanted": ("aura", "enchantment")}


def source_marked_holds(cond: SourceMarked, source: GameObject, game: Game) -> bool | None:
    """Monstrous as the scenario states it; equipped / enchanted when an Equipment / Aura on a battlefield names the
    source in its ``attached_to``. None (asked) when the board does not say: monstrous not given, a battlefield
    nobody described, or such a permanent whose ``attached_to`` is not given."""
    if cond.mark == "monstrous":
        return source.monstrous
    kind, card_type = _ATTACHMENT[cond.mark]
    name = source.name.casefold()
    on_it = [o for p in game.players for o in p.battlefield if (o.attached_to or "").casefold() == name]
    if any(kind in o.subtypes or card_type in o.types for o in on_it):
        return True
    attachments = [o for p in game.players for o in p.battlefield if kind in o.subtypes and o is not source]
    if any(o.attached_to is None for o in attachments) or any("battlefield" in p.unknown for p in game.players):
        return None
    return False


_ROLES = frozenset({"attacking", "blocking", "attacking_or_blocking", "blocked", "unblocked"})


def source_in_combat(node: Tree[Token], words: Words) -> SourceInCombat:
    """``"this" WORD "is" combat_state`` / ``"it's" combat_state`` / Spanish ``"esté" combat_state`` → the role its
    words name (one rule alias per role, the same in both grammars). No WORD or subject tree beside the role: the
    source said as "it" ("it's", "it is"; Spanish "esté" with no subject, 608.2c), not by "this WORD" or its name."""
    state = next(t for t in node.children if isinstance(t, Tree) and t.data in _ROLES)
    named = any(c is not state and (isinstance(c, Tree) or c.type == "WORD") for c in node.children)
    return SourceInCombat(str(state.data), said_it=not named)


def source_holds(cond: SourceTapped | SourceInCombat | SourceMarked, source: GameObject, game: Game) -> bool | None:
    """Whether the source is tapped (untapped), in that role now, or so marked; None when the board does not say."""
    if isinstance(cond, SourceTapped):
        return source.tapped is cond.tapped
    if isinstance(cond, SourceMarked):
        return source_marked_holds(cond, source, game)
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
