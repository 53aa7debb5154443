""""Whenever Kolaghan Aspirant becomes blocked by a creature, Kolaghan Aspirant deals 1 damage to that creature",
"Whenever Wall of Tears blocks a creature, return that creature …", "Whenever Treefolk Mystic blocks or becomes
blocked by a creature, destroy all Auras attached to that creature": which creature "that creature" is (603.2), read
from the combat the scenario states rather than asked again.

The trigger's event is about the source and one other creature in the same combat: the attacker it blocks ("blocks
a creature", 509.1a), the blocker blocking it ("becomes blocked by a creature", 509.1h), or either. When the
scenario's ``combat`` names exactly one such creature, that is the event's object; several (a block of two
attackers, two blockers), none, or no combat stated: nothing is inferred and ``event_object`` is asked as before.

Why a module: the loader's ``event_object`` (stack_facts.py) knows the trigger's words and the board; the combat's
roles are combat_facts.py's. This is the one place that joins them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from .grammar.text import fold
from .model import Game, GameObject

_EVENTS = (  # the source's role in the trigger's words, English and printed Spanish (folded)
    (re.compile(r"\bblocks or becomes blocked by an? (?:[\w-]+ )*?creature\b"
                r"|\bbloquee o sea bloquead[ao] por una (?:[\w-]+ )*?criatura\b|\bbloquee o sea bloquead[ao] por "
                r"una criatura\b"), "either"),
    (re.compile(r"\bbecomes blocked by an? (?:[\w-]+ )*?creature\b|\bsea bloquead[ao] por una criatura\b"),
     "blocked"),
    (re.compile(r"\bblocks an? (?:[\w-]+ )*?creature\b|\bbloquee a una criatura\b"), "blocker"),
)
_WHO = re.compile(r"^(?:whenever|when|siempre que|cuando) (?P<who>.+?) (?:blocks|becomes|bloquee|sea)\b")
_SELF = ("this creature", "esta criatura")


def block_role(condition: str, names: Sequence[str]) -> str | None:
    """The source's role in the event, when the trigger is about the source's own block; None otherwise."""
    said = fold(condition)
    who = _WHO.match(said)
    if who is None or who["who"] not in (*_SELF, *(fold(n) for n in names)):
        return None
    return next((role for pattern, role in _EVENTS if pattern.search(said)), None)


def block_source(game: Game, names: Sequence[str]) -> GameObject | None:
    """The source on the battlefield, when exactly one permanent has its name."""
    wanted = {fold(n) for n in names}
    found = [o for p in game.players for o in p.battlefield if fold(o.name) in wanted]
    return found[0] if len(found) == 1 else None


def combat_event_object(condition: str, names: Sequence[str], game: Game) -> str | None:
    """The name of the one creature the source blocks or is blocked by, as the trigger's words ask and the
    scenario's combat says (509.1a, 509.1h); None when the combat does not settle it."""
    role = block_role(condition, names)
    source = block_source(game, names) if role is not None else None
    if source is None or role is None or game.combat is None:
        return None
    found = in_block_with(game, source, role)
    return found[0].name if len(found) == 1 else None


def in_block_with(game: Game, source: GameObject, role: str) -> list[GameObject]:
    """The creatures the scenario's combat puts in the source's block, as ``role`` says: the attackers it blocks
    (509.1a), the creatures blocking it (509.1h), or either; none with no combat stated."""
    combat = game.combat
    if combat is None:
        return []
    others: list[int] = []
    if role in ("blocker", "either"):  # the attackers it blocks
        others += list(combat.blocks(source.uid))
    if role in ("blocked", "either"):  # the creatures blocking it
        others += [b for b, attackers in combat.blocking if source.uid in attackers]
    by_uid = {o.uid: o for p in game.players for o in p.battlefield}
    return [by_uid[u] for u in dict.fromkeys(others) if u in by_uid]


__all__ = ["block_role", "block_source", "combat_event_object", "in_block_with"]
