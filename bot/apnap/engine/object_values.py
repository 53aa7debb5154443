"""Amounts read from one named object: "its power", "that creature's toughness", "its converted mana cost"
(plan ``PropertyOf``), and the player related to it: "its owner" (108.3).

Why its own module: which object the words name was decided by the grammar (grammar/properties.py: the effect's
one target or the trigger event's object, 603.2); here it is found on the board and read at the right moment
(608.2h): while the object is on the battlefield, its current value, after any change earlier in the same effect
(613.4c); once it has left (destroyed, exiled, returned), its last known information, the value it had as it
left. A value the board does not give is asked, never taken as 0.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError

from ..grammar.specs import characteristic
from ..model import GameObject
from ..plan import amounts as a
from .layers import layered_pt
from .object_counters import counters_value, is_counters_prop
from .values import _unnamed_event, _value, checked_value

if TYPE_CHECKING:
    from ..grammar import TypeFilter
    from .state import State


def referent(state: State, of: a.Referent, kind: TypeFilter | None) -> tuple[GameObject, bool] | None:
    """The object ``of`` names and whether it is still on the battlefield (False: it left in this effect, read as it
    last existed, 608.2h); None when the scenario names none. Two objects it could be: refused, never guessed."""
    if of is a.Referent.EVENT:
        names = [state.scenario.stack.event_object or ""]
    else:
        names = [n for n in state.scenario.targets if n not in state.game.seat_names]
    if of is a.Referent.TARGET and kind is not None and kind.noun == "spell":
        return _spell_referent(state, names)
    found = [(o, True) for n in names for p in state.game.players for o in p.battlefield
             if o.name.casefold() == n.casefold() and (kind is None or state.matches(kind, o, p.name))]
    if not found:  # it left the battlefield in this effect (400.7j): its last known information
        found = [(o, False) for n in names for o, _ in reversed(state.moved) if o.name.casefold() == n.casefold()][:1]
    if not found:  # a card targeted in a graveyard ("target creature card in a graveyard")
        found = [(o, False) for n in names for p in state.game.players for o in p.graveyard
                 if o.name.casefold() == n.casefold()][:1]
    if len({id(o) for o, _ in found}) > 1:
        raise BotError.of("unsupported_effect", "apnap.error.card_ambiguous", lang=state.lang,
                          names=", ".join(o.name for o, _ in found))
    return found[0] if found else None


def _spell_referent(state: State, names: list[str]) -> tuple[GameObject, bool] | None:
    """The spell the effect targeted ("Counter target spell. … its converted mana cost"): the card this effect
    countered, as it last existed on the stack (608.2h), else the spell still on the stack; never a permanent that
    shares its name."""
    folded = {n.casefold() for n in names}
    countered = [o for s in reversed(state.steps[:-1]) for ev in s.events if ev.action == "counter_spell"
                 for o in ev.objects if o.name.casefold() in folded]
    if countered:
        return countered[0], False
    return next(((s.card, True) for s in state.scenario.stack.spells if s.card.name.casefold() in folded), None)


@_value(a.PropertyOf)
def _property_of(state: State, e: a.PropertyOf, player: str | None) -> int:
    """The property of the named object as the step applies (608.2h)."""
    if e.of is a.Referent.TARGET and any(c.action in ("sacrifice", "discard") and any(
            e.kind is None or state.matches(e.kind, o, ev.player) for ev in c.events for o in ev.objects)
            for c in state.costs):  # "that creature" could be the cost's creature as well as the target (608.2c)
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=state.steps[-1].text if state.steps else "")
    found = referent(state, e.of, e.kind)
    step = state.steps[-1] if state.steps else None
    if found is None:  # the loader asks for the target and the event's object first: never read as 0
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=step.text if step is not None else "")
    obj, here = found
    state.cite("608.2h", *(("603.2",) if e.of is a.Referent.EVENT else ()), step=step)
    if step is not None:  # which object, and whether its value was read now or as it last existed (narrated)
        step.extra["read_from"] = {"object": obj.name, "prop": e.prop, "now": here,
                                   **({"zone": "stack"} if e.kind is not None and e.kind.noun == "spell" else {})}
    return property_value(state, obj, e.prop)


@_value(a.TimesKicked)
def _times_kicked(state: State, e: a.TimesKicked, player: str | None) -> int:
    """The times the spell was kicked (702.33c), as the scenario says; not said: asked."""
    if state.scenario.times_kicked is None:
        raise BotError.of("choice_needed", "apnap.error.times_kicked_needed", field="kicked", lang=state.lang,
                          suggestions=["1", "2"])
    state.cite("702.33c", step=state.steps[-1] if state.steps else None)
    return state.scenario.times_kicked


def property_value(state: State, obj: GameObject, prop: str) -> int:
    """``obj``'s power or toughness after the layers (613.4: its counters and this effect's changes), or its mana
    value (202.3; a land's is 0, 202.3a); a value the board does not give is asked. An object that has left the
    battlefield keeps its counters and this effect's changes here, so the same call reads its last known
    information (608.2h), never the bare card in its new zone."""
    if is_counters_prop(prop):  # "the number of counters on that creature" (122.1)
        return counters_value(state, obj, prop)
    value = layered_pt(state, obj)[0 if prop == "power" else 1] if prop in ("power", "toughness") else \
        characteristic(obj, prop)
    return checked_value(state, obj, prop, value)


# The steps whose cards "that card" / "its mana value" can mean: shown, or moved from a library, a graveyard or the
# battlefield ("return target artifact card from your graveyard to your hand. You gain life equal to that card's
# converted mana cost": the card is read as it now is in its new zone, or as it last existed, 608.2h, 400.7).
_CARD_STEPS = frozenset({"reveal", "look", "put", "mill", "exile", "return"})


@_value(a.CardValue)
def _card_value(state: State, e: a.CardValue, player: str | None) -> int:
    """The mana value, power or toughness of the card the latest such step showed or moved: the acting player's
    own, else the one card there is (608.2h). A card nobody named is not guessed: the library is asked for; with
    no such step before it, the words are refused, never read as 0."""
    step = next((s for s in reversed(state.steps[:-1]) if s.action in _CARD_STEPS), None)
    if step is None:
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=state.steps[-1].text if state.steps else "")
    events = step.events
    mine = [ev for ev in events if ev.player == player] or events
    if any(_unnamed_event(ev) for ev in mine):
        who = next(ev.player for ev in mine if _unnamed_event(ev))
        raise BotError.of("choice_needed", "apnap.error.card_unknown", field="players", lang=state.lang, player=who)
    cards = [o for ev in mine for o in ev.objects]
    if len(cards) > 1:  # several cards and no way to tell which one is meant: a bug in the text's reading
        raise BotError.of("unsupported_effect", "apnap.error.card_ambiguous", lang=state.lang,
                          names=", ".join(o.name for o in cards))
    if not cards:
        return 0  # nothing was revealed or moved (an empty library, no card to return): no card, no value
    card = cards[0]
    if not card.known:  # "library: 40": a card nobody named
        raise BotError.of("choice_needed", "apnap.error.card_unknown", field="players", lang=state.lang,
                          player=card.owner)
    state.cite("608.2h", step=state.steps[-1] if state.steps else None)
    if any(ev.extra.get("from") == "battlefield" for ev in mine):  # 608.2h: a permanent the effect moved is read
        if state.steps:  # as it last existed there, its counters and this effect's changes included, not as the
            state.steps[-1].extra["read_from"] = {"object": card.name, "prop": e.prop, "now": False}  # bare card
        return property_value(state, card, e.prop)
    # 608.2h: a card shown, or moved from another zone, as it now is in its new zone; a value nobody gave is asked
    # (a land's mana value is 0, 202.3a)
    return checked_value(state, card, e.prop, {"power": card.power, "toughness": card.toughness,
                                               "mana_value": card.mana_value}.get(e.prop))
