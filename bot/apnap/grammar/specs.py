"""What the reader produces: steps with subjects, slots, filters and amounts (no parsing here)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from ..model import PERMANENT_TYPES, Combat, GameObject
from .identity_memo import by_identity
from .text import fold

ACTIONS = (
    "sacrifice", "discard", "exile", "draw", "lose_life", "gain_life", "damage", "mill", "scry",
    "surveil", "search", "return", "vote", "extra_turn", "choose", "create", "shuffle", "put", "destroy",
    "gain_control", "pay", "lose_game", "counter", "tap", "untap", "set_life", "rule_change", "win_game",
    "poison", "flip", "roll", "emblem",
)
MAX_AMOUNT = 1000  # "absurd" counts are refused rather than looped over
# "search your library and/or graveyard": the zone searched, answered by name in ``choices`` (either language)
SEARCH_ZONE_WORDS = ("graveyard", "library", "cementerio", "biblioteca")
MAX_EFFECT_CHARS = 2000

class CombatNotGiven(LookupError):
    """A filter names a combat role ("attacking creatures") and the board states no combat: whoever matches
    asks for it (State.matches) or treats the question as open, never as "no"."""


class HistoryNotChecked(CombatNotGiven):
    """A filter names what an object did earlier this turn ("that entered the battlefield this turn"): only the
    engine reads the scenario's ``this_turn`` (State.matches); anywhere else the question stays open, never "no"."""


# --------------------------------------------------------------------------------------------
# Parsed structures
# --------------------------------------------------------------------------------------------
#: the characteristics a filter compares (202.3 mana value, 208.1 power and toughness)
COMPARED = ("power", "toughness", "mana_value")
#: how an operator of :class:`Compare` compares (also the engine's amount comparisons, engine/amount_compare_check.py)
COMPARE_OPS = {"le": int.__le__, "ge": int.__ge__, "lt": int.__lt__, "gt": int.__gt__, "eq": int.__eq__}
#: the words, English and folded Spanish, that name a characteristic of ``COMPARED`` (filters.py, compared_amounts.py)
COMPARED_WORDS = {"power": "power", "toughness": "toughness", "mana value": "mana_value",
                  "converted mana cost": "mana_value", "fuerza": "power", "resistencia": "toughness",
                  "valor de mana": "mana_value", "coste de mana convertido": "mana_value"}
#: the word that says how a filter compares ("4 or less", "less than or equal to", "igual o menor que") → operator
COMPARE_WORDS = {"less": "le", "menos": "le", "greater": "ge", "mas": "ge", "menor": "le", "mayor": "ge"}
#: … said without "or equal to" / "o igual": strictly ("with power greater than its toughness")
STRICT_WORDS = {"less": "lt", "greater": "gt", "menor": "lt", "mayor": "gt"}


@dataclass(frozen=True, slots=True)
class Compare:
    """An object's characteristic compared with an amount: "with power 4 or greater", "with toughness 2 or less",
    "with converted mana cost X or less", "with power less than or equal to this creature's power".

    ``n`` is the amount once known; ``ref`` says where it comes from when the text does not give a number (``x``:
    the X of the spell or ability, 107.3; ``source``: the source's own ``of`` characteristic as the effect
    resolves, 608.2h; ``defined``: an amount the card defines, ``count``). The engine (State.matches) puts the
    amount in ``n`` before comparing; a characteristic the board does not give is asked, never guessed."""

    prop: str  # one of COMPARED
    op: str  # le | ge | lt | gt | eq ("with converted mana cost X": that value exactly)
    n: int | None = None
    ref: str | None = None  # None (n is the number) | "x" | "source" | "own" | "defined"
    # with ref "source": which of the source's characteristics; with ref "own": which other characteristic of the
    # object compared itself ("with power greater than its toughness", 208.1)
    of: str | None = None
    # with ref "defined": "with converted mana cost X or less, where X is the number of Faeries you control" (107.3c:
    # the text's X, never the scenario's), the amount the engine works out as the effect resolves (608.2h)
    count: CountRef | None = None
    # with ref "defined": the amount is each compared object's controller's, "each creature that player controls with
    # power greater than the number of cards in their hand" (608.2h): only after a tail that names the one player
    # whose objects they are ("that player controls", "target player controls"), so "their" is that player
    theirs: bool = False

    def holds(self, obj: GameObject) -> bool:
        """Whether ``obj`` passes; False when its characteristic or the amount is not known (never guessed)."""
        return self.holds_value(characteristic(obj, self.prop))

    def holds_value(self, value: int | None) -> bool:
        """Whether a characteristic of ``value`` passes (the engine's, after its layers, 613.4)."""
        return value is not None and self.n is not None and COMPARE_OPS[self.op](value, self.n)


def characteristic(obj: GameObject, prop: str) -> int | None:
    """An object's power, toughness or mana value as given; None when the board does not say."""
    return mana_value_of(obj) if prop == "mana_value" else getattr(obj, prop)


