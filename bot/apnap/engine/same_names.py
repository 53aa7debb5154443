""""The same name as that artifact" (201.2) as a relation between objects: "Destroy target artifact and all other
artifacts with the same name as that artifact" (Echoing Ruin) matches the objects whose name is the target's, as it
last existed (608.2h), the target itself left out when the text says "other".

Why a module: a filter of the grammar says only which object the name is taken from (``TypeFilter.same_name``); the
name is a fact of this resolution (the scenario's ``target``, and which object the earlier instruction acted on when
several share that name), which only the engine knows. State.matches asks here with those facts (this module reads
no State: the state reads it) and then checks the rest.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.errors import BotError

from ..grammar import TypeFilter
from ..model import GameObject
from ..result import StepResult


def same_name_holds(flt: TypeFilter, obj: GameObject, targets: Sequence[str], seats: Sequence[str],
                    earlier: Sequence[StepResult], lang: str) -> bool:
    """Whether ``obj`` has the name of the one object targeted before (201.2; ``targets``: the scenario's, ``seats``:
    the players' names); with "other" (``not_source``), it is not that object itself (the one an ``earlier`` step of
    this effect acted on)."""
    named = [n for n in targets if n not in seats]
    if len(named) != 1:  # "that artifact": the one object targeted (grammar/same_name.py reads no other)
        raise BotError.of("choice_needed", "apnap.error.target_needed", field="target", lang=lang)
    name, _ = holder_split(named[0], seats)  # "Grizzly Bears (Bob)": Bob's, by its name (115.1)
    if obj.name.casefold() != name.casefold():
        return False
    if not flt.not_source:
        return True
    target = next((o for done in reversed(earlier) for e in done.events for o in e.objects
                   if o.name.casefold() == name.casefold()), None)
    return target is None or obj.uid != target.uid


def earlier_named(kind: str, earlier: Sequence[StepResult]) -> list[str]:
    """The name "the exiled card" / "the chosen card" gives (608.2c): the cards the latest earlier step of this effect
    exiled (its events' objects moved to exile), or chose (its choices' objects); the grammar (same_name.py) read the
    words only after such an instruction. Several or none: none returned, and same_name_holds asks for one."""
    for done in reversed(earlier):
        if kind == "exiled":
            objs = [o for e in done.events if e.action == "exile" or e.extra.get("to") == "exile" for o in e.objects]
        else:
            objs = [o for c in done.choices for o in c.objects]
        if objs:
            return sorted({o.name for o in objs})
    return []


EARLIER_KINDS = frozenset({"exiled", "chosen_card"})  # the filter's ``same_name`` values read by earlier_named

_HOLDER = re.compile(r"(.+?) \(([^()]+)\)")


def holder_split(name: str, seats: Sequence[str]) -> tuple[str, str | None]:
    """A target name and whose permanent it is: "Forest (Alice)", as a question's suggestions say it when two players'
    permanents share the name (115.1), is Alice's Forest; any other name is anyone's."""
    match = _HOLDER.fullmatch(name.strip())
    if match:
        seat = next((s for s in seats if s.casefold() == match.group(2).casefold()), None)
        if seat is not None:
            return match.group(1), seat
    return name, None
