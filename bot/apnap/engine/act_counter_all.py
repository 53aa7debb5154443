""""Counter all other spells." (Swift Silence; 701.6a): every spell of the step's kind on the stack at once.

Why a module apart from act_stack.py: that one counters the one spell a target or the trigger event names, with its
"unless" payments and its copies; this one has no target and no payment, only the scenario's whole stack (405.1:
``spells``, bottom to top) and, for each spell, whether its own text or a board static keeps it from being countered
(101.2).
Each countered spell is its own ``counter_spell`` event (its controller and owner differ), so "Draw a card for each
spell countered this way" counts them (608.2c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..oracle import short_names
from ..plan.stack import CounterAllSpells
from ..result import EventRecord, StepResult
from .registry import handles
from .restricting import counter_guard, stays_on_the_stack

if TYPE_CHECKING:
    from .state import State


@handles(CounterAllSpells)
async def counter_all_spells(state: State, step: CounterAllSpells, result: StepResult) -> None:
    """701.6a: each spell of the kind leaves the stack for its owner's graveyard; one that can't be countered (its own
    text, 113.6g, or a board static, 604.1) stays (101.2: ``not_countered``). Abilities on the stack are no spells
    (405.1). "Other": only the resolving spell itself is left (608.2): the topmost entry of this card's name that the
    controller controls, when the scenario lists it; a spell of the same name cast earlier (a second Swift Silence)
    is another spell."""
    you = state.game.controller
    spells = state.scenario.stack.spells
    own = {n.casefold() for n in short_names(state.scenario.card)} if step.other and state.scenario.card else set()
    itself = next((s for s in reversed(spells) if s.ability is None and s.controller == you
                   and s.card.name.casefold() in own), None)
    for spell in spells:
        if spell.ability is not None or spell is itself:
            continue
        if not state.matches(step.objects, spell.card, spell.controller):
            continue
        guard = counter_guard(state, spell)
        if guard is not None:
            stays_on_the_stack(state, spell, guard, result)
            continue
        state.game.player(spell.card.owner).zones["graveyard"].append(spell.card)
        result.events.append(EventRecord(you, "counter_spell", [spell.card], extra={
            "from": "stack", "to": "graveyard", "spell_controller": spell.controller}))
    state.cite("405.1", "701.6a", step=result)
