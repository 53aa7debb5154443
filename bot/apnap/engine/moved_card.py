""""If that card is a Goblin card, …" after "Return target creature card from your graveyard to your hand" (608.2c):
the one card the instruction before moved, as it is where it went (grammar/moved_card.py).

Why apart: the answer comes from this effect's own events (the step just before), never from the starting board;
with no card moved (the target not there) the check is false, and more than one card moved is refused (which one
"that card" means is not said).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError

from ..grammar.moved_card import MovedCardIs

if TYPE_CHECKING:
    from .state import State


def moved_card_holds(state: State, check: MovedCardIs, words: str) -> bool:
    before = state.steps[-1] if state.steps else None  # the instruction just before, whether or not it moved one
    moved = [o for e in before.events for o in e.objects] if before is not None else []
    unknown = next((e.player for e in before.events if e.extra.get("unknown") or any(not o.known for o in e.objects)),
                   None) if before is not None else None
    if unknown is not None:  # "Reveal the top card …. If it's a land, …" of a library nobody described: asked
        raise BotError.of("choice_needed", "apnap.error.card_unknown", field="players", lang=state.lang,
                          player=unknown)
    if len(moved) > 1:
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=words)
    state.cite("608.2c")
    return bool(moved) and state.matches(check.filter, moved[0], moved[0].owner)
