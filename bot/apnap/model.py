"""The table-top state the APNAP engine works on: objects, players and the game.

Objects are immutable; resolving moves them between zone lists. That lets
:meth:`Game.clone` copy a game cheaply (only the lists), so one loaded scenario can be
resolved any number of times with identical results.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Protocol

# Card types a permanent or card may have (205.2a); supertypes are accepted but never filtered on
# except "basic" (search for a basic land card).
CARD_TYPES = (
    "artifact",
    "battle",
    "creature",
    "enchantment",
    "instant",
    "kindred",
    "land",
    "planeswalker",
    "sorcery",
)
SUPERTYPES = ("basic", "legendary", "snow", "world", "token")
# The steps of a turn in order (500.1, 501-514): what a scenario's optional ``step`` names, so a restriction on when a
# spell may be cast or an ability activated (601.3, 602.5) can be checked ("only during combat").
TURN_STEPS = ("untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
              "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup")
PERMANENT_TYPES = frozenset({"artifact", "battle", "creature", "enchantment", "land", "planeswalker"})

ZONES = ("battlefield", "hand", "library", "graveyard", "exile")
HIDDEN_ZONES = frozenset({"hand", "library"})  # 101.4a: choices from these may stay face down


class EventWatch(Protocol):
    """What a trigger's condition waits for (603.2). grammar/when.py's ``TriggerPattern`` is the one kind; the
    model names only its ``kind``, because the pattern's filters are grammar types and the model sits below the
    grammar (engine/triggers.py ``watch`` gives the engine the whole pattern)."""

    @property
    def kind(self) -> str: ...


@dataclass(frozen=True, slots=True)
class Trigger:
    """A triggered ability printed on an object: ``pattern`` is what its condition waits for (603.2), read once
    by grammar/when.py; ``when`` is the condition as printed."""

    pattern: EventWatch
    when: str
    text: str

    @property
    def event(self) -> str:
        """The kind of event it waits for ("dies", "discards" …): what results report."""
        return self.pattern.kind


class EnchantLine(Protocol):
    """One enchant ability an object's text prints (702.5a). grammar/printed_object.py's ``EnchantAbility`` is the
    one kind; the model names only its printed ``words``, because its filters are grammar types and the model sits
    below the grammar (``printed_object.enchant_of`` gives the engine the whole ability)."""

    @property
    def words(self) -> str: ...


@dataclass(frozen=True, slots=True)
class PrintedMana:
    """What a permanent's text says of mana (605.1a, engine/mana_available.py), read by grammar/printed_object.py:
    ``made``, the mana its "{T}: Add …" abilities make by one tap (one set of colours per mana, ``"C"`` colourless;
    the most of either ability, each mana any colour either could make: an upper bound), () for none, None when it
    makes mana in a way not read there ("Add {G} for each Elf", "{1}, {T}: Add …"); ``changes_mana``: its words beyond
    those abilities speak of mana or land types (Mana Flare, Urborg, Blood Moon: what other permanents make is not
    what they print)."""

    made: tuple[frozenset[str], ...] | None
    changes_mana: bool


#: The reader of a text's printed facts for ``GameObject`` (enchant abilities, "enters with", mana abilities):
#: grammar/printed_object.py puts itself here as it is imported, as this module may not import the grammar (which
#: imports it); the grammar package imports it before any board is read.
PRINTED_READER: list[Callable[[str], tuple[tuple[EnchantLine, ...], bool, PrintedMana]]] = []


@dataclass(frozen=True, slots=True, eq=False)
class GameObject:
    """A card or permanent. Identity (``uid``) matters, not the name: two Forests are two objects."""

    uid: int
    name: str
    owner: str
    types: frozenset[str] = frozenset()
    mana_value: int | None = None
    cant_be_sacrificed: bool = False
    triggers: tuple[Trigger, ...] = ()
    known: bool = True  # False for the placeholder cards of ``hand: 6`` / ``library: 40``
    power: int | None = None  # None = not given (unknown): never guessed
    toughness: int | None = None
    colors: frozenset[str] = frozenset()
    # False when a board object's colours were not given (a card named in short form): a colour filter asks
    # for them rather than take the object as colourless. Lands are colourless unless said (202.2, 105.2c).
    colors_known: bool = True
    subtypes: frozenset[str] = frozenset()  # lower case: "swamp", "zombie"
    mana_cost: str | None = None
    keywords: frozenset[str] = frozenset()  # lower case: "flying"
    tapped: bool = False
    # Counters on it when the scenario said (kind → how many, 122.1); None: not given, so a count of them
    # is asked, never taken as zero.
    counters: tuple[tuple[str, int], ...] | None = None
    # Monstrous (701.37b), a designation the scenario states (``monstrous: true|false``); None: not said, so
    # "Monstrosity N" asks rather than guess.
    monstrous: bool | None = None
    # The permanent's own Oracle text (the long form's ``text``, or the card database's for a card named): its
    # replacement and prevention statics apply to the events of a resolution (614.1a, 615.1a; board_replacements.py)
    text: str | None = None
    # The permanent an Aura or Equipment on the board is attached to, by name (the long form's ``attached_to``; 303.4,
    # 301.5): what "as long as Kor Duelist is equipped" looks for; None: not said
    attached_to: str | None = None
    # The creature a soulbond pairing joins it to, by name (the long form's ``paired_with``, 702.95b): what "As long
    # as Nightshade Peddler is paired with another creature, …" reads; "" when the scenario says it is unpaired
    # (``paired_with: false``); None: not said, so asked, never guessed
    paired_with: str | None = None
    # The enchant abilities its ``text`` prints ("Enchant green creature", 702.5a), typed as the object is made
    # (grammar/printed_object.py): what an Aura may be attached to (303.4a), read by the engine instead of the words
    # (never given: always its text's, also after ``replace(obj, text=…)``, a copy's new text, 707.2)
    enchant: tuple[EnchantLine, ...] = field(default=(), init=False, compare=False)
    # Its ``text`` has an "enters with …" replacement (614.1c), which a copy of it enters with too (707.5); typed
    # the same way, never given
    enters_with: bool = field(default=False, init=False, compare=False)
    # The mana its text's "{T}: Add …" abilities make and whether its words change others' mana (605.1a; a
    # ``PrintedMana``, engine/mana_available.py); None: no text given (only its basic land types are known)
    mana: PrintedMana | None = field(default=None, init=False, compare=False)

    def __post_init__(self) -> None:
        if self.text is not None and PRINTED_READER:
            enchant, enters_with, mana = PRINTED_READER[0](self.text)
            object.__setattr__(self, "enchant", enchant)
            object.__setattr__(self, "enters_with", enters_with)
            object.__setattr__(self, "mana", mana)

    def has_type(self, type_word: str) -> bool:
        return type_word in self.types

    def is_creature(self) -> bool:
        return "creature" in self.types


@dataclass(frozen=True, slots=True)
class Combat:
    """The combat as the scenario states it (506-510), which no board shows: who attacks whom, who blocks whom.

    Kept by uid (two Grizzly Bears are two creatures). A creature not listed is in no combat role (506.4). An
    attacking creature is *blocked* once a blocker was declared for it, and stays blocked when that blocker
    leaves (509.1h, ``blocked``); it is *unblocked* only once blockers were declared and none blocks it
    (``blockers_declared``; before that it is neither, 509.1h).
    """

    attacking: tuple[tuple[int, str], ...] = ()  # attacker uid → the player or planeswalker it attacks (506.2)
    blocking: tuple[tuple[int, tuple[int, ...]], ...] = ()  # blocker uid → the attackers it blocks (509.1a)
    blocked: frozenset[int] = frozenset()  # attackers blocked though no blocker is left (509.1h)
    blockers_declared: bool = False

    def attacks(self, uid: int) -> str | None:
        """Whom the creature attacks (a player's or a planeswalker's name), None when it is not attacking."""
        return next((whom for a, whom in self.attacking if a == uid), None)

    def blocks(self, uid: int) -> tuple[int, ...]:
        """The attackers the creature blocks (509.1a), none when it is not blocking."""
        return next((ats for b, ats in self.blocking if b == uid), ())

    def is_blocked(self, uid: int) -> bool | None:
        """Blocked (509.1h), unblocked (False), or neither yet (None: not attacking, or blockers not declared)."""
        if self.attacks(uid) is None:
            return None
        if uid in self.blocked or any(uid in ats for _, ats in self.blocking):
            return True
        return False if self.blockers_declared or self.blocking else None

    def is_(self, role: str, uid: int) -> bool:
        """One combat role of a filter ("attacking", "blocking", "blocked", "unblocked", "attacking_or_blocking",
        "blocking_or_blocked", "nonattacking", "nonblocking"), or one about one creature, by uid ("blocking:7",
        "fighting:7": blocking or blocked by it)."""
        if role.startswith("blocking:"):  # blocking that one attacker (509.1g): "each creature blocking it"
            return int(role.removeprefix("blocking:")) in self.blocks(uid)
        if role.startswith("fighting:"):  # "each creature blocking or blocked by it": that one creature's (509.1g-h)
            other = int(role.removeprefix("fighting:"))
            return other in self.blocks(uid) or uid in self.blocks(other)
        if "_or_" in role:
            return any(self.is_(r, uid) for r in role.split("_or_"))
        if role.startswith("non"):
            return not self.is_(role[3:], uid)
        if role == "attacking":
            return self.attacks(uid) is not None
        if role == "blocking":  # a blocker whose attackers all left combat still blocks (510.1d)
            return any(b == uid for b, _ in self.blocking)
        return self.is_blocked(uid) is (role == "blocked")

    def without(self, uid: int) -> Combat:
        """The combat once the creature is removed from it (506.4): no longer attacking, blocking, blocked or
        unblocked. The attackers it blocked stay blocked (509.1h); a creature that blocked it stays a blocking
        creature, blocking no creature (510.1d)."""
        return replace(self, attacking=tuple((a, whom) for a, whom in self.attacking if a != uid),
                       blocking=tuple((b, tuple(a for a in ats if a != uid)) for b, ats in self.blocking if b != uid),
                       blocked=(self.blocked | frozenset(self.blocks(uid))) - {uid})


@dataclass(slots=True)
class Player:
    """One seat at the table and the player's zones (library: top card first)."""

    name: str
    life: int = 20
    life_given: bool = False
    zones: dict[str, list[GameObject]] = field(default_factory=lambda: {z: [] for z in ZONES})
    drew_from_empty_library: bool = False  # 121.4 / 704.5b, checked only at SBA time
    lost: bool = False
    poison: int = 0  # poison counters (122.1f): ten or more lose the game (704.5c)
    energy: int | None = None  # energy counters ({E}, 107.14, 122.1); None: the scenario did not say how many
    # counters of other kinds on the player (122.1: experience, rad …); a kind not given is none, as poison is
    counters: dict[str, int] = field(default_factory=dict)
    unknown: frozenset[str] = frozenset()  # zones nobody described (quick mode): never empty, never invented
    # The city's blessing (702.131c), a designation the scenario states (``city_blessing: true|false``); None: not
    # said, so a condition on it is asked (or ascend's ten permanents give it), never read as "no"
    city_blessing: bool | None = None

    def zone(self, name: str) -> list[GameObject]:
        return self.zones[name]

    @property
    def battlefield(self) -> list[GameObject]:
        return self.zones["battlefield"]

    @property
    def hand(self) -> list[GameObject]:
        return self.zones["hand"]

    @property
    def library(self) -> list[GameObject]:
        return self.zones["library"]

    @property
    def graveyard(self) -> list[GameObject]:
        return self.zones["graveyard"]

    @property
    def exile(self) -> list[GameObject]:
        return self.zones["exile"]

    def clone(self) -> Player:
        return Player(
            name=self.name,
            life=self.life,
            life_given=self.life_given,
            zones={z: list(objs) for z, objs in self.zones.items()},
            drew_from_empty_library=self.drew_from_empty_library,
            lost=self.lost,
            poison=self.poison,
            energy=self.energy,
            counters=dict(self.counters),
            unknown=self.unknown,
            city_blessing=self.city_blessing,
        )