@dataclass(frozen=True, slots=True)
class TypeFilter:
    """Which objects a slot accepts: any alternative matches (``creature or planeswalker``).

    Each alternative is ``(required types, forbidden types, basic?, any permanent?)``.
    No alternatives means "any card".
    """

    alternatives: tuple[tuple[frozenset[str], frozenset[str], bool, bool], ...] = ()
    noun: str = "card"  # the main type word, for narration ("no creatures")

    keywords: frozenset[str] = frozenset()  # "with flying"
    not_keywords: frozenset[str] = frozenset()  # "without flying"
    not_colors: frozenset[str] = frozenset()  # "nonwhite"
    not_subtypes: frozenset[str] = frozenset()  # "non-Dragon"
    not_source: bool = False  # "other than this creature": the engine leaves the source out
    named_source: bool = False  # "a card named <this card>" (201.2): only cards with the source's name
    # "all tokens created with Dual Nature" (607.2a): only the ones the scenario's ``created_with`` names
    # (State.matches)
    created_with: bool = False
    names: frozenset[str] = frozenset()  # "a creature named Festering Newt" (201.2): folded, one of these names
    greatest: str | None = None  # "with the greatest power among creatures they control": power / mana_value
    # "… with the highest mana value among permanents they control": the greatest of all of that player's
    # permanents, which an object of the filter must reach (else: the greatest among the objects it matches)
    greatest_among_permanents: bool = False
    # "the creature they control with the highest converted mana cost" (no "among"): the greatest among the objects
    # the rest of the filter matches, said so
    greatest_of_these: bool = False
    # "If two or more are tied, that player chooses one." said after the pick (greatest_ties.py): the picker's choice
    # among the tied ones, as the pick is made anyway (101.4); said again by the reading
    greatest_ties: bool = False
    colors: frozenset[str] = frozenset()  # any of these colors ("black creature")
    colored: bool | None = None  # "colored" / "colorless"
    # "you" / "not_you" / "opponents": "you control", "you don't control", "your opponents control" (a teammate's
    # permanents are not an opponent's: the engine's State.matches checks teams; here it is "not you");
    # "target" / "target_opponent": "target player controls" (the scenario's target player, State.matches);
    # "defending": "defending player controls" (506.2, 508.5: whom the source attacks, State.matches);
    # "that_player": "… deals 1 damage to each creature that player controls" (608.2c: the player named before, as
    # engine/referents.py works it out; grammar/recipients.py)
    control: str | None = None
    # "… that player controls", "… they control", "que controla": a third player's objects, which the acting player's
    # are when that player acts ("each opponent sacrifices a creature they control"); in an instruction of the
    # controller's, a reader must bind whose (grammar/that_player_counts.py), else the step is refused. A note of
    # the reading, not of what matches: two filters that take the same objects stay equal (compare=False)
    of_that_player: bool = field(default=False, compare=False)
    # the conjunction printed between the kinds of a list ("or", "and", "and/or"; None: one kind, or not known): how
    # the list is said back (render/nouns.py; judge 30: "artifact, creature, enchantment, and/or land cards" was said
    # "artifacts, creatures, enchantments, and land cards"); the reading only, like ``of_that_player``
    joined: str | None = field(default=None, compare=False)
    subtypes: frozenset[str] = frozenset()  # "Zombie", "Swamp"
    unknown_props: tuple[str, ...] = ()  # property words a board must state (power, colors …)
    # "with power 4 or greater", "with converted mana cost X or less" (202.3, 208.1): each must hold
    compares: tuple[Compare, ...] = ()
    # "with a +1/+1 counter on it", "that has a fate counter on it" (122.1): at least one counter of each kind
    counters: frozenset[str] = frozenset()
    # "with no +1/+1 counters on them" (122.1): not one counter of any of these kinds
    no_counters: frozenset[str] = frozenset()
    # "of that type" (that) / "of a type chosen this way" (any) / "that aren't …" (none); "of the chosen type / color",
    # "with the chosen name" (type / color / name: the latest such choice, or the source's as it entered, 607.2d)
    chosen: str | None = None
    tapped: bool | None = None  # "untapped lands", "tapped creatures" (701.26); None: either
    how_many_colors: str | None = None  # "mono": exactly one colour (105.2a); "multi": two or more (105.2b)
    historic: bool = False  # "a historic card" (700.6): an artifact, a legendary object or a Saga
    # "attacking", "blocking", "blocked", "unblocked", "attacking_or_blocking", "blocking_or_blocked",
    # "nonattacking": a role in the combat (506.4, 509.1h), which only a scenario's ``combat`` says
    combat: str | None = None
    # "… with the same name as that artifact" (201.2, 608.2h): ``that``, the name of the one object targeted before
    # it in the effect, as it last existed (State.matches, engine/same_names.py); said with "other", that object
    # itself is left out
    same_name: str | None = None
    # what the object did earlier this turn, a part of the scenario's ``this_turn`` (turn_history.py): "entered" ("that
    # entered the battlefield this turn", 603.6a), "damaged" ("that was dealt damage this turn", 120.3),
    # "damage_sources" ("that dealt damage this turn"), "attackers" ("that attacked this turn", 508.1)
    this_turn: str | None = None
    # "a permanent that shares a card type with it" (205.2a), "… a creature type" (205.3m), "… a permanent type"
    # (110.4a), "… a color" (105.2): the trait, and whose (``it`` as read; bound by grammar/shared_traits.py to
    # ``event``, ``target`` or ``source``), worked out by engine/shared_traits.py (State.matches); anywhere else the
    # question stays open, never "no"
    shares: str | None = None
    shares_with: str | None = None
    # "a Plains or a white permanent" (109.2, 205.3i, 105.2): either of two whole filters, each with its own kinds,
    # colours and subtypes (the fields above are shared by both, e.g. "… they control"); empty: one filter
    either: tuple[TypeFilter, ...] = ()

    def matches(self, obj: GameObject, controller: str | None = None, you: str | None = None,
                combat: Combat | None = None) -> bool:
        if not self._combat_ok(obj, combat) or (self.keywords and not self.keywords <= obj.keywords):
            return False
        if self.control == "defending":  # only the engine knows whom the source attacks (State.matches)
            raise CombatNotGiven(self.control)
        subtypes = _with_changeling(obj)
        if (self.not_keywords & obj.keywords or self.not_colors & obj.colors or self.not_subtypes & subtypes
                or not self._tapped_ok(obj)):
            return False
        if (self.colors and not self.colors & obj.colors) or not self._facts_ok(obj) or not self._colors_ok(obj):
            return False
        if self.subtypes and not (self.subtypes & subtypes or (
                "land" in obj.types and obj.name.strip().lower() in self.subtypes)):  # a basic land's name is its type
            return False
        if (self.control in ("you", "not_you", "opponents") and you is not None and controller is not None
                and (controller == you) != (self.control == "you")):
            return False
        if self.either:
            return any(f.matches(obj, controller, you, combat) for f in self.either)
        return self._kind_ok(obj)

    def _kind_ok(self, obj: GameObject) -> bool:
        """One of the alternatives' kinds (none: any card)."""
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

    def _combat_ok(self, obj: GameObject, combat: Combat | None) -> bool:
        """The combat role the filter names, if any; with no combat given it is never taken as "not attacking":
        the caller asks (State.matches), or leaves the question open. What the object did earlier this turn is the
        engine's to read (State.matches), never guessed here."""
        if self.this_turn is not None or self.shares is not None:
            raise HistoryNotChecked(self.this_turn or "shares")
        if self.combat is None:
            return True
        if combat is None:
            raise CombatNotGiven(self.combat)
        return combat.is_(self.combat, obj.uid)

    def _colors_ok(self, obj: GameObject) -> bool:
        """"Colored" / "colorless", "monocolored" (exactly one colour, 105.2a), "multicolored" (two or more)."""
        if self.colored is not None and bool(obj.colors) != self.colored:
            return False
        if self.how_many_colors == "mono":
            return len(obj.colors) == 1
        return self.how_many_colors != "multi" or len(obj.colors) >= 2

    def _facts_ok(self, obj: GameObject) -> bool:
        """Its name ("a creature named Festering Newt", 201.2), its characteristics as compared ("with power 4 or
        greater") and its counters ("with a +1/+1 counter on it"), as the board gives them; the engine works out the
        layers and asks what is not given first."""
        if (self.names and fold(obj.name) not in self.names) or not all(c.holds(obj) for c in self.compares):
            return False
        if self.historic and not ({"artifact", "legendary"} & obj.types or "saga" in obj.subtypes):  # 700.6
            return False
        have = {k for k, n in (obj.counters or ()) if n > 0}
        return (not self.counters or self.counters <= have) and not self.no_counters & have

    def _tapped_ok(self, obj: GameObject) -> bool:
        """"Untapped lands", "tapped creatures" (701.26): either when the filter does not say."""
        return self.tapped is None or obj.tapped == self.tapped

    @property
    def is_any(self) -> bool:
        return not self.alternatives and not (self.keywords or self.not_keywords or self.colors or self.subtypes
                                              or self.not_colors or self.not_subtypes or self.control
                                              or self.colored is not None or self.not_source or self.named_source
                                              or self.created_with
                                              or self.how_many_colors is not None
                                              or bool(self.compares) or bool(self.counters)
                                              or bool(self.no_counters) or bool(self.names) or self.historic
                                              or self.chosen is not None or self.tapped is not None
                                              or self.combat is not None or self.this_turn is not None
                                              or bool(self.either))


