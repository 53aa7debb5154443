"""The typed steps of a plan: one frozen dataclass per action, each with only its own fields.

Every step has the common parts (``text``, ``subject``, ``condition``, who performs it) and the output name of its
action (``action``, the contract's word: ``sacrifice``, ``lose_life`` …). The engine runs a step with the handler
registered for its type (:mod:`bot.apnap.engine.registry`); adding an action is a dataclass here, a handler there
and the grammar rules that produce it."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import ClassVar

from ..grammar import TypeFilter
from ..grammar.reflexive import WhenYouDo
from ..grammar.specs import QuotedAbility, Subject
from .amounts import ZERO, Amount, Condition

ANY = TypeFilter()


class PerformedBy(Enum):
    """Who a step's ``order`` lists: the subject's players, the controller (an instruction on objects with
    no player subject: "Destroy all creatures"), or the controllers of the objects hit (damage to creatures)."""

    SUBJECT = "subject"
    CONTROLLER = "controller"
    HOLDERS = "holders"


@dataclass(frozen=True, slots=True, kw_only=True)
class Step:
    text: str
    subject: Subject
    condition: Condition | None = None
    performed_by: PerformedBy = PerformedBy.SUBJECT
    action: str = ""  # the contract's word for the action (events, ``steps[].action``)
    optional: bool = False  # "may": a yes / no decision first
    may_have: bool = False  # "you may have each opponent lose 1 life" (608.2d): the controller's one yes / no first
    # "destroy that creature", "counter that spell": the object of the trigger event (603.2), which the scenario's
    # ``event_object`` names, not a target (stack_facts.py asks for it and checks the trigger has one)
    # "permanent" ("destroy that creature"), "spell" ("counter that spell", its mana value), "ability" ("copy that
    # ability", 707.10) or "card" (a card the event moved)
    event_object: str = ""
    # the card says "it" for its object (grammar/antecedents.py bound it): the rendering says "it" again
    pronoun: bool = False
    # "destroy enchanted creature": the object is the permanent the source is attached to (303.4, 301.5), which the
    # scenario's ``attached_to`` names, not a target; how it is attached: "enchanted", "equipped" or "fortified"
    on_attached: str = ""
    # "Return target creature card … to the battlefield. It gains haste.": the object is the one permanent an earlier
    # instruction of this effect put onto the battlefield, a new object (400.7; engine/entered.py finds it)
    on_entered: bool = False
    # "up to one target creature", "up to two target lands", "any number of target creatures", "sacrifice up to two
    # creatures", "draw up to two cards": the step's target word or chosen count lets its chooser choose fewer, none
    # included (601.2c: none is a legal number of targets). Set by the plan builder from the parse (convert._common),
    # never read again from the step's words.
    up_to: bool = False
    # "another target creature", "otra criatura objetivo": the step's own target word says "another target", so it is
    # another object than the one an earlier target word of the effect chose (115.3 as the effect's words restrict it;
    # engine/sole_targets.py). Set by the plan builder from the parse (grammar/another.py), never read from the words.
    another_target: bool = False
    # "Destroy target creature" 1, "Attach target Equipment you control to target creature" 2, "… that creature" 0:
    # how many target words for an object (not "target player" / "target opponent") the step's own words say (115.1,
    # 601.2c), both languages ("la criatura objetivo"). Set by the plan builder (convert._plan, from
    # grammar/target_words.object_target_words) for every step of the plan; engine/target_words.py gives each such
    # word its own object and never reads the words.
    object_target_words: int = 0
    targets_object: ClassVar[bool] = False  # its object is the one the scenario's ``target`` names (115.1)
    picks_others: ClassVar[bool] = False  # a player picks objects of other players (a vote for an object, …)


@dataclass(frozen=True, slots=True)
class Pick:
    """One "count + kind" part of an instruction; "a creature and a land" has two picks."""

    count: Amount
    filter: TypeFilter = ANY
    up_to: bool = False
    random: bool = False  # "discards a card at random": no choice (701.9b)
    by_reference: bool = False  # counted by reference ("a number of lands equal to …")
    top: bool = False  # "the top creature card of your graveyard": no choice, the topmost (404.1, 404.2)


# ------------------------------------------------------------------------------------ picks from a zone
@dataclass(frozen=True, slots=True, kw_only=True)
class PickStep(Step):
    """Each player picks objects from a zone; everything picked moves at once (101.4)."""

    picks: tuple[Pick, ...] = ()
    amount: Amount = ZERO  # what an unknown zone's event reports


@dataclass(frozen=True, slots=True, kw_only=True)
class Sacrifice(PickStep):
    action: str = "sacrifice"
    # "… unless they pay that creature's mana cost" (118.12, 202.1): "mana_cost", each player may pay the mana cost of
    # the object they picked instead of sacrificing it (grammar/own_cost.py, engine/own_cost.py); "" for none
    unless_pays: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class Discard(PickStep):
    action: str = "discard"
    whole_hand: bool = False  # "discards their hand": nothing to choose


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileFromHand(PickStep):
    action: str = "exile"


@dataclass(frozen=True, slots=True, kw_only=True)
class RevealFromHand(PickStep):
    """"Reveal X white cards from your hand", "Target player reveals three cards from their hand": the player picks
    which (``random`` picks: nobody does), shows them to everyone (701.20a) and nothing moves (701.20b); the event
    names what was shown, so "you choose one of them" and "that card" bind to it (608.2c). Paid as a cost like a
    discard (601.2h): a hand the board shows without enough such cards could not have paid it."""

    action: str = "reveal"
    in_hand: bool = False  # said "… cards in your hand" rather than "from your hand" (the same reveal, 701.20a)


@dataclass(frozen=True, slots=True, kw_only=True)
class ReturnToHand(PickStep):
    """"Each player returns a creature they control to its owner's hand": a pick from the battlefield."""

    action: str = "return"


@dataclass(frozen=True, slots=True, kw_only=True)
class ReturnFromGraveyard(PickStep):
    action: str = "return"
    to: str = "hand"  # hand | battlefield
    tapped: bool = False  # "to the battlefield tapped"


@dataclass(frozen=True, slots=True, kw_only=True)
class Search(PickStep):
    action: str = "search"
    to: str = "hand"  # hand | battlefield | library_top | graveyard | exile
    reveal: bool = False  # "reveal it": the found card is public (701.20a), so it is named
    tapped: bool = False  # "put them onto the battlefield tapped"
    shuffle: bool = True  # "…, then shuffle": in this instruction (else "Then shuffle your library." is its own step)
    # "…, then shuffle your library and put that card on top of it": shuffled before the card is put (608.2c)
    shuffle_first: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class Scry(PickStep):
    action: str = "scry"


@dataclass(frozen=True, slots=True, kw_only=True)
class Surveil(PickStep):
    action: str = "surveil"


# ------------------------------------------------------------------------------------ life, cards, turns
@dataclass(frozen=True, slots=True, kw_only=True)
class Draw(Step):
    action: str = "draw"
    amount: Amount = ZERO  # ``up_to``: "draw up to two cards", an integer decision


@dataclass(frozen=True, slots=True, kw_only=True)
class LoseLife(Step):
    action: str = "lose_life"
    amount: Amount = ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class LoseMana(Step):
    """"Each player loses all unspent mana": each acting player's mana pool empties (106.4). The scenario holds no
    mana pool (mana is never on the board), so nothing is counted: the event says the pool is now empty."""

    action: str = "lose_mana"


@dataclass(frozen=True, slots=True, kw_only=True)
class GainLife(Step):
    action: str = "gain_life"
    amount: Amount = ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class Damage(Step):
    """Damage to players, and to the permanents matching ``objects`` when there is such a filter."""

    action: str = "damage"
    amount: Amount = ZERO
    source: str | None = None
    objects: TypeFilter | None = None
    to_players: bool = True
    theirs: bool = False  # "each opponent and each creature they control": the objects are those players'


@dataclass(frozen=True, slots=True)
class SacrificeInstead:
    filter: TypeFilter


@dataclass(frozen=True, slots=True)
class DiscardInstead:
    filter: TypeFilter


@dataclass(frozen=True, slots=True)
class PayLifeInstead:
    n: int


@dataclass(frozen=True, slots=True)
class PutOnTopInstead:
    """"… unless they put a card from their hand on top of their library": a card of the player's own hand, put on
    top of their own library, face down (401.2), instead of the penalty."""

    filter: TypeFilter


Alternative = SacrificeInstead | DiscardInstead | PayLifeInstead | PutOnTopInstead


@dataclass(frozen=True, slots=True, kw_only=True)
class Unless(Step):
    """"Each opponent loses 3 life unless they sacrifice …": the penalty (``action``: lose_life or damage),
    avoided by giving one of ``alternatives`` up."""

    amount: Amount = ZERO
    source: str | None = None
    alternatives: tuple[Alternative, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class Mill(Step):
    action: str = "mill"
    amount: Amount = ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileTop(Step):
    """"Each player exiles the top card of their library": like milling, into exile (406.3)."""

    action: str = "exile"
    amount: Amount = ZERO
    face_down: bool = False  # "… face down" (406.3): nobody sees which cards they are


@dataclass(frozen=True, slots=True, kw_only=True)
class ExtraTurn(Step):
    action: str = "extra_turn"
    times: Amount | None = None  # "for each time vote": that many; None: one


@dataclass(frozen=True, slots=True, kw_only=True)
class LoseGame(Step):
    action: str = "lose_game"


@dataclass(frozen=True, slots=True, kw_only=True)
class Pay(Step):
    """Join forces: "each player may pay any amount of mana"."""

    action: str = "pay"
    what: str = "mana"


# ------------------------------------------------------------------------------------ votes
@dataclass(frozen=True, slots=True, kw_only=True)
class Vote(Step):
    action: str = "vote"
    options: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True, kw_only=True)
class VoteForObject(Step):
    """"Each player votes for a nonland permanent you don't control"."""

    action: str = "vote"
    picks_others: ClassVar[bool] = True
    objects: TypeFilter = ANY


@dataclass(frozen=True, slots=True, kw_only=True)
class MostVoted(Step):
    """"… each permanent with the most votes or tied for most votes": all of them at once."""

    into: ClassVar[str] = "graveyard"  # the owner's zone they go to
    rule: ClassVar[str] = "701.8a"


@dataclass(frozen=True, slots=True, kw_only=True)
class DestroyMostVoted(MostVoted):
    action: str = "destroy"


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileMostVoted(MostVoted):
    action: str = "exile"
    into: ClassVar[str] = "exile"
    rule: ClassVar[str] = "701.13a"


@dataclass(frozen=True, slots=True, kw_only=True)
class GainControlPerVoter(Step):
    """"For each money vote, choose a permanent owned by the voter and gain control of it"."""

    action: str = "gain_control"
    picks_others: ClassVar[bool] = True
    option: str = ""


# ------------------------------------------------------------------------------------ objects
@dataclass(frozen=True, slots=True, kw_only=True)
class Choose(Step):
    """"Chooses … an artifact, a creature, an enchantment, and a land": what "the rest" leaves alone."""

    action: str = "choose"
    picks: tuple[Pick, ...] = ()
    among: TypeFilter | None = None  # "from among the lands they control": what "the rest" means
    zone: str = "battlefield"
    total: tuple[str, int] | None = None  # "with total power 4 or less": (property, limit)
    # whose permanents each chooser picks among: "own" (theirs), "any" (anyone's: "a nonland permanent"), "others"
    # ("they don't control"); ``distinct``: none an earlier choice of this effect took (grammar/chosen_permanents.py)
    pool: str = "own"
    distinct: bool = False
    by_controller: bool = False  # "For each player, you choose from among the permanents that player controls …"


@dataclass(frozen=True, slots=True, kw_only=True)
class RemoveRest(Step):
    """"Then sacrifices the rest" / "discards the rest" / "sacrifices all …": what was not chosen."""

    objects: TypeFilter = ANY
    zone: str = "battlefield"
    everything: bool = False  # "sacrifices all creatures they control": no earlier choice kept
    all_other: bool = False  # printed "sacrifices all other nonland permanents they control" (said so, 608.2c)
    rule: ClassVar[str] = "701.21a"
    sacrifice: ClassVar[bool] = True  # 101.2: what can't be sacrificed stays


@dataclass(frozen=True, slots=True, kw_only=True)
class SacrificeRest(RemoveRest):
    action: str = "sacrifice"


@dataclass(frozen=True, slots=True, kw_only=True)
class DiscardRest(RemoveRest):
    action: str = "discard"
    rule: ClassVar[str] = "701.9a"
    sacrifice: ClassVar[bool] = False


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileRest(RemoveRest):
    """"… and exiles the rest": what the choice kept stays; the rest goes to exile (701.13a), not a graveyard."""

    action: str = "exile"
    rule: ClassVar[str] = "701.13a"
    sacrifice: ClassVar[bool] = False


@dataclass(frozen=True, slots=True, kw_only=True)
class ShuffleRest(RemoveRest):
    """"… then shuffles the rest into their library": what the choice in the hand kept stays; the rest goes into its
    owner's library, which is shuffled (701.24a) even when nothing is left to put there (701.24d)."""

    action: str = "shuffle"
    rule: ClassVar[str] = "701.24a"
    sacrifice: ClassVar[bool] = False


