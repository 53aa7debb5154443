"""An amount compared, as a condition (grammar/amount_compare.py): "If X is 5 or more" (107.3), "if that creature's
power is less than or equal to the number of Warriors you control" (208.1, 608.2h), "If its converted mana cost was 2
or less" (202.3), answered as the instruction it governs is reached (608.2c).

Why the engine's: each side is an amount worked out by values.py as the effect resolves (the X paid, the object an
instruction moved or targets, a count of the board then); a side the board does not give is asked (an X nobody said,
here: the plan's uses_x does not see a condition; a mana cost no board shows, values.py), and an X the text defines
("…, where X is …", 107.3c) is refused, so the answer is never a guess. Registered in board_values.BOARD_CHECKS,
so a sentence's "If …, …" and a static's "as long as …" read it like any board condition.
"""

from __future__ import annotations

from dataclasses import fields, is_dataclass
from typing import TYPE_CHECKING

from bot.errors import BotError

from ..grammar.amount_compare import AmountCompared
from ..grammar.specs import COMPARE_OPS, CountRef
from ..plan.amounts import WhereX
from ..plan.convert_amounts import amount_of_ref
from ..plan.steps import ANY
from .board_values import BOARD_CHECKS
from .values import value_of

if TYPE_CHECKING:
    from .state import State

def amount_compared_holds(state: State, cond: AmountCompared, words: str) -> bool:
    """Both sides worked out now (608.2h), then compared; 608.2c: the instruction after it is carried out or not."""
    try:
        left = _side(state, cond.left, words)
        right = cond.n if cond.right is None else _side(state, cond.right, words)
    except BotError as exc:  # "… if its power is 10 or greater": no earlier step moved the object "its" names (the
        if exc.key != "apnap.error.unsupported_effect":  # instruction's own object is not read here): refused
            raise  # naming the condition's words, never answered
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=words) from None
    state.cite("608.2c")
    return bool(COMPARE_OPS[cond.op](left, int(right or 0)))


def _side(state: State, side: CountRef, words: str) -> int:
    """One side's number: the instruction's own object's characteristic (``acted_on``), else the amount."""
    if side.kind == "acted_on":
        return _acted_on_value(state, side.option or "power", words)
    if side.kind == "x" and _text_defines_x(state.scenario.plan.steps):  # "You gain X life, where X is …. If X is
        # 2 or more, …": that X is the text's (107.3c), which the condition does not read; never the scenario's x
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=words)
    if side.kind == "x" and state.scenario.x is None:  # "If X is 5 or more, …" with no other X in the text: the
        # plan's uses_x does not see the condition, and values.py's X would be 0 (107.3: the X paid, never assumed)
        raise BotError.of("bad_scenario", "apnap.error.x_missing", field="x", lang=state.lang)
    return value_of(state, amount_of_ref(side), state.game.controller)


def _text_defines_x(node: object) -> bool:
    """Whether a step of the plan (its amounts, at any depth) says "…, where X is …" (``WhereX``)."""
    if isinstance(node, WhereX):
        return True
    if isinstance(node, (tuple, list)):
        return any(_text_defines_x(n) for n in node)
    if is_dataclass(node) and not isinstance(node, type):
        return any(_text_defines_x(getattr(node, f.name)) for f in fields(node))
    return False


def _acted_on_value(state: State, prop: str, words: str) -> int:
    """"Counter target spell if its converted mana cost is …", "Destroy target creature if its toughness is …": the
    spell the instruction counters (its mana value as the scenario gives it, 202.3), or the one permanent it acts on
    (its power or toughness after the layers, 613.4; asked when not given). An instruction on no single object is
    refused naming the condition, never answered from another object."""
    from ..plan.stack import CounterAbility, SpellCounter
    from .act_stack import spell_meant
    from .attached import acted_on
    from .object_facts import object_value
    from .values import checked_value

    step = state.reaching
    state.cite("608.2h")
    if isinstance(step, SpellCounter) and not isinstance(step, CounterAbility):
        card = spell_meant(state, step).card
        return checked_value(state, card, prop, {"power": card.power, "toughness": card.toughness,
                                                 "mana_value": card.mana_value}.get(prop))
    found = acted_on(state, step, getattr(step, "objects", None) or ANY) if step is not None and (
        step.targets_object or step.on_attached or step.event_object == "permanent") else None
    if found is None and getattr(step, "on_source", False):  # "it gains trample … if its power is 10 or greater"
        source = state.source_on_battlefield()
        found = (source, state.game.controller) if source is not None else None
    if found is None:
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=words)
    return object_value(state, found[0], prop)


BOARD_CHECKS[AmountCompared] = amount_compared_holds

__all__ = ["amount_compared_holds"]
