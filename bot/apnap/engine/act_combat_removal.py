"""Removal from combat as an instruction (506.4): the creature stops being an attacking, blocking, blocked or
unblocked creature in the combat the scenario states.

Why the stated combat changes here: a later instruction of the same effect ("attacking creatures you control get
+1/+0") must not see the creature in its old role. The attackers a removed blocker blocked stay blocked (509.1h) and a
creature that blocked a removed attacker is still a blocking creature (510.1d: it then assigns no combat damage);
untapping or tapping it is no removal (506.4b). With no combat stated, only the event says it: the creature is in no
combat role afterwards whatever it was before.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model import GameObject
from ..plan.combat_removal import RemoveFromCombatAll, RemoveFromCombatSource, RemoveFromCombatTarget
from ..result import EventRecord, StepResult
from .act_board import _chosen_rule, _declined, _reached, _target, source_or_named
from .registry import handles

if TYPE_CHECKING:
    from .state import State


def _remove(state: State, result: StepResult, obj: GameObject) -> None:
    """``obj`` leaves combat (506.4): one event saying whether it was in combat (None: no combat stated) and which
    attackers stay blocked without it (509.1h)."""
    combat = state.game.combat
    extra: dict[str, object] = {}
    if combat is not None:
        extra["in_combat"] = combat.attacks(obj.uid) is not None or combat.is_("blocking", obj.uid)
        names = {o.uid: o.name for p in state.game.players for o in p.battlefield}
        kept = [names[a] for a in combat.blocks(obj.uid) if a in names]
        if kept:
            extra["still_blocked"] = kept
            state.cite("509.1h", step=result)
        state.game.combat = combat.without(obj.uid)
    result.events.append(EventRecord(state.game.controller, "remove_from_combat", [obj], extra=extra))
    state.cite("506.4", step=result)


@handles(RemoveFromCombatTarget)
async def remove_target_from_combat(state: State, step: RemoveFromCombatTarget, result: StepResult) -> None:
    """"Remove target attacking creature from combat", "… and remove it from combat" (115.1, 608.2c, 506.4)."""
    if await _declined(state, step, result):
        return
    _remove(state, result, _target(state, step)[0])
    state.cite(_chosen_rule(step), step=result)


@handles(RemoveFromCombatSource)
async def remove_source_from_combat(state: State, step: RemoveFromCombatSource, result: StepResult) -> None:
    """"Remove this creature from combat" (506.4): the source's permanent; not on the board, it is named only."""
    if await _declined(state, step, result):
        return
    source = source_or_named(state, result, "remove_from_combat", "506.4")
    if source is not None:
        _remove(state, result, source)


@handles(RemoveFromCombatAll)
async def remove_all_from_combat(state: State, step: RemoveFromCombatAll, result: StepResult) -> None:
    """"Remove all attacking creatures from combat" (506.4): every creature that matches as the step begins (611.2c),
    of the players in the game and in range (act_board._reached), each its own event; what "them" names next (608.2c,
    "… and untap them")."""
    if await _declined(state, step, result):
        return
    matching = [o for p in _reached(state) for o in p.battlefield if state.matches(step.objects, o, p.name)]
    state.named_by_step[result.index] = tuple(o.uid for o in matching)
    for obj in matching:
        _remove(state, result, obj)
    if not matching:
        result.events.append(EventRecord(state.game.controller, "remove_from_combat", []))
        state.cite("506.4", step=result)