ANY_CARD = TypeFilter()


def mana_value_of(obj: GameObject) -> int | None:
    """An object's mana value: as given, 0 for a land (no mana cost, 202.3a), else unknown (None)."""
    if obj.mana_value is not None:
        return obj.mana_value
    return 0 if "land" in obj.types else None



_BASIC_NAMES = frozenset({"plains", "island", "swamp", "mountain", "forest", "wastes"})


def _is_basic_by_name(obj: GameObject) -> bool:
    # Scenarios rarely write "(basic land)"; a land named like a basic land is taken to be one.
    return "land" in obj.types and (obj.name.strip().lower().startswith("snow-covered ")
                                    or obj.name.strip().lower() in _BASIC_NAMES)


@dataclass(frozen=True, slots=True)
class CountRef:
    """A number the text defines by reference, worked out when the step resolves (608.2h).

    ``kind``: ``greatest`` (the greatest number a player ``action``-ed this way), ``self`` (what
    this player ``action``-ed this way: "that many"), ``votes`` (votes for ``option``),
    ``shortfall`` (``base`` minus what this player ``action``-ed this way), ``controlled`` (objects
    matching ``filter`` the player controls), ``hand`` (cards in their hand), ``life`` (their life
    total), ``x``. The result is multiplied by ``times`` and divided by ``divide`` (rounded up or
    down): "twice the number", "half … rounded up".
    """

    kind: str
    action: str | None = None
    option: str | None = None
    base: int = 0
    filter: TypeFilter | None = None
    times: int = 1
    divide: int = 1
    round_up: bool = False
    of: str = "player"  # whose count: player (the acting player) | controller ("you") | that_player | target |
    # target_opponent ("in target player's graveyard", "in target opponent's hand": the scenario's target player)
    plus: int = 0  # "that many cards minus one" → -1
    defines_x: bool = False  # "…, where X is …": an explicit ``x`` in the scenario wins
    standing: Standing | None = None  # ``players``: the players (``option``: each_player / each_opponent) it picks


