"""Who controlled the object an earlier instruction named ("that permanent's controller", 608.2h), for the subject of
a step (who.py) and for "the player" / "they" said of that subject afterwards (referents.py: "Then that permanent's
controller may sacrifice a land. If the player does, they may copy this spell", Chain of Vapor).

Why a module of its own: both readers need the same answer — the target's controller as it last existed on the
battlefield or the stack, or the trigger event's object's — and who.py already imports referents.py, so the one
answer lives below both.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..result import StepResult
    from .state import State


def target_holder(state: State, step: StepResult | None) -> str | None:
    """Who controlled the target as it left the battlefield in this effect (608.2h: another permanent of that name
    is not it), or who controls it now."""
    names = [n for n in state.scenario.targets if n not in state.game.seat_names]
    tap = state.scenario.stack.mana_tap
    if not names and tap is not None:  # the permanent tapped for mana: whose the loader checked (mana_taps.py)
        state.cite("603.2", step=step)
        return tap.player
    if not names and state.scenario.stack.event_object:  # no target: the object of the trigger event (603.2)
        names = [state.scenario.stack.event_object]
        state.cite("603.2", step=step)
    for name in (n.casefold() for n in names):
        spell = next((s for s in state.scenario.stack.spells if s.card.name.casefold() == name), None)
        if spell is not None:  # "Counter target spell. Its controller …": who controlled it on the stack (608.2h)
            state.cite("608.2h", step=step)
            return spell.controller
        if name in state.left_holders:
            state.cite("608.2h", step=step)
            return state.left_holders[name]
        for p in state.game.players:
            if any(o.name.casefold() == name for o in p.battlefield):
                return p.name
    return None
