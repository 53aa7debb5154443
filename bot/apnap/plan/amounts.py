"""Amounts and conditions of a plan: small expression types, evaluated by the engine as a step resolves.

An amount is a tree: ``Fixed(2)``, ``X()``, ``CountOf(filter, whose)``, ``ThatMany(action)`` …,
composed with ``Plus`` ("minus one"), ``Times`` ("twice", "X times"), ``Divided`` ("half, rounded
up"), ``NonNegative`` and ``WhereX`` ("…, where X is …": an explicit ``x`` wins). Nothing here
knows the game; :mod:`bot.apnap.engine.values` works the numbers out (608.2h: when the step applies).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from ..grammar import TypeFilter
from ..grammar.conditions import AllOf as AllOf
from ..grammar.conditions import BoardCondition as BoardCondition
from ..grammar.conditions import Condition as Condition
from ..grammar.conditions import Controls as Controls
from ..grammar.conditions import FlipWon as FlipWon
from ..grammar.conditions import Kicked as Kicked
from ..grammar.conditions import Not as Not
from ..grammar.conditions import RollIs as RollIs
from ..grammar.conditions import VoteTied as VoteTied
from ..grammar.conditions import VoteWins as VoteWins
from ..grammar.conditions import YouDid as YouDid
from ..grammar.conditions import YouDidnt as YouDidnt
from ..grammar.specs import Standing
from .attached_amounts import AttachedCount as AttachedCount


class Whose(Enum):
    """Whose count: the player the step is applied to, or the controller ("you")."""

    ACTOR = "actor"
    YOU = "you"
    THAT = "that"  # "that player" of a trigger ("… for each land that player controls" with no player acting)
    TARGET = "target"  # "in target player's graveyard": the scenario's target player (115.1)
    TARGET_OPPONENT = "target_opponent"  # "in target opponent's hand": likewise, an opponent (the loader checks)
    # "in its controller's graveyard" on "Enchanted creature gets …": the controller of the permanent the source is
    # attached to (303.4, 301.5; the scenario's ``attached_to``; grammar/controller_zones.py)
    ENCHANTED = "enchanted"
    EQUIPPED = "equipped"
    # "in its controller's graveyard" in the source's own characteristic-defining ability (604.3): the source's
    # controller, "you" of the ability (109.5), said as the card says it
    SOURCE_CONTROLLER = "source_controller"


# ------------------------------------------------------------------------------------ amounts
@dataclass(frozen=True, slots=True)
class Fixed:
    n: int


@dataclass(frozen=True, slots=True)
class X:
    """The scenario's ``x`` (0 when none was needed); ``mana_spent``: X is defined as "the amount of mana spent to
    cast this permanent" (601.2h), a fact of the casting the scenario gives as x."""

    mana_spent: bool = False


@dataclass(frozen=True, slots=True)
class Accepted:
    """Tempting offer: how many players said yes in the latest "may" step."""


@dataclass(frozen=True, slots=True)
class VotesFor:
    """Votes for ``option`` in the latest vote ("for each death vote")."""

    option: str


@dataclass(frozen=True, slots=True)
class ThatMany:
    """What this player did in the earlier step of ``action`` ("that many"; None: the step before)."""

    action: str | None
    whose: Whose = Whose.ACTOR
    filter: TypeFilter | None = None  # "the number of creature cards discarded this way": only those


@dataclass(frozen=True, slots=True)
class GreatestThisWay:
    """The greatest number any player ``action``-ed this way."""

    action: str | None


@dataclass(frozen=True, slots=True)
class EveryRound:
    """What this player ``action``-ed in every earlier step of that action ("for each 1 life they paid this way"
    after "repeat this process"): all rounds added up."""

    action: str | None
    whose: Whose = Whose.ACTOR


@dataclass(frozen=True, slots=True)
class TotalThisWay:
    """How many ``action``-ed this way in all ("for each creature card discarded this way": ``filter``)."""

    action: str | None
    filter: TypeFilter | None = None


