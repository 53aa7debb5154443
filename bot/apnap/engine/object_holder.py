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
    event = state.scenario.stack.event_object if not names else None
    if event:  # no target: the object of the trigger event (603.2)
        names = [event]
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
    return _dead_holder(state, event, step) if event else None


def _dead_holder(state: State, name: str, step: StepResult | None) -> str | None:
    """The controller of a trigger event's object that died ("Whenever a creature dies, … that creature's
    controller"): who controlled it as it last existed on the battlefield (608.2h, 603.10a), which no board records;
    its card is in its owner's graveyard (400.7e, 404.1), so its owner is taken, and said in ``warnings``."""
    from bot.catalog import t

    owner = next((p.name for p in state.game.players if any(o.name.casefold() == name.casefold() for o in p.graveyard)),
                 None)
    if owner is not None:
        state.cite("608.2h", step=step)
        warning = t("apnap.warning.dead_controller_assumed", state.lang, card=name, player=owner)
        if warning not in state.warnings:
            state.warnings.append(warning)
    return owner


def target_owner(state: State, step: StepResult | None) -> str | None:
    """Who owns the object targeted before ("its owner's graveyard, hand, and library" after "Choose target card in a
    graveyard", 108.3): the player whose zone holds a card of that name (a graveyard, exile, or the battlefield,
    where a permanent's owner is its card's, 108.3), or the controller of that spell on the stack; None when no zone
    the board shows holds it."""
    names = [n.casefold() for n in state.scenario.targets if n not in state.game.seat_names]
    if len(names) != 1:
        return None
    spell = next((s for s in state.scenario.stack.spells if s.card.name.casefold() == names[0]), None)
    if spell is not None:  # a spell's card is its owner's (108.3)
        return spell.card.owner
    for zone in ("graveyard", "exile", "battlefield"):
        holder = next((o.owner for p in state.game.players for o in p.zone(zone) if o.name.casefold() == names[0]),
                      None)
        if holder is not None:
            state.cite("108.3", step=step)
            return holder
    return None