@dataclass(frozen=True, slots=True, kw_only=True)
class MassMove(Step):
    """Every object matching ``objects`` in ``zone`` (of every player in range, of the acting players with
    ``own_zone``, of one owner with ``zone_of``, or of one controller with ``zones_of``) moves at once."""

    objects: TypeFilter = ANY
    zone: str = "battlefield"
    own_zone: bool = False  # "from their graveyard": the acting players' zones only
    opponents_zones: bool = False  # "exile each opponent's graveyard": the controller's opponents' zones only
    zone_of: str = ""  # "from target player's graveyard": that player's zone only ("target", "that_player"; 400.1)
    zones_of: str | None = None  # "destroy all creatures target player controls": that one controller's only
    except_chosen: bool = False  # "Destroy all other …" after a choice of permanents: the chosen ones stay (608.2c)
    # one of two "all" sets of one verb ("Destroy all artifacts and all enchantments", grammar/all_and.py): one
    # instruction, processed at once with the other set's move (608.2f; engine/one_instruction.py joins them)
    one_instruction: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class DestroyAll(MassMove):
    action: str = "destroy"


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileAll(MassMove):
    action: str = "exile"


@dataclass(frozen=True, slots=True, kw_only=True)
class GainControlAll(MassMove):
    action: str = "gain_control"


