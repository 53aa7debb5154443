"""The facts an object filter compares, worked out on the board: "with power 4 or greater", "with converted mana
cost X or less", "with power less than or equal to this creature's power" (202.3, 208.1, 608.2h) and "with a +1/+1
counter on it" (122.1).

Why a module apart from state.py: the amount of a comparison (a number, the X of the ability, the source's own
characteristic) and the object's current power (its layers, 613.4) are the engine's to work out, and a fact the
board does not give is asked (``choice_needed``), never guessed; State.matches asks this first, for every verb.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..grammar import TypeFilter
from ..grammar.spanish_terms import counter_word
from ..grammar.specs import Compare, characteristic
from ..model import GameObject
from ..plan.convert_amounts import amount_of_ref
from .state import FACTS_HOLD
from .values import value_of

if TYPE_CHECKING:
    from .state import State

_RULES = {"power": "208.1", "toughness": "208.1", "mana_value": "202.3"}


def facts_hold(state: State, flt: TypeFilter, obj: GameObject, controller: str) -> bool:
    """Whether ``obj`` passes the filter's comparisons and counters. Only an object the rest of the filter takes is
    asked about (a land's power is nobody's question); for any other this says True and the rest decides."""
    rest = replace(flt, compares=(), counters=frozenset(), no_counters=frozenset(), combat=None, chosen=None)
    if not rest.matches(obj, controller, state.game.controller):
        return True
    for c in flt.compares:
        value, amount = _value(state, obj, c.prop), _amount(state, c, obj, controller)
        state.cite(_RULES[c.prop])
        if not replace(c, n=amount).holds_value(value):
            return False
    if flt.counters or flt.no_counters:
        return _counters_hold(state, flt, obj)
    return True


def _counters_hold(state: State, flt: TypeFilter, obj: GameObject) -> bool:
    """"With a +1/+1 counter on it": one of each kind at least; "with no +1/+1 counters on them": none of these
    kinds (122.1). Counters the board does not give are asked, unless this effect's own make the answer sure."""
    state.cite("122.1")
    put = {k for k, n in state.counters.get(obj.uid, {}).items() if n > 0}
    if obj.counters is None and not (flt.counters <= put and not flt.no_counters) and not flt.no_counters & put:
        kind = sorted(flt.counters or flt.no_counters)[0]
        raise BotError.of("choice_needed", "apnap.error.counters_needed", suggestions=[obj.name], field="players",
                          lang=state.lang, kind=kind, counter=counter_word(kind, state.lang), name=obj.name)
    now: dict[str, int] = dict(obj.counters or ())
    for k, n in state.counters.get(obj.uid, {}).items():  # this effect's put and removed ones (122.1)
        now[k] = now.get(k, 0) + n
    have = {k for k, n in now.items() if n > 0}
    return flt.counters <= have and not flt.no_counters & have


def object_value(state: State, obj: GameObject, prop: str) -> int:
    """An object's power or toughness now (its layers, 613.4) or mana value (202.3); asked when not given."""
    return _value(state, obj, prop)


def _value(state: State, obj: GameObject, prop: str) -> int:
    """The object's power or toughness now (its layers, 613.4), or its mana value (202.3); asked when not given."""
    from .layers import layered_pt

    value = characteristic(obj, prop) if prop == "mana_value" else layered_pt(state, obj)[prop == "toughness"]
    if value is None:
        raise BotError.of("choice_needed", "apnap.error.property_needed", suggestions=[obj.name], field="players",
                          lang=state.lang, prop=NounRef(prop), key=prop, names=obj.name)
    return value


def _amount(state: State, c: Compare, obj: GameObject, controller: str) -> int:
    """What the characteristic is compared with: the number, X (107.3), the object's own other characteristic
    ("with power greater than its toughness", 208.1), or the source's own as it resolves."""
    if c.ref is None and c.n is not None:
        return c.n
    if c.ref == "own":  # each object against itself, its values now (613.4)
        return _value(state, obj, c.of or "toughness")
    if c.ref == "defined" and c.count is not None:  # "X or less, where X is …": the text's X (107.3c, 608.2h)
        # "… that player controls with power greater than the number of cards in their hand": that player's, the
        # object's controller (Compare.theirs), else the controller's
        return value_of(state, amount_of_ref(c.count), controller if c.theirs else state.game.controller)
    if c.ref == "x":
        if state.scenario.x is None:
            raise BotError.of("bad_scenario", "apnap.error.x_missing", field="x", lang=state.lang)
        return state.scenario.x
    source = state.source_on_battlefield()
    if source is None:  # "less than or equal to this creature's power": its power as it resolves (608.2h)
        name = state.scenario.card or t("apnap.what.source", state.lang)
        raise BotError.of("choice_needed", "apnap.error.source_power_needed", suggestions=[name], field="players",
                          lang=state.lang, name=name, player=state.game.controller)
    state.cite("608.2h")
    return _value(state, source, c.of or "power")


FACTS_HOLD.append(facts_hold)  # State.matches reads comparisons and counters through this (no import circle)