@dataclass(frozen=True, slots=True)
class SpellCast:
    """One spell cast this turn before the effect (601.2i): who cast it, and the spell as an object (its name, card
    types and colours, 202.2; colours not given are not known, ``colors_known``)."""

    player: str
    spell: GameObject
    cast_from: str | None = None  # the zone it was cast from (601.2a: "from your hand"); None: not said


@dataclass(frozen=True, slots=True)
class Died:
    """One permanent put into a graveyard from the battlefield this turn (700.4: a creature "dies"): the object (its
    types; "token" among them for a token, which goes to the graveyard too, 111.7), who controlled it as it left,
    and its owner (whose graveyard it went to, 404.2) is the object's ``owner``."""

    controller: str
    card: GameObject


@dataclass(frozen=True, slots=True)
class CastWay:
    """How the resolving spell was cast (cast_way.py): ``zone`` it was cast from (601.2a; None: not said) and the
    keyword ``costs`` paid to cast it (118.9; None: not said, empty: none of them)."""

    zone: str | None = None
    costs: frozenset[str] | None = None


@dataclass(frozen=True, slots=True)
class TurnHistory:
    """What happened earlier this turn, as the scenario's ``this_turn`` records it (turn_history.py): the spells cast,
    the permanents that died, the players dealt damage (120.3), the players who attacked (508.1). A part ``None``: the
    scenario does not say, so a condition or count that reads it is asked, never read as "nothing happened"."""

    spells: tuple[SpellCast, ...] | None = None
    died: tuple[Died, ...] | None = None
    dealt_damage: frozenset[str] | None = None
    attacked: frozenset[str] | None = None
    # permanents now on a battlefield, by uid (issue #22): those that entered it this turn (603.6a), those dealt damage
    # (120.3), those that dealt damage (120.3), the creatures that attacked (508.1)
    entered: frozenset[int] | None = None
    damaged: frozenset[int] | None = None
    damage_sources: frozenset[int] | None = None
    attackers: frozenset[int] | None = None
    # the permanents that left the battlefield this turn (603.6c; a death is one, 700.4): who controlled each as it left
    left: tuple[Died, ...] | None = None
    played_land: frozenset[str] | None = None  # the players who played a land this turn (305.2)


