"""Typed steps of keyword actions and designations (701.x, 725, 107.14): one dataclass each.

Why apart from steps.py: each is a whole rule named by one word ("Investigate", "Monstrosity 3"), so its
step keeps that word (the reading says "Investigate", not the token it means) and its handler
(engine/act_keywords.py) does what the rule says.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar

from ..grammar import StepSpec, TypeFilter
from .amounts import ZERO, Amount
from .clash import CLASH_BUILDERS
from .combat_removal import COMBAT_REMOVAL_BUILDERS
from .exert import EXERT_BUILDERS
from .explore import EXPLORE_BUILDERS
from .others_library import OTHERS_LIBRARY_BUILDERS
from .phasing import PHASING_BUILDERS
from .player_wards import PLAYER_WARD_BUILDERS
from .steps import ANY, Step
from .steps_counter_family import COUNTER_FAMILY_BUILDERS
from .zone_moves import ZONE_MOVE_BUILDERS


@dataclass(frozen=True, slots=True, kw_only=True)
class GetEnergy(Step):
    """"You get {E}{E}" (107.14, 122.1): that many energy counters on each of the subject's players."""

    action: str = "energy"
    amount: Amount = ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class PayEnergy(Step):
    """"Pay {E}{E}" (107.14): the player removes that many energy counters; one who has fewer can't pay."""

    action: str = "pay"
    amount: Amount = ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class Investigate(Step):
    """"Investigate" (701.16a): create a Clue token, a colorless Clue artifact token with "{2}, Sacrifice this
    token: Draw a card." (111.10f)."""

    action: str = "create"


@dataclass(frozen=True, slots=True, kw_only=True)
class CountersOnce(Step):
    """"Monstrosity N" (701.37a) and "Adapt N" (701.46a): N +1/+1 counters on the source, only if it isn't
    monstrous yet (``keyword`` monstrosity; it then becomes monstrous) or has no +1/+1 counters (adapt)."""

    action: str = "counter"
    keyword: str = "monstrosity"
    amount: Amount = ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class BecomeMonarch(Step):
    """"You become the monarch" (725.1): the designation moves to that player (725.3)."""

    action: str = "monarch"


@dataclass(frozen=True, slots=True, kw_only=True)
class TransformSource(Step):
    """"Transform this creature" (701.27a): the source turns to its other face; what that face is, the scenario
    does not say (the result says so), and a permanent that is no double-faced card does nothing (701.27c)."""

    action: str = "transform"


@dataclass(frozen=True, slots=True, kw_only=True)
class Amass(Step):
    """"Amass Zombies 2" (701.47a): without an Army, a 0/0 black [subtype] Army creature token first; then N +1/+1
    counters on an Army you control, which becomes a [subtype] too. "Amass N" is "amass Zombies N" (701.47d)."""

    action: str = "amass"
    subtype: str = "Zombie"
    amount: Amount = ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class Populate(Step):
    """"Populate" (701.36a): a copy of a creature token you control; with none, nothing (701.36b)."""

    action: str = "create"


@dataclass(frozen=True, slots=True, kw_only=True)
class Fight(Step):
    """"Target creature you control fights target creature you don't control" / "This creature fights target
    creature" (701.14a): each deals damage equal to its power to the other (not combat damage, 701.14d); if
    either is gone or no creature, neither does (701.14b). ``first`` None: the source fights."""

    targets_object: ClassVar[bool] = True

    action: str = "fight"
    first: TypeFilter | None = None
    second: TypeFilter = ANY
    # ``up_to``: "up to one target creature", with none named, no fight
    # "Target creature you control deals damage equal to its power to target creature you don't control": the same
    # two creatures, but only the first deals damage (120.3, its power as the step applies, 608.2h); not a fight
    one_way: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class Support(Step):
    """"Support N" (701.41a): a +1/+1 counter on each of up to N target creatures the scenario's ``target`` names,
    other than the source (on a permanent, "other target creatures"); none named: no counters."""

    targets_any: ClassVar[bool] = True  # ``target`` may name objects (the creatures chosen), or none of them

    action: str = "counter"
    amount: Amount = ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class Bolster(Step):
    """"Bolster N" (701.39a): N +1/+1 counters on a creature you control with the least toughness (your pick
    among those tied)."""

    action: str = "counter"
    amount: Amount = ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class Manifest(Step):
    """"Manifest the top two cards of your library" (701.40a): each card turned face down and put onto the
    battlefield as a 2/2 creature with no text, name, subtypes or mana cost; only its controller may look at it
    (708.5)."""

    action: str = "manifest"
    amount: Amount = ZERO
    zone_of: str = ""  # "… of that player's library": whose library ("that_player", "target"); "": the actor's own


