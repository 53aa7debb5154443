"""The one state object a resolution works on: the game (a clone), what has happened so far, and the
small questions every handler asks (who is in range, does an object match, what is a life total)."""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from bot.catalog import t
from bot.errors import BotError

from .. import seats
from ..budget import Budget
from ..choices import Chooser
from ..combat_facts import attack_suggestion, combat_suggestion, defender_of
from ..grammar import TypeFilter
from ..model import Combat, Game, GameObject
from ..oracle import short_names
from ..plan.steps import Step
from ..result import SBARecord, StepResult, TriggerRecord
from ..scenario import Scenario
from .board_pt_record import BoardPT
from .char_layers import CharacteristicChange, layered_object
from .created_tokens import created_by_source
from .grant_record import Grant
from .hidden_top import HiddenTop
from .pt_layers import PTLayers
from .same_names import EARLIER_KINDS, earlier_named, same_name_holds
from .shared_traits import shares_holds


@functools.cache
def _creature_type_words() -> frozenset[str]:
    from ..grammar.subtypes import creature_types

    return frozenset(w.lower() for w in creature_types())


def _creature_words(words: frozenset[str]) -> bool:
    """Whether a filter's subtypes name a creature type (205.3m): only those are asked of a creature."""
    return bool(words & _creature_type_words())


# What makes a creature attacking, blocking, blocked or unblocked (508.1k, 509.1g, 509.1h), cited where it matters.
_COMBAT_RULES = {"attacking": ("508.1k",), "nonattacking": ("508.1k",), "blocking": ("509.1g",),
                 "nonblocking": ("509.1g",), "attacking_or_blocking": ("508.1k", "509.1g"), "blocked": ("509.1h",),
                 "unblocked": ("509.1h",), "blocking_or_blocked": ("509.1g", "509.1h"),
                 "fighting": ("509.1g", "509.1h")}
# a role about the source itself ("blocking it", "blocking or blocked by it") → the role by the source's uid
_SOURCE_ROLES = {"blocking_source": "blocking", "fighting_source": "fighting"}


def of_card_type_word(word: str, obj: GameObject) -> bool:
    """Whether ``obj`` is of a chosen card type word: "creature" (205.2a), or "non-Aura enchantment", a type narrowed
    by a subtype the object must not have (205.3h; grammar/verbs_choose._listed_type reads the word)."""
    word = word.casefold()
    if word.startswith("non-") and " " in word:
        sub, _, kind = word.removeprefix("non-").partition(" ")
        return kind in obj.types and sub not in obj.subtypes
    return word in obj.types


# "Of the chosen type / color", "with the chosen name" (607.2d): the readers engine/chosen_values.py registers here
# (so this module never imports them: they read the State)
CHOSEN_READERS: dict[str, Callable[[State, str, GameObject, str], bool]] = {}
# A filter's comparisons and counters ("with power 4 or greater", object_facts.py) and the keywords this effect
# granted ("creatures with flying", grants.py) are worked out by modules that read the State: they register here,
# for the same reason.
FACTS_HOLD: list[Callable[[State, TypeFilter, GameObject, str], bool]] = []
# The one player a filter's ``control`` names by a word the engine works out ("that_player": engine/referents.py
# registers it, so State.matches reads it with no import circle)
ONE_PLAYER_OF: dict[str, Callable[[State], str]] = {}
WITH_GRANTED: list[Callable[[State, GameObject], GameObject]] = []


@dataclass(slots=True)
class ShieldMarks:
    """The marks prevention and replacement effects this effect created leave on the state (act_shields.py), which
    later events of the same resolution meet: damage that can't be prevented (615.12: to anyone, or to these
    uids); permanents no regeneration shield applies to (701.19c); creatures exiled instead if they would die this
    turn (614.1a). One record, so the state's constructor stays a list of what one resolution tracks."""

    unpreventable: bool = False
    unpreventable_to: set[int] = field(default_factory=set)
    no_regeneration: set[int] = field(default_factory=set)
    exile_if_dies: set[int] = field(default_factory=set)
    # the replacement and prevention effects this effect created ("If a source you control would deal damage this
    # turn, …", "If a creature would die this turn, exile it instead"): BoardReplacement records applied, as the
    # board's statics are, to the later events of this resolution and the state-based actions after it (611.2a)
    created: list[Any] = field(default_factory=list)
    # the delayed triggers this effect created that wait for an event (603.7): its later events and the state-based
    # actions after it are matched against them (engine/delayed_events.py)
    watching: list[Any] = field(default_factory=list)


