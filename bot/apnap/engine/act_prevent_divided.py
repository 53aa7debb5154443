"""A prevention shield divided among targets (601.2d, 615.7): "Prevent the next 4 damage that would be dealt this turn
to any number of targets, divided as you choose" (Embolden, Remedy, Angel of Salvation).

Why a handler of its own: the other preventions protect one target or a group with one shield; this one gives each
target the part of the shield the caster chose for it as the spell was cast (the scenario's ``division``, each at
least 1, adding up to the amount), each part a shield of its own that prevents that much of the next damage to that
target this turn. The targets and the division are chosen, checked and asked for exactly as divided damage's are
(act_divided.py: the same scenario fields, the same questions); nothing is prevented now (615.1: a shield watches for
damage later), so each target's shield is one ``rule_change`` event with its amount.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..plan.shields import PreventDamageDivided
from ..result import EventRecord, StepResult
from .act_divided import _any_targets, divided_parts
from .act_shields import _cite_duration, _duration, shield_amount
from .registry import handles

if TYPE_CHECKING:
    from .state import State


@handles(PreventDamageDivided)
async def prevent_divided(state: State, step: PreventDamageDivided, result: StepResult) -> None:
    """Each target's part of the shield, as the caster divided it (601.2d): one shield per target (615.7)."""
    amount = shield_amount(state, step) or 0
    placed, among = _any_targets(state, step, result)  # type: ignore[arg-type]  # the same targets as divided damage
    parts = divided_parts(state, amount, among)  # each target at least 1 (601.2d)
    duration = _duration(state, step)
    for at, (obj, holder) in placed:
        extra: dict[str, Any] = {"change": "prevent", "act": "damage", "duration": duration, "to": True,
                                 "divided": True}
        result.events.append(EventRecord(state.game.controller, "rule_change", [obj] if obj is not None else [],
                                         labels=[holder] if obj is None else None, amount=parts[at], extra=extra))
    result.order = [state.game.controller]
    state.cite("615.1", "615.1a", "615.7", "601.2d", "115.4", step=result)
    _cite_duration(state, duration, result)
