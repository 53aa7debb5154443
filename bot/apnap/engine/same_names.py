""""The same name as that artifact" (201.2) as a relation between objects: "Destroy target artifact and all other
artifacts with the same name as that artifact" (Echoing Ruin) matches the objects whose name is the target's, as it
last existed (608.2h), the target itself left out when the text says "other".

Why a module: a filter of the grammar says only which object the name is taken from (``TypeFilter.same_name``); the
name is a fact of this resolution (the scenario's ``target``, and which object the earlier instruction acted on when
several share that name), which only the engine knows. State.matches asks here and then checks the rest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError

from ..grammar import TypeFilter
from ..model import GameObject

if TYPE_CHECKING:
    from .state import State


def same_name_holds(state: State, flt: TypeFilter, obj: GameObject) -> bool:
    """Whether ``obj`` has the name of the one object targeted before (201.2); with "other" (``not_source``), it is
    not that object itself (the one an earlier instruction of this effect acted on)."""
    named = [n for n in state.scenario.targets if n not in state.game.seat_names]
    if len(named) != 1:  # "that artifact": the one object targeted (grammar/same_name.py reads no other)
        raise BotError.of("choice_needed", "apnap.error.target_needed", field="target", lang=state.lang)
    from .several_targets import named_holder  # it reads the state: imported where it is needed

    name, _ = named_holder(state, named[0])  # "Grizzly Bears (Bob)": Bob's, by its name (115.1)
    if obj.name.casefold() != name.casefold():
        return False
    state.cite("201.2", "608.2h")
    if not flt.not_source:
        return True
    target = _acted_on(state, name)
    return target is None or obj.uid != target.uid


def _acted_on(state: State, name: str) -> GameObject | None:
    """The object of that name an earlier instruction of this effect acted on: the target (115.1)."""
    for done in reversed(state.steps[:-1]):
        found = next((o for e in done.events for o in e.objects if o.name.casefold() == name.casefold()), None)
        if found is not None:
            return found
    return None
