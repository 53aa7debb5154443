"""Damage to each target of one counted word (601.2c): "Jagged Lightning deals 3 damage to each of two target
creatures", "… to each of up to two target creatures".

Why a module of its own: unlike a division (act_divided.py, 601.2d) nothing is chosen but the targets, and unlike
"… to target creature" there are several; the targets are chosen, checked and asked for where every counted target
word's are (several_targets.counted_targets: 115.3, the same object once; 608.2b, an illegal one is dealt nothing and
the rest still are). The whole amount goes to each, at once, from the one source (120.3): one damage event.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model import GameObject
from ..plan import DamageEachTarget
from ..result import EventRecord, StepResult
from . import triggers
from .damage_sources import damage_source, protected, source_colors, source_name
from .grants import damage_keywords
from .planeswalker_damage import mark_damage
from .registry import handles
from .several_targets import counted_targets
from .values import value_of

if TYPE_CHECKING:
    from .state import State


@handles(DamageEachTarget)
async def damage_each_target(state: State, step: DamageEachTarget, result: StepResult) -> None:
    """Each legal target is dealt the amount (120.3e: marked on a creature; 120.3c: loyalty from a planeswalker);
    0 damage is no damage at all (120.8)."""
    assert step.objects is not None
    legal = counted_targets(state, step.objects, step.count, result)
    n = value_of(state, step.amount)
    source = source_name(state, step.source)
    colors = source_colors(state)
    dealt: list[tuple[GameObject, str]] = []
    for obj, holder in legal:
        if n <= 0 or protected(state, obj, colors, result):
            continue
        extra = mark_damage(state, obj, n, source, result)
        result.events.append(EventRecord(holder, "damage", [obj], amount=n, extra=extra))
        dealt.append((obj, holder))
    result.order = state.apnap_order(dict.fromkeys(h for _, h in legal))
    if dealt:
        triggers.damaged(state, dealt, [], damage_source(state, step.source), result)
        damage_keywords(state, step.source, result)  # lifelink, deathtouch (702.15b, 702.2b)
    state.cite("601.2c", "115.1", *(("120.3e",) if dealt else ("120.8",) if legal and n <= 0 else ()), step=result)