@dataclass(frozen=True, slots=True)
class Slot:
    """One "count + kind" part of an instruction; "a creature and a land" has two slots."""

    count: int | None  # None = X (taken from the scenario's ``x``)
    filter: TypeFilter = ANY_CARD
    up_to: bool = False
    whole_zone: bool = False  # "discards their hand"
    count_ref: CountRef | None = None  # "a creature for each death vote"
    random: bool = False  # "discards a card at random" (no choice, 701.9b)
    top: bool = False  # "the top creature card of your graveyard": no choice, the topmost of the kind (404.1, 404.2)


@dataclass(frozen=True, slots=True)
class Standing:
    """A player picked out by the board as the step resolves (608.2h): "who controls the most lands",
    "with the most life", "who has the most cards in hand", "who controls six or more lands", "who
    controls fewer creatures than you". ``measure`` is what is counted for each player (``control``:
    permanents matching ``filter``; ``hand``: cards in hand; ``life``: the life total)."""

    measure: str  # control | hand | life | tapped_for_mana | attacking | below_half_starting (103.4)
    filter: TypeFilter | None = None
    most: bool = False  # tied for the most (a tie keeps every tied player)
    at_least: int | None = None  # "six or more"
    at_most: int | None = None  # "four or fewer"
    than_you: str | None = None  # "fewer" / "more" than the controller's count
    unique: bool = False  # "the player who …": one player, nobody when several are tied


@dataclass(frozen=True, slots=True)
class Subject:
    """Who a step applies to. ``this_way`` refers back to an earlier step's action (608.2e)."""

    kind: str  # each_player | each_opponent | each_other_player | target_player | target_opponent | you |
    #            that_player | this_way | you_and_target | you_and_that (the controller and the player chosen)
    starting_with_you: bool = False  # "Starting with you, each player …" (101.1 / 701.38a)
    ref_action: str | None = None
    ref_filter: TypeFilter | None = None
    negated: bool = False
    base: str = "each_player"  # for this_way: each_player / each_opponent
    all_of_step: bool = False  # "… a player draws this way, that player …": everyone who took part
    cant: bool = False  # "each player who can't": did nothing in the step before (101.3)
    # "target player or planeswalker": a planeswalker may be chosen too; the scenario's ``target`` names a player
    or_planeswalker: bool = False
    standing: Standing | None = None  # "each player who controls the most lands": the board decides
    chosen: str | None = None  # "each friend" / "each foe": the players chosen so in an earlier step
    accepted: bool = False  # this_way: the players who said yes to the "may" of ref_action ("may X and Y")
    # "Starting with you and proceeding in the chosen direction": the option word that means left (turn order,
    # 103.1: clockwise); the other one goes the other way
    left: str | None = None
    # "each player with exactly 13 life", "each opponent who controls more creatures than you": only the
    # players for whom this holds (checked with each of them as "that player" when the step starts): a
    # conditions.Condition, typed ``object`` here because conditions.py reads this module
    where: object | None = None
    # "enchanted creature's controller": how the source is attached ("enchanted" / "equipped") to the permanent
    # whose controller this is (303.4, 301.5), that permanent of the kind ``ref_filter``
    attached: str = ""
    # which word "target player" / "target opponent" of the effect this step's target player is, counted from 0 in
    # the text's order (115.1, 115.3: each word is a target of its own, the same player or not); None: the step
    # names no target player. Numbered by grammar/target_words.py; the scenario's player targets fill the words in
    # that order (engine/player_targets.py)
    target_word: int | None = None


@dataclass(frozen=True, slots=True)
class VoteCondition:
    """"If A gets more votes[, or the vote is tied], …". ``option`` None = "if the vote is tied"."""

    option: str | None
    or_tied: bool = False


