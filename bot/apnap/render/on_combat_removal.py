"""The reading of removal from combat (506.4): "remove target attacking creature from combat", "remove it from
combat", "remove this permanent from combat"; Spanish "retira la criatura atacante objetivo del combate",
"retírala del combate"."""

from __future__ import annotations

from dataclasses import replace

from ..plan.combat_removal import RemoveFromCombatAll, RemoveFromCombatSource, RemoveFromCombatTarget
from .common import act, act_on_it
from .nouns import all_of
from .on_board import target_said
from .registry import Clause, renders
from .words import Words

_LEMMA = "remove_from_combat"


def _from_combat(clause: Clause, w: Words) -> Clause:
    """The words after the object, said once after the verb and its object in both languages."""
    tail = w.pick(" from combat", " del combate")
    return replace(clause, predicate=clause.predicate + tail,
                   after_and=clause.after_and + tail if clause.after_and else "")


@renders(RemoveFromCombatTarget)
def _remove_target(step: RemoveFromCombatTarget, w: Words) -> Clause:
    if step.refers or step.event_object == "permanent":  # "… and remove it from combat" (608.2c; 603.2)
        return _from_combat(act_on_it(step, w, _LEMMA, w.pick("that creature", "esa criatura")), w)
    return _from_combat(act(step, w, _LEMMA, target_said(w, step.objects, step.of_that_player)), w)


@renders(RemoveFromCombatSource)
def _remove_source(step: RemoveFromCombatSource, w: Words) -> Clause:
    return _from_combat(act(step, w, _LEMMA, w.pick("this permanent", "este permanente")), w)


@renders(RemoveFromCombatAll)
def _remove_all(step: RemoveFromCombatAll, w: Words) -> Clause:
    return _from_combat(act(step, w, _LEMMA, all_of(w, step.objects)), w)