@dataclass(frozen=True, slots=True)
class Shortfall:
    """``base`` minus what this player ``action``-ed this way ("for each card less than two")."""

    action: str | None
    base: int
    whose: Whose = Whose.ACTOR


@dataclass(frozen=True, slots=True)
class CountOf:
    """Permanents matching ``filter`` that the player controls."""

    filter: TypeFilter
    whose: Whose = Whose.ACTOR


@dataclass(frozen=True, slots=True)
class HandSize:
    whose: Whose = Whose.ACTOR


@dataclass(frozen=True, slots=True)
class LifeTotal:
    whose: Whose = Whose.ACTOR


@dataclass(frozen=True, slots=True)
class HighestLife:
    """"the highest life total among all players" (119.5): the greatest life total of the players in the game."""


@dataclass(frozen=True, slots=True)
class LibrarySize:
    whose: Whose = Whose.ACTOR


@dataclass(frozen=True, slots=True)
class GraveyardSize:
    """"the number of cards in their graveyard"; with ``filter``, "the number of land cards in your graveyard"."""

    whose: Whose = Whose.ACTOR
    filter: TypeFilter | None = None


@dataclass(frozen=True, slots=True)
class OpponentsComparing:
    """"For each opponent who controls fewer creatures than you": the controller's opponents (in range, still in
    the game) whose count of ``filter`` is below (``fewer``) or above the controller's."""

    filter: TypeFilter
    fewer: bool = True


@dataclass(frozen=True, slots=True)
class TotalPowerThisWay:
    """"The total power of the creatures sacrificed this way": their power as they last existed (608.2h)."""

    action: str | None
    filter: TypeFilter | None = None


@dataclass(frozen=True, slots=True)
class CountersOnSource:
    """"The number of doom counters on it" (122.1): counters of ``kind`` on the source, as the board gave
    them plus those put on it so far. Not given on the board: asked, never taken as zero."""

    kind: str


@dataclass(frozen=True, slots=True)
class CountersThisWay:
    """"The number of eyeball counters removed this way", "for each charge counter removed this way" (122.1): the
    counters of ``kind`` the latest ``action`` of the ability took off or put, its cost's first (601.2h, 608.2c)."""

    action: str
    kind: str


@dataclass(frozen=True, slots=True)
class OnBattlefield:
    """Permanents matching ``filter`` on the battlefield, whoever controls them ("the number of Beasts on the
    battlefield")."""

    filter: TypeFilter


@dataclass(frozen=True, slots=True)
class GreatestPower:
    """"the greatest power among creatures you control", "the greatest toughness among …", "the highest converted
    mana cost among permanents you control" (608.2h): the highest ``prop`` (power or toughness after the layers,
    613.4; mana value, 202.3, "converted mana cost" in older Oracle text) of the permanents matching ``filter``
    (0 with none); a value the board does not give is asked."""

    filter: TypeFilter
    prop: str = "power"


@dataclass(frozen=True, slots=True)
class AllGraveyards:
    """"the number of creature cards in all graveyards", "… cards named Kindle in all graveyards" (404.2: every
    player's graveyard is public): the cards matching ``filter`` (None: every card) in each player's graveyard; a
    graveyard nobody described is asked, never counted as empty."""

    filter: TypeFilter | None = None


@dataclass(frozen=True, slots=True)
class LandTypesAmong:
    """Domain: "the number of basic land types among lands you control" (205.3i: Plains, Island, Swamp, Mountain,
    Forest; a land is of a type by its subtypes or, a basic land, by its name), 0 to 5."""

    whose: Whose = Whose.YOU


@dataclass(frozen=True, slots=True)
class OpponentCount:
    """"For each opponent you have", "the number of opponents you have": the players not on ``whose``'s team (102.2,
    102.3) still in the game (800.4a: a player who left is no one's opponent), counted as it is needed (608.2h)."""

    whose: Whose = Whose.YOU