KEYWORD_STEPS = (GetEnergy, PayEnergy, Investigate, CountersOnce, BecomeMonarch, TransformSource, Amass, Populate,
                 Fight, Support, Bolster, Manifest)


def _first_fighter(spec: StepSpec) -> TypeFilter | None:
    """The first fighter's kind: the first target's, or, for "it" (608.2c), the kind of the object it is bound to (a
    target or the trigger event's object, found as that step's object is); None: the source fights."""
    if spec.detail("first") == "target":
        return spec.slots[0].filter
    if spec.detail("first") == "it" and spec.detail("it_bound") != "source":
        return spec.creatures or ANY
    return None


_Build = Callable[[StepSpec, dict[str, Any], Amount], Step]
# The grammar's action word → its typed step (convert.py hands in the step's amount, which it owns).
_BUILDERS: dict[str, _Build] = {
    "energy": lambda spec, common, n: GetEnergy(**common, amount=n),
    "pay_energy": lambda spec, common, n: PayEnergy(**common, amount=n),
    "investigate": lambda spec, common, n: Investigate(**common),
    "monstrosity": lambda spec, common, n: CountersOnce(**common, keyword="monstrosity", amount=n),
    "adapt": lambda spec, common, n: CountersOnce(**common, keyword="adapt", amount=n),
    "monarch": lambda spec, common, n: BecomeMonarch(**common),
    "transform": lambda spec, common, n: TransformSource(**common),
    "amass": lambda spec, common, n: Amass(**common, subtype=spec.detail("subtype", "Zombie"), amount=n),
    "populate": lambda spec, common, n: Populate(**common),
    "manifest": lambda spec, common, n: Manifest(**common, amount=n, zone_of=spec.detail("zone_of")),
    "support": lambda spec, common, n: Support(**common, amount=n),
    "bolster": lambda spec, common, n: Bolster(**common, amount=n),
    "fight": lambda spec, common, n: Fight(**common, first=_first_fighter(spec), second=spec.slots[-1].filter,
                                           one_way=spec.detail("one_way") == "1"),
}
_BUILDERS.update(COUNTER_FAMILY_BUILDERS)  # proliferate (701.34a), counters on players (122.1), moved (122.5)
_BUILDERS.update(CLASH_BUILDERS)  # clash with an opponent (701.30)
_BUILDERS.update(EXERT_BUILDERS)  # exert this creature as it attacks (701.43)
_BUILDERS.update(EXPLORE_BUILDERS)  # it explores (701.44)
_BUILDERS.update(PHASING_BUILDERS)  # target permanent phases out (702.26b)
_BUILDERS.update(COMBAT_REMOVAL_BUILDERS)  # remove target attacking creature from combat (506.4)
_BUILDERS.update(PLAYER_WARD_BUILDERS)  # you gain protection from everything (702.16j)
_BUILDERS.update(OTHERS_LIBRARY_BUILDERS)  # the top of another player's library, exiled (701.13a)
_BUILDERS.update(ZONE_MOVE_BUILDERS)  # a whole zone into another of its owner's (402.1; zone_moves.py)
KEYWORD_ACTIONS = frozenset(_BUILDERS)


def keyword_step(spec: StepSpec, common: dict[str, Any], amount: Amount) -> Step:
    """The typed step of a keyword action's spec (its action word is one of ``KEYWORD_ACTIONS``)."""
    return _BUILDERS[spec.action](spec, common, amount)
