"""Typed steps for power and toughness as the layers set them (613.4) and the counters the source enters with
(614.1c): a characteristic-defining ability (layer 7a), a base set (7b), a switch (7d).

Why typed steps: each changes what the state-based actions see (704.5f) in its own layer, whatever the order the
text gives them in (613.4: 7a, then 7b, then 7c, then 7d; 613.7: by timestamp within a layer), so the engine keeps
them apart (engine/layers.py) instead of folding them into one "+N/+N" bonus. One handler each in
:mod:`bot.apnap.engine.act_layers`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..grammar import TypeFilter
from .amounts import ZERO, Amount, Condition
from .steps import Step
from .targets import TargetCount


@dataclass(frozen=True, slots=True, kw_only=True)
class DefinedPT(Step):
    """"Westvale Cult Leader's power and toughness are each equal to the number of creatures you control" (604.3,
    613.4a): the source's ``which`` (``both``, ``power`` or ``toughness``) is ``amount``, counted as it applies."""

    action: str = "set_pt"
    which: str = "both"
    amount: Amount = ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class SetBasePTRule(Step):  # the two kinds below
    """"… has base power and toughness ``power``/``toughness``" (613.4b): on the permanents ``objects`` names while
    the source is there (``static``), the creature ``attached_to`` names (``attached``), or a target until end of
    turn."""

    action: str = "set_pt"
    power: int = 0
    toughness: int = 0
    objects: TypeFilter | None = None
    attached: str = ""
    static: bool = False

    @property
    def uses_attached(self) -> bool:
        return bool(self.attached)


@dataclass(frozen=True, slots=True, kw_only=True)
class SetBasePT(SetBasePTRule):
    """A static ability's: the kind it names or the attached creature (611.3a)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetSetBasePT(SetBasePTRule):
    """"Target creature has base power and toughness 1/1 until end of turn" (611.2a, 115.1)."""

    targets_object: ClassVar[bool] = True


@dataclass(frozen=True, slots=True, kw_only=True)
class SwitchPTRule(Step):  # the two kinds below
    """"Switch … power and toughness until end of turn" (613.4d), on the source or the target (``objects``)."""

    action: str = "switch_pt"
    objects: TypeFilter | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class SwitchPT(SwitchPTRule):
    """"Switch Aquamoeba's power and toughness until end of turn": the source."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetSwitchPT(SwitchPTRule):
    """"Switch target creature's power and toughness until end of turn" (115.1)."""

    targets_object: ClassVar[bool] = True


@dataclass(frozen=True, slots=True, kw_only=True)
class EntersWithCounters(Step):
    """"Scrounging Bandar enters the battlefield with two +1/+1 counters on it" (614.1c, 122.6): ``amount``
    counters of ``kind`` on the source as it enters ("X": the scenario's x; "for each …": counted then)."""

    action: str = "enters_with_counters"
    kind: str = "+1/+1"
    amount: Amount = ZERO
    tapped: bool = False  # "… enters the battlefield tapped with two depletion counters on it" (614.12 too)
    additional: bool = False  # "… with an additional +1/+1 counter on it": beside any other counters it enters with


@dataclass(frozen=True, slots=True, kw_only=True)
class AttachedBonusWhile(Step):
    """"As long as enchanted creature is white, it gets +1/+2 and has lifelink" (611.3a): the creature ``attached_to``
    names gets +``power``/+``toughness`` (layer 7c) and ``keywords`` (layer 6) while it matches ``while_`` (a
    colour, said from the filter in either language)."""

    action: str = "modify"
    attached: str = "enchanted"
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    while_: TypeFilter | None = None

    @property
    def uses_attached(self) -> bool:
        """Which creature it is on is the scenario's ``attached_to``: asked before resolving when not given."""
        return True