@dataclass(frozen=True, slots=True, kw_only=True)
class MoveAllTo(MassMove):
    """To the owners' hands or battlefields, or (``to_you``) onto the battlefield under your control."""

    to: str | None = None  # hand | battlefield
    to_you: bool = False  # "under your control"
    with_counter: str | None = None  # "… with an additional -1/-1 counter on it": the kind each enters with (122.6)


@dataclass(frozen=True, slots=True, kw_only=True)
class ReturnAll(MoveAllTo):
    """"Return all … to their owners' hands / to the battlefield under their owners' control"."""

    action: str = "return"


@dataclass(frozen=True, slots=True, kw_only=True)
class PutAll(MoveAllTo):
    """"Put all creature cards from all graveyards onto the battlefield under your control"."""

    action: str = "put"


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileZone(Step):
    """"Each player exiles their graveyard": the whole zone, no choice."""

    action: str = "exile"
    zone: str = "graveyard"
    face_down: bool = False  # "exiles all cards from their hand face down" (406.3): nobody else sees them


@dataclass(frozen=True, slots=True, kw_only=True)
class SacrificeSource(Step):
    """"Sacrifice this artifact": the source, from its controller's battlefield."""

    action: str = "sacrifice"
    said: str = ""  # the noun the text calls the source by ("this artifact": "artifact"): the reading says it back


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileSource(Step):
    """"Exile Expropriate": the source itself (a spell on the stack when it is not on the battlefield); "Exile Arc
    Blade with three time counters on it": ``counters`` of ``counter`` kind on the card in exile (122.1)."""

    action: str = "exile"
    counter: str = ""
    counters: int = 0
    said: str = ""  # the noun the text calls the source by ("this creature": "creature"): the reading says it back


