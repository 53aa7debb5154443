""""Destroy target creature if it's white", "… on equipped creature if it's white": the condition on the one object
the instruction acts on (grammar/object_is.py), answered as the instruction is reached (608.2c).

Why here and not in conditions.holds: which object "it" is depends on the instruction the condition governs (its
target, the permanent the source is attached to, the trigger event's object, 603.2); the run loop says which
instruction it is reaching (``State.reaching``), and ``attached.acted_on`` finds that object the way the
instruction itself will. An instruction that acts on no single object is refused, never answered with a guess.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError

from ..grammar.object_is import ObjectIs
from ..plan.stack import CounterAbility, SpellCounter
from ..plan.steps import ANY, Step
from .attached import acted_on

if TYPE_CHECKING:
    from .state import State


def object_is_holds(state: State, check: ObjectIs, words: str) -> bool:
    """Whether the instruction's object, a permanent on the battlefield, is of the kind. An instruction on no single
    permanent ("Draw a card if it's white"), or one whose permanent is not found there (a spell on the stack, a
    target not named), is refused naming the condition's words, never answered yes or no."""
    step = state.reaching
    found = None
    if check.extreme is not None:  # "if it has the least power …": a permanent's, compared with the others'
        return _extreme_holds(state, check, words)
    if isinstance(step, SpellCounter) and not isinstance(step, CounterAbility):  # "Counter target spell if it's
        from .act_stack import spell_meant  # red" (608.2c): the spell on the stack, as the scenario gives it

        spell = spell_meant(state, step)
        state.cite("608.2c")
        return state.matches(check.filter, spell.card, spell.controller)
    if step is not None and getattr(step, "targets_any", False) and not step.targets_object:
        return _any_target_is(state, step, check)
    if step is not None and (step.targets_object or step.on_attached or step.event_object == "permanent"):
        found = acted_on(state, step, getattr(step, "objects", None) or ANY)
    if found is None:
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=words)
    obj, holder = found
    state.cite("608.2c")
    return state.matches(check.filter, obj, holder)


def _extreme_holds(state: State, check: ObjectIs, words: str) -> bool:
    """"Destroy target creature if it has the least power or is tied for least power among creatures on the
    battlefield": the instruction's permanent has the least (or greatest) value of ``check.prop`` among every
    permanent ``check.among`` takes, itself included, its power and toughness after the layers (613.4) and a value
    the board does not give asked (202.3, 208.1, 608.2c). An instruction on no single permanent is refused."""
    from .object_values import property_value

    step = state.reaching
    found = acted_on(state, step, getattr(step, "objects", None) or ANY) \
        if step is not None and (step.targets_object or step.on_attached or step.event_object == "permanent") else None
    if found is None or check.among is None:
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=words)
    obj, _holder = found
    pool = [o for p in state.game.players for o in p.battlefield if state.matches(check.among, o, p.name)]
    values = [property_value(state, o, check.prop) for o in pool]
    mine = property_value(state, obj, check.prop)
    state.cite("608.2c", "202.3" if check.prop == "mana_value" else "208.1")
    return mine == (min if check.extreme == "least" else max)([*values, mine])


def _any_target_is(state: State, step: Step, check: ObjectIs) -> bool:
    """"Prevent the next 1 damage that would be dealt to any target this turn. If it's a green creature, …": the
    player, creature or planeswalker the scenario's ``target`` names (115.4); a player is no permanent of any kind."""
    from .act_shields import _controller_of, _target

    objects, _players = _target(state, step, None)  # type: ignore[arg-type]
    state.cite("608.2c", "115.4")
    return bool(objects) and state.matches(check.filter, objects[0], _controller_of(state, objects[0]))
