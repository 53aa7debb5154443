"""Typed steps of counters as a family: "Proliferate" (701.34a), counters a player gets ("you get an experience
counter", 122.1) and a counter moved from the source onto a target (122.5).

Why apart from :mod:`.steps_counters` and :mod:`.keyword_steps`: these put counters where no earlier step does (on
players, on whatever the controller chooses, on a second object a first one loses them to), each with its own handler
in :mod:`bot.apnap.engine.act_counter_family` and renderer in :mod:`bot.apnap.render.on_counter_family`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from ..grammar import StepSpec, TypeFilter
from .amounts import ZERO, Amount
from .steps import ANY, Step


@dataclass(frozen=True, slots=True, kw_only=True)
class Proliferate(Step):
    """"Proliferate" (701.34a): the subject's player chooses any number of permanents and players that have a
    counter, then gives each one more counter of each kind it has."""

    picks_others: ClassVar[bool] = True  # any player's permanent, or a player (a choice in ``choices`` may name it)

    action: str = "proliferate"


@dataclass(frozen=True, slots=True, kw_only=True)
class GetCounters(Step):
    """"You get an experience counter" (122.1): ``amount`` counters of ``kind`` on each of the subject's players."""

    action: str = "player_counter"
    kind: str = ""
    amount: Amount = ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class MoveCounters(Step):
    """"Move a +1/+1 counter from this permanent onto target creature" (122.5): ``amount`` counters of ``kind`` taken
    from the source and put on the object ``target`` names; none it cannot remove or put moves (122.5)."""

    targets_object: ClassVar[bool] = True

    action: str = "move_counter"
    objects: TypeFilter = ANY
    kind: str = "+1/+1"
    amount: Amount = ZERO
    of_that_player: bool = False  # "… target creature that player controls"


@dataclass(frozen=True, slots=True, kw_only=True)
class EveryCounterRemoved(Step):
    """Every counter of every kind removed (122.1): from each permanent ``objects`` matches, or from a target; the two
    step types below (dispatch is by exact type)."""

    action: str = "remove_counter"
    objects: TypeFilter = ANY


@dataclass(frozen=True, slots=True, kw_only=True)
class RemoveEveryCounter(EveryCounterRemoved):
    """"Remove all counters from all permanents" (122.1)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class RemoveEveryTargetCounter(EveryCounterRemoved):
    """"Remove all counters from target creature" (115.1, 122.1)."""

    targets_object: ClassVar[bool] = True
    of_that_player: bool = False  # "… target creature that player controls"


_Build = Callable[[StepSpec, dict[str, Any], Amount], Step]
# The grammar's action word → its typed step (convert.py hands in the step's amount, which it owns).
COUNTER_FAMILY_BUILDERS: dict[str, _Build] = {
    "proliferate": lambda spec, common, n: Proliferate(**common),
    "player_counter": lambda spec, common, n: GetCounters(**common, kind=spec.detail("counter"), amount=n),
    "move_counter": lambda spec, common, n: MoveCounters(
        **common, objects=spec.creatures or ANY, kind=spec.detail("counter", "+1/+1"), amount=n,
        of_that_player=spec.detail("holder") == "that_player"),
    "remove_every_counter": lambda spec, common, n: (
        RemoveEveryTargetCounter(**common, objects=spec.creatures or ANY,
                                 of_that_player=spec.detail("holder") == "that_player")
        if spec.detail("target") == "object" else RemoveEveryCounter(**common, objects=spec.creatures or ANY)),
}
