"""Steps on targeted objects (115.1): destroy, exile, gain control of, or put from a graveyard onto the
battlefield, the object the scenario's ``target`` names, or one for each opponent (601.2c).

Why a module apart from steps.py: the target steps share one question (which named object is whose target,
engine/act_targets.py) and differ only in where the object goes.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..grammar import TypeFilter
from .amounts import Amount
from .steps import ANY, Step


@dataclass(frozen=True, slots=True)
class TargetCount:
    """How many objects one instance of the word "target" chooses (601.2c, 115.1): "two target creatures"
    (``least`` = ``most`` = 2), "X target artifacts" (both None: the scenario's ``x``, 107.3, 601.2b), "up to two"
    (``least`` 0), "up to X" (0 and None), "any number of" (0, None and ``any_number``), "one or two" (1 and 2).
    The same object is chosen at most once for it (115.3). ``other``: "… and up to one other target …": not an
    object an earlier target word of the same effect chose (115.3).

    Why a type of its own: every verb's object phrase ("destroy", "exile", "tap", "return …") reads the same
    count, and the engine chooses, checks (608.2b) and asks for the targets of each in one place
    (engine/several_targets.py)."""

    least: int | None = 1
    most: int | None = 1
    any_number: bool = False
    other: bool = False
    # "up to X target lands, where X is the number of verse counters on this permanent": the X (None here) is that
    # amount, worked out as the spell resolves (107.3c: the text defines it, so the scenario's ``x`` never answers)
    x: Amount | None = None


@dataclass(frozen=True, slots=True)
class TargetWord:
    """A further word "target" of the same instruction ("Destroy target creature and target land", "… and up to
    one other target artifact or enchantment"): its own kind and count, chosen after the words before it (115.3)."""

    objects: TypeFilter
    count: TargetCount


@dataclass(frozen=True, slots=True, kw_only=True)
class MoveTarget(Step):
    """115.1: the targeted object (``target`` in the scenario). ``per``: "For each opponent, … target … that
    player controls" — one target among each of those players' permanents (601.2c); ``up_to``: "up to one
    target", where none is a choice too."""

    objects: TypeFilter = ANY
    per: str | None = None
    holders_gain_power: bool = False  # "… and that player gains life equal to its power" (608.2h)
    count: TargetCount | None = None  # several targets for the one word "target" (601.2c); None: exactly one
    and_target: bool = False  # "… and target land" as read: folded into the step before as one of its ``also``
    also: tuple[TargetWord, ...] = ()  # the instruction's further target words, done at once with its own (608.2e)
    # "For each player, choose target permanent that player controls. Those players sacrifice those permanents.": the
    # targets said chosen in a sentence of their own, the verb in the next (grammar/chosen_targets.py)
    chosen_first: bool = False
    targets_object: ClassVar[bool] = True
    into: ClassVar[str] = "graveyard"
    rule: ClassVar[str] = "701.8a"


@dataclass(frozen=True, slots=True, kw_only=True)
class DestroyTarget(MoveTarget):
    action: str = "destroy"


@dataclass(frozen=True, slots=True, kw_only=True)
class SacrificeTarget(MoveTarget):
    """"For each player, choose target permanent that player controls. Those players sacrifice those permanents.": the
    targets chosen (601.2c), each sacrificed by its controller (701.21a), all at once (608.2e)."""

    action: str = "sacrifice"
    rule: ClassVar[str] = "701.21a"


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileTarget(MoveTarget):
    """``until_source_leaves``: "… until this permanent leaves the battlefield" (610.3): a second one-shot effect,
    created when the source leaves, returns the card under its owner's control (610.3c)."""

    action: str = "exile"
    until_source_leaves: bool = False
    source_noun: str = "permanent"  # "until this creature leaves …": the noun the card gives its source (the reading)
    into: ClassVar[str] = "exile"  # 701.13a: exiled, never put into a graveyard
    rule: ClassVar[str] = "701.13a"


@dataclass(frozen=True, slots=True, kw_only=True)
class PutTargetFromGraveyard(MoveTarget):
    """"Put (up to one) target creature card from that player's graveyard onto the battlefield under your
    control": the card, in its owner's graveyard (115.1), onto the controller's battlefield."""

    action: str = "put"
    zone: str = "graveyard"
    yours: bool = False  # "from your graveyard": only the controller's


@dataclass(frozen=True, slots=True, kw_only=True)
class GainControlTarget(MoveTarget):
    """"Gain control of target creature (until end of turn)" (108.4): the controller gets the target."""

    action: str = "gain_control"
    duration: str | None = None  # "this_turn": "until end of turn" (611.2a); None: for good
    into: ClassVar[str] = "exile"
    rule: ClassVar[str] = "701.13a"


@dataclass(frozen=True, slots=True, kw_only=True)
class ExchangeControl(MoveTarget):
    """"Exchange control of target land you control and target land an opponent controls", "… of two target
    lands", "… of this permanent and target nonland permanent" (``with_source``): the two objects (its own target
    word's and ``also``'s, or the one word's two, 115.3, 601.2c; or the source and the target) each go to the
    other's controller at once; if either can't, nothing happens (701.12a), nor if one player controls both
    (701.12b). For good: no duration is read."""

    action: str = "exchange_control"
    with_source: bool = False
    rule: ClassVar[str] = "701.12a"


@dataclass(frozen=True, slots=True, kw_only=True)
class ReturnMoved(Step):
    """"… then return that card to the battlefield under its owner's control" (400.7j): the card an exile before it in
    this effect moved, found in exile and put onto the battlefield as a new object (400.7: untapped, with no counters,
    damage or Auras of its old one), under its owner's control (``control`` ``owner``) or the controller's (``you``).
    A token exiled has ceased to exist (704.5d, 111.8): nothing returns."""

    action: str = "return"
    objects: TypeFilter = ANY
    control: str = "owner"
    that_card: bool = False  # the card says "that card" (else "it")


@dataclass(frozen=True, slots=True, kw_only=True)
class FoundCard(Step):
    """"When Murderous Rider dies, put it on the bottom of its owner's library", "When enchanted land dies, return
    that card to its owner's hand": the card the trigger's object became in the graveyard it moved to, which a
    zone-change trigger can find there (400.7e, 603.6e) — the source's own card (``event`` False) or the trigger
    event's object (``event`` True, the scenario's ``event_object``, of the kind ``objects``) — moved to its owner's
    ``to`` (``hand``, ``library_top``, ``library_bottom``, ``library`` — shuffled in —, ``exile``, or
    ``battlefield`` under its owner's or the controller's control, ``control``). A card that has left that graveyard
    is a new object the ability cannot find: nothing happens (400.7). ``said``: "it" or "that card", as printed."""

    action: str = "return"
    to: str = "hand"
    event: bool = False
    objects: TypeFilter = ANY
    control: str = "owner"
    said: str = "it"


@dataclass(frozen=True, slots=True, kw_only=True)
class OnCreated(Step):
    """"Sacrifice them", "exile those tokens", "destroy it" (``words``, as printed): the delayed trigger's object —
    the tokens this effect created (its ``names``, ``created`` or ``created_tokens``), or any object it names that
    no other step acts on in that way — only ever a delayed trigger's instruction (603.7), never performed now."""
    action: str = "sacrifice"
    words: str = "them"


@dataclass(frozen=True, slots=True, kw_only=True)
class AttachToTarget(Step):
    """"Attach this permanent to target creature you control" (701.3a; Equip's own instruction, 702.6a): the source
    goes onto the object ``target`` names (or, said "it" after a trigger, the trigger event's object, 603.2)."""

    action: str = "attach"
    objects: TypeFilter = ANY
    targets_object: ClassVar[bool] = True


@dataclass(frozen=True, slots=True, kw_only=True)
class AttachTargetTo(Step):
    """"Attach target Aura you control to target creature" / "Attach target Equipment you control to this creature"
    (701.3a): two target words (115.3), ``attachment`` the Aura or Equipment, ``objects`` what it goes onto, or the
    source itself (``to_source``). It moves only when both are there as it resolves and it can legally be attached
    to that object (701.3b: an Aura's enchant ability, 303.4; an Equipment onto a creature only, 301.5c)."""

    action: str = "attach"
    attachment: TypeFilter = ANY
    objects: TypeFilter = ANY
    to_source: bool = False
    targets_object: ClassVar[bool] = True


@dataclass(frozen=True, slots=True, kw_only=True)
class AttachToCreated(Step):
    """"Create a 1/1 white Soldier creature token, then attach this permanent to it" (701.3a): onto the one token
    this effect just created (111.1), which no target names."""

    action: str = "attach"
