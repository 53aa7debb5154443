"""Typed steps that change permanents where they stand, or a player's mana pool: counters on the
source, a targeted permanent tapped or changed until end of turn, a chosen permanent untapped,
regeneration shields, control of the source, and mana added.

Why apart from :mod:`.steps`: these act on one known object (the source, ``target``) or on the mana
pool, not on zones; each is one dataclass here and one handler in
:mod:`bot.apnap.engine.act_board`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ..grammar import TypeFilter
from ..grammar.specs import QuotedAbility
from .amounts import ZERO, Amount, Condition
from .steps import ANY, PickStep, Step
from .targets import MoveTarget, TargetCount


@dataclass(frozen=True, slots=True, kw_only=True)
class SourceCounters(Step):
    """"Put a fury counter on this permanent [for each …]" (122.1): ``amount`` counters of ``kind`` on the source."""

    action: str = "counter"
    kind: str = "+1/+1"
    amount: Amount = ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetCounters(Step):
    """"Put a +1/+1 counter on target creature" (115.1, 122.1): on the object named by ``target``."""

    targets_object: ClassVar[bool] = True

    action: str = "counter"
    objects: TypeFilter = ANY
    kind: str = "+1/+1"
    amount: Amount = ZERO
    of_that_player: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class PickedCounters(PickStep):
    """"Each player may put two +1/+1 counters on a creature they control": each player picks (101.4), then
    every pick gets ``amount`` counters of ``kind`` at once."""

    action: str = "counter"
    kind: str = "+1/+1"
    anyone: bool = False  # "chooses a nonland permanent and puts …": any player's permanent (101.4)
    said_choose: bool = False  # printed "chooses … and puts … on it" (the same pick, said so by the renderer)


@dataclass(frozen=True, slots=True, kw_only=True)
class RemoveSourceCounters(Step):
    """"Remove a scream counter from it" / "remove all +1/+1 counters from this permanent" (122.8 is about
    moving; removing is an instruction like any other): ``amount`` counters, or every one of ``kind``."""

    action: str = "remove_counter"
    kind: str = "+1/+1"
    amount: Amount = ZERO
    every: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnTarget(Step):
    """"Tap target creature that player controls" (701.26a): the object named by ``target``."""

    targets_object: ClassVar[bool] = True

    objects: TypeFilter = ANY
    of_that_player: bool = False  # "… that player controls": the target must be that player's (115.1)
    refers: bool = False  # "untap that creature": the creature targeted earlier in the effect (608.2c)
    count: TargetCount | None = None  # "tap up to two target creatures" (601.2c); None: exactly one
    # "tap or untap target permanent": the controller chooses which as it resolves (608.2d; the event says which)
    or_untap: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class TapTarget(TurnTarget):
    action: str = "tap"


@dataclass(frozen=True, slots=True, kw_only=True)
class UntapTarget(TurnTarget):
    action: str = "untap"


@dataclass(frozen=True, slots=True, kw_only=True)
class DetainTarget(TurnTarget):
    """"Detain target creature an opponent controls" (701.35a): until the next turn of this ability's controller,
    the targeted permanents can't attack or block and their activated abilities can't be activated."""

    action: str = "detain"


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnPicked(PickStep):
    """"That player untaps a land they control": each player picks, then the picks turn at once (701.26)."""

    anyone: bool = False  # "untap up to five lands": no word of whose, so any player's permanents


@dataclass(frozen=True, slots=True, kw_only=True)
class TapPicked(TurnPicked):
    action: str = "tap"


@dataclass(frozen=True, slots=True, kw_only=True)
class UntapPicked(TurnPicked):
    action: str = "untap"


@dataclass(frozen=True, slots=True, kw_only=True)
class RegenerateAll(Step):
    """"Regenerate each creature you control" (701.19a): each gets a shield for this turn; nothing moves now."""

    action: str = "regenerate"
    objects: TypeFilter = ANY


@dataclass(frozen=True, slots=True, kw_only=True)
class ModifyTarget(Step):
    """"Target creature gets +1/+0 and gains deathtouch until end of turn" (611.2a, 613.4c): a continuous
    effect from a resolving ability, on the object named by ``target``, that lasts until the cleanup step."""

    targets_object: ClassVar[bool] = True

    action: str = "modify"
    objects: TypeFilter = ANY
    of_that_player: bool = False
    refers: bool = False  # "It gets +2/+4 …": the permanent targeted earlier in the effect (608.2c)
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    loses: tuple[str, ...] = ()  # "loses first strike until end of turn": abilities removed (layer 6, 613.1f)
    duration: str = "this_turn"  # or until_your_next_turn ("Until your next turn, …", 611.2a)
    times: Amount | None = None  # "+1/+1 for each …", "+X/+X": the bonus times this (608.2h)
    count: TargetCount | None = None  # "up to two target creatures each get …" (601.2c); None: exactly one
    ability: QuotedAbility | None = None  # '… and gains "{T}: …" until end of turn': a quoted ability (113.10)


@dataclass(frozen=True, slots=True, kw_only=True)
class ModifyAll(Step):
    """"Creatures you control get +1/+1 and gain trample until end of turn" (611.2a): every matching permanent
    on the battlefield as the effect begins (611.2c)."""

    action: str = "modify"
    objects: TypeFilter = ANY
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    loses: tuple[str, ...] = ()  # "loses first strike until end of turn": abilities removed (layer 6, 613.1f)
    duration: str = "this_turn"  # or until_your_next_turn ("Until your next turn, …", 611.2a)
    times: Amount | None = None  # "+1/+1 for each …", "+X/+X": the bonus times this (608.2h)
    ability: QuotedAbility | None = None  # '… and gains "{T}: …" until end of turn': a quoted ability (113.10)


@dataclass(frozen=True, slots=True, kw_only=True)
class RegenerateTarget(Step):
    """"Regenerate target creature" (701.19a): a shield on the object named by ``target``."""

    targets_object: ClassVar[bool] = True

    action: str = "regenerate"
    objects: TypeFilter = ANY
    of_that_player: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class GainControlSource(Step):
    """"That player gains control of this permanent" (613.1b): the source moves to their battlefield."""

    action: str = "gain_control"


@dataclass(frozen=True, slots=True, kw_only=True)
class GainControlOwned(Step):
    """"Each player gains control of all creatures they own" (613.1b): every matching permanent another
    player controls goes to its owner, if its owner is one of the acting players; all at once."""

    action: str = "gain_control"
    objects: TypeFilter = ANY


@dataclass(frozen=True, slots=True, kw_only=True)
class AddMana(Step):
    """"That player adds {G}{G}" / "Add {R} or {G}" / "Add one mana of any color" (106.1, 106.4): mana in
    the player's pool. ``options`` are the printed alternatives; with more than one the player picks."""

    action: str = "add_mana"
    options: tuple[str, ...] = ()
    times: Amount | None = None  # "For each nonland card revealed this way, add {G}": that many times (None: once)
    # "adds an additional {G}" (106.12a): besides the mana of the permanent whose tapping for mana triggered it; the
    # loader lets it resolve only as such a trigger (mana_taps.py)
    additional: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageTarget(Step):
    """Damage to the one target the scenario's ``target`` names (120.3): the two kinds below."""

    action: str = "damage"
    amount: Amount = ZERO
    source: str | None = None
    objects: TypeFilter | None = None  # DamageTargetObject: the kind the target must be


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageAnyTarget(DamageTarget):
    """"… deals 3 damage to any target" (115.4): a player, a creature or a planeswalker. ``again``: "… to that
    permanent or player", the one any target an earlier instruction named (608.2c), the same scenario ``target``."""

    targets_any: ClassVar[bool] = True
    again: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class DamageTargetObject(DamageTarget):
    """"… deals 2 damage to target creature" (115.1): the permanent ``target`` names, of the kind ``objects``;
    ``of_that_player``: "… that player controls", that player's permanent (608.2c)."""

    targets_object: ClassVar[bool] = True
    of_that_player: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class ModifySource(Step):
    """"This creature gets +1/+1 until end of turn" (611.2a): the source itself changes until the cleanup step."""

    action: str = "modify"
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    loses: tuple[str, ...] = ()  # "loses first strike until end of turn": abilities removed (layer 6, 613.1f)
    times: Amount | None = None  # "+1/+1 for each …", "+X/+X": the bonus times this (608.2h)
    # "gets +1/-1 or -1/+1 until end of turn": the other size, the controller's choice as it resolves (608.2d)
    or_size: tuple[int, int] | None = None
    duration: str = "this_turn"  # "indefinite": "It gains haste." after unearth's return, no end said (611.2a)
    ability: QuotedAbility | None = None  # '… and gains "{T}: …" until end of turn': a quoted ability (113.10)