@dataclass(frozen=True, slots=True, kw_only=True)
class PutThisWay(Step):
    """"Puts all cards they exiled this way onto the battlefield" (Living Death)."""

    action: str = "put"
    ref_action: str = "exile"
    to: str = "battlefield"  # "hand": "returns to their hand each card they exiled this way" (Memory Jar)


@dataclass(frozen=True, slots=True, kw_only=True)
class PutFromHand(Step):
    action: str = "put"
    picks: tuple[Pick, ...] = ()
    tapped: bool = False  # "onto the battlefield tapped"


@dataclass(frozen=True, slots=True, kw_only=True)
class Create(Step):
    action: str = "create"
    token: str = "Token"
    amount: Amount = ZERO
    # What the token is (111.4: the characteristics the effect lists); power / toughness None: not printed, or X
    types: frozenset[str] = frozenset({"creature"})
    colors: frozenset[str] = frozenset()
    subtypes: frozenset[str] = frozenset()
    keywords: frozenset[str] = frozenset()
    power: int | None = None
    toughness: int | None = None
    size: Amount | None = None  # "an X/X … token, where X is …": its power and toughness, worked out as it resolves
    tapped: bool = False  # "a tapped 2/2 … token": it enters tapped (its status, not a characteristic: 110.5)
    ability: QuotedAbility | None = None  # "… token with "This creature can't block."": part of the token (111.3)
    named: str | None = None  # "… token named Metallic Sliver": its name (111.4); None: its subtypes and "Token"
    attacking: bool = False  # "… token that's tapped and attacking": it enters attacking (508.4), never "attacked"
    # its quoted characteristic-defining ability (604.3): which of power / toughness, and the count (plan/defined_sizes)
    defines: tuple[str, Amount] | None = None


