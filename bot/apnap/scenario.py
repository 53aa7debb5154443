"""Load and validate a scenario mapping (parsed YAML or JSON) into a :class:`Scenario`.

Every problem is a ``bad_scenario`` :class:`BotError` whose ``field`` names the offending
place (``players[2].name``, ``active``, ``choices.Alice[0]``); effect text that can't be read
is ``unsupported_effect``. Nothing else escapes for bad input.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.catalog import t
from bot.errors import BotError
from bot.i18n import normalize_lang

from .activation import activation_warnings, board_says
from .board import (
    MAX_ABILITY,
    MAX_LIFE,
    MAX_MODE,
    MAX_PLAYERS,
    MAX_SCRIPT_ENTRIES,
    MAX_SEED,
    MAX_ZONE_CARDS,
    TWO_HEADED_GIANT_LIFE,
    BoardLoader,
    _closest,
    shown_key,
)
from .board_replacements import (
    BoardReplacement,
    BoardRestriction,
    board_replacements,
    board_restrictions,
    replacement_order,
)
from .cast_facts import kicked_facts, mana_spent
from .chosen_facts import chosen_facts
from .combat_facts import combat_of
from .costs import tracked_cost
from .division_facts import division
from .event_facts import attached_to, attacking, event_amount, exiled_with, group_attacked, life_lost_this_turn
from .grammar import MAX_AMOUNT, Effect, parse_effect
from .grammar.conditions import read_condition
from .grammar.phrases import Unread
from .grammar.text import as_source, fold
from .levels import check_level
from .model import CARD_TYPES, TURN_STEPS, ZONES, Game, GameObject, Player
from .oracle import CardLookup, CardText, Selection, is_spell_card, own_names
from .plan import Plan, Step, plan_of
from .printed_keywords import give_printed_keywords, refuse_spell_keywords
from .real_facts import card_names as card_names
from .real_facts import fill_real_facts
from .seats import in_range, next_opponent
from .source_place import place_source, refuse_command_zone, spell_kind_is_static
from .spell_costs import cast_targets, own_cost_record, paid_for, select_cast
from .stack_facts import StackFacts, stack_facts
from .target_players import player_targets

# Facts of the moment that no board shows (a condition's truth, coin flips, the trigger event's amount, …): the
# resolver asks for them by these names, and quick mode takes them in its ``facts`` text.
FACT_KEYS = ("condition", "tapped_for_mana", "flips", "rolls", "attached_to", "event_amount", "life_lost_this_turn",
             "attacking", "spells", "event_object", "exiled_with", "combat", "chosen", "step", "mana_spent",
             "division")
TOP_LEVEL_KEYS = ("players", "active", "controller", "effect", "lang", "teams", "shared_team_turns",
                  "shared_life", "range_of_influence", "choices", "target", "targets", "x", "X", "card", "ability",
                  "mode", "that_player", "kicked", "seed", "replacement_order", "alternative_cost", *FACT_KEYS)
PLAYER_KEYS = ("name", "life", "poison", "energy", "unknown") + ZONES
Entry = str | list[str]
MAX_CHANCE = 50  # flips or rolls given in one scenario
MAX_DIE = 100  # the most faces a die may have (706.1a: an N-sided die)
_FLIP_WORDS = {"won": True, "win": True, "ganado": True, "gano": True, "gana": True,
               "lost": False, "lose": False, "perdido": False, "perdio": False, "pierde": False}
_YES = frozenset({"yes", "y", "true", "si", "sí", "s"})
_NO = frozenset({"no", "n", "false"})


@dataclass(frozen=True)
class Scenario:
    """A validated scenario. ``game`` is the starting state; the engine works on a clone."""

    game: Game
    effect: Effect
    effect_text: str
    lang: str | None  # as given in the scenario (None = detect from the effect)
    choices: dict[str, list[Entry]] = field(default_factory=dict)
    choice_fields: dict[str, str] = field(default_factory=dict)  # player → key as written
    target: str | None = None
    x: int | None = None
    warnings: tuple[str, ...] = ()
    targets: tuple[str, ...] = ()
    card: str | None = None  # the card's name when the text came from ``card:`` or names the source
    ability: int | None = None
    modes: tuple[int, ...] = ()
    that_player: str | None = None
    kicked: bool = False
    seed: int = 0
    cost_sacrificed: GameObject | None = None  # the source, sacrificed as the cost (602.2b): its triggers
    cost_moved: tuple[tuple[str, GameObject], ...] = ()  # cards the cost discarded / exiled itself (costs.Paid.moved)
    tapped_for_mana: tuple[str, ...] | None = None  # who tapped a land for mana this turn (the board cannot show it)
    attacking: tuple[str, ...] | None = None  # who attacks "that player" this combat (506.2): no board shows it
    ability_kind: str | None = None  # the resolving ability's kind (oracle.Ability.kind): how long effects last
    source_zone: str = "battlefield"  # stack (a spell), graveyard (its own "dies" trigger, 400.7e), battlefield
    cost_steps: tuple[Step, ...] = ()  # the cost's parts the engine pays before the effect (601.2h; costs.py)
    flips: tuple[bool, ...] | None = None  # the coin flips' outcomes in order, True = won (705.2): random, given
    rolls: tuple[int, ...] | None = None  # the die rolls' results in order (706.2): random, given
    attached_to: str | None = None  # the permanent an Aura / Equipment source is attached to (303.4, 301.5)
    event_amount: int | None = None  # "that much": the amount of the event that triggered it (event_facts.py)
    life_lost_this_turn: dict[str, int] | None = None  # player → life lost this turn before the effect (ditto)
    stack: StackFacts = StackFacts()  # spells on the stack, the trigger event's object: given, or asked (603.2)
    spell_cost: dict[str, Any] | None = None  # "This spell costs {2} less to cast if …" as it was cast (601.2f)
    # the card types of ``card:``'s type line (its front face), None for pasted text: whether an unseen source is of a
    # kind its own "creatures you control …" reaches (113.6; engine/referents.warn_unseen_source)
    source_types: frozenset[str] | None = None
    chosen: dict[str, str] | None = None  # the source's choices as it entered (kind → value, 607.2d; chosen_facts.py)
    # the replacement and prevention statics of the permanents on the board (614.1a, 615.1a; engine/replacing.py)
    replacements: tuple[BoardReplacement, ...] = ()
    # the order the affected player or controller applies several of them to one event in (616.1): source names
    replacement_order: tuple[str, ...] | None = None
    # ``target: []``: the caster chose no object for an "up to N" / "any number of" target word (601.2c); without
    # it, such a word with no object named is asked (engine/several_targets.py), never taken as zero
    no_targets: bool = False
    # the restriction statics of the permanents on the board (101.2), checked where the engine models the act
    restrictions: tuple[BoardRestriction, ...] = ()
    # the players chosen for the effect's several words "target player" / "target opponent", in the text's order
    # (115.3; target_players.py): the engine makes each step's ``target`` its word's player; () with one word or none
    player_targets: tuple[str, ...] = ()
    division: tuple[int, ...] | None = None  # an amount divided among the targets as it was cast (601.2d)
    times_kicked: int | None = None  # "for each time it was kicked" (702.33c): ``kicked: N``; None when not said
    source_card: CardText | None = None  # ``card:``'s card as the database gave it (its colours: target_protection)

    @property
    def plan(self) -> Plan:
        """What the effect means, as typed steps (converted once: ``plan_of`` is cached by effect)."""
        return plan_of(self.effect)

    @property
    def output_lang(self) -> str:
        return self.lang or self.effect.lang


def _empty_list(raw: Any) -> bool:
    """``target: []``: the scenario says explicitly that no object was chosen (601.2c: "up to two" allows zero)."""
    return isinstance(raw, list) and not raw


class _Loader(BoardLoader):
    def __init__(self, msg_lang: str | None, card_lookup: CardLookup | None = None) -> None:
        super().__init__(normalize_lang(msg_lang) if msg_lang else None)
        self.card_lookup = card_lookup
        # the card named by ``card:`` is an instant or a sorcery (its type line); None: pasted, no type line
        self.spell_card: bool | None = None
        self.found: CardText | None = None  # the card ``card:`` named, as the card database gave it
        self.source_types: frozenset[str] | None = None

    # --- players --------------------------------------------------------------------------
    def players(self, raw: Any) -> list[Player]:
        if raw is None:
            raise self.bad("players", "apnap.error.missing")
        items = self.sequence(raw, "players", MAX_PLAYERS)
        if len(items) < 2:
            raise self.bad("players", "apnap.error.too_few_players")
        players: list[Player] = []
        seen: dict[str, int] = {}
        for i, raw_player in enumerate(items):
            where = f"players[{i}]"
            data = self.mapping(raw_player, where, PLAYER_KEYS)
            if "name" not in data:
                raise self.bad(f"{where}.name", "apnap.error.missing")
            name = self.text(data["name"], f"{where}.name")
            folded = name.casefold()
            if folded in seen:
                raise self.bad(f"{where}.name", "apnap.error.duplicate_player", name=name, other=seen[folded])
            seen[folded] = i
            player = Player(name)
            if data.get("life") is not None:
                player.life = self.integer(data["life"], f"{where}.life", 0, MAX_LIFE)
                player.life_given = True
            if data.get("poison") is not None:  # poison counters the player already has (122.1f)
                player.poison = self.integer(data["poison"], f"{where}.poison", 0, MAX_LIFE)
            if data.get("energy") is not None:  # energy counters the player has ({E}, 107.14)
                player.energy = self.integer(data["energy"], f"{where}.energy", 0, MAX_LIFE)
            for zone in ZONES:
                player.zones[zone] = self.zone(data.get(zone), name, f"{where}.{zone}", zone)
            if data.get("unknown") is not None:  # zones nobody described: unknown, never empty (quick mode)
                words = self.sequence(data["unknown"], f"{where}.unknown", len(ZONES))
                unknown = {self.text(w, f"{where}.unknown").lower() for w in words}
                bad = sorted(unknown - set(ZONES) - {"life"})  # "life": nobody said the life total
                if bad:
                    raise self.bad(f"{where}.unknown", "apnap.error.unknown_key", list(ZONES), key=shown_key(bad[0]),
                                   allowed=", ".join(ZONES))
                player.unknown = frozenset(unknown)
            players.append(player)
        return players

    def player_ref(self, value: Any, where: str, players: list[Player]) -> str:
        name = self.text(value, where)
        for p in players:
            if p.name.casefold() == name.casefold():
                return p.name
        raise self.bad(where, "apnap.error.unknown_player", _closest(name, [p.name for p in players]), name=name)

    # --- the whole scenario ---------------------------------------------------------------
    def load(self, data: Any) -> Scenario:
        if not isinstance(data, Mapping):
            raise self.bad("scenario", "apnap.error.root_not_mapping")
        data = self.mapping(data, "", TOP_LEVEL_KEYS)
        lang = self.lang(data)
        if self.msg_lang is None:
            self.msg_lang = lang
        game = self.game(data)
        fill_real_facts(game, self.card_lookup)  # what the board left out of a real card, from the database
        replacements, unread = board_replacements(game, self.msg_lang or lang)  # 614.1a: they modify later events
        self.warnings.extend(unread)
        text, card = self.card_text(data, lang)
        ability = None if data.get("ability") is None else self.integer(data["ability"], "ability", 1, MAX_ABILITY)
        modes = self.modes(data.get("mode"))
        names = own_names(card, text, lang)
        alternative = data.get("alternative_cost") is not None and self.boolean(data["alternative_cost"],
                                                                                "alternative_cost")
        selection = spell_kind_is_static(select_cast(text, ability, modes, self.msg_lang, spell=self.spell_card,
                                                     names=names, alternative=alternative), self.spell_card)
        card = card or (names[0] if names else None)
        refuse_command_zone(self.found if data.get("card") is not None else None, selection.ability, self.msg_lang)
        refuse_spell_keywords(self.found if data.get("card") is not None else None, self.msg_lang)  # "Trample"
        effect = parse_effect(selection.effect, lang, self.msg_lang, names, selection.antecedent(names))
        placed = place_source(game, self.found, selection, names, self.new_uid, self.msg_lang or effect.lang)
        give_printed_keywords(game, self.found if data.get("card") is not None else None, names)  # 702.16e on it
        self.warnings.extend([placed] if placed else [])  # 113.6: the source is on the battlefield
        leveled = check_level(selection.ability, game, names, effect.lang, self.msg_lang)  # 711.2a-b
        self.warnings.extend([leveled] if leveled else [])
        group_attacked(self, selection.antecedent(names), game)  # "one or more creatures you control attack"

        x = self.x(data, effect)
        stack = stack_facts(self, data, selection, effect, game)  # first: a spell's target is one of its spells
        target, targets = self.target_and_targets(data, game, effect)
        words = player_targets(self, targets, game, effect)  # 115.3: one player for each "target player"
        that_player = None
        if data.get("that_player") is not None:
            that_player = self.player_ref(data["that_player"], "that_player", game.players)
        kicked, times_kicked = kicked_facts(self, data)  # "kicked: 2": multikicker's count (702.33c)
        seed = self.integer(data["seed"], "seed", 0, MAX_SEED) if data.get("seed") is not None else 0
        effect = self.check_intervening(data, selection.intervening, effect, game, names, that_player, kicked)
        self.warnings.extend(activation_warnings(selection.restriction, game, names, kicked, self.msg_lang,
                                                 self.msg_lang or effect.lang))  # 602.5, before anything resolves
        self.warnings.extend(activation_warnings(selection.cast_restriction, game, names, kicked, self.msg_lang,
                                                 self.msg_lang or effect.lang))  # 601.3: as it was cast
        sacrificed, cost_steps, moved = self.pay_cost(selection, effect, game, names, x)

        choices, fields = self.choices(data.get("choices"), game.players, effect,
                                       {s.card.name.casefold() for s in stack.spells})  # "a source of your choice"
        tapped = None
        if data.get("tapped_for_mana") is not None:  # "each player who tapped a land for mana this turn"
            raw = self.sequence(data["tapped_for_mana"], "tapped_for_mana", len(game.players))
            tapped = tuple(self.player_ref(n, f"tapped_for_mana[{i}]", game.players) for i, n in enumerate(raw))
        flips, rolls = self.chance(data, effect)
        return Scenario(game, effect, text, lang, choices, fields, target, x, tuple(self.warnings), targets, card,
                        ability, selection.modes, that_player, kicked, seed, sacrificed,
                        source_zone=selection.source_zone(names),
                        ability_kind=selection.ability.kind if selection.ability is not None else None,
                        tapped_for_mana=tapped, cost_steps=cost_steps, cost_moved=moved, flips=flips, rolls=rolls,
                        attached_to=attached_to(self, data, game, effect), attacking=attacking(self, data, game),
                        event_amount=event_amount(self, data, selection, effect), stack=stack,
                        life_lost_this_turn=life_lost_this_turn(self, data, effect, game),
                        spell_cost=own_cost_record(selection, game, names, cast_targets(targets, game, effect),
                                                   self.msg_lang),
                        source_types=self.source_types, chosen=chosen_facts(self, data, effect, game),
                        replacements=replacements, replacement_order=replacement_order(self, data, replacements),
                        times_kicked=times_kicked,
                        no_targets=_empty_list(data.get("target") if data.get("target") is not None
                                               else data.get("targets")),
                        restrictions=board_restrictions(game), player_targets=words,
                        division=division(self, data, effect), source_card=self.found)

    def chance(self, data: Mapping[str, Any], effect: Effect) -> tuple[tuple[bool, ...] | None, tuple[int, ...] | None]:
        """``flips: [won, lost]`` and ``rolls: [1]``: random outcomes the resolver never picks (705.2, 706.2), in
        the order they happen; given for an effect that flips or rolls nothing, ``bad_scenario``."""
        out: list[tuple[Any, ...] | None] = []
        for key in ("flips", "rolls"):
            if data.get(key) is None:
                out.append(None)
                continue
            if not any(step.action == key[:-1] for step in effect.steps):
                raise self.bad(key, "apnap.error.chance_unused", key=key)
            raw = self.sequence(data[key], key, MAX_CHANCE)
            out.append(tuple(self.integer(v, f"{key}[{i}]", 1, MAX_DIE) if key == "rolls"
                             else self.flip(v, f"{key}[{i}]") for i, v in enumerate(raw)))
        return out[0], out[1]

    def flip(self, value: Any, where: str) -> bool:
        word = fold(self.text(value, where))
        if word not in _FLIP_WORDS:
            raise self.bad(where, "apnap.error.flip_word", ["won", "lost"], word=word)
        return _FLIP_WORDS[word]

    def lang(self, data: Mapping[str, Any]) -> str | None:
        if data.get("lang") is None:
            return None
        raw_lang = self.text(data["lang"], "lang")
        lang = normalize_lang(raw_lang, "")
        if not lang:
            raise self.bad("lang", "apnap.error.bad_lang", ["en", "es"], value=raw_lang)
        return lang

    def game(self, data: Mapping[str, Any]) -> Game:
        """The players in turn order, who is active and who controls, teams and range of influence."""
        players = self.players(data.get("players"))
        if data.get("active") is None:
            raise self.bad("active", "apnap.error.missing")
        active = self.player_ref(data["active"], "active", players)
        game = Game(players=players, active=active, controller=active if data.get("controller") is None
                    else self.player_ref(data["controller"], "controller", players),
                    exiled_with=exiled_with(self, data, players))
        self.teams(data, game)
        game.combat = combat_of(self, data, game, self.combat_objects)  # who attacks and blocks (506-509)
        if data.get("step") is not None:  # which step of the turn it is (500.1): a timing restriction checks it
            game.step = self.text(data["step"], "step").strip().lower().replace(" ", "_")
            if game.step not in TURN_STEPS:
                raise self.bad("step", "apnap.error.unknown_step", list(TURN_STEPS), name=game.step,
                               allowed=", ".join(TURN_STEPS))
        game.mana_spent = mana_spent(self, data)  # how the spell was cast (cast_facts.py, 601.2h)
        if data.get("range_of_influence") is not None:
            game.range_of_influence = self.integer(data["range_of_influence"], "range_of_influence", 1, MAX_PLAYERS)
        return game

    def x(self, data: Mapping[str, Any], effect: Effect) -> int | None:
        x_key = "x" if data.get("x") is not None else "X"
        if data.get(x_key) is not None:
            return self.integer(data[x_key], x_key, 0, MAX_AMOUNT)
        if effect.uses_x:
            raise self.bad("x", "apnap.error.x_missing")
        return None

    def target_and_targets(self, data: Mapping[str, Any], game: Game, effect: Effect
                           ) -> tuple[str | None, tuple[str, ...]]:
        """The target player (the next opponent, with a warning, when the text needs one and none was
        given) and every target named, checked (115.1, 801.5a)."""
        targets = self.targets(data, game, effect)
        target = next((n for n in targets if n in game.seat_names), None)
        if target is None and effect.uses_target:
            target = next_opponent(game, game.controller)
            self.warnings.append(t("apnap.warning.default_target", self.msg_lang or effect.lang, player=target or "—"))
            targets = (*targets, target) if target else targets  # the objects named keep their places
        if target is not None and effect.player_target_words < 2:  # several words: each checked (target_players.py)
            self.check_target(target, game, effect)
        if plan_of(effect).needs_object_target and not any(n not in game.seat_names for n in targets) and not (
                plan_of(effect).may_target_none and _empty_list(data.get("target", data.get("targets")))):
            raise self.bad("target", "apnap.error.target_needed")
        if plan_of(effect).uses_any_target and not targets:  # "any target" (115.4): a player or an object
            raise self.bad("target", "apnap.error.any_target_needed")
        return target, targets

    def pay_cost(self, selection: Selection, effect: Effect, game: Game, names: tuple[str, ...], x: int | None
                 ) -> tuple[GameObject | None, tuple[Step, ...], tuple[tuple[str, GameObject], ...]]:
        """The cost paid first (spell_costs.paid_for: an activated ability's, 602.2b, or a spell's additional or
        alternative cost, 601.2b, 118.9); returns the source when it was sacrificed, so the engine records what
        watches for that (a cost is an event), and the parts the engine pays as steps before the effect."""
        paid, notes = paid_for(selection, game, names, effect.lang, self.msg_lang) if effect.steps else (None, [])
        self.warnings.extend(notes)  # an alternative cost not used is said even when nothing is paid (118.9)
        if paid is None:
            return None, (), ()
        if paid.uses_x and x is None:  # "Discard X cards: …": X is the scenario's to say, never 0 by default
            raise self.bad("x", "apnap.error.x_missing")
        for part in paid.assumed:
            tracked_cost(part, effect.text, self.msg_lang)
            self.warnings.append(t("apnap.warning.cost_assumed", self.msg_lang or effect.lang, cost=part))
        return paid.sacrificed, tuple(paid.steps), tuple(paid.moved)

    def check_intervening(self, data: Mapping[str, Any], condition: str | None, effect: Effect, game: Game,
                          names: tuple[str, ...], that_player: str | None, kicked: bool) -> Effect:
        """603.4: a trigger's "if …" is checked as it resolves; when false the ability does nothing.

        Checked on the board when the grammar reads it; a ``condition`` the board contradicts is
        ``bad_scenario`` (never obeyed: the board is the fact). Otherwise (or when the board does not say)
        the scenario's ``condition: true|false`` answers it; without one, a file is asked for it
        (``choice_needed``) and quick mode assumes it holds and says so in ``warnings``."""
        if condition is None:
            if data.get("condition") is not None:
                raise self.bad("condition", "apnap.error.no_condition")
            return effect
        lang = self.msg_lang or effect.lang
        holds = _board_says(condition, game, names, that_player, kicked)
        if data.get("condition") is not None:
            given = self.boolean(data["condition"], "condition")
            if holds is not None and given != holds:  # the board shows the hands, life, permanents: it answers
                raise self.bad("condition", "apnap.error.condition_contradicts", condition=condition,
                               board=str(holds).lower(), given=str(given).lower())
            holds = given
        if holds is None and any(p.unknown for p in game.players):
            self.warnings.append(t("apnap.warning.condition_assumed", lang, condition=condition))
            return effect
        if holds is None:
            raise BotError.of("choice_needed", "apnap.error.condition_needed", field="condition", lang=self.msg_lang,
                              suggestions=["condition: true", "condition: false"], condition=condition)
        if holds:
            return effect
        self.warnings.append(t("apnap.warning.condition_false", lang, condition=condition))
        return Effect(effect.text, effect.lang, ())

    def card_text(self, data: Mapping[str, Any], lang: str | None) -> tuple[str, str | None]:
        """The whole text to read and the card's name (from ``card:`` through the injected lookup)."""
        if data.get("card") is not None:
            name = self.text(data["card"], "card")
            lookup = self.card_lookup
            if lookup is None:
                raise self.bad("card", "apnap.error.no_card_database", name=name)
            found = lookup(name)
            if found is None:
                raise BotError.of("not_found", "apnap.error.card_not_found", field="card", lang=self.msg_lang,
                                  name=name)
            self.spell_card = is_spell_card(found.type_line) if found.type_line else None  # none given: the text
            self.found = found
            if found.type_line:
                front = fold(found.type_line.split(" // ")[0].split("—")[0]).split()
                self.source_types = frozenset(w for w in front if w in CARD_TYPES)
            return self.text(found.text, "card", 2000, keep_lines=True), found.name
        if data.get("effect") is None:
            raise self.bad("effect", "apnap.error.missing")
        return self.text(data["effect"], "effect", 2000, keep_lines=True), None  # line breaks may end sentences

    def modes(self, raw: Any) -> tuple[int, ...]:
        if raw is None:
            return ()
        if isinstance(raw, list):
            items = self.sequence(raw, "mode", MAX_MODE)
            return tuple(self.integer(v, f"mode[{i}]", 1, MAX_MODE) for i, v in enumerate(items))
        return (self.integer(raw, "mode", 1, MAX_MODE),)

    def targets(self, data: Mapping[str, Any], game: Game, effect: Effect) -> tuple[str, ...]:
        raw = data.get("target") if data.get("target") is not None else data.get("targets")
        if raw is None:
            return ()
        key = "target" if data.get("target") is not None else "targets"
        items = raw if isinstance(raw, list) else [raw]
        out = []
        for i, item in enumerate(self.sequence(items, key, 10)):
            where = key if not isinstance(raw, list) else f"{key}[{i}]"
            name = self.text(item, where)
            player = next((p.name for p in game.players if p.name.casefold() == name.casefold()), None)
            if player is None and not (plan_of(effect).uses_object_target or plan_of(effect).uses_any_target):
                raise self.bad(where, "apnap.error.unknown_player", _closest(name, game.seat_names), name=name)
            out.append(player or name)
        return tuple(out)

    def check_target(self, target: str, game: Game, effect: Effect) -> None:
        """115.1 / 801.5a: an opponent target must be an opponent, and every target in range."""
        if effect.targets_opponent and target not in game.opponents(game.controller):
            raise self.bad("target", "apnap.error.target_not_opponent", name=target, controller=game.controller)
        if not in_range(game, target):
            raise self.bad("target", "apnap.error.target_out_of_range", name=target, controller=game.controller,
                           n=game.range_of_influence)

    def teams(self, data: Mapping[str, Any], game: Game) -> None:
        names = game.seat_names
        if data.get("teams") is not None:
            game.teams.extend(self.team_list(data["teams"], game))
        shared = False
        if data.get("shared_team_turns") is not None:
            shared = self.boolean(data["shared_team_turns"], "shared_team_turns")
        if shared and sorted(n for team in game.teams for n in team) != sorted(names):
            raise self.bad("teams", "apnap.error.teams_cover")
        game.shared_team_turns = shared
        shared_life = shared  # Two-Headed Giant, the usual shared-team-turns game, shares life (810.4)
        if data.get("shared_life") is not None:
            shared_life = self.boolean(data["shared_life"], "shared_life")
            if shared_life and not game.teams:
                raise self.bad("shared_life", "apnap.error.shared_life_teams")
        game.shared_life = shared_life
        if shared_life:
            self.team_life(game)

    def team_list(self, raw: Any, game: Game) -> list[list[str]]:
        teams: list[list[str]] = []
        placed: set[str] = set()
        for i, raw_team in enumerate(self.sequence(raw, "teams", MAX_PLAYERS)):
            members = self.sequence(raw_team, f"teams[{i}]", MAX_PLAYERS)
            if not members:
                raise self.bad(f"teams[{i}]", "apnap.error.empty")
            team = []
            for j, member in enumerate(members):
                name = self.player_ref(member, f"teams[{i}][{j}]", game.players)
                if name in placed:
                    raise self.bad(f"teams[{i}][{j}]", "apnap.error.two_teams", name=name)
                placed.add(name)
                team.append(name)
            teams.append(team)
        return teams

    def team_life(self, game: Game) -> None:
        """810.4: one life total per team: 30, or the total its players were given (the same for all)."""
        names = game.seat_names
        for index, team in enumerate(game.teams):
            given = [(game.player(n).life, n) for n in team if game.player(n).life_given]
            if not given:
                game.team_life[index] = TWO_HEADED_GIANT_LIFE
            elif len({life for life, _ in given}) == 1:
                game.team_life[index] = given[0][0]
            else:
                where = f"players[{names.index(given[-1][1])}].life"
                raise self.bad(where, "apnap.error.team_life")

    def choices(self, raw: Any, players: list[Player], effect: Effect,
                on_stack: frozenset[str] | set[str] = frozenset()) -> tuple[dict[str, list[Entry]], dict[str, str]]:
        if raw is None:
            return {}, {}
        if not isinstance(raw, Mapping):
            raise self.bad("choices", "apnap.error.not_mapping")
        # words a choice may name besides objects; a player's name answers "one of their opponents of their choice"
        vote_words = {o.casefold() for o in effect.word_answers} | {p.name.casefold() for p in players}
        result: dict[str, list[Entry]] = {}
        fields: dict[str, str] = {}
        for key, raw_entries in raw.items():
            name = self.player_ref(key, f"choices.{key}", players)
            if name in result:
                raise self.bad(f"choices.{key}", "apnap.error.duplicate_player", name=name, other=fields[name])
            player = next(p for p in players if p.name == name)
            # a vote may name anyone's permanent, "Name a card" anyone's card (201.3)
            owners = players if plan_of(effect).picks_others or effect.names_card else [player]
            known = {o.name.casefold() for p in owners for zone in p.zones.values() for o in zone} | set(on_stack)
            if isinstance(raw_entries, (str, int)) and not isinstance(raw_entries, bool):
                raw_entries = [raw_entries]
            entries = self.sequence(raw_entries, f"choices.{key}", MAX_SCRIPT_ENTRIES)
            parsed: list[Entry] = []
            for i, entry in enumerate(entries):
                where = f"choices.{key}[{i}]"
                if isinstance(entry, bool) or (isinstance(entry, str) and entry.strip().casefold() in _YES | _NO):
                    yes = entry if isinstance(entry, bool) else entry.strip().casefold() in _YES
                    parsed.append("yes" if yes else "no")  # "may": answered yes / no
                    continue
                if isinstance(entry, int):
                    parsed.append(str(self.integer(entry, where, 0, MAX_AMOUNT)))  # "up to N", "any amount"
                    continue
                if isinstance(entry, list):
                    names = [self.text(e, f"{where}[{j}]") for j, e in enumerate(self.sequence(entry, where,
                                                                                               MAX_ZONE_CARDS))]
                    value: Entry = names
                else:
                    names = [self.text(entry, where)]
                    value = names[0]
                for n in names:
                    if (n.casefold() not in known and n.casefold() not in vote_words and not player.unknown
                            and not n.isdigit()):
                        options = [o.name for zone in player.zones.values() for o in zone] + list(effect.vote_options)
                        raise self.bad(where, "apnap.error.choice_unknown_object", _closest(n, options),
                                       name=n, player=name)
                parsed.append(value)
            result[name] = parsed
            fields[name] = str(key)
        return result, fields


def load_scenario(data: Any, lang: str | None = None, card_lookup: CardLookup | None = None) -> Scenario:
    """Validate ``data`` (a mapping as in scenario-format.md) into a :class:`Scenario`.

    ``lang`` is the language for error messages (default: the scenario's ``lang``, else English)."""
    loader = _Loader(lang, card_lookup)
    try:
        return loader.load(data)
    except BotError:
        raise
    except (TypeError, ValueError, KeyError, AttributeError, RecursionError, OverflowError) as exc:
        # A shape the checks above did not foresee is still the input's fault, not a crash.
        raise BotError.of("bad_scenario", "apnap.error.malformed", field="scenario", lang=lang,
                          detail=type(exc).__name__) from exc


def _board_says(condition: str, game: Game, names: tuple[str, ...], that_player: str | None,
                kicked: bool) -> bool | None:
    """The intervening condition checked on the starting board, or None when it cannot be."""
    try:
        cond = read_condition(as_source(condition, names))
    except Unread:
        return None
    return board_says(cond, game, names, that_player, kicked)