@dataclass(frozen=True, slots=True)
class RuleChange:
    """What a continuous effect does to the players it applies to (611.1): typed, never a sentence.

    ``kind``: ``cant`` (a restriction; it beats any "can", 101.2), ``may`` (a permission), ``change`` (a
    number the rules set: lands each turn, 305.2; maximum hand size, 402.2), ``skip`` (614.10),
    ``untap`` (permanents untap in other untap steps too, 502.3) or ``grant`` (the objects have a
    keyword, ``act`` ``keyword``). ``act``: ``cast``, ``draw``,
    ``gain_life``, ``play_land``, ``hand_size``, ``untap_step``, ``untap``, ``block``. ``objects``: which spells,
    lands or permanents. ``limit``: "more than one … each turn" allows ``limit`` each turn. ``amount``:
    additional lands (+N), hand size (−N / +N; None with ``kind`` ``change`` = no maximum). ``duration``:
    ``static`` (no duration words: as long as its source has the ability, 604.2 / 611.3a), ``this_turn``,
    ``until_your_next_turn``, ``until_end_of_your_next_turn``, ``their_next_turn``, ``this_combat``,
    ``next`` (the next occurrence, 614.10a). ``during``: whose untap steps, ``others`` or ``each``.
    """

    kind: str
    act: str
    objects: TypeFilter | None = None
    limit: int | None = None
    amount: int | None = None
    duration: str = "static"
    during: str | None = None
    # the objects' words as printed ("noncreature spell"), for the narration: wording, not meaning
    what: str = field(default="", compare=False)
    keyword: str = ""  # ``grant``: the keyword ability the objects have ("shroud", 702.18a)
    # ``grant`` / ``ability``: the quoted ability the objects have (113.10), read like any ability (quoted.py)
    ability: QuotedAbility | None = None
    # ``grant``: the objects are the permanent the source is attached to ("enchanted land", 303.4b; "equipped
    # creature", 301.5a): the scenario's ``attached_to`` names it
    attached: str | None = None
    # ``change`` ``spell_cost``: the mana symbols the spells cost more (``amount`` > 0) or less (< 0), "{2}" (601.2f);
    # ``may`` ``cast`` with ``as_though``: the extra cost the permission asks for ("if you pay {2} more", 601.3c)
    mana: str = ""
    # ``may`` ``cast``: the spells (``objects``; None: the source card itself) may be cast "as though they had
    # ``flash``" (702.8a, 601.3b): any time their controller could cast an instant
    as_though: str = ""
    # ``may`` ``play`` / ``cast``: the zone the cards may be played from, ``graveyard`` or ``library_top`` (601.3)
    zone: str = ""
    # ``spell_cost``: only spells that target the source ("Spells your opponents cast that target Icefall Regent",
    # ``targeting_source``) or an object of this kind ("… that target a Merfolk you control", ``targeting``)
    targeting: TypeFilter | None = None
    targeting_source: bool = False
    # ``spell_cost`` / ``ability_cost`` (``ability_cost``: activated abilities of ``objects``, None: any, 602.2b):
    # ``up_to``: "cost up to {2} less", the one paying chooses how much of it applies, none to all (601.2f);
    # ``colored_only``: "This effect reduces only the amount of colored mana you pay" (a coloured symbol the cost
    # lacks reduces nothing: 118.7b-c do not apply); ``not_mana``: "unless they're mana abilities" (605.1a);
    # ``at_least_one``: "This effect can't reduce the amount of mana an ability costs to activate to less than one
    # mana" (the card's own floor over 118.7's {0})
    up_to: bool = False
    colored_only: bool = False
    not_mana: bool = False
    at_least_one: bool = False
    # ``only`` ``spend_mana``: the objects whose activated abilities the mana may also pay for ("… or activate
    # abilities of Myr", 106.6); None: only the spells ``objects`` says
    activating: TypeFilter | None = None
    # ``cant`` ``cast``: only spells with the same name as a remembered card (grammar/same_name.py): ``linked``, the
    # card exiled with the source (607.2a); ``creature`` / ``permanent`` / ``card``, "that creature": the object
    # targeted before (608.2c)
    same_name: str = ""


@dataclass(frozen=True, slots=True)
class PreventedThen:
    """615.5: what a prevention effect does with the damage it prevents ("You gain life equal to the damage prevented
    this way", "For each 1 damage prevented this way, put a +1/+1 counter on that creature", "prevent that damage and
    remove that many +1/+1 counters from it"): the amount is the damage that prevention prevents, known only when it
    does. ``act``: ``gain_life``, ``put_counters`` / ``remove_counters`` (``counter``: the kind, 122.1),
    ``exile_from_graveyard`` (cards of your graveyard) or ``exile_from_library`` (from the top of your library);
    ``on``: whose counters, ``shielded`` (the permanent the damage would have been dealt to) or ``source``."""

    act: str
    counter: str = ""
    on: str = ""


