"""A relation between two objects: "a permanent that shares a card type with it" (205.2a), "creatures you control that
share a creature type with it" (205.3m), "… a permanent type" (110.4), "… a color" (105.2).

Why a module: a filter of the grammar says only which trait and which one object (``TypeFilter.shares`` and
``shares_with``, bound by grammar/shared_traits.py: the trigger event's object, the one target, the source); the
object itself and its traits are facts of this resolution. The other object is read where the effect expects it
(608.2h: on the battlefield now, else as it last existed, the card it became in a graveyard for an object that died);
"shares" means at least one in common. A trait the board does not give (a creature's creature types, a short form's
colours) is asked, never taken as none.
"""

from __future__ import annotations

import functools
import json
from typing import Protocol

from bot.errors import BotError
from bot.resources import data_path

from ..grammar import TypeFilter
from ..grammar.referent_kinds import EVENT, GRAVE
from ..grammar.shared_words import YOU_DISCARDED
from ..model import Game, GameObject
from ..result import StepResult
from ..scenario import Scenario


class Resolving(Protocol):
    """What this module reads of the resolution's state (engine/state.State, which calls it: no import back)."""

    @property
    def game(self) -> Game: ...
    @property
    def scenario(self) -> Scenario: ...
    @property
    def steps(self) -> list[StepResult]: ...
    @property
    def lang(self) -> str | None: ...
    @property
    def moved(self) -> list[tuple[GameObject, str]]: ...
    def cite(self, *numbers: str, step: StepResult | None = None) -> None: ...
    def layered(self, obj: GameObject) -> GameObject: ...
    def source_on_battlefield(self) -> GameObject | None: ...
    def source_anywhere(self) -> list[GameObject]: ...


CARD_TYPES = frozenset({"artifact", "battle", "conspiracy", "creature", "dungeon", "enchantment", "instant",  # 205.2a
                        "kindred", "tribal", "land", "phenomenon", "plane", "planeswalker", "scheme", "sorcery",
                        "vanguard"})
PERMANENT_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "land", "planeswalker"})  # 110.4
_RULES = {"card_type": "205.2a", "permanent_type": "110.4", "creature_type": "205.3m", "color": "105.2"}


@functools.cache
def _creature_types() -> frozenset[str]:
    """The creature types the CR lists (205.3m), lower case as a board's ``subtypes`` are."""
    data = json.loads(data_path("apnap", "subtypes.json").read_text(encoding="utf-8"))
    return frozenset(w.lower() for w in data["types"]["creature"])


def shares_holds(state: Resolving, flt: TypeFilter, obj: GameObject) -> bool:
    """Whether ``obj`` has at least one of the filter's trait in common with the object ``shares_with`` names (none:
    "the card you discarded" when you discarded none, so nothing shares a type with it)."""
    other = _discarded(state) if flt.shares_with == YOU_DISCARDED else _other(state, flt)
    if other is None:
        return False
    trait = flt.shares or ""
    state.cite(_RULES[trait], "608.2h", step=state.steps[-1] if state.steps else None)
    if obj.uid == other.uid:
        return True  # an object shares every trait it has with itself (it may still be left out by "another")
    return bool(_traits(state, obj, trait) & _traits(state, other, trait))


def _discarded(state: Resolving) -> GameObject | None:
    """"The card you discarded": the one card the controller discarded earlier in this effect (608.2c); none, when
    their hand was empty; two or more: refused, never one of them guessed."""
    you = state.game.controller
    cards = [o for s in state.steps for e in s.events if e.action == "discard" and e.player == you for o in e.objects]
    if len(cards) > 1:
        raise BotError.of("unsupported_effect", "apnap.error.card_ambiguous", lang=state.lang,
                          names=", ".join(o.name for o in cards))
    if cards:
        state.cite("608.2c", step=state.steps[-1] if state.steps else None)
    return cards[0] if cards else None


def _other(state: Resolving, flt: TypeFilter) -> GameObject:
    """The one object the relation names, as the effect expects it (608.2h); not on the board: refused."""
    whom = flt.shares_with or ""
    found: GameObject | None = None
    if whom == "target" or whom.startswith(EVENT):
        found = _named(state, [n for n in state.scenario.targets if n not in state.game.seat_names] if whom == "target"
                       else [state.scenario.stack.event_object or ""])
    elif whom.startswith(GRAVE):  # the card a "dies" trigger's object became (400.7e), where it went
        name = (state.scenario.stack.event_object or "").casefold()
        cards = [o for p in state.game.players for o in p.graveyard if o.name.casefold() == name]
        found = cards[0] if len(cards) == 1 else None
        if len(cards) > 1:
            raise BotError.of("unsupported_effect", "apnap.error.card_ambiguous", lang=state.lang,
                              names=", ".join(o.name for o in cards))
    elif whom == "source":
        found = state.source_on_battlefield() or next(iter(state.source_anywhere()), None)
    if found is None:  # the loader asks for the event's object and the target first: never read as no traits
        step = state.steps[-1] if state.steps else None
        raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=state.lang,
                          part=step.text if step is not None else "")
    return state.layered(found) if any(found is o for p in state.game.players for o in p.battlefield) else found


def _named(state: Resolving, names: list[str]) -> GameObject | None:
    """The object of that name where the effect expects it (608.2h): on the battlefield, else as it left it in this
    effect (400.7j), else a card in a graveyard; two it could be: refused, never guessed (object_values.referent's
    order, read here without its amounts)."""
    wanted = {n.casefold() for n in names}
    found = [o for p in state.game.players for o in p.battlefield if o.name.casefold() in wanted]
    if not found:
        found = [o for o, _ in reversed(state.moved) if o.name.casefold() in wanted][:1]
    if not found:
        found = [o for p in state.game.players for o in p.graveyard if o.name.casefold() in wanted][:1]
    if len({id(o) for o in found}) > 1:
        raise BotError.of("unsupported_effect", "apnap.error.card_ambiguous", lang=state.lang,
                          names=", ".join(o.name for o in found))
    return found[0] if found else None


def _traits(state: Resolving, obj: GameObject, trait: str) -> frozenset[str]:
    """``obj``'s card types, permanent types, creature types or colours; one the board does not give is asked."""
    if trait == "card_type":
        return obj.types & CARD_TYPES
    if trait == "permanent_type":
        return obj.types & PERMANENT_TYPES
    if trait == "color":
        if not obj.colors_known:
            raise BotError.of("choice_needed", "apnap.error.colors_needed", suggestions=[obj.name], field="players",
                              lang=state.lang, names=obj.name)
        return obj.colors
    if not obj.types & {"creature", "kindred", "tribal"}:
        return frozenset()  # only creatures and kindreds have creature types (205.3m)
    if "changeling" in obj.keywords:
        return _creature_types()  # 702.73a: every creature type
    if not obj.subtypes:
        raise BotError.of("choice_needed", "apnap.error.subtypes_needed", suggestions=[obj.name], field="players",
                          lang=state.lang, names=obj.name)
    return obj.subtypes & _creature_types()