@dataclass(frozen=True, slots=True)
class PlayerCounters:
    """"For each experience counter you have": counters of ``kind`` on a player (122.1; poison 122.1f, energy
    122.1b), as the board gives them."""

    kind: str
    whose: Whose = Whose.YOU


@dataclass(frozen=True, slots=True)
class Fewest:
    """The fewest cards in hand (``filter`` None) or permanents matching ``filter`` any player has."""

    filter: TypeFilter | None


@dataclass(frozen=True, slots=True)
class PlayersStanding:
    """How many of ``base``'s players (each_player / each_opponent) the board picks out ("for each opponent
    who controls fewer creatures than you")."""

    base: str
    standing: Standing


@dataclass(frozen=True, slots=True)
class Devotion:
    """700.5: mana symbols of ``color`` among the mana costs of permanents the player controls."""

    color: str
    whose: Whose = Whose.ACTOR


@dataclass(frozen=True, slots=True)
class CardValue:
    """"That card's converted mana cost", "its mana value": of the card the step before showed or moved
    (the acting player's own, else the one card there is; 608.2h)."""

    prop: str = "mana_value"


@dataclass(frozen=True, slots=True)
class MovedValue:
    """"The sacrificed creature's toughness", "the discarded card's converted mana cost", "that creature's power"
    after "Sacrifice a creature.": the one object the latest ``action`` (sacrifice or discard; None: either) of
    the ability moved, its cost included, as it last existed (608.2h)."""

    prop: str = "power"
    action: str | None = None
    filter: TypeFilter | None = None


@dataclass(frozen=True, slots=True)
class EventSpellValue:
    """"Where X is that spell's converted mana cost": the spell the trigger event is about (603.2), the scenario's
    ``event_object`` among its ``spells``."""

    prop: str = "mana_value"


@dataclass(frozen=True, slots=True)
class EventAmount:
    """"That much" with no instruction before it: the amount of the event that triggered the ability ("Whenever
    this creature is dealt damage, it deals that much damage …", 603.2), as the scenario's ``event_amount``."""


@dataclass(frozen=True, slots=True)
class LifeLostThisTurn:
    """"The life they lost this turn": what the scenario's ``life_lost_this_turn`` says the player had lost
    before this effect, plus what they lost in it so far (119.3, 120.3a, 119.4; 608.2h: counted as it applies)."""

    whose: Whose = Whose.ACTOR


@dataclass(frozen=True, slots=True)
class DrawnThisTurn:
    """"The number of cards that player has drawn this turn": what the scenario's ``drawn_this_turn`` says the
    player had drawn before this effect, plus the cards they drew in it so far (121.1; 608.2h: counted as it
    applies). ``whose``: the acting player's ("that player has", "they've") or the controller's ("you've")."""

    whose: Whose = Whose.ACTOR


@dataclass(frozen=True, slots=True)
class TurnStartCount:
    """"The number of untapped lands they controlled at the beginning of this turn": what the scenario's
    ``turn_start`` says the player had as the turn began (``kind``: ``lands`` or ``untapped_lands``), never the
    board now. ``whose``: the acting player's ("they") or the controller's ("you")."""

    kind: str
    whose: Whose = Whose.ACTOR


@dataclass(frozen=True, slots=True)
class DiedThisTurn:
    """"For each creature that died this turn": the permanents of ``filter``'s kind the scenario's ``this_turn`` says
    died before the effect, plus those the effect put into a graveyard so far (700.4; 608.2h). ``whose``: ``owner``
    ("put into your graveyard", 404.2), ``controller`` ("died under your control"), None (anyone's)."""

    filter: TypeFilter | None = None
    whose: str | None = None


@dataclass(frozen=True, slots=True)
class ControlledThisWay:
    """"The number of creatures they controlled that were destroyed this way": the objects of the latest step
    of ``action`` that this player controlled as they left the battlefield (608.2h, last known information)."""

    action: str | None
    filter: TypeFilter | None = None
    whose: Whose = Whose.ACTOR


@dataclass(frozen=True, slots=True)
class Plus:
    """``a + n`` ("that many cards minus one": n = -1)."""

    a: Amount
    n: int