@dataclass(frozen=True, slots=True)
class Shield:
    """A prevention (615) or replacement (614) effect an ability creates or is: it watches for an event that
    would happen later, so nothing on the board changes now; the result reports it with its duration.

    ``kind``: ``prevent`` (damage that would be dealt is not dealt, 615.1a; ``amount`` N: the next N damage,
    615.7; None: all of it), ``cant_be_prevented`` (615.12), ``cant_be_regenerated`` (regeneration shields
    are not applied, 701.19c), ``redirect`` (the damage is dealt to ``instead``, 614.9) or ``exile_if_dies``
    (614.1a: "if it would die this turn, exile it instead").
    ``to``: who is shielded (``any_target``, ``target``, ``you``, ``that``: the object named earlier in the
    effect, ``source``, ``attached``, ``each_creature_and_player``; "" for all damage). ``by``: whose damage
    (``target``, ``attached``, ``that``; "" for any source). ``to_objects`` / ``by_objects``: the kind a target
    must be. ``this_way``: ``destroyed`` or ``damaged``, the objects an earlier instruction of the effect
    destroyed or dealt damage to (608.2c). ``duration``: ``this_turn`` or ``static`` (no duration words).
    """

    kind: str
    amount: int | None = None
    amount_x: bool = False  # "the next X damage": the scenario's ``x`` (107.3)
    next_time: bool = False  # "The next time a source of your choice would deal damage …": that one event's (615.1a)
    # how much of that one event's damage is prevented: ``half`` ``up`` / ``down`` ("half that damage, rounded down",
    # 107.1a), ``all_but`` N ("all but 1 of that damage": N of it is dealt); neither: all of it
    half: str = ""
    all_but: int | None = None
    combat: bool = False
    noncombat: bool = False  # "all noncombat damage" (120.1: damage not dealt in the combat damage step)
    to: str = ""
    to_objects: TypeFilter | None = None
    by: str = ""
    by_objects: TypeFilter | None = None
    this_way: str = ""
    duration: str = "static"
    # ``redirect`` (614.9: "… is dealt to X instead"): who is dealt that damage instead, and the kind a target must be
    instead: str = ""
    instead_objects: TypeFilter | None = None
    instead_of: str = ""  # ``instead`` ``owner`` / ``controller``: of the object ``by`` or ``to`` names ("its owner")
    # ``replace_event`` (614.1a, 615.1a: "If a creature you control would deal damage …, it deals double that damage
    # … instead"; replacements.py): the event watched for (``event``: ``deal_damage``, ``dealt_damage``, ``dies``,
    # ``to_graveyard``, ``gain_life``, ``draw``, ``life_reduced``, ``destroyed``), what happens instead (``modify``:
    # ``double``, ``triple``, ``half``, ``prevent``, ``exile``, ``twice``, ``draw``, ``floor``; ``plus`` / ``minus``:
    # that much damage plus or minus ``amount``; ``none``: no life; ``regenerate``: 701.19a), the rounding of a half
    # (``round_up``) and, for a graveyard, whose (``yard``: ``any``, ``yours``, ``opponents``)
    event: str = ""
    modify: str = ""
    round_up: bool = False
    yard: str = ""
    # ``cant`` (101.2; restrictions.py): ``event`` is what can't happen to the objects ``to_objects`` (``be_countered``,
    # ``activate``), ``whose`` their controller (``you``, ``opponents``, "" for anyone's)
    whose: str = ""
    reveal: bool = False  # "reveal <this card> and shuffle it into its owner's library instead" (701.20a)
    counter: str = ""  # ``modify`` ``counters``: the kind put on the source instead ("+1/+1", "delay"; 122.1)
    then: PreventedThen | None = None  # a prevention's "… prevented this way" (615.5; prevented_this_way.py)


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
    amount_ref: CountRef | None = None
    optional: bool = False  # "may": a yes / no decision first (an integer for "may … up to N")
    may_have: bool = False  # "you may have each opponent lose 1 life": the controller's yes / no, once, first
    # "For each opponent, gain control of target permanent that player controls": one target for each of those
    # players, among the permanents that player controls (601.2c); "each_opponent"
    targets_per: str | None = None
    up_to: bool = False  # "draw up to two cards": an integer decision
    creatures: TypeFilter | None = None  # damage / destroy / exile / return: which permanents
    players_too: bool = True  # damage: also to the subject players
    kicked_only: bool | None = None  # "if this spell was kicked" (True) / "if it wasn't" (False)
    if_control: TypeFilter | None = None  # "If you control a Liliana planeswalker, …" (checked as it resolves)
    if_you_did: bool = False  # "You may pay {1}. If you do, …": only if the controller took the step before
    if_you_didnt: bool = False  # "You may put …. If you don't, …": only if the controller declined it
    reflexive: bool = False  # "When you do, …": a reflexive trigger of the controller's action before (603.12)
    if_card: TypeFilter | None = None  # "If it's a creature card, …": the card just revealed is of that kind
    if_card_not: TypeFilter | None = None  # "Otherwise, …" after it: the card just revealed is of no such kind
    if_shares_type: bool = False  # "If it shares a creature type with this creature, …" (kinship): the card seen
    if_they_did: bool = False  # "That player may pay … If the player does, …": that player, likewise
    if_they_didnt: bool = False  # "That player may sacrifice a creature. If that player doesn't, …"
    # "Any player may sacrifice two creatures" (any_player_may.py): ``player`` / ``opponent``, each of them in APNAP
    # order may do the instruction and the first who does is the only one (101.4); "" for any other instruction
    any_one: str = ""
    # "If a player does, …" (True) / "If no one does, …" (False): only if someone did the "any player may" before
    if_anyone: bool | None = None
    # "Sacrifice an artifact. If you can't, …" / "… discards a card. If the player can't, …": only if the mandatory
    # instruction before acted on nothing of that player's (608.2c; grammar/branches.py)
    if_you_couldnt: bool = False
    if_they_couldnt: bool = False
    # "Otherwise, …" after a sentence with a condition: that sentence's last step, whose condition must not hold
    otherwise_of: StepSpec | None = None
    # "Then if you have 10 or less life, …": a typed condition of conditions.py and its words, checked on the
    # board as this part of the effect is reached (608.2c)
    if_board: tuple[object, str] | None = None
    # "…. If you control a snow Swamp, … instead.": the sentence before happens only if that condition does not hold
    if_not_board: tuple[object, str] | None = None
    # "… deals 2 damage to that player unless they have exactly three or exactly four cards in hand": the step
    # happens only if that board condition does not hold when it is reached (608.2c)
    unless_board: tuple[object, str] | None = None
    if_flip: bool | None = None  # "If you win the flip, …" (True) / "If you lose the flip, …" (False): 705.2
    if_roll: tuple[int, int] | None = None  # "If you roll a 1, …": the latest roll's result in this range (706.2)
    size_ref: CountRef | None = None  # "Create an X/X … token, where X is …": the token's size, not how many
    # "Destroy up to X target lands, where X is …": how many the word "target" takes, defined (107.3c), not chosen
    targets_ref: CountRef | None = None
    extra: tuple[tuple[str, str], ...] = ()  # family-specific details (token name, zones …)
    # "… unless they sacrifice a nonland permanent or discard a card": (action, slot, amount) each;
    # action is sacrifice / discard (a slot) or pay_life (an amount)
    unless: tuple[tuple[str, Slot | None, int], ...] = ()
    # "sacrifice it unless you sacrifice two Swamps" (118.12): the controller's cost that avoids this instruction,
    # read as their own instruction (unless_costs.py)
    unless_cost: StepSpec | None = None
    change: RuleChange | None = None  # a continuous effect (rule_change): what it does, to what, how long
    # a quoted ability the step gives (a token's, 111.3; an emblem's, 114.2): read, kept, not resolved now
    ability: QuotedAbility | None = None
    shield: Shield | None = None  # a prevention or replacement effect (615, 614): shields.py
    # the other creatures a combat rule names ("can block only creatures with flying", 509.1b)
    other: TypeFilter | None = None
    # more kinds of ``other``, either of them ("except by artifact creatures and/or red creatures", 509.1b)
    other_also: tuple[TypeFilter, ...] = ()
    # a delayed triggered ability's instruction (603.7; grammar/delayed.py): read, bound, reported, not resolved now
    inner: tuple[StepSpec, ...] = ()

    def detail(self, key: str, default: str = "") -> str:
        """The value ``extra`` keeps for ``key`` (the last one, as a dict of its pairs keeps), else ``default``.
        Why a loop and not ``dict(self.extra)``: it is asked about 250 times a request and made a dict each time."""
        for name, value in reversed(self.extra):
            if name == key:
                return value
        return default


