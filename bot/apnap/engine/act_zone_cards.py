"""Abilities a static ability gives cards in its controller's graveyard or hand (611.3a, 613.1f): "Creature cards in
your graveyard have haste", "Each land card in your hand has cycling {R}".

Why a handler of its own: its objects are cards in a zone no battlefield step reaches. The cards of that kind there
have the abilities while the source is on the battlefield; a zone the scenario does not describe (or cards in it
nobody named) is said in ``warnings``, never taken as holding none of them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t

from ..plan import StaticZoneCards
from ..result import EventRecord, StepResult
from .act_static import static_only
from .layers import cite_layers
from .registry import handles

if TYPE_CHECKING:
    from .state import State


@handles(StaticZoneCards)
async def static_zone_cards(state: State, step: StaticZoneCards, result: StepResult) -> None:
    static_only(state, step)
    you = state.game.player(state.game.controller)
    cards = you.zone(step.zone)
    found = [o for o in cards if o.known and step.cards.matches(o, you.name, you.name)]
    if step.zone in you.unknown or any(not o.known for o in cards):  # cards nobody named may be of the kind too
        warning = t(f"apnap.warning.zone_cards_unseen_{step.zone}", state.lang, player=you.name)
        if warning not in state.warnings:
            state.warnings.append(warning)
    result.events.append(EventRecord(you.name, "modify", found,
                                     extra={"pt": "", "keywords": ", ".join(step.keywords), "duration": "static",
                                            "zone": step.zone}))
    state.cite("604.1", "611.3a", step=result)
    cite_layers(state, result, False, bool(step.keywords))