@dataclass(frozen=True, slots=True, kw_only=True)
class PayFixed(Step):
    """"You may pay {1}" / "pay 2 life": a set amount of mana (not modelled: assumed available) or life (119.4)."""

    action: str = "pay"
    what: str = "mana"
    amount: Amount = ZERO
    unless: bool = False  # "… unless they pay {3}" (118.12): declining is the default, and takes the instruction
    mana: str | None = None  # the symbols as printed ("{G}{G}"): ``amount`` is only their mana value (202.3)


@dataclass(frozen=True, slots=True, kw_only=True)
class SetLife(Step):
    """"Your life total becomes 10" (119.5): each player gains or loses the difference."""

    action: str = "set_life"
    amount: Amount = ZERO


@dataclass(frozen=True, slots=True, kw_only=True)
class PutCounters(Step):
    """"Put a +1/+1 counter on each creature you control" (122.1): every matching permanent gets
    ``amount`` counters of ``kind``; +N/+N and -N/-N counters change toughness (122.1a, 704.5f)."""

    action: str = "counter"
    objects: TypeFilter = ANY
    kind: str = "+1/+1"
    amount: Amount = ZERO
    own: bool = False  # "each opponent may put … on each creature they control": each player on their own


@dataclass(frozen=True, slots=True, kw_only=True)
class Turn(Step):
    """"Tap all creatures your opponents control" / "untap all lands you control" (701.26)."""

    objects: TypeFilter = ANY
    own: bool = False  # "each opponent … untaps all nonland permanents they control": each player their own
    zones_of: str | None = None  # "tap all lands target player controls": that one player's (as MassMove's)
    each: bool = False  # "untap each creature you control": the same objects as "all", said as printed
    # "simultaneously untaps each tapped … and taps each untapped …": every one of ``objects`` turned over at once
    swap: bool = False


@dataclass(frozen=True, slots=True, kw_only=True)
class TapAll(Turn):
    action: str = "tap"


@dataclass(frozen=True, slots=True, kw_only=True)
class UntapAll(Turn):
    action: str = "untap"


@dataclass(frozen=True, slots=True, kw_only=True)
class Shuffle(Step):
    action: str = "shuffle"
    zones: tuple[str, ...] = ("hand",)