def _with_changeling(obj: GameObject) -> frozenset[str]:
    """The object's subtypes; with changeling, every creature type too (702.73a: it is every creature type, in every
    zone), so "Goblins you control" counts a changeling token."""
    return obj.subtypes | _every_creature_type() if "changeling" in obj.keywords else obj.subtypes


@lru_cache(maxsize=1)
def _every_creature_type() -> frozenset[str]:
    from .subtypes import creature_types

    return frozenset(kind.lower() for kind in creature_types())


@dataclass(frozen=True, slots=True)
class QuotedAbility:
    """An ability written inside quotation marks ("… has "{T}: …"", "an emblem with "At the beginning …"", "a
    token with "This creature can't block.""): read as an ability of its own by the same splitter and grammar,
    and kept, not resolved: it triggers, is activated or applies later (113.10, 114.2, 111.3).

    ``kind``: ``triggered`` (``condition`` is its trigger condition as printed, 603.1), ``activated`` (``cost``
    as printed, 602.1) or ``static`` (a statement, 113.3d: every step of ``effect`` is a continuous effect).
    """

    text: str  # the whole ability as printed, without its quotation marks
    kind: str
    effect: Effect
    cost: str | None = None
    condition: str | None = None
    lang: str = "en"  # the language its cost and condition are printed in (a reading in the other says them anew)


@by_identity()  # asked of the same step many times a request (identity_memo.py); a tuple, never changed
def _filters_of(step: StepSpec) -> tuple[TypeFilter, ...]:
    """The object filters a step holds ("destroy target creature with power X or less" says X there)."""
    refs = (step.amount_ref, *(sl.count_ref for sl in step.slots))
    return tuple(f for f in (step.creatures, step.other, *(sl.filter for sl in step.slots),
                             *(r.filter for r in refs if r)) if f is not None)


@by_identity()  # a dozen times a request for the same step (Effect.uses_target, the readers): identity_memo.py
def names_target_player(step: StepSpec) -> bool:
    """Whether the step acts on, for or with a target player ("target player draws", "target opponent's graveyard",
    "creatures target player controls", "you and target opponent each")."""
    return (step.subject.kind in ("target_player", "target_opponent", "you_and_target") or bool(step.detail(
        "target_check")) or step.detail("zone_of") in ("target", "target_opponent")
        or step.detail("zones_of", "").startswith("target")
        or any(f.control in ("target", "target_opponent") for f in _filters_of(step))
        or any(r.of in ("target", "target_opponent") for r in _refs_of(step)))


def _refs_of(step: StepSpec) -> list[CountRef]:
    """The step's counted amounts ("… for each card in target opponent's hand": ``of`` "target_opponent")."""
    return [r for r in (step.amount_ref, step.size_ref, step.targets_ref, *(sl.count_ref for sl in step.slots))
            if r is not None]


