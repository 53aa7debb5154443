"""Conditions a card's text checks: a trigger's intervening "if" (603.4) and an effect's "if …".

Why typed conditions: a condition that was parsed must also be checked, or the resolver answers
with confidence for a card whose ability should have done nothing (a kicker-only trigger resolving
unkicked, "if that player controls a Plains" always passing). Each condition is a small value
with one question it can answer on a board: ``holds`` says True or False, or None when the board
does not say (a zone nobody described, an unknown property): that is asked, never guessed.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from lark import Token, Tree
from lark.exceptions import LarkError, UnexpectedInput

from ..model import CARD_TYPES, Game, GameObject
from .amount_compare import AMOUNT_COMPARE_READERS, AmountCompared
from .attached_conditions import ATTACHED_READERS, AttachedIs
from .cast_conditions import CAST_READERS, CastFrom, CostPaid, cast_way_holds
from .city_blessing import CITY_BLESSING_READERS, CityBlessing
from .conditions_compare import ComparedToYou as ComparedToYou
from .conditions_compare import MoreThanEachOther as MoreThanEachOther
from .conditions_compare import any_more_than_each_other, compared_control, compared_to_you, more_than_each_other
from .conditions_more import (
    MORE_CONDITIONS,
    CastInMainPhase,
    DidThisWay,
    ManaSpent,
    SourceHasCounters,
    SourceInGraveyard,
    graveyard_count,
    graveyard_kind,
    graveyard_one,
    holds_more,
    read_did_this_way,
    read_mana_spent,
    read_source_counters,
)
from .devotion import DEVOTION_READERS, DevotionBelow
from .filters import parse_filter
from .history_conditions import (
    HappenedThisTurn,
    history_holds,
    read_cast_from_hand,
    read_cast_this_turn,
    read_damaged_this_turn,
    read_died_this_turn,
    read_entered_this_turn,
    read_left_this_turn,
    read_played_land,
)
from .lexicon import GRAMMARS
from .life_lost import LostLifeThisTurn, read_life_lost
from .moments import ThisTurn, TurnMoment, moment_holds, read_moment
from .object_is import (
    ObjectIs,
    control_both,
    control_either,
    read_object_has_counter,
    read_object_is,
    read_object_is_extreme,
)
from .objects import detect_lang, parse_counted
from .paid_condition import YouPaid
from .phrases import Unread, Words, count_value, is_yours, parser, trees
from .source_state import (
    SourceInCombat,
    SourceMarked,
    SourceTapped,
    source_holds,
    source_in_combat,
    source_marked,
)
from .specs import TypeFilter
from .starting_life import STARTING_LIFE_READERS, StartingLifeCompared
from .subtypes import subtype_forms
from .text import fold
from .total_power import TotalPower, total_power_holds


@dataclass(frozen=True, slots=True)
class Controls:
    """``who`` controls between ``at_least`` and ``at_most`` permanents matching ``filter``."""

    who: str  # you | that_player
    filter: TypeFilter
    at_least: int = 1
    at_most: int | None = None


@dataclass(frozen=True, slots=True)
class HandSize:
    who: str  # you | that_player | each_player
    at_least: int = 0
    at_most: int | None = None


@dataclass(frozen=True, slots=True)
class Life:
    who: str
    at_least: int | None = None
    at_most: int | None = None


@dataclass(frozen=True, slots=True)
class NoneOnBattlefield:
    filter: TypeFilter


@dataclass(frozen=True, slots=True)
class Kicked:
    """"If this spell was kicked" (``kicked`` True) / "if it wasn't kicked" (False): how it was cast."""

    kicked: bool = True


@dataclass(frozen=True, slots=True)
class CardTypesInGraveyard:
    """"If there are four or more card types among cards in your graveyard" (delirium, 205.2a's card types)."""

    who: str  # you | that_player
    at_least: int


@dataclass(frozen=True, slots=True)
class GraveyardSize:
    """"As long as seven or more cards are in your graveyard" (threshold): how many cards the zone holds (404.1);
    with ``filter``, of that kind ("two or more instant and/or sorcery cards in your graveyard", spell mastery)."""

    who: str  # you | that_player | an_opponent
    at_least: int
    filter: TypeFilter | None = None


@dataclass(frozen=True, slots=True)
class BasicLandTypes:
    """"If there are four or more basic land types among lands that player controls" (205.3i: Plains, Island,
    Swamp, Mountain, Forest; a land is of a type by its subtypes, or, a basic land, by its name)."""

    who: str
    at_least: int



# Conditions only the resolving effect can answer (the engine checks them as each step is reached,
# 608.2c): a vote's outcome (701.38), "if you do", and several at once. They share this family with the
# board conditions so a trigger's intervening "if" and a sentence's "if" are one kind of value.
@dataclass(frozen=True, slots=True)
class VoteWins:
    """"If A gets more votes[, or the vote is tied], …"."""

    option: str
    or_tied: bool = False


@dataclass(frozen=True, slots=True)
class VoteTied:
    """"If the vote is tied, …"."""


@dataclass(frozen=True, slots=True)
class YouDid:
    """"You may pay {1}. If you do, …": the controller took the instruction just before (608.2c); with ``who``
    "that_player", "If the player does, …": the player the ability is about."""

    who: str = "you"


@dataclass(frozen=True, slots=True)
class YouDidnt(YouDid):
    """"You may put …. If you don't, …": the controller declined the instruction just before (608.2c)."""


@dataclass(frozen=True, slots=True)
class FlipWon:
    """"If you win the flip, …" (``won``) / "If you lose the flip, …": the controller's latest coin flip (705.2)."""

    won: bool = True


@dataclass(frozen=True, slots=True)
class RollIs:
    """"If you roll a 1, …": the controller's latest die roll is between ``low`` and ``high`` (706.2)."""

    low: int
    high: int


@dataclass(frozen=True, slots=True)
class AllOf:
    conditions: tuple[Condition, ...]


@dataclass(frozen=True, slots=True)
class YourTurn:
    """"During your turn"; with ``sorcery``, "any time you could cast a sorcery" (602.5d, 307.1): the
    controller is the active player (a main phase and an empty stack are the scenario's own moment)."""

    sorcery: bool = False
    upkeep: bool = False  # "only during your upkeep" (503): the controller's turn, that step assumed
    negated: bool = False  # "as long as it's not your turn" (611.3a): another player is the active player


@dataclass(frozen=True, slots=True)
class YouAttacked:
    """Raid's "if you attacked this turn" (508.1): only the active player declares attackers, so on another
    player's turn it is false; on the controller's own turn no board says whether they did."""


@dataclass(frozen=True, slots=True)
class InstantTiming:
    """"Activate only as an instant" / "any time you could cast an instant" (602.5e): whenever its controller
    has priority, which the scenario's moment is: nothing on a board can break it."""


@dataclass(frozen=True, slots=True)
class OnceEachTurn:
    """"Activate only once each turn" (602.5b): how often it was activated this turn no board says."""


@dataclass(frozen=True, slots=True)
class TimesEachTurn:
    """"Activate this ability no more times each turn than the number of snow Swamps you control" (602.5b): the
    limit is counted on the board (with none, the ability cannot be activated at all); how often it was
    activated this turn no board says, so at least one is all that is checked."""

    limit: Controls


@dataclass(frozen=True, slots=True)
class BoardCondition:
    """"Then if you have 10 or less life, …": a board condition (``check``) checked as the sentence is reached
    (608.2c), with its ``words`` to name it when the board cannot say."""

    check: Condition
    words: str


@dataclass(frozen=True, slots=True)
class Not:
    """The sentence a later "… instead" replaces; with ``unless``, the step's own "… unless they have …" (608.2c)."""

    condition: Condition
    unless: bool = False


Condition = (Controls | HandSize | Life | NoneOnBattlefield | SourceTapped | Kicked | MoreThanEachOther | VoteWins
             | VoteTied | FlipWon | RollIs | YouDid | YouDidnt | AllOf | ComparedToYou | YourTurn | OnceEachTurn
             | TimesEachTurn | InstantTiming | YouAttacked | CardTypesInGraveyard | GraveyardSize | BasicLandTypes
             | BoardCondition | Not | SourceInCombat | TurnMoment | ThisTurn | TotalPower | SourceHasCounters
             | ManaSpent | CastInMainPhase | DidThisWay | ObjectIs | SourceInGraveyard | AttachedIs
             | SourceMarked | HappenedThisTurn | CastFrom | CostPaid | DevotionBelow | AmountCompared
             | YouPaid | LostLifeThisTurn | CityBlessing | StartingLifeCompared)
_BASIC_TYPES = ("plains", "island", "swamp", "mountain", "forest")
# The ones a board answers on its own (a trigger's intervening "if", checked before anything resolves).
_RESOLVING = (VoteWins, VoteTied, FlipWon, RollIs, YouDid, YouDidnt, AllOf, BoardCondition, Not, DidThisWay, ObjectIs,
              AttachedIs, DevotionBelow, AmountCompared, YouPaid, LostLifeThisTurn, CityBlessing,
              StartingLifeCompared)  # the attached
# permanent, devotion's costs, amounts compared, a payment of this effect, the life lost this turn, the city's
# blessing: the engine's (devotion_check.py, amount_compare_check.py, paid_check.py, life_lost_check.py,
# city_blessing_check.py)


@dataclass(frozen=True, slots=True)
class Facts:
    """What a condition may look at besides the board."""

    controller: str
    that_player: str | None
    kicked: bool
    source: GameObject | None


def read_condition(text: str, lang: str | None = None) -> Condition:
    """"you control two or more Gates" / "controlas dos o más Puertas" → a Condition; :class:`Unread`
    names what has no meaning yet. ``lang`` ("en", "es") is the text's; without it the language it
    looks like is tried first, then the other (a condition is too short to tell reliably)."""
    if lang in GRAMMARS:
        return _read_condition(text, str(lang))
    first = detect_lang(text)
    try:
        return _read_condition(text, first)
    except Unread as exc:
        try:
            return _read_condition(text, next(k for k in GRAMMARS if k != first))
        except Unread:
            raise exc from None


def _read_condition(text: str, code: str) -> Condition:
    words = Words(text, fold(text), GRAMMARS[code])
    try:
        tree = parser(code).parse(words.low.strip(" ,."), start="condition")
    except (UnexpectedInput, LarkError):
        raise Unread(text.strip()) from None
    reader = _READERS.get(tree.data)
    if reader is None:
        raise Unread(text.strip())
    cond = reader(tree, words)
    if getattr(cond, "pronoun", False):  # "if it has a +1/+1 counter on it": no sentence here says who "it" is
        raise Unread(text.strip())
    flt = getattr(cond, "filter", None)
    if flt is not None and flt.chosen is not None:  # "of the chosen type": only a resolving step knows it
        raise Unread(text.strip())
    return cond


def condition_of(tree: Tree[Token], words: Words, it_is_source: bool = False) -> Condition:
    """A ``condition`` subtree of a sentence's parse (a rule's "as long as …") → its Condition. ``it_is_source``:
    the sentence's subject is the source, so a condition's "it" is the source too ("Lightwalker has flying as long
    as it has a +1/+1 counter on it"); elsewhere "it" may be any object ("Then if it has three or more +1/+1
    counters on it", the enchanted creature) and is refused."""
    reader = _READERS.get(tree.data)
    if reader is None:
        raise Unread(words.of(tree))
    cond = reader(tree, words)
    if getattr(cond, "pronoun", False) and not it_is_source:
        raise Unread(words.of(tree))
    return cond


def _who(node: Tree[Token]) -> str:
    return {"of_you": "you", "of_that_player": "that_player", "of_each_player": "each_player",
            "of_a_player": "a_player", "of_an_opponent": "an_opponent", "of_that_opponent": "that_opponent"}[node.data]


def _number(node: Tree[Token], words: Words) -> int:
    n = count_value(node, words)
    if n is None:
        raise Unread(words.of(node))
    return n


def _np_filter(node: Tree[Token], words: Words) -> TypeFilter:
    said = words.low_of(node)
    other = said.split(" ", 1)[0] in ("other", "otras", "otros")  # "two or fewer other lands": not the source (109.3)
    if other and " " in said:
        return replace(_np_filter_said(said.split(" ", 1)[1], node, words), not_source=True)
    return _np_filter_said(said, node, words)


def _np_filter_said(said: str, node: Tree[Token], words: Words) -> TypeFilter:
    flt = parse_filter(said, words.lexicon)
    if flt is None and len(said.split()) == 1:
        return _subtype(said, words)
    if flt is None or flt.combat is not None:  # "if you control an attacking creature": combat not read here
        raise Unread(words.of(node))
    return flt


# Spanish basic land types and Gates, singular and plural, → the English subtype a board names.
_ES_LAND_TYPES = {"llanura": "plains", "llanuras": "plains", "isla": "island", "islas": "island",
                  "pantano": "swamp", "pantanos": "swamp", "montana": "mountain", "montanas": "mountain",
                  "bosque": "forest", "bosques": "forest", "puerta": "gate", "puertas": "gate",
                  "desierto": "desert", "desiertos": "desert"}
_ONE = {"en": ("a", "an"), "es": ("un", "una")}


def _subtype(word: str, words: Words) -> TypeFilter:
    """A subtype used as a noun ("a Plains", "two or more Gates", "another Wizard"): the objects of that
    type (205.3), whatever their card type; a word the rules do not list is refused. A Spanish land
    type is read as the English one a board names."""
    if words.lexicon.lang == "es":
        word = _ES_LAND_TYPES.get(word, word)
    forms = subtype_forms(word)
    if not forms:
        raise Unread(word)
    return TypeFilter(subtypes=frozenset(forms))


def _control(tree: Tree[Token], words: Words) -> Condition:
    who, *rest = trees(tree)
    if tree.data == "cond_control":
        slot = parse_counted(words.low_of(rest[0]), words.lexicon)
        if slot is None:  # "you control a Plains", "an Island": a land type alone names the lands
            count, *np = words.low_of(rest[0]).split()
            if count in _ONE[words.lexicon.lang] and len(np) == 1:
                return Controls(_who(who), _subtype(np[0], words), at_least=1)
        if slot is None or slot.count is None or slot.up_to:
            raise Unread(words.of(rest[0]))  # "another artifact creature": counted without the source (holds)
        return Controls(_who(who), slot.filter, at_least=slot.count)
    if tree.data == "cond_control_none":
        return Controls(_who(who), _np_filter(rest[0], words), at_least=0, at_most=0)
    n = _number(rest[0], words)
    if tree.data == "cond_control_at_least":
        return Controls(_who(who), _np_filter(rest[1], words), at_least=n)
    return Controls(_who(who), _np_filter(rest[1], words), at_least=0, at_most=n)


def _hand(tree: Tree[Token], words: Words) -> Condition:
    who, *rest = trees(tree)
    if tree.data == "cond_hand_empty":
        return HandSize(_who(who), at_most=0)
    n = _number(rest[0], words)
    high = _number(rest[-1], words)  # "exactly three or exactly four cards": one range, never a gap
    if tree.data == "cond_hand_exactly" and high in (n, n + 1):
        return HandSize(_who(who), at_least=n, at_most=high)
    if tree.data == "cond_hand_exactly":  # "exactly two or exactly four": a gap no range says
        raise Unread(words.of(tree))
    if tree.data == "cond_hand_at_most":
        return HandSize(_who(who), at_most=n)
    if tree.data == "cond_hand_below":
        return HandSize(_who(who), at_most=n - 1)
    return HandSize(_who(who), at_least=n)


def _life(tree: Tree[Token], words: Words) -> Condition:
    who, count = trees(tree)
    n = _number(count, words)
    return Life(_who(who), at_most=n) if tree.data == "cond_life_at_most" else Life(_who(who), at_least=n)


def _life_vs_opponent(tree: Tree[Token], words: Words) -> Condition:
    """"You have more life than an opponent": an opponent has less than you (and "less …": more), any one of them."""
    if _who(trees(tree)[0]) != "you":
        raise Unread(words.of(tree))
    more = bool({"less", "menos"} & set(words.low_of(tree).split()))  # "you have less life than an opponent"
    return ComparedToYou("an_opponent", TypeFilter(), more=more, measure="life")


def _times_each_turn(np: Tree[Token], words: Words) -> Condition:
    """The limit "the number of <permanents> you control": at least one of them (602.5b)."""
    flt = _np_filter(np, words)
    if flt.control != "you":  # "the number of Swamps on the battlefield" or an opponent's: not read yet
        raise Unread(words.of(np))
    return TimesEachTurn(Controls("you", replace(flt, control=None), at_least=1))


_READERS: dict[str, Callable[[Tree[Token], Words], Condition]] = {
    "cond_control": _control, "cond_control_at_least": _control, "cond_control_at_most": _control,
    "cond_control_either": lambda t, w: control_either(t, w, _control),
    "cond_control_both": lambda t, w: AllOf(control_both(t, w, _control)),
    "cond_control_none": _control,
    "cond_control_most": lambda t, w: MoreThanEachOther(_who(trees(t)[0]), "control", _np_filter(trees(t)[1], w)),
    "cond_hand_most": lambda t, w: MoreThanEachOther(_who(trees(t)[0]), "hand"),
    "cond_life_most": lambda t, w: MoreThanEachOther(_who(trees(t)[0]), "life"),
    "cond_hand_empty": _hand, "cond_hand_at_most": _hand, "cond_hand_at_least": _hand, "cond_hand_below": _hand,
    "cond_hand_exactly": _hand, "cond_life_at_most": _life, "cond_life_at_least": _life,
    "cond_none_on_battlefield": lambda t, w: NoneOnBattlefield(_np_filter(trees(t)[0], w)),
    "cond_source_tapped": lambda t, w: SourceTapped(True),
    "cond_source_untapped": lambda t, w: SourceTapped(False), "cond_source_combat": source_in_combat,
    "cond_source_mark": source_marked,
    "cond_source_in_graveyard": lambda t, w: SourceInGraveyard(),
    "cond_card_types": lambda t, w: CardTypesInGraveyard(
        "you" if is_yours(trees(t)[1], w) else "that_player", _number(trees(t)[0], w)),
    "cond_graveyard_at_least": lambda t, w: GraveyardSize(
        "you" if is_yours(trees(t)[1], w) else "that_player", _number(trees(t)[0], w)),
    "cond_land_types": lambda t, w: BasicLandTypes(_who(trees(t)[1]), _number(trees(t)[0], w)),
    "cond_kicked": lambda t, w: Kicked(True),
    "cond_not_kicked": lambda t, w: Kicked(False),
    "cond_sorcery_timing": lambda t, w: YourTurn(sorcery=True),
    "cond_your_turn": lambda t, w: YourTurn(),
    "cond_not_your_turn": lambda t, w: YourTurn(negated=True),
    "cond_your_upkeep": lambda t, w: YourTurn(upkeep=True),
    "cond_instant_timing": lambda t, w: InstantTiming(),
    "cond_once_each_turn": lambda t, w: OnceEachTurn(),
    "cond_you_attacked": lambda t, w: YouAttacked(),
    "cond_times_each_turn": lambda t, w: _times_each_turn(trees(t)[0], w),
    "cond_moment": lambda t, w: _moment(read_moment(t, w)),
    "cond_this_turn": lambda t, w: ThisTurn(),
    "cond_cast_this_turn": read_cast_this_turn, "cond_died_this_turn": read_died_this_turn,
    "cond_damaged_this_turn": read_damaged_this_turn,
    "cond_left_this_turn": read_left_this_turn, "cond_played_land": read_played_land,
    "cond_entered_this_turn": read_entered_this_turn,
    "cond_cast_from_hand": read_cast_from_hand,
    "cond_total_power": lambda t, w: TotalPower(_number(trees(t)[0], w)),
    "cond_source_counters": read_source_counters,
    "cond_mana_spent": read_mana_spent, "cond_mana_same": read_mana_spent,
    "cond_cast_main_phase": lambda t, w: CastInMainPhase(),
    "cond_did_this_way": read_did_this_way, "cond_it_is": read_object_is,
    "cond_it_has_counter": read_object_has_counter, "cond_it_is_extreme": read_object_is_extreme,
    "cond_life_vs_you": lambda t, w: ComparedToYou(_who(trees(t)[0]), TypeFilter(), measure="life"),
    "cond_hand_vs_you": lambda t, w: ComparedToYou(_who(trees(t)[0]), TypeFilter(), measure="hand"),
    "cond_life_vs_opponent": _life_vs_opponent,
    "cond_control_vs_you": lambda t, w: compared_control(t, w, _who(trees(t)[0]), _np_filter(trees(t)[1], w)),
    "cond_control_vs_opponent": lambda t, w: compared_control(t, w, _who(trees(t)[0]), _np_filter(trees(t)[1], w)),
    "cond_graveyard_kind": lambda t, w: GraveyardSize(*graveyard_kind(t, w)),
    "cond_graveyard_one": lambda t, w: GraveyardSize(*graveyard_one(t, w)),
    "cond_life_lost": read_life_lost,  # "a player other than you lost life this turn" (life_lost.py)
    "cond_graveyard_has": lambda t, w: GraveyardSize(_who(trees(t)[0]), _number(trees(t)[1], w)),
    "cond_life_exactly": lambda t, w: Life(_who(trees(t)[0]), _number(trees(t)[1], w), _number(trees(t)[1], w)),
    **ATTACHED_READERS, **CAST_READERS,
    **DEVOTION_READERS, **AMOUNT_COMPARE_READERS, **CITY_BLESSING_READERS, **STARTING_LIFE_READERS,
}


def _moment(moment: TurnMoment) -> Condition:
    """"During your upkeep" is the upkeep restriction the scenario's moment is checked against (602.5)."""
    return YourTurn(upkeep=True) if moment == TurnMoment("you", frozenset({"upkeep"})) else moment


# ------------------------------------------------------------------------------------------ checking
def _players(who: str, game: Game, facts: Facts) -> list[str] | None:
    if who == "you":
        return [facts.controller]
    if who == "that_player":
        return [facts.that_player] if facts.that_player else None
    if who == "an_opponent":  # "if an opponent controls a creature with flying": any one of them (102.2)
        return [n for n in game.opponents(facts.controller) if not game.player(n).lost]
    return [p.name for p in game.players if not p.lost]


_ANY_ONE = ("a_player", "an_opponent")  # one of the players named is enough


def _between(n: int, low: int | None, high: int | None) -> bool:
    return (low is None or n >= low) and (high is None or n <= high)


def holds(cond: Condition, game: Game, facts: Facts) -> bool | None:
    """True or False on this board, or None when the board does not say (or only the resolving effect can)."""
    if isinstance(cond, _RESOLVING):
        return _all_hold(cond, game, facts) if isinstance(cond, AllOf) else None
    if isinstance(cond, (Kicked, CastFrom, CostPaid)):  # how the spell was cast: kicked, cast_from / cast_with
        return facts.kicked is cond.kicked if isinstance(cond, Kicked) else cast_way_holds(cond, game.cast_way)
    if isinstance(cond, (YourTurn, OnceEachTurn, InstantTiming, TimesEachTurn, TurnMoment, ThisTurn, TotalPower)):
        return _activation(cond, game, facts)
    if isinstance(cond, MORE_CONDITIONS):  # counters on the source, how the spell was cast: conditions_more.py
        return holds_more(cond, game, facts.source, facts.controller)
    if isinstance(cond, (SourceTapped, SourceInCombat, SourceMarked)):  # source_state.py
        return None if facts.source is None else source_holds(cond, facts.source, game)
    if isinstance(cond, (YouAttacked, HappenedThisTurn)):  # the turn's record (``this_turn``)
        return _this_turn(cond, game, facts.controller, facts.source)
    if isinstance(cond, NoneOnBattlefield):
        return _none_on_battlefield(cond, game)
    if getattr(cond, "who", None) == "that_opponent":  # "if the player is your opponent and has …" (102.3)
        return _of_that_opponent(cond, game, facts)
    names = _players(cond.who, game, facts)
    if names is None:
        return None
    if isinstance(cond, MoreThanEachOther):  # "if a player has more … than each other player": any one of them
        return (any_more_than_each_other if cond.who in _ANY_ONE else more_than_each_other)(cond, game, names)
    if isinstance(cond, ComparedToYou):
        return compared_to_you(cond, game, names, facts.controller)
    source = facts.source.uid if facts.source is not None else None  # "another …": not the source itself (109.3)
    return _combined([_holds_for(cond, game.player(n), source) for n in names], cond.who in _ANY_ONE)


def _none_on_battlefield(cond: NoneOnBattlefield, game: Game) -> bool | None:
    """"If there are no … on the battlefield": None while a battlefield is not described."""
    if any("battlefield" in p.unknown for p in game.players):
        return None
    return not any(_matches(cond.filter, o) for p in game.players for o in p.battlefield)


def _of_that_opponent(cond: Condition, game: Game, facts: Facts) -> bool | None:
    """"If the player is your opponent and has four or more cards in hand": the player the effect is about (the
    trigger's, 603.2) must be one of the controller's opponents (102.3: a teammate is not), then the rest is that
    player's own check; False for the controller or a teammate, whatever their hand."""
    if facts.that_player is None:
        return None
    if facts.that_player not in game.opponents(facts.controller):
        return False
    return holds(replace(cond, who="that_player"), game, facts)  # type: ignore[arg-type]


def _all_hold(cond: AllOf, game: Game, facts: Facts) -> bool | None:
    """Board conditions that must all hold ("if you control a white permanent and a blue permanent"): False as soon as
    one does not, None when one is unknown and none fails, or when one is the resolving effect's to answer."""
    if any(isinstance(part, _RESOLVING) for part in cond.conditions):
        return None
    found = [holds(part, game, facts) for part in cond.conditions]
    if False in found:
        return False
    return None if None in found else True


def _this_turn(cond: YouAttacked | HappenedThisTurn, game: Game, controller: str,
               source: GameObject | None) -> bool | None:
    """Raid (508.1): only the active player attacks, so on another player's turn it is false; on the controller's,
    the record says. The rest of the turn's record: history_conditions.py ("if you cast it from your hand": the
    source's own spell, by its name). None where the record does not say."""
    if isinstance(cond, HappenedThisTurn):
        return history_holds(cond, game.history, game, controller, (source.name,) if source is not None else ())
    if controller != game.active:
        return False
    return None if game.history.attacked is None else controller in game.history.attacked


def _activation(cond: YourTurn | OnceEachTurn | InstantTiming | TimesEachTurn | TurnMoment | ThisTurn | TotalPower,
                game: Game, facts: Facts) -> bool | None:
    """When an activated ability may be activated (602.5) or a spell cast (601.3): its controller's turn, at instant
    speed, a moment of the turn (whose turn, and which step when the scenario says), or how often (the number of
    activations this turn no board shows; a limit of none means never; the turn's history neither)."""
    if isinstance(cond, TurnMoment):
        return moment_holds(cond, game, facts.controller)
    if isinstance(cond, TotalPower):
        return total_power_holds(cond, game, facts.controller)
    if isinstance(cond, YourTurn) and cond.negated:
        return facts.controller != game.active
    if isinstance(cond, YourTurn):
        if facts.controller != game.active:
            return False
        if game.step is not None and (cond.upkeep or cond.sorcery):  # 503; 307.1: a main phase
            return game.step == "upkeep" if cond.upkeep else game.step.endswith("_main")
        return True
    if isinstance(cond, InstantTiming):
        return True
    if isinstance(cond, TimesEachTurn):
        return False if holds(cond.limit, game, facts) is False else None
    return None


def _combined(results: list[bool | None], any_one: bool) -> bool | None:
    """Every named player's answer ("each player has …"), or one is enough ("if a player controls …")."""
    if any_one and any(results):
        return True
    if any(r is None for r in results):
        return None
    return any(results) if any_one else all(results)


def _holds_for(cond: Condition, player: object, source: int | None = None) -> bool | None:
    """One player's answer; ``source``: the source's uid, left out of a count of "another …" (109.3; a source the
    board does not show is none of the permanents it shows)."""
    from ..model import Player

    assert isinstance(player, Player)
    if isinstance(cond, Controls):
        if "battlefield" in player.unknown:
            return None
        mine = [o for o in player.battlefield if not (cond.filter.not_source and o.uid == source)]
        return _between(sum(1 for o in mine if _matches(cond.filter, o)), cond.at_least, cond.at_most)
    if isinstance(cond, HandSize):
        if "hand" in player.unknown:
            return None
        return _between(len(player.hand), cond.at_least, cond.at_most)
    if isinstance(cond, Life):
        if "life" in player.unknown:
            return None
        return _between(player.life, cond.at_least, cond.at_most)
    if isinstance(cond, BasicLandTypes):
        if "battlefield" in player.unknown:
            return None
        lands = [o for o in player.battlefield if "land" in o.types]
        found = {t for t in _BASIC_TYPES for o in lands
                 if t in o.subtypes or TypeFilter(subtypes=frozenset({t})).matches(o)}
        return len(found) >= cond.at_least
    if isinstance(cond, GraveyardSize):
        n = graveyard_count(player, cond.filter)
        return None if n is None else n >= cond.at_least
    if isinstance(cond, CardTypesInGraveyard):
        if "graveyard" in player.unknown:
            return None
        return len({t for o in player.graveyard for t in o.types} & set(CARD_TYPES)) >= cond.at_least
    return None  # pragma: no cover - every per-player condition is above


def _matches(flt: TypeFilter, obj: GameObject) -> bool:
    return flt.matches(obj)
