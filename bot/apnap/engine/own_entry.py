"""The source card's own "enters the battlefield tapped" when an instruction puts that very card onto the battlefield
("{2}{B}: Return Dread Wanderer from your graveyard to the battlefield" on a card that also says "Dread Wanderer
enters the battlefield tapped").

Why here: the resolving ability is one line of the card, but a replacement effect of the card's own static ability
applies as the card enters (614.1c, 614.12: it is checked on the permanent as it would exist on the battlefield).
The card's other lines are read by the same grammar as a resolving effect (each parse cached); a line it cannot read
is no entry rule here (board_replacements.py warns of board permanents' unread ones).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError

from ..card_names import own_names
from ..grammar import parse_effect
from ..oracle import abilities_of
from ..plan import EntersTapped, plan_of

if TYPE_CHECKING:
    from .state import State


def enters_tapped_itself(state: State) -> bool:
    """Whether the source card's own static ability makes it enter tapped (an "unless …" tested on the board)."""
    from .values import holds

    card = state.scenario.source_card
    if card is None:
        return False
    for ability in abilities_of(card.text):
        if ability.kind not in ("static", "spell"):
            continue
        try:
            steps = plan_of(parse_effect(ability.text, card.lang, None, own_names(card.name, ability.text, None))).steps
        except BotError:
            continue
        for step in steps:
            if isinstance(step, EntersTapped) and step.objects is None:
                return step.unless is None or not holds(state, step.unless)
    return False
