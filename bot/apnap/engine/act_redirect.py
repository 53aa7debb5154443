"""Redirection effects (614.9): "All damage that would be dealt to target creature this turn is dealt to you
instead", "… is dealt to another target creature instead", "The next time damage would be dealt to this creature this
turn, that damage is dealt to any target instead", "… is dealt to its owner instead".

Why a module of its own: a redirection names up to three parties — whom it shields, whose damage, and whom the
damage is dealt to instead — and two of them may be target words (115.3: "another target creature" is a second
object, never the first one again) or "its owner" / "its controller" of one of the others (608.2c). Like every
shield it moves nothing when created (614.1): the handler reports one ``rule_change`` record naming the three.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..grammar import TypeFilter
from ..model import GameObject
from ..plan import RedirectDamage, RedirectDamageAnyTarget, RedirectDamageTarget
from ..plan.shields import Redirection
from ..result import EventRecord, StepResult
from .act_shields import _cite_duration, _controller_of, _duration, _unsupported, _whom, shield_amount, shielded_kind
from .grants import untargetable
from .registry import handles
from .several_targets import named_holder

if TYPE_CHECKING:
    from .state import State


@handles(RedirectDamage, RedirectDamageTarget, RedirectDamageAnyTarget)
async def redirect_damage(state: State, step: Redirection, result: StepResult) -> None:
    """614.9: a redirection effect — the damage that would be dealt to the shielded permanent or player is dealt to
    ``instead`` (a permanent no longer there, or no longer a creature, is dealt nothing: the damage is dealt as it
    would have been, 614.9). ``next_time``: the next such damage event only. Nothing is dealt now."""
    if step.to == "target" and step.instead == "target":  # two target words: the targets in the text's order
        objects, labels = [_ordered_target(state, step.to_objects, [])], None
    else:
        objects, labels = _whom(state, step, step.to, step.to_objects)
    extra: dict[str, Any] = {"change": "replace", "act": "damage_redirect", "duration": _duration(state, step)}
    if step.next_time:
        extra["next_time"] = True
    if step.combat:  # "the next time … would deal combat damage": that event only (510.2)
        extra["combat"] = True
    sources: list[GameObject] = []
    if step.by:
        sources, source_labels = _whom(state, step, step.by, step.by_objects)
        extra["sources"] = source_labels if source_labels is not None else [o.name for o in sources]
    extra["instead"] = _instead(state, step, objects, sources)
    whom = shielded_kind(state, step, objects, labels, extra)  # "to you and/or permanents you control" (now: …)
    result.events.append(EventRecord(state.game.controller, "rule_change", objects,
                                     labels=whom if whom is not None else labels,
                                     amount=shield_amount(state, step), extra=extra))
    result.order = [state.game.controller]
    state.cite("614.1a", "614.9", step=result)
    if "target" in (step.to, step.by, step.instead):
        state.cite("115.1", step=result)
    if step.instead == "any_target":
        state.cite("115.4", step=result)
    if step.combat:
        state.cite("510.2", step=result)
    if step.amount is not None or step.amount_x:
        state.cite("615.7", step=result)  # a redirection of the next N damage works as a shield of N
    _cite_duration(state, extra["duration"], result)




def _instead(state: State, step: Redirection, shielded: list[GameObject], sources: list[GameObject]) -> list[str]:
    """Whom the damage is dealt to instead: a second target word is another object than the first (115.3); "its
    owner" / "its controller" is of the one object ``instead_of`` names (608.2c), refused when that is not one
    object on the battlefield."""
    if step.instead in ("owner", "controller"):
        named = sources if step.instead_of == "by" else shielded
        if len(named) != 1:
            raise _unsupported(state, step)
        obj = named[0]
        return [obj.owner if step.instead == "owner" else _controller_of(state, obj)]
    taken = [o for role, objs in ((step.to, shielded), (step.by, sources)) if role == "target" for o in objs]
    if step.instead == "target" and taken:
        return [_ordered_target(state, step.instead_objects, taken).name]
    new, new_labels = _whom(state, step, step.instead, step.instead_objects)
    return new_labels if new_labels is not None else [o.name for o in new]


def _ordered_target(state: State, kinds: TypeFilter | None, taken: list[GameObject]) -> GameObject:
    """The first object the scenario's ``target`` list names, in its order, of the word's kind and not one an earlier
    target word of the same effect took: two target words are two objects, chosen in the text's order (115.3)."""
    for name in state.scenario.targets:
        if not name or name in state.game.seat_names:
            continue
        wanted, holder = named_holder(state, name)
        found = next(((o, p.name) for p in state.game.players if not p.lost and state.in_range(p.name)
                      and holder in (None, p.name) for o in p.battlefield
                      if o.name.casefold() == wanted.casefold() and all(o is not t for t in taken)
                      and (kinds is None or state.matches(kinds, o, p.name))), None)
        if found is not None:
            untargetable(state, *found)
            return found[0]
    what = NounRef(kinds.noun if kinds is not None else "permanent")
    named = [n for n in state.scenario.targets if n and n not in state.game.seat_names]
    if len(named) < 2:  # two target words, fewer objects named: asked, with the legal ones (601.2c)
        legal = [o.name for p in state.game.players if not p.lost and state.in_range(p.name) for o in p.battlefield
                 if all(o is not t for t in taken) and (kinds is None or state.matches(kinds, o, p.name))]
        raise BotError.of("choice_needed", "apnap.error.targets_needed_exactly", field="target", lang=state.lang,
                          suggestions=list(dict.fromkeys(legal)), n=2, what=what)
    raise BotError.of("bad_scenario", "apnap.error.target_object", field="target", lang=state.lang, what=what)