@dataclass(frozen=True, slots=True)
class Characteristics:
    """What a permanent becomes, layer by layer (613.1): card types and subtypes (layer 4: ``types`` replace the
    prior ones, 205.1a, unless ``keep`` says "all" — "It's still a land", "in addition to its other types" — or
    "noncreature" — "an artifact creature": the prior types stay, creature types are replaced, 205.1b); colours
    (layer 5: set, 105.3, or added with ``colors_added``; None: unchanged); abilities (layer 6); base power and
    toughness (layer 7b, 613.4b; None: unchanged). ``choice``: "color" or "creature_type" chosen as it resolves."""

    types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    colors: tuple[str, ...] | None = None
    colors_added: bool = False
    keep: str = ""
    still: str = ""  # "It's still a land." (205.1b): the type the text says it keeps (rendering)
    still_inline: bool = False  # "… with haste that's still a land": said in the same sentence
    keywords: tuple[str, ...] = ()
    pt: tuple[int, int] | None = None
    base_said: bool = False  # "a creature with base power and toughness 5/5" (the same 7b set, said so)
    choice: str = ""
    # "in addition to its other types" / "… creature types" / "… colors and types" (205.1b, 105.3): the words the
    # text says the prior characteristics stay with, said back exactly ("" when it says none)
    in_addition: str = ""
    # "with power and toughness each equal to its converted mana cost" (613.4b, 202.3): each permanent's own base
    # power and toughness, its mana value ("mana_value"; "" when the text sets none this way)
    pt_each: str = ""
    # "every creature type" (702.73a), "every basic land type" (205.3i), "all colors" (105.2): every one of a closed
    # list, said so ("creature_type", "basic_land_type", "colors"; "" when none); the engine sets the list itself
    every: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class BecomesRule(Step):  # the three kinds below
    """"… becomes a 2/1 blue Faerie creature with flying until end of turn" (613.1d-f, 613.4b): the permanents change
    as ``change`` says, for ``duration`` (this_turn: until the cleanup step, 514.2; indefinite: no duration stated,
    until the game ends, 611.2a; static: while the source is there, 611.3a)."""

    action: str = "becomes"
    change: Characteristics = Characteristics()
    objects: TypeFilter | None = None
    duration: str = "indefinite"
    # "As long as it's your turn, Gideon Blackblade is a 4/4 …" (611.3a): tested by the step on the board as it
    # stands (None: always), never a reason to skip it
    while_: Condition | None = None
    while_text: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class BecomesSource(BecomesRule):
    """"Faerie Conclave becomes …": the source itself."""


@dataclass(frozen=True, slots=True, kw_only=True)
class BecomesTarget(BecomesRule):
    """"Target land becomes …", "It becomes …" (a target named before, 608.2c), "Enchanted land is …" (303.4), "Up
    to two target Swamps each become …" (601.2c: ``count``)."""

    targets_object: ClassVar[bool] = True
    refers: bool = False
    of_that_player: bool = False
    count: TargetCount | None = None
    each: bool = False  # "Up to two target Swamps each become …": the word, for the rendering
    is_said: bool = False  # "It's a black Zombie …", "That creature is …": the printed verb, for the rendering


@dataclass(frozen=True, slots=True, kw_only=True)
class BecomesAll(BecomesRule):
    """"All lands target player controls become 3/3 creatures until end of turn": each matching permanent as the
    effect begins (611.2c)."""


def defines_characteristics(step: Step) -> bool:
    """Whether the step is a characteristic-defining ability (604.3, 604.3a), the one answer every part asks: the
    source's own power and toughness "each equal to …" (``DefinedPT``), or its own unconditional statement that it is
    every creature type or all colors ("Dr. Julius Jumblemorph is every creature type", "Sphinx of the Guildpact is
    all colors"). It works in every zone (604.3, 113.6a), so it is never said to work only while the source is on the
    battlefield (judge 41w: the note said so of Dakmor Sorceress's power)."""
    if isinstance(step, DefinedPT):
        return True
    return (isinstance(step, BecomesSource) and bool(step.change.every) and step.duration == "static"
            and step.while_ is None)