@dataclass(frozen=True, slots=True, kw_only=True)
class Unperformed(Step):
    """An instruction read whose combination no handler performs: listed with its order, nothing happens."""


# ------------------------------------------------------------------------------------ the effect's shape
@dataclass(frozen=True, slots=True, kw_only=True)
class Delayed(Step):
    """603.7: a delayed triggered ability the effect creates: listed, not resolved. ``when``: when it triggers
    (``next_end_step``, ``next_upkeep``, ``your_next_upkeep``, ``your_next_end_step``, ``end_of_combat``,
    ``next_cleanup``, ``next_combat``, ``next_main_phase``; grammar/delayed.py); ``steps``: its instruction, a typed
    plan read like any other and never run now. ``names``: the object its "it" / "that card" stands for ("Sacrifice
    it at the beginning of the next end step"): ``source``, ``target``, ``event`` (the trigger event's object) or
    ``created``, bound by grammar/antecedents.py; "" when it says none. Its steps act on that object (603.7c)."""
    action: str = "delayed"
    when: str = "next_end_step"
    steps: tuple[Step, ...] = ()
    names: str = ""
    what: str = ""  # ``names`` ``created``: the token's words as the card gives them ("4/4 white Angel creature")


@dataclass(frozen=True, slots=True, kw_only=True)
class Repeat(Step):
    """608.2c: "Repeat the following process X times": the steps after it, in order, that many times."""

    action: str = "repeat"
    times: Amount = ZERO


@dataclass(frozen=True, slots=True)
class Plan:
    """What a card's text means: its steps in order (608.2e), or the start of the upkeep."""

    steps: tuple[Step, ...] = ()
    upkeep: bool = False

    @property
    def uses_object_target(self) -> bool:
        """"Destroy target permanent", "tap target creature": the scenario's ``target`` must name an object."""
        return any(step.targets_object and step.event_object != "permanent" and not step.on_attached
                   and not step.on_entered for step in self.steps)

    @property
    def needs_object_target(self) -> bool:
        """A one-target word with no object named in ``target`` is a bad scenario; a counted one ("up to two target
        creatures", 601.2c) is asked with its legal objects by the engine (engine/several_targets.py) instead."""
        return any(step.targets_object and step.event_object != "permanent" and not step.on_attached
                   and not step.on_entered and getattr(step, "count", None) is None for step in self.steps)

    @property
    def may_target_none(self) -> bool:
        """Every one-target word says "up to one", for each player ("For each opponent, exile up to one target
        creature that player controls", 601.2c): ``target: []`` (none chosen) is a legal choice, not a missing one."""
        words = [step for step in self.steps if step.targets_object and step.event_object != "permanent"
                 and not step.on_attached and not step.on_entered and getattr(step, "count", None) is None]
        return bool(words) and all(getattr(step, "per", None) and getattr(step, "up_to", False) for step in words)

    @property
    def reflexive_targets(self) -> bool:
        """Every target word of the effect is in the steps of its reflexive trigger ("You may pay {G}{U}. When you do,
        put a +1/+1 counter on another target creature you control …"): the targets are chosen as that trigger is put
        on the stack (603.12), not as the ability was (601.2c, 603.3d)."""
        words = [step for step in self.steps
                 if (step.targets_object and step.event_object != "permanent" and not step.on_attached
                     and not step.on_entered) or getattr(step, "targets_any", False)
                 or step.subject.kind in ("target_player", "target_opponent")]
        return bool(words) and all(isinstance(step.condition, WhenYouDo) for step in words)

    @property
    def uses_any_target(self) -> bool:  # "deals 3 damage to any target": ``target`` names a player or an object
        return any(getattr(step, "targets_any", False) for step in self.steps)

    @property
    def picks_others(self) -> bool:
        """A player picks objects of other players (votes for objects, "a permanent owned by the voter")."""
        # a choice among anyone's permanents ("each player chooses a nonland permanent", Choose.pool; "… and puts a
        # doom counter on it", PickedCounters.anyone) names other players' objects too
        return any(step.picks_others or getattr(step, "pool", "own") != "own" or getattr(step, "anyone", False)
                   or getattr(step, "by_controller", False) for step in self.steps)