def names_target_opponent(step: StepSpec) -> bool:
    return (step.subject.kind in ("target_opponent", "you_and_target") or "target_opponent" in (
            step.detail("zone_of"), step.detail("zones_of"))
            or any(f.control == "target_opponent" for f in _filters_of(step))
            or any(r.of == "target_opponent" for r in _refs_of(step)))


@dataclass(frozen=True, slots=True)
class Effect:
    text: str
    lang: str
    steps: tuple[StepSpec, ...] = ()
    upkeep: bool = False
    # the steps a false intervening "if" leaves undone (603.4): said back in the reading, never resolved
    unmet: tuple[StepSpec, ...] = ()

    @property
    def uses_x(self) -> bool:
        return any(s.uses_x or any(sl.count is None and sl.count_ref is None for sl in s.slots)
                   or any(c.ref == "x" for f in _filters_of(s) for c in f.compares)
                   or (s.amount_ref is not None and (s.amount_ref.kind == "x" or (
                       s.amount_ref.kind == "accepted" and s.amount_ref.defines_x))) for s in self.steps)

    @property
    def uses_event_amount(self) -> bool:
        """"That much" first: the amount of the event that triggered the ability (the scenario's event_amount)."""
        return any(s.amount_ref is not None and s.amount_ref.kind == "event" for s in self.steps)

    @property
    def uses_life_lost_this_turn(self) -> bool:
        """"The life they lost this turn", "if a player other than you lost life this turn": the scenario says what
        each player lost before this effect."""
        return any((s.amount_ref is not None and s.amount_ref.kind == "life_lost_this_turn")
                   or type(s.if_board[0] if s.if_board else None).__name__ == "LostLifeThisTurn" for s in self.steps)

    @property
    def uses_drawn_this_turn(self) -> bool:
        """"The number of cards that player has drawn this turn": the scenario says what each drew before it."""
        return any(s.amount_ref is not None and s.amount_ref.kind == "drawn_this_turn" for s in self.steps)

    @property
    def uses_turn_start(self) -> bool:
        """"The number of untapped lands they controlled at the beginning of this turn": the scenario's record of
        the turn's start (``turn_start``)."""
        return any(s.amount_ref is not None and s.amount_ref.kind == "turn_start" for s in self.steps)

    @property
    def uses_target(self) -> bool:
        return _uses_target(self)

    @property
    def player_target_words(self) -> int:
        """How many words "target player" / "target opponent" the effect has (115.3: each its own target)."""
        return max((s.subject.target_word + 1 for s in self.steps if s.subject.target_word is not None),
                   default=1 if self.uses_target else 0)

    @property
    def targets_opponent(self) -> bool:
        return any(names_target_opponent(s) for s in self.steps)

    def opponent_word(self, word: int) -> bool:
        """Whether the ``word``-th target player word says "target opponent" (115.1: only an opponent is legal)."""
        return any(names_target_opponent(s) for s in self.steps if (s.subject.target_word or 0) == word)

    @property
    def vote_options(self) -> tuple[str, ...]:
        return tuple(o for s in self.steps for o in s.options)

    @property
    def word_answers(self) -> tuple[str, ...]:
        """Words a ``choices`` entry may name besides objects: vote and named options, and the rules' list of
        creature types (205.3m) or card types (205.2a) when a step chooses one."""
        from ..model import CARD_TYPES
        from .choice_words import COLOR_WORDS
        from .subtypes import creature_types

        kinds = {s.detail("word") for s in self.steps if s.action == "choose"}
        either = any(s.detail("what") == "mana_or_life" for s in self.steps)  # "pay {R}{R} or 2 life"
        return (self.vote_options + (creature_types() if "creature_type" in kinds else ())
                + (CARD_TYPES if "card_type" in kinds else ()) + (("mana", "life") if either else ())
                + (COLOR_WORDS if "color" in kinds or self._mana_of_any_color else ())
                + tuple(w for s in self.steps if s.detail("either") for w in s.detail("either").split("|"))
                + (SEARCH_ZONE_WORDS if any(s.detail("search_zones") for s in self.steps) else ())
                + self._keyword_answers_es())

    @property
    def _mana_of_any_color(self) -> bool:
        """"Adds one mana of any color": the colour is the player's choice (106.1), answered with a colour word."""
        return any(s.action == "add_mana" and s.detail("mana").startswith(("any:", "one:", "produced:"))
                   for s in self.steps)  # "of any type that land produced": a dual land's type (mana_produced.py)

    def _keyword_answers_es(self) -> tuple[str, ...]:
        """"Your choice of reach, trample, or haste" answered as printed Spanish says a keyword ("alcance")."""
        from .spanish_terms import keyword_es

        return tuple(keyword_es(o) for s in self.steps if s.detail("word") == "keyword" for o in s.options)

    @property
    def names_card(self) -> bool:
        """"Name a card" (201.3), "a source of your choice" (609.7a): a ``choices`` answer may be any card's name the
        scenario shows, anyone's."""
        return any(s.action == "choose" and s.detail("word") in ("card_name", "source") for s in self.steps)


@by_identity()  # Effect.uses_target, asked about five times a request of the same effect (identity_memo.py)
def _uses_target(effect: Effect) -> bool:
    return any(names_target_player(s) for s in effect.steps)
