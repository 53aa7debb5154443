"""Removing a creature from combat as an instruction (506.4): "Remove target attacking creature from combat",
"Untap target attacking creature and remove it from combat", "remove this creature from combat"; printed Spanish
"retira del combate a la criatura atacante objetivo", "… y retírala del combate"; every creature of a kind, "Remove all
attacking creatures from combat", "Remueve de combate a todas las criaturas atacantes".

Why a module of its own: removal from combat is neither a zone change nor a tap (506.4b: untapping doesn't do it); it
changes only the combat the scenario states, read once here into one ``remove_from_combat`` step
(plan/combat_removal.py, engine/act_combat_removal.py) whose object is a target (115.1), the source, or "it" (the
object named before it, bound by antecedents.py, 608.2c).
"""

from __future__ import annotations

from lark import Token, Tree

from .antecedents import _by_controller, _it
from .parse_tree import arg
from .phrases import Unread, np_filter
from .specs import StepSpec, Subject
from .verbs import Context, _verb
from .verbs_board import _holder, _self_ref, _target_np

REMOVE_FROM_COMBAT = "remove_from_combat"
_NOBODY = Subject("you")  # the controller performs it (608.2): nobody else chooses anything


@_verb("remove_from_combat_target")
def _remove_target(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Remove target attacking or blocking creature from combat" (115.1, 506.4): the object ``target`` names."""
    _by_controller(c)
    np, flt = _target_np(node, c)
    return [c.step(REMOVE_FROM_COMBAT, subject=_NOBODY, creatures=flt, players_too=False,
                   extra=(("target", "object"), *_holder(np, c)))]


@_verb("remove_from_combat_self")
def _remove_self(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Remove this creature from combat" (506.4): the source's permanent."""
    _by_controller(c)
    _self_ref(node, c)
    return [c.step(REMOVE_FROM_COMBAT, subject=_NOBODY, players_too=False, extra=(("on", "source"),))]


@_verb("remove_from_combat_it")
def _remove_it(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"… and remove it from combat" (506.4): "it" is bound once the whole effect is read (antecedents.py, 608.2c),
    read here in the source's form as every verb on "it" is."""
    _by_controller(c)
    return [_it(c.step(REMOVE_FROM_COMBAT, subject=_NOBODY, players_too=False, extra=(("on", "source"),)))]


# whose creatures "all … from combat" may name: every player's, the controller's or the others' (the matcher's own)
_WHOSE = (None, "you", "not_you", "opponents")


@_verb("remove_from_combat_all")
def _remove_all(node: Tree[Token], c: Context) -> list[StepSpec]:
    """"Remove all attacking creatures from combat" (506.4): every creature of that kind, as the effect resolves
    (611.2c); creatures only (506.4: a creature is what attacks or blocks), whose said by the matcher's own words."""
    _by_controller(c)
    flt = np_filter(arg(node, "np"), c.text)
    if flt.noun != "creature" or flt.control not in _WHOSE:
        raise Unread(c.text.of(node))
    return [c.step(REMOVE_FROM_COMBAT, subject=_NOBODY, creatures=flt, players_too=False, extra=(("all", "1"),))]
