"""A permanent spell resolves: it becomes a permanent and enters under its controller's control (608.3).

Why a handler of its own: the card is not on the battlefield while it is cast (it is on the stack), so the permanent is
made here from the card as printed (its types, subtypes, power and toughness, its own triggered abilities, the card
database's text), put onto its controller's battlefield, entering tapped when its own line says so (614.1c), and the
entering is an event what watches for it sees (603.6a: its own "When … enters" too; one the grammar cannot read is
said in ``warnings``). The card must be known: a
scenario that names no card (pasted text) has nothing to put there and is refused, never given a made-up permanent.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bot.errors import BotError

from ..plan import PermanentSpellResolves
from ..result import EventRecord, StepResult
from ..source_place import card_permanent, triggers_unread, unread_triggers
from . import triggers
from .own_entry import enters_tapped_itself
from .registry import handles

if TYPE_CHECKING:
    from .state import State


@handles(PermanentSpellResolves)
async def permanent_spell_resolves(state: State, step: PermanentSpellResolves, result: StepResult) -> None:
    """608.3: the card as a permanent on its controller's battlefield, one ``permanent_spell_resolves`` event."""
    card = state.scenario.source_card
    you = state.game.controller
    if card is None or not card.type_line:
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=step.line)
    entered = replace(card_permanent(card, you, state.made_uid(result)), tapped=enters_tapped_itself(state))
    state.game.player(you).battlefield.append(entered)
    result.events.append(EventRecord(you, step.action, [entered], extra={"tapped": entered.tapped}))
    result.order = [you]
    state.cite("608.3", step=result)
    triggers.enters(state, entered, you, result)
    unread = unread_triggers(card)
    if unread:  # what it would watch for and the engine cannot (its own "When … enters" too): said, never left out
        state.warnings.append(triggers_unread(card, unread, state.lang))