@dataclass(slots=True)
class Game:
    """Players in seating (= turn) order plus the facts that shape APNAP order."""

    players: list[Player]
    active: str
    controller: str
    teams: list[list[str]] = field(default_factory=list)
    shared_team_turns: bool = False
    shared_life: bool = False
    range_of_influence: int | None = None
    team_life: dict[int, int] = field(default_factory=dict)  # 810.4: one total per team (2HG)
    exiled_with: tuple[int, ...] | None = None  # uids of the cards exiled with the source (607.2a); None: not given
    created_with: tuple[int, ...] | None = None  # uids of the tokens created with the source (607.2a); None: not given
    combat: Combat | None = None  # who attacks and blocks (506-509), when the scenario says; None: not said
    step: str | None = None  # the step of the turn it is (TURN_STEPS, 500.1), when the scenario says; None: not said
    # the mana spent to cast the resolving spell, kind → amount (cast_facts.py, 601.2h); None: not said
    mana_spent: tuple[tuple[str, int], ...] | None = None
    cast_way: CastWay = field(default_factory=CastWay)  # where from, which keyword costs (cast_way.py, 601.2a, 118.9)
    history: TurnHistory = field(default_factory=TurnHistory)  # the turn before the effect (``this_turn``)

    def clone(self) -> Game:
        return Game(
            players=[p.clone() for p in self.players],
            active=self.active,
            controller=self.controller,
            teams=[list(t) for t in self.teams],
            shared_team_turns=self.shared_team_turns,
            shared_life=self.shared_life,
            range_of_influence=self.range_of_influence,
            team_life=dict(self.team_life),
            exiled_with=self.exiled_with,
            created_with=self.created_with,
            combat=self.combat,
            step=self.step,
            mana_spent=self.mana_spent,
            cast_way=self.cast_way,
            history=self.history,
        )

    # --- look-ups -------------------------------------------------------------------------
    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    @property
    def seat_names(self) -> list[str]:
        return [p.name for p in self.players]

    def team_index(self, name: str) -> int | None:
        for i, team in enumerate(self.teams):
            if name in team:
                return i
        return None

    def life_of(self, name: str) -> int:
        """A player's life total: in Two-Headed Giant the team's shared one (810.4), which is what the player pays
        life from and loses it from (810.9), so every "can they pay" and every report reads it here."""
        team = self.team_index(name)
        if self.shared_life and team is not None:
            return self.team_life[team]
        return self.player(name).life

    def teammates(self, name: str) -> set[str]:
        i = self.team_index(name)
        return set(self.teams[i]) if i is not None else {name}

    def opponents(self, name: str) -> list[str]:
        """102.2 / 102.3: everyone not on ``name``'s team, in seating order."""
        mates = self.teammates(name)
        return [p.name for p in self.players if p.name not in mates]

    def controller_of(self, obj: GameObject) -> str | None:
        for p in self.players:
            if any(o is obj for o in p.battlefield):
                return p.name
        return None