@dataclass(frozen=True, slots=True, kw_only=True)
class RegenerateSource(Step):
    """"Regenerate this creature" (701.19a): a shield on the source for this turn; nothing moves now."""

    action: str = "regenerate"


@dataclass(frozen=True, slots=True, kw_only=True)
class StaticModify(Step):
    """A static ability's effect on permanents (604.1, 611.3a): "Creatures you control get +1/+1", "Enchanted
    creature has flying". It applies at each moment to what it names while its source is on the battlefield:
    the permanents matching ``objects`` now, or (``attached``: ``enchanted`` / ``equipped``) the one the scenario's
    ``attached_to`` names (303.4, 301.5). Power and toughness in layer 7c (613.4c), abilities in layer 6 (613.1f)."""

    action: str = "modify"
    objects: TypeFilter | None = None
    attached: str = ""
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    loses: tuple[str, ...] = ()  # "Enchanted creature loses all abilities": removed while it applies (613.1f)
    times: Amount | None = None  # "+1/+1 for each …", "+X/+X": the bonus times this (608.2h)
    # "Enchanted creature has shroud as long as seven or more cards are in your graveyard" (611.3a): tested on the
    # board as it stands; None: always
    while_: Condition | None = None
    while_text: str = ""

    @property
    def uses_attached(self) -> bool:
        return bool(self.attached or self.while_attached)

    @property
    def while_attached(self) -> str:
        """"As long as equipped creature is tapped, …": the attached permanent its condition is about (``attached_to``
        answers it, 303.4, 301.5); "" when the condition is about anything else."""
        check = getattr(self.while_, "check", self.while_)
        return str(getattr(check, "attached", "")) if type(check).__name__ == "AttachedIs" else ""