class State:
    """Everything one resolution knows and changes. Single-use: one scenario, resolved once."""

    # the steps of the plan's two-set moves of one verb (``MassMove.one_instruction``, 608.2f): joined after the run
    one_instruction: frozenset[int] = frozenset()
    # whether the reflexive trigger "When you do, …" triggered (603.12; engine/reflexive.py); None: not reached
    reflexive_did: bool | None = None
    conditions: list[dict[str, Any]]  # each board condition as it was reached (condition_record.py)
    not_done: list[dict[str, Any]]  # each instruction a condition or a payment left undone (not_done.py)

    delayed: list[dict[str, Any]]
    phased_out: list[dict[str, Any]]
    warnings: list[str]
    unread_left: list[str]  # permanents that left whose text is not known (triggers._unread_leavers)

    def __init__(self, scenario: Scenario, chooser: Chooser, lang: str) -> None:
        self.scenario = scenario
        self.game: Game = scenario.game.clone()
        self.chooser = chooser
        self.lang = lang
        self.citations: list[str] = []
        self._cited: set[str] = set()
        self.steps: list[StepResult] = []
        self.costs: list[StepResult] = []  # the cost's parts, paid before the effect (601.2h)
        self.triggers: list[TriggerRecord] = []
        self.extra_turn_grants: list[str] = []
        self.warnings, self.unread_left = list(scenario.warnings), []
        self.last_tally: Counter[str] | None = None
        self.vote_options: tuple[str, ...] = ()
        self.last_auto = False  # whether the chooser's latest answer was a default pick
        self.lost_game: list[str] = []  # "loses the game" (104.3e): at once, not a state-based action
        self.early_sbas: list[SBARecord] = []  # the board as given broke a rule before anything (enchant_legal.py)
        self.won_game: list[str] = []  # "wins the game" (104.2b)
        self.marked_damage: dict[int, int] = {}  # uid → damage marked on a creature (120.3e)
        # uid → the uids of the board sources that dealt it damage during this effect ("a creature dealt damage by
        # this creature this turn", 603.2): damage earlier in the turn is not known, and is warned about
        self.damaged_by: dict[int, set[int]] = {}
        self.rest_filter: TypeFilter | None = None  # "chooses from among the lands …": what "the rest" means
        self.object_votes: dict[int, int] = {}  # uid → votes ("votes for a nonland permanent …")
        # delayed triggered abilities the effect created (603.7); the permanents it phased out (702.26b: treated as
        # though they don't exist; engine/act_phasing.py)
        self.delayed, self.phased_out = [], []
        # the objects this effect moved to a public zone, each with that zone (400.7j: the effect can find it there)
        self.moved: list[tuple[GameObject, str]] = []
        self.moved_unseen: list[str] = []  # the source exiled though no board shows it: by name (400.7j)
        # static abilities of the spell read in its text ("This spell can't be countered", 604.1): they apply while
        # it is on the stack and do nothing as it resolves (113.3a), so they are reported apart from the steps
        self.continuous: list[dict[str, object]] = []
        # who controlled each target that left the battlefield (name → player): "that land's controller" (608.2h)
        self.left_holders: dict[str, str] = {}
        # the names of ``target`` that a counted target word took, and the objects it chose, in the text's order:
        # the next target word takes the names after them, and "other target" is none of them (601.2c, 115.3)
        self.targets_taken: list[str] = []
        self.targets_chosen: list[GameObject] = []
        self.counters: dict[int, dict[str, int]] = {}  # uid → counter kind → how many (122.1)
        self.boosts: dict[int, tuple[int, int]] = {}  # uid → (power, toughness) until end of turn (611.2a, 613.4c)
        # copies this resolution made (engine/copiable.py): the state-based actions check them as they are, a 0/0
        # copy of a creature whose counters made it bigger dies (704.5f; counters are not copied, 707.2)
        self.copies_made: set[int] = set()
        # layers 7a, 7b and 7d of power and toughness (613.4; engine/layers.py), and what the board's power and
        # toughness statics reach as the board changes (611.3a; engine/board_pt.py)
        self.pt_layers, self.board_pt = PTLayers(), BoardPT.of(self.game, (s.source.uid for s in
                                                                           scenario.pt_statics.kept))
        # what 'becomes' effects made permanents: types, subtypes and colours (layers 4-5, 613.1d-e; char_layers.py)
        self.char_changes: list[CharacteristicChange] = []
        self.conditions, self.not_done = [], []  # (their types above the constructor)
        # the plan's instructions a false condition left undone (608.2c): what they did "this way" is nothing
        # (act_shields.py), and a "choose a color" skipped makes "the chosen color" name none (chosen_values.py)
        self.left_undone: list[object] = []
        self.under_if_you_did: set[int] = set()  # results of steps run under "if you do" (values._you_did)
        self.piles: dict[str, tuple[list[int], list[int]]] = {}  # player → the uids of their two piles (700.3)
        self.chosen_pile: dict[str, int] = {}  # player → which of their piles an opponent chose (0 or 1)
        self.stopped = False  # the ability's only target became illegal: nothing more of it happens (608.2b)
        self.player_for: dict[int, str] = {}  # uid → the player chosen for it ("choose a player at random")
        # uid → who controlled a permanent as it left the battlefield (608.2h: "they controlled that were destroyed")
        self.left_control: dict[int, str] = {}
        self.shuffled: set[str] = set()  # players whose library was shuffled: its order is unknown (701.24a)
        # players whose library's top cards were put back in an order only they know (401.4; library_order.py)
        self.hidden_top: dict[str, HiddenTop] = {}
        self.shields = ShieldMarks()  # what this effect's prevention and replacement effects mark (act_shields.py)
        self.deathtouched: set[int] = set()  # creatures dealt damage by a source with deathtouch (704.5h)
        self.grants: list[Grant] = []  # keywords and abilities this effect gave permanents (layer 6, grants.py)
        # step index → the uids its instruction named, changed or not ("Untap all attacking creatures. They gain
        # trample …": "they" is every attacking creature, 608.2c, not only those that were tapped)
        self.named_by_step: dict[int, tuple[int, ...]] = {}
        self.reaching: Step | None = None  # the instruction the run loop is reaching (engine/object_checks.py)
        self.that_player_name: str | None = None  # who "that player" is, once worked out (referents.py)
        self.budget = Budget(lang)  # what this resolution may cost (budget.py): stops a storm as it grows

    # ------------------------------------------------------------------ citations
    def cite(self, *numbers: str, step: StepResult | None = None) -> None:
        for n in numbers:
            if n not in self._cited:
                self._cited.add(n)
                self.citations.append(n)
            if step is not None and n not in step.citations:
                step.citations.append(n)

    @contextmanager
    def as_controller(self, name: str) -> Iterator[None]:
        """While an object's own ability is worked out, "you" is that object's controller (109.5), not the resolving
        ability's: a token's defining count (defined_sizes.py), a board static's kind (board_pt.py)."""
        before = self.game.controller
        self.game.controller = name
        try:
            yield
        finally:
            self.game.controller = before

    @contextmanager
    def looking(self) -> Iterator[None]:
        """A check that only looks ("is this object a legal target?", sole_targets.py): what it cites or warns about
        is not kept, whatever it finds or raises."""
        citations, cited, warnings = list(self.citations), set(self._cited), list(self.warnings)
        unread = list(self.unread_left)
        try:
            yield
        finally:
            self.citations[:], self.warnings[:], self.unread_left[:] = citations, warnings, unread
            self._cited.clear()
            self._cited.update(cited)

    def made_uid(self, result: StepResult) -> int:
        """The first uid of the objects a step makes (tokens, a Clue, an Army, face-down permanents: each a new
        object, 111.1, 400.7), unique within the resolution: by the step and its events so far; a step making
        several adds their index."""
        return 10_000_000 + len(self.steps) * 1000 + 100 * len(result.events)

    def uncited(self, numbers: Iterable[str]) -> frozenset[str]:
        """Of ``numbers``, those the answer has not cited yet (a step about to cite them would cite them first)."""
        return frozenset(n for n in numbers if n not in self._cited)

    def withdraw(self, numbers: Iterable[str], step: StepResult, first: frozenset[str]) -> None:
        """Rules ``step`` cited ahead of what it did, and did not do (cited_outcome.py): out of its citations, and out
        of the answer's where this step cited them ``first`` and no other step cites them."""
        for n in numbers:
            if n in step.citations:
                step.citations.remove(n)
            if n in first and n in self._cited and not any(n in s.citations for s in (*self.costs, *self.steps)):
                self._cited.discard(n)
                self.citations.remove(n)

    # ------------------------------------------------------------------ seats
    def apnap_order(self, names: Iterable[str]) -> list[str]:
        return seats.apnap_order(self.game, names)

    def turn_order_from(self, start: str, names: Iterable[str]) -> list[str]:
        return seats.turn_order_from(self.game, start, names)

    def add_counters(self, uid: int, kind: str, n: int) -> None:
        """``n`` counters of ``kind`` on the object ``uid`` (a negative ``n`` removes them, 122.1): the one place the
        counters this resolution put are kept, for every handler that puts or moves them."""
        kinds = self.counters.setdefault(uid, {})
        kinds[kind] = kinds.get(kind, 0) + n

    def in_range(self, name: str) -> bool:
        return seats.in_range(self.game, name)

    # ------------------------------------------------------------------ votes
    def voters(self, option: str) -> list[str]:
        """The players who voted for ``option`` in the latest vote, in voting order (701.38a)."""
        vote = next((s for s in reversed(self.steps) if s.action == "vote"), None)
        return [c.player for c in (vote.choices if vote else [])
                if c.labels and c.labels[0].casefold() == option.casefold()]

    # ------------------------------------------------------------------ objects
    def matches(self, flt: TypeFilter, obj: GameObject, controller: str) -> bool:
        if flt.this_turn is not None or flt.greatest is not None:
            return self._matches_together(flt, obj, controller)
        obj = self.layered(obj)  # "lands that became creatures": what the layers make it now (613.1d-e)
        related = self._relations_hold(flt, obj)
        if related is None:
            return False
        flt = related
        if flt.compares or flt.counters or flt.no_counters:  # "with power 4 or greater", "with a +1/+1 counter on it"
            if not all(holds(self, flt, obj, controller) for holds in FACTS_HOLD):
                return False
            flt = replace(flt, compares=(), counters=frozenset(), no_counters=frozenset())
        self._ask_unknown_facts(flt, obj, controller)
        if not self._source_name_ok(flt, obj):
            return False
        if not self._one_players(flt, controller):
            return False
        if flt.control in ("target", "target_opponent", "defending", "that_player"):
            flt = replace(flt, control=None)  # checked: the rest of the filter is the object's
        if (flt.keywords or flt.not_keywords) and self.grants:  # "creatures with flying": granted ones too (613.1f)
            for granted in WITH_GRANTED:
                obj = granted(self, obj)
        combat = None
        if flt.combat is not None:
            flt = self._source_role(flt) if flt.combat in _SOURCE_ROLES else flt
            combat = self._combat_known(flt, obj, controller)
            self.cite(*_COMBAT_RULES[(flt.combat or "").split(":")[0]])
        if not flt.matches(obj, controller, self.game.controller, combat):
            return False
        return flt.chosen is None or self._of_chosen_type(flt.chosen, obj, controller)

    def _matches_together(self, flt: TypeFilter, obj: GameObject, controller: str) -> bool:
        """What an object matches only with other facts: "that entered the battlefield this turn" (the turn's record,
        turn_record.py, read or asked only for an object that is of the kind otherwise); "with the greatest … among
        …" is of the objects together, which only a player's pick reads (asking._legal strips it first): elsewhere
        ("Destroy all creatures with the greatest power among creatures") it is refused, never matched alone."""
        if flt.greatest is not None or flt.this_turn is None:
            raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=self.lang,
                              part=t("apnap.what.greatest_among", self.lang))
        from .turn_now import in_record

        return self.matches(replace(flt, this_turn=None), obj, controller) and in_record(self, flt.this_turn, obj)

    def _relations_hold(self, flt: TypeFilter, obj: GameObject) -> TypeFilter | None:
        """The filter without its relations to other objects once they hold, or None when one does not: "tokens
        created with Dual Nature" (the scenario's ``created_with``, 607.2a), "… with the same name as that artifact"
        (201.2: the target's name, same_names.py; "other" leaves the target itself out there)."""
        if flt.same_name:
            spell = self.scenario.stack.event_object  # "that spell": the cast trigger's (603.2), which the loader asks
            targets = earlier_named(flt.same_name, self.steps[:-1]) if flt.same_name in EARLIER_KINDS else \
                self.scenario.targets if flt.same_name != "spell" else [spell] if spell else []
            if not same_name_holds(flt, obj, targets, self.game.seat_names, self.steps[:-1], self.lang):
                return None
            self.cite("201.2", "608.2h")
            flt = replace(flt, same_name=None, not_source=False)
        if flt.shares is not None:  # "… that shares a card type with it" (engine/shared_traits.py)
            if not shares_holds(self, flt, obj):
                return None
            flt = replace(flt, shares=None, shares_with=None)
        if flt.created_with:
            source = self.scenario.card or t("apnap.what.source", self.lang)
            self.cite("607.2a")
            if not created_by_source(self.game, obj, self.lang, source):
                return None
            flt = replace(flt, created_with=False)
        return flt

    def _one_players(self, flt: TypeFilter, controller: str) -> bool:
        """Whose the object must be when the filter names one player the engine knows: "your opponents control" (a
        teammate is no opponent, 102.3, 810.2), "target player controls" (115.1), "defending player controls" (the
        player the source attacks, 506.2, 508.5); True for any other filter (TypeFilter.matches checks the rest)."""
        if flt.control == "opponents":
            return controller not in self.game.teammates(self.game.controller)
        if flt.control in ("target", "target_opponent"):
            if self.scenario.target is None:  # never "nobody's": the target player is the scenario's to say
                raise BotError.of("bad_scenario", "apnap.error.target_player_needed", field="target", lang=self.lang)
            return controller == self.scenario.target
        if flt.control == "defending":
            return controller == self.defending_player(None)
        if flt.control in ONE_PLAYER_OF:  # "each creature that player controls" (608.2c): the player named before
            return controller == ONE_PLAYER_OF[flt.control](self)
        return True

    def defending_player(self, step: StepResult | None) -> str:
        """The defending player of the source's combat (508.5), cited; asked when the board does not say."""
        game = self.game
        source = self.source_on_battlefield()
        whom = game.combat.attacks(source.uid) if game.combat is not None and source is not None else None
        if whom is None and source is None and game.combat is not None:  # sacrificed first: as it last existed (608.2h)
            whom = next((w for o in self.source_anywhere() if (w := game.combat.attacks(o.uid)) is not None), None)
        defender = defender_of(game, whom) if whom is not None else None
        if defender is not None:
            self.cite("508.5", step=step)
            return defender
        in_game = [p.name for p in game.players if not p.lost]
        if len(in_game) == 2 and not game.teams and game.combat is None:  # 506.2: the nonactive player
            self.cite("506.2", step=step)
            return next(n for n in in_game if n != game.active)
        name = source.name if source is not None else self.scenario.card or t("apnap.what.source", self.lang)
        said = attack_suggestion(game, name, game.controller)
        raise BotError.of("choice_needed", "apnap.error.defending_needed", field="combat", lang=self.lang,
                          suggestions=[said], name=name, suggestion=said)

    def layered(self, obj: GameObject) -> GameObject:
        """``obj`` with the types, subtypes and colours this resolution's effects gave it (char_layers.py)."""
        return layered_object(self.char_changes, obj) if self.char_changes else obj

    def _ask_unknown_facts(self, flt: TypeFilter, obj: GameObject, controller: str) -> None:
        """A colour or a creature type the filter needs and nobody gave is asked (choice_needed), never assumed
        absent, when the rest of the filter would match; of either of two filters ("a Plains or a white permanent"),
        what each needs. So are the card types of a card the scenario named by name only and the card database does not
        know (scenario-format.md: a property not given is unknown): "each creature card in their graveyard" never
        takes it as no creature card."""
        for part in flt.either:
            self._ask_unknown_facts(replace(part, control=flt.control), obj, controller)
        typed = any(req or forb or basic or perm for req, forb, basic, perm in flt.alternatives)
        if (obj.known and not obj.types and typed
                and replace(flt, alternatives=(), combat=None).matches(obj, controller, self.game.controller)):
            raise BotError.of("choice_needed", "apnap.error.types_needed", suggestions=[obj.name], field="players",
                              lang=self.lang, names=obj.name)
        if ((flt.colors or flt.not_colors or flt.colored is not None or flt.how_many_colors is not None)
                and not obj.colors_known  # "red creatures", "a monocolored creature": a colour nobody gave is asked
                and replace(flt, colors=frozenset(), not_colors=frozenset(), colored=None, how_many_colors=None,
                            combat=None)
                .matches(obj, controller, self.game.controller)):
            raise BotError.of("choice_needed", "apnap.error.colors_needed", suggestions=[obj.name], field="players",
                              lang=self.lang, names=obj.name)
        if ((flt.subtypes or flt.not_subtypes) and not obj.subtypes and obj.is_creature()
                and _creature_words(flt.subtypes | flt.not_subtypes)
                and replace(flt, subtypes=frozenset(), not_subtypes=frozenset(), combat=None).matches(
                    obj, controller, self.game.controller)):  # "each Elf you control": a creature type nobody gave
            raise BotError.of("choice_needed", "apnap.error.subtypes_needed", suggestions=[obj.name],
                              field="players", lang=self.lang, names=obj.name)

    def source_anywhere(self) -> list[GameObject]:
        """The source's card in any zone (it may have left the battlefield as the effect resolved)."""
        names = {n.casefold() for n in short_names(self.scenario.card)} if self.scenario.card else set()
        return [o for p in self.game.players for zone in p.zones.values() for o in zone if o.name.casefold() in names]

    def source_on_battlefield(self) -> GameObject | None:
        """The source: the permanent of the card's name on the controller's battlefield, when there is one (the one
        look-up every handler uses)."""
        names = {n.casefold() for n in short_names(self.scenario.card)} if self.scenario.card else set()
        return next((o for o in self.game.player(self.game.controller).battlefield if o.name.casefold() in names), None)

    def source_or_ask(self, key: str) -> GameObject:
        """The source on its controller's battlefield; a board that does not show it there is asked for it (``key``
        the question's: what the answer needs it for), never assumed from its name."""
        source = self.source_on_battlefield()
        if source is None:
            name = self.scenario.card or t("apnap.what.source", self.lang)
            raise BotError.of("choice_needed", key, field="players", lang=self.lang, suggestions=[name], name=name,
                              player=self.game.controller)
        return source

    def _source_role(self, flt: TypeFilter) -> TypeFilter:
        """"Each creature blocking it": blocking the source itself (509.1g), which must be on the battlefield."""
        source = self.source_on_battlefield()
        if source is None:
            raise BotError.of("choice_needed", "apnap.error.source_blockers_needed", field="players", lang=self.lang,
                              suggestions=[self.scenario.card or "?"],
                              name=self.scenario.card or t("apnap.what.source", self.lang))
        return replace(flt, combat=f"{_SOURCE_ROLES[flt.combat or '']}:{source.uid}")

    def _combat_known(self, flt: TypeFilter, obj: GameObject, controller: str) -> Combat | None:
        """"Attacking creatures", "target unblocked creature": the combat the board states (506-509). Not stated,
        only the active player's creatures attack and only the others' block (506.2, 508.1a, 509.1a), which
        settles some questions; any other is asked (``choice_needed``, field ``combat``), never taken as "nobody
        attacks". "Blocked" / "unblocked" of an attacker before blockers are declared is asked too (509.1h: it is
        neither yet)."""
        role, combat = (flt.combat or "").split(":")[0], self.game.combat
        if not replace(flt, combat=None).matches(obj, controller, self.game.controller):
            return combat or Combat()  # no match whatever its role: nothing to ask
        if combat is not None:
            if "blocked" not in role or combat.attacks(obj.uid) is None or combat.is_blocked(obj.uid) is not None:
                return combat
        elif not self.game.shared_team_turns and role in (
                ("attacking", "blocked", "unblocked", "nonattacking") if controller != self.game.active
                else ("blocking", "nonblocking")):
            return Combat()
        raise BotError.of("choice_needed", "apnap.error.combat_needed", field="combat", lang=self.lang,
                          suggestions=[said := combat_suggestion(self.game, role, obj, self._role_source(flt))],
                          name=obj.name, suggestion=said)

    def _role_source(self, flt: TypeFilter) -> GameObject | None:
        """The creature a role is about ("blocking:7": blocking the source, whose uid it names), None for a role
        about no one creature."""
        _, _, uid = (flt.combat or "").partition(":")
        return next((o for p in self.game.players for o in p.battlefield if str(o.uid) == uid), None) if uid \
            else None

    def _of_chosen_type(self, which: str, obj: GameObject, player: str) -> bool:
        """"Of that type" (the acting player's choice, or the one choice made), "of a type chosen this way"
        (any), "that aren't of a type chosen this way" (none): the latest step that chose types. "Of the chosen
        type / color", "with the chosen name": that, or the source's choice as it entered (chosen_values.py)."""
        if which in CHOSEN_READERS:
            return CHOSEN_READERS[which](self, which, obj, player)
        ref = next((s for s in reversed(self.steps) if "word_kind" in s.extra), None)
        if ref is None:  # "of that type" with no type chosen (the older clause tables read it): refused, not 0
            raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=self.lang,
                              part=t("apnap.what.that_type", self.lang))
        chosen: dict[str, str] = ref.extra["chosen_for"]
        if which == "that":
            mine = chosen.get(player) or (next(iter(chosen.values())) if len(chosen) == 1 else None)
            words = {mine.casefold()} if mine else set()
        else:
            words = {w.casefold() for w in chosen.values()}
        if ref is not None and ref.extra["word_kind"] == "card_type":
            has = any(of_card_type_word(w, obj) for w in words)
        else:
            if not obj.subtypes and obj.is_creature():  # a creature type nobody gave is asked, never guessed
                raise BotError.of("choice_needed", "apnap.error.subtypes_needed", suggestions=[obj.name],
                                  field="players", lang=self.lang, names=obj.name)
            has = bool(words & obj.subtypes)
        return not has if which == "none" else has

    def _source_name_ok(self, flt: TypeFilter, obj: GameObject) -> bool:
        """"Other than this creature" leaves the source out; "a card named <this card>" (201.2) keeps only its name."""
        if flt.not_source and self.scenario.card and self._is_source(obj):
            return False
        return not flt.named_source or self._named_as_source(obj)

    def _is_source(self, obj: GameObject) -> bool:
        """The source itself (109.3: "other" leaves out that one object): the permanent the scenario makes the source
        when the board shows it, so another of the same name stays in ("each other creature named …", 201.2);
        else any object of its name, which the board cannot tell apart from it."""
        source = self.source_on_battlefield()
        if source is not None:
            return obj.uid == source.uid
        return obj.name.casefold() in (n.casefold() for n in short_names(self.scenario.card or ""))

    def _named_as_source(self, obj: GameObject) -> bool:
        """Has ``obj`` the source's name (201.2)? With no card named in the scenario, the name is not guessed."""
        if not self.scenario.card:
            raise BotError.of("unsupported_effect", "apnap.error.unsupported_effect", field="effect", lang=self.lang,
                              part=t("apnap.what.named_source", self.lang))
        return obj.name.casefold() == self.scenario.card.casefold() or obj.name.casefold() in (
            n.casefold() for n in short_names(self.scenario.card))

    # ------------------------------------------------------------------ life
    def change_life(self, name: str, delta: int, step: StepResult) -> None:
        player = self.game.player(name)
        player.life += delta
        team = self.game.team_index(name)
        if self.game.shared_life and team is not None:
            self.game.team_life[team] += delta  # 810.9: applied to the team's shared total
            self.cite("810.9", step=step)
        if self.life_of(name) <= 0:
            self.cite("704.3", step=step)  # no SBA check until the effect has finished

    def life_of(self, name: str) -> int:
        return self.game.life_of(name)  # 810.9: the team's shared total in Two-Headed Giant

    def known_life(self, name: str) -> int | None:
        """The life total to report, or None when nobody said it (quick mode)."""
        return None if "life" in self.game.player(name).unknown else self.life_of(name)

    def life_totals(self) -> dict[str, int]:
        return {p.name: self.life_of(p.name) for p in self.game.players}
