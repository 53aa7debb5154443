"""Whether the object a scenario names as the trigger event's (``event_object``) is one the trigger condition is about:
"Whenever Martyr's Bond or another nonland permanent you control is put into a graveyard from the battlefield"
is never about a land, "Whenever another creature enters the battlefield under your control" never about another
player's creature nor the source itself (603.2: an ability triggers only on an event that matches its trigger
condition; 603.10: a leaves-the-battlefield trigger looks back at the object as it last existed there).

Why a module of its own: stack_facts.py checks that the named object is of the kind the *effect* says ("that
creature"), which says nothing of the condition's words ("nonland", "you control"); this reads the condition as a
board object's trigger is read (grammar/when.py) and checks its card types and its controller. Only what the board
states is decided: an object of types nobody gave is left to the questions asked about it later; a card in a graveyard
is checked by its types alone (its controller as it last existed is no board fact, 603.10).
"""

from __future__ import annotations

from collections.abc import Sequence

from .grammar import TypeFilter
from .grammar.when import parse_when
from .model import Game, GameObject
from .scenario_reader import ScenarioReader

# The events whose pattern's ``objects`` is the one object the event is about (a dealt damage's source is not)
_OBJECT_EVENTS = frozenset({"enters", "dies", "to_graveyard", "leaves", "sacrificed"})


def event_kind_checked(loader: ScenarioReader, name: str, game: Game, condition: str, source_names: Sequence[str],
                       in_graveyard: bool) -> None:
    """``bad_scenario`` (``event_object``) when no object called ``name`` where the event put it is of the kind the
    trigger condition names (603.2); nothing when the condition names no kind, or the source itself is named."""
    if not of_event_kind(name, game, condition, source_names, in_graveyard):
        raise loader.bad("event_object", "apnap.error.event_object_not_of_kind", name=name, condition=condition)


def of_event_kind(name: str, game: Game, condition: str, source_names: Sequence[str], in_graveyard: bool) -> bool:
    """Whether an object called ``name`` could be the trigger event's (False only when the board decides it is not:
    the suggestions of a question about it leave such names out)."""
    pattern = next((p for n in (*source_names, "") if (p := parse_when(condition, n)) is not None), None)
    if (pattern is None or pattern.objects is None or pattern.kind not in _OBJECT_EVENTS or pattern.batch
            or pattern.source not in ("", "or")):
        return True
    found = _held(game, name, in_graveyard)
    held = _owned_as_said(game, found, pattern.owner if in_graveyard else "any")
    if found and not held:
        return False  # "put into your graveyard": a card of that name only in another player's zones (404.1)
    own = name.casefold() in {n.casefold() for n in source_names}
    if pattern.source == "or" and own:
        return True  # "Martyr's Bond or another …": the source itself
    if pattern.other and own and len(held) < 2:
        return False  # "another nontoken artifact": never the source itself (one object of its name: the source)
    # only the card types and the controller the condition says (colours, subtypes and the rest may be unknown on
    # the board and are asked where the effect needs them)
    kind = TypeFilter(pattern.objects.alternatives, control=None if in_graveyard else pattern.objects.control)
    if not held or any(o.known and not o.types for _, o in held):
        return True
    return any(kind.matches(o, who, game.controller) for who, o in held)


def _owned_as_said(game: Game, held: list[tuple[str, GameObject]], owner: str) -> list[tuple[str, GameObject]]:
    """"Is put into your graveyard from the battlefield": a card goes to its owner's graveyard (400.3, 404.1), so only
    the controller's own cards ("an opponent's graveyard": an opponent's) are that event's; a card of that name held
    by another player is not. "any": every one of them."""
    if owner == "you":
        return [(who, o) for who, o in held if who == game.controller]
    if owner == "opponent":
        return [(who, o) for who, o in held if who in game.opponents(game.controller)]
    return held


def _held(game: Game, name: str, in_graveyard: bool) -> list[tuple[str, GameObject]]:
    """The objects called ``name`` (with who holds them) in the zone the event leaves them in: a graveyard, else the
    battlefield; a card named there in no graveyard is looked for in every zone."""
    zones = ("graveyard",) if in_graveyard else ("battlefield",)
    found = [(p.name, o) for p in game.players for z in zones for o in p.zones.get(z, [])
             if o.name.casefold() == name.casefold()]
    if found or not in_graveyard:
        return found
    return [(p.name, o) for p in game.players for zone in p.zones.values() for o in zone
            if o.name.casefold() == name.casefold()]