@dataclass(frozen=True, slots=True, kw_only=True)
class ReturnTarget(MoveTarget):
    """"Return target creature to its owner's hand" (115.1): the targeted permanent goes to its owner's hand, a new
    object there (400.7)."""

    action: str = "return"
    into: ClassVar[str] = "hand"
    rule: ClassVar[str] = "400.7"


@dataclass(frozen=True, slots=True, kw_only=True)
class ReturnSource(Step):
    """"Return Windreaver to its owner's hand": the source's permanent goes to its owner's hand (400.7)."""

    action: str = "return"


@dataclass(frozen=True, slots=True, kw_only=True)
class LibraryTopSource(Step):
    """"Put Cromat on top of its owner's library", "Draw a card, then put Sensei's Divining Top on top of its owner's
    library": the source's permanent goes to the top of its owner's library, a new object there (400.7), the one
    card of that library whose place is known (401.1)."""

    action: str = "put"


@dataclass(frozen=True, slots=True, kw_only=True)
class ShuffleSource(Step):
    """"Shuffle Green Sun's Zenith into its owner's library", "Lightning Shrieker's owner shuffles it into their
    library" (``by_owner``): the source (a permanent, or the resolving spell's card, 608.2n) goes into its owner's
    library, whose order is then unknown (701.24a)."""

    action: str = "shuffle"
    by_owner: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class CardFromGraveyard(Step):  # the two kinds below
    """"Return target creature card from your graveyard to your hand / to the battlefield", "put target creature
    card from a graveyard onto the battlefield under your control" (115.1: the card ``target`` names, of that kind,
    in that graveyard as it resolves, 608.2b), or the source's own card (``objects`` None): it moves to its
    owner's hand, or onto the battlefield under the controller's control (400.7), ``tapped`` if so written."""

    action: str = "return"
    objects: TypeFilter | None = None
    to: str = "hand"
    any_graveyard: bool = False
    tapped: bool = False
    # "Target player shuffles up to four target cards from their graveyard into their library": the target player's
    # graveyard, and that player moves them (``to`` "library_shuffle": into the library, then shuffled, 701.24a)
    of_target_player: bool = False
    # "target card from an opponent's graveyard": any one opponent's graveyard, a counted word's cards all in that
    # one (115.1); ``count_x``: "X target … cards", X chosen as it was cast (107.3, the scenario's ``x``)
    of_opponent: bool = False
    count_x: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class SourceCardFromGraveyard(CardFromGraveyard):
    """The source's own card (``objects`` None)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetCardFromGraveyard(CardFromGraveyard):
    """The targeted card (the scenario's ``target``); ``count`` of them, ``up_to`` that many ("Return up to two
    target creature cards from your graveyard to your hand", 601.2c: the targets named in ``target``)."""

    count: int = 1
    targets_object: ClassVar[bool] = True


@dataclass(frozen=True, slots=True, kw_only=True)
class TurnSource(Step):
    """"Untap Tideforce Elemental", "tap this artifact" (701.26): the source's permanent."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TapSource(TurnSource):
    action: str = "tap"


@dataclass(frozen=True, slots=True, kw_only=True)
class UntapSource(TurnSource):
    action: str = "untap"


@dataclass(frozen=True, slots=True, kw_only=True)
class EntersTapped(Step):
    """"Izzet Guildgate enters the battlefield tapped" (614.1d, 614.12; under "As … enters, …" 614.1c): a replacement
    effect that applies as the source enters; on the board as it stands nothing moves or turns. ``unless`` ("… unless
    you control a Mountain"): tested on the board as it stands, as it would be as the permanent enters (614.12)."""

    action: str = "enters_tapped"
    unless: Condition | None = None
    unless_text: str = ""  # the condition as printed, for the reading
    # "Creatures your opponents control enter the battlefield tapped": every permanent of the kind, not the source
    # (614.1c; applied to later events by engine/replacing.py when its source is on the board)
    objects: TypeFilter | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class CombatRule(Step):  # the two kinds below
    """What permanents can't do in combat (101.2: a "can't" wins; 508.1c attacking, 509.1b blocking): ``act``
    ``attack``, ``block``, ``attack_or_block`` or ``be_blocked``; ``duration`` ``static`` (a static ability, 611.3a)
    or ``this_turn`` (611.2a). Which permanents: the source (``on_source``), the one ``attached_to`` names
    (``attached``), the target, or every permanent matching ``objects``."""

    action: str = "rule_change"
    act: str = "block"
    duration: str = "static"
    objects: TypeFilter | None = None
    on_source: bool = False
    self_noun: str = "permanent"  # the source as the text calls it ("This creature can't block"), for the reading
    attached: str = ""
    # "… unless its / their controller pays {3} [for each creature they control that's attacking you]": the act is
    # allowed for a cost paid as attackers are declared (508.1h), per attacking creature with ``per_attacker``
    unless_mana: str = ""
    per_attacker: bool = False

    @property
    def uses_attached(self) -> bool:
        return bool(self.attached)


@dataclass(frozen=True, slots=True, kw_only=True)
class CantInCombat(CombatRule):
    """The source, the attached creature or every matching permanent."""


@dataclass(frozen=True, slots=True, kw_only=True)
class TargetCantInCombat(CombatRule):
    """"Target creature can't block this turn": the permanent ``target`` names (115.1)."""

    targets_object: ClassVar[bool] = True
    count: TargetCount | None = None  # "up to two target creatures can't block this turn" (601.2c)
    refers: bool = False  # "That creature can't block this combat": the one targeted before it (608.2c)


@dataclass(frozen=True, slots=True, kw_only=True)
class OnAttached(Step):  # the kinds below
    """An instruction on the creature the source (an Aura or Equipment) is attached to (303.4, 301.5): the one the
    scenario's ``attached_to`` names."""

    attached: str = "enchanted"

    @property
    def uses_attached(self) -> bool:
        return True


@dataclass(frozen=True, slots=True, kw_only=True)
class TapAttached(OnAttached):
    action: str = "tap"


@dataclass(frozen=True, slots=True, kw_only=True)
class UntapAttached(OnAttached):
    action: str = "untap"


@dataclass(frozen=True, slots=True, kw_only=True)
class RegenerateAttached(OnAttached):
    """"Regenerate enchanted creature" (701.19a): a shield on it; nothing moves now."""

    action: str = "regenerate"


@dataclass(frozen=True, slots=True, kw_only=True)
class ModifyAttached(OnAttached):
    """"Enchanted creature gets +1/+0 until end of turn" (611.2a)."""

    action: str = "modify"
    power: int = 0
    toughness: int = 0
    keywords: tuple[str, ...] = ()
    loses: tuple[str, ...] = ()  # "loses first strike until end of turn": abilities removed (layer 6, 613.1f)
    times: Amount | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class LibraryTarget(Step):
    """"Put target creature on top of its owner's library" / "… on the bottom of …" (115.1): the permanent
    ``target`` names goes to that end of its owner's library, a new object there (400.7); ``top``, ``bottom`` or
    ``shuffle`` ("Shuffle target artifact into its owner's library", 701.24a: the library's order then unknown);
    ``by_owner``: its owner does it ("Choose target artifact. Its owner shuffles it into their library.", 108.3);
    ``nth``: ``position`` from the top ("into its owner's library third from the top", 401.7)."""

    targets_object: ClassVar[bool] = True

    action: str = "put"
    objects: TypeFilter = ANY
    end: str = "top"
    by_owner: bool = False
    position: int = 0  # the N of "Nth from the top" when ``end`` is "nth" (401.7)


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileTargetCard(CardFromGraveyard):
    """"Exile target card from a graveyard" (115.1): the card ``target`` names, exiled from that graveyard (406.2)."""

    targets_object: ClassVar[bool] = True

    action: str = "exile"
    to: str = "exile"
    count: int = 1
