"""A spell that copies itself as it resolves (707.10): "Then that permanent's controller may copy this spell and may
choose a new target for that copy" (Chain of Acid).

Why a module apart: the spell copied is the source, on the stack as it resolves (608.2), not one of the scenario's
``spells``; who copies it is the step's subject (the controller of the object named before, as it last existed,
608.2h), who decides the "may" (608.2d) and controls the copy (707.10). The copy goes on the stack above nothing
that is left of the resolving spell (it leaves the stack as it finishes, 608.2n), and is not cast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..plan.stack import CopyThisSpell
from ..result import EventRecord, StepResult
from .act_picks import may_first
from .asking import choice_phase, declined
from .registry import handles

if TYPE_CHECKING:
    from .state import State


@handles(CopyThisSpell)
async def copy_this_spell(state: State, step: CopyThisSpell, result: StepResult) -> None:
    """Each player the subject names (none when the object's controller is not known) may copy the resolving spell;
    a text that is no spell has no "this spell" to copy, and is refused."""
    if state.scenario.source_zone != "stack" and state.scenario.ability_kind != "spell":
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=step.text)
    copiers = list(result.order)
    if step.optional:  # "may copy": the copier's yes or no first (608.2d)
        await choice_phase(state, result, lambda player: may_first(step) if player in copiers else [])
        copiers = [p for p in copiers if p not in declined(result)]
    name = state.scenario.card or t("apnap.what.this_spell", state.lang)
    for copier in copiers:
        result.events.append(EventRecord(copier, "copy_spell", [], labels=[name], extra={
            "from": "stack", "to": "stack", "copy_controller": copier, "spell_controller": state.game.controller,
            "new_targets": step.new_targets, "what": name, "source_spell": True}))
        if step.new_targets:
            state.warnings.append(t("apnap.warning.copy_targets", state.lang, spell=name, player=copier))
    state.cite("707.10", "405.2", *(("707.10c",) if step.new_targets and copiers else ()), step=result)
