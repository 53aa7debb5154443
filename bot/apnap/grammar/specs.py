"""What the reader produces: steps with subjects, slots, filters and amounts (no parsing here)."""

from __future__ import annotations

from dataclasses import dataclass

from ..model import PERMANENT_TYPES, GameObject

ACTIONS = (
    "sacrifice", "discard", "exile", "draw", "lose_life", "gain_life", "damage", "mill", "scry",
    "surveil", "search", "return", "vote", "extra_turn", "choose",
)
MAX_AMOUNT = 1000  # "absurd" counts are refused rather than looped over
MAX_EFFECT_CHARS = 2000

# --------------------------------------------------------------------------------------------
# Parsed structures
# --------------------------------------------------------------------------------------------
@dataclass(frozen=True, slots=True)
class TypeFilter:
    """Which objects a slot accepts: any alternative matches (``creature or planeswalker``).

    Each alternative is ``(required types, forbidden types, basic?, any permanent?)``.
    No alternatives means "any card".
    """

    alternatives: tuple[tuple[frozenset[str], frozenset[str], bool, bool], ...] = ()
    noun: str = "card"  # the main type word, for narration ("no creatures")

    def matches(self, obj: GameObject) -> bool:
        if not self.alternatives:
            return True
        for required, forbidden, basic, permanent in self.alternatives:
            if not required <= obj.types or forbidden & obj.types:
                continue
            if basic and "basic" not in obj.types and not _is_basic_by_name(obj):
                continue
            if permanent and not (obj.types & PERMANENT_TYPES):
                continue
            return True
        return False

    @property
    def is_any(self) -> bool:
        return not self.alternatives


ANY_CARD = TypeFilter()
_BASIC_NAMES = frozenset({"plains", "island", "swamp", "mountain", "forest", "wastes"})


def _is_basic_by_name(obj: GameObject) -> bool:
    # Scenarios rarely write "(basic land)"; a land named like a basic land is taken to be one.
    return "land" in obj.types and (obj.name.strip().lower().startswith("snow-covered ")
                                    or obj.name.strip().lower() in _BASIC_NAMES)


@dataclass(frozen=True, slots=True)
class Slot:
    """One "count + kind" part of an instruction; "a creature and a land" has two slots."""

    count: int | None  # None = X (taken from the scenario's ``x``)
    filter: TypeFilter = ANY_CARD
    up_to: bool = False
    whole_zone: bool = False  # "discards their hand"


@dataclass(frozen=True, slots=True)
class Subject:
    """Who a step applies to. ``this_way`` refers back to an earlier step's action (608.2e)."""

    kind: str  # each_player | each_opponent | each_other_player | target_player | you | this_way
    starting_with_you: bool = False  # "Starting with you, each player …" (101.1 / 701.38a)
    ref_action: str | None = None
    ref_filter: TypeFilter | None = None
    negated: bool = False
    base: str = "each_player"  # for this_way: each_player / each_opponent


@dataclass(frozen=True, slots=True)
class VoteCondition:
    """"If A gets more votes[, or the vote is tied], …". ``option`` None = "if the vote is tied"."""

    option: str | None
    or_tied: bool = False


@dataclass(frozen=True, slots=True)
class StepSpec:
    text: str
    action: str
    subject: Subject
    slots: tuple[Slot, ...] = ()
    amount: int | None = None  # life, damage, draw, mill, scry, surveil; None + uses_x = X
    uses_x: bool = False
    source: str | None = None  # damage source as written
    options: tuple[str, ...] = ()  # vote options as written
    destination: str | None = None  # search: battlefield | hand | library_top
    condition: VoteCondition | None = None


@dataclass(frozen=True, slots=True)
class Effect:
    text: str
    lang: str
    steps: tuple[StepSpec, ...] = ()
    upkeep: bool = False

    @property
    def uses_x(self) -> bool:
        return any(s.uses_x or any(sl.count is None for sl in s.slots) for s in self.steps)

    @property
    def uses_target(self) -> bool:
        return any(s.subject.kind == "target_player" for s in self.steps)

    @property
    def vote_options(self) -> tuple[str, ...]:
        return tuple(o for s in self.steps for o in s.options)


