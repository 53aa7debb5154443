""""Each player may put two +1/+1 counters on a creature they control. If a player does, creatures that player controls
can't attack you or planeswalkers you control until your next turn." (Orzhov Advokist); printed Spanish "Cada jugador
puede … . Si un jugador lo hace, …".

Why a reader of its own: after "any player may" (any_player_may.py) "If a player does" asks whether one player did the
one instruction; after "each player may" every player decides for themselves (101.4), so the condition holds per
player and "that player" is each player who did, in turn (608.2c: the words refer back to each of them). The sentence's
steps are marked ``each_who_did`` with the action of the "may" instruction; plan/each_who_did.py wraps each in one
step the engine resolves once per player who did it. A step of the sentence that names no "that player" ("If a player
does, you draw a card": once per player, or once in all?) is refused, naming the words, never guessed.
"""

from __future__ import annotations

from dataclasses import replace

from .phrases import Unread
from .specs import StepSpec

# The "each player may" subjects after which "If a player does" is each player's own condition
_EACH = frozenset({"each_player", "each_opponent", "each_other_player"})


def _names_that_player(step: StepSpec) -> bool:
    flt = step.creatures
    return (step.subject.kind == "that_player" or (flt is not None and flt.control == "that_player")
            or any(s.filter is not None and s.filter.control == "that_player" for s in step.slots))


def each_who_did(changes: dict[str, object], earlier: list[StepSpec], steps: list[StepSpec],
                 words: str) -> tuple[dict[str, object], list[StepSpec]]:
    """``changes`` and ``steps`` with "If a player does" after an "each player may" instruction read per player; any
    other sentence unchanged (any_player_may.anyone_lead reads or refuses it)."""
    last = earlier[-1] if earlier else None
    if changes.get("if_anyone") is not True or last is None or last.any_one or not last.optional \
            or last.may_have or last.subject.kind not in _EACH:
        return changes, steps
    if not steps or not all(_names_that_player(s) for s in steps):
        raise Unread(words)
    marked = [replace(s, if_anyone=None, extra=(*s.extra, ("each_who_did", last.action))) for s in steps]
    return {k: v for k, v in changes.items() if k != "if_anyone"}, marked


__all__ = ["each_who_did"]