@dataclass(frozen=True, slots=True)
class Times:
    """``a × b`` ("twice the number of …", "X times the number of players who accepted")."""

    a: Amount
    b: Amount


@dataclass(frozen=True, slots=True)
class Divided:
    """``a / by`` rounded down, or up ("half their library, rounded up")."""

    a: Amount
    by: int
    round_up: bool = False


@dataclass(frozen=True, slots=True)
class NonNegative:
    a: Amount


@dataclass(frozen=True, slots=True)
class WhereX:
    """"…, where X is …": the scenario's explicit ``x`` wins over the text's definition."""

    a: Amount


@dataclass(frozen=True, slots=True)
class SourceValue:
    """"<Source> deals damage equal to its power": "its" is the sentence's subject, the source itself (608.2c),
    with its counters and changes until end of turn, or as it last existed when it left (608.2h, 113.7a)."""

    prop: str = "power"


@dataclass(frozen=True, slots=True)
class TimesKicked:
    """"For each time it was kicked" (multikicker, 702.33c): how many times its kicker cost was paid as it was cast,
    the scenario's ``kicked: N``; ``kicked: false`` is 0; anything else is asked, never taken as 1."""


class Referent(Enum):
    """Which one object an amount reads a property of (608.2c): the object the effect targeted, or the trigger
    event's object (603.2). The source's own is :class:`SourceValue`; a card the effect moved, :class:`CardValue`
    and :class:`MovedValue`; the spell of a cast trigger, :class:`EventSpellValue`."""

    TARGET = "target"
    EVENT = "event"


@dataclass(frozen=True, slots=True)
class PropertyOf:
    """"Its power", "that creature's toughness", "its converted mana cost": ``prop`` of the one object ``of`` names,
    of kind ``kind``, read as the step applies (608.2h): its current value while it is on the battlefield (after a
    pump earlier in the same effect), its last known information once it has left."""

    prop: str
    of: Referent
    kind: TypeFilter | None = None


@dataclass(frozen=True, slots=True)
class RollResult:
    """"Equal to the result": the result of the controller's latest die roll in this effect (706.2)."""


Amount = (Fixed | X | Accepted | VotesFor | ThatMany | EveryRound | GreatestThisWay | TotalThisWay | Shortfall
          | CountOf | HandSize | LifeTotal | LibrarySize | GraveyardSize | OnBattlefield | Fewest | Devotion
          | PlayersStanding | Plus | Times | Divided | NonNegative | WhereX | CountersOnSource | OpponentsComparing
          | TotalPowerThisWay | CardValue | EventAmount | LifeLostThisTurn | ControlledThisWay | RollResult
          | MovedValue | EventSpellValue | HighestLife | SourceValue | GreatestPower | LandTypesAmong | PropertyOf
          | TimesKicked | DrawnThisTurn | TurnStartCount | AllGraveyards | DiedThisTurn | CountersThisWay
          | AttachedCount | OpponentCount | PlayerCounters)
ZERO = Fixed(0)


def event_referent(node: object, depth: int = 0) -> TypeFilter | None:
    """The kind of the trigger event's object an amount of ``node`` (a step, or an amount inside it) reads a
    property of ("you gain life equal to its toughness"), so the loader asks for that object (603.2); None: none."""
    if isinstance(node, PropertyOf):
        return node.kind if node.of is Referent.EVENT else None
    if depth > 4 or not hasattr(node, "__dataclass_fields__"):
        return None
    for name in node.__dataclass_fields__:
        value = getattr(node, name, None)
        for item in value if isinstance(value, tuple) else (value,):
            found = event_referent(item, depth + 1) if hasattr(item, "__dataclass_fields__") else None
            if found is not None:
                return found
    return None


# ------------------------------------------------------------------------------------ conditions
# One family of conditions (issue #22): a trigger's intervening "if" and a step's "if" are the same typed
# values, owned by grammar/conditions.py; the engine checks the ones a resolving effect answers.
