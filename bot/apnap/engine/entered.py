"""The permanent an earlier instruction of this effect put onto the battlefield: what "it" / "that creature" names in
"Return target creature card from your graveyard to the battlefield. It gains haste." (608.2c).

Why a referent of its own: the card that was targeted in the graveyard and the permanent that entered are two objects
(400.7); the permanent is neither a target (115.1: it was never chosen) nor the trigger event's object. The effect
that moved it can still find it (400.7j, 608.2c), so the later instruction acts on exactly the object the earlier
step moved, found on the battlefield by its identity, never by its name.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model import GameObject

if TYPE_CHECKING:
    from ..grammar.specs import TypeFilter
    from .state import State


def entered_objects(state: State) -> list[GameObject]:
    """The objects the last earlier step of this resolution that put cards onto the battlefield moved there (its
    events with ``to: battlefield``), or the tokens it created there (111.1: a token is created on the battlefield);
    [] when none did or it named a card the board does not show (labels only)."""
    for earlier in reversed(state.steps[:-1]):  # the last result is the step resolving now
        entering = [e for e in earlier.events if e.extra.get("to") == "battlefield" or e.action == "create"]
        if entering:
            return [o for e in entering for o in e.objects]
    return []


def entered_object(state: State, flt: TypeFilter) -> tuple[GameObject, str] | None:
    """The one permanent that entered, where it is now and who controls it, if it is still of the text's kind; None
    when no step put exactly one there or it has left (the instruction then has no object: refused, 608.2b)."""
    moved = entered_objects(state)
    if len(moved) != 1:
        return None
    found = [(o, p.name) for p in state.game.players for o in p.battlefield if o.uid == moved[0].uid]
    if len(found) != 1 or not state.matches(flt, *found[0]):
        return None
    return found[0]


def declined_return(state: State) -> bool:
    """No earlier step put anything onto the battlefield because its player said no to its "may" (608.2d): the later
    "it gains haste" then has no object and does nothing; a card simply not found is refused instead."""
    if entered_objects(state):
        return False
    return any(c.answer == "no" and c.player == state.game.controller for r in state.steps for c in r.choices)
