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

from .activation import restriction_check
from .attack_moment import exert_moment, own_attacker_moment
from .attacker_taps import tap_attackers
from .block_moment import own_block_moment
from .board import MAX_ABILITY, MAX_MODE, MAX_SEED
from .board_pt_statics import BoardPTStatics, board_pt_statics
from .board_replacements import (
    BoardPlayerWard,
    BoardReplacement,
    BoardRestriction,
    board_player_wards,
    board_replacements,
    board_restrictions,
    replacement_order,
)
from .board_triggers import give_text_triggers
from .cast_facts import kicked_assumed, kicked_facts
from .cast_way import refuse_other_casts
from .chance_facts import chance
from .chosen_facts import chosen_facts
from .combat_facts import combat_of
from .costs import tracked_cost
from .division_facts import division
from .earlier_effects import earlier_effects
from .event_facts import attached_to, attacking, event_amount, group_attacked
from .forbidden import Forbidden
from .grammar import MAX_AMOUNT, Effect
from .grammar.printed_object import EnchantAbility, enchant_abilities, printed_mana
from .grammar.text import fold
from .implied_attackers import ask_attackers
from .intervening import check_intervening
from .levels import check_level
from .loyalty_cost import uses_x as loyalty_uses_x
from .loyalty_moment import loyalty_moment
from .mana_taps import tapped_checked
from .model import CARD_TYPES, Game, GameObject, PrintedMana
from .oracle import Ability, CardLookup, CardText, Selection, is_spell_card, own_names
from .own_death import add_own_death
from .permanent_cast import effect_of, permanent_timing
from .plan import Plan, Step, plan_of
from .plan.steps_layers import defines_characteristics
from .printed_keywords import give_printed_keywords, refuse_spell_keywords
from .real_facts import card_names as card_names
from .real_facts import fill_real_facts
from .scenario_choices import Entry, read_choices
from .scenario_game import GameLoader
from .scenario_targets import empty_list, target_and_targets
from .source_place import give_own_triggers, place_source, refuse_command_zone, spell_kind_is_static
from .spell_costs import cast_targets, own_cost_record, paid_for, select_cast
from .spell_destination import rebound_note
from .spell_timing import sorcery_timing
from .stack_facts import StackFacts, stack_facts
from .starting_life import read_starting_life
from .state_triggers import StateTrigger, state_triggers_of
from .target_players import player_targets
from .trigger_facts import NO_TRIGGER, TriggerFacts, trigger_facts
from .trigger_words import unread_condition_warning
from .turn_consistency import checked_history
from .turn_facts import drawn_this_turn, life_lost_this_turn, turn_start
from .turn_history import read_history

# Facts of the moment that no board shows (a condition's truth, coin flips, the trigger event's amount, …): the
# resolver asks for them by these names, and quick mode takes them in its ``facts`` text.
FACT_KEYS = ("condition", "tapped_for_mana", "flips", "rolls", "attached_to", "event_amount", "life_lost_this_turn",
             "drawn_this_turn", "attacking", "spells", "event_object", "exiled_with", "created_with", "combat",
             "chosen", "step", "mana_spent", "division", "this_turn", "starting_life", "turn_start")
TOP_LEVEL_KEYS = ("players", "active", "controller", "effect", "lang", "teams", "shared_team_turns",
                  "shared_life", "range_of_influence", "choices", "target", "targets", "x", "X", "card", "ability",
                  "mode", "that_player", "kicked", "seed", "replacement_order", "alternative_cost", "cost_choice",
                  "earlier_effects", "cast_from", "cast_with",
                  *FACT_KEYS)


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
    cost_sacrifice_at: int = 0  # how many of ``cost_steps`` are paid before ``cost_sacrificed`` (printed order)
    flips: tuple[bool, ...] | None = None  # the coin flips' outcomes in order, True = won (705.2): random, given
    rolls: tuple[int, ...] | None = None  # the die rolls' results in order (706.2): random, given
    attached_to: str | None = None  # the permanent an Aura / Equipment source is attached to (303.4, 301.5)
    event_amount: int | None = None  # "that much": the amount of the event that triggered it (event_facts.py)
    life_lost_this_turn: dict[str, int] | None = None  # player → life lost this turn before the effect (ditto)
    drawn_this_turn: dict[str, int] | None = None  # player → cards drawn this turn before the effect (ditto)
    turn_start: dict[str, dict[str, int]] | None = None  # player → kind → what they controlled as the turn began
    starting_life: dict[str, int] | None = None  # player → starting life total (103.4), when given
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
    # the board's statics that set or change power and toughness (613.4b-c; board_pt_statics.py, engine/board_pt.py),
    # in the board's order, and those that look like one and are not applied (warned about when a size is read)
    pt_statics: BoardPTStatics = BoardPTStatics()
    # ``target: []``: the caster chose no object for an "up to N" / "any number of" target word (601.2c); without
    # it, such a word with no object named is asked (engine/several_targets.py), never taken as zero
    no_targets: bool = False
    # the restriction statics of the permanents on the board (101.2), checked where the engine models the act
    restrictions: tuple[BoardRestriction, ...] = ()
    # the board's statics that ward a player ("You have hexproof.", 702.11c), checked against the target players
    player_wards: tuple[BoardPlayerWard, ...] = ()
    # the players chosen for the effect's several words "target player" / "target opponent", in the text's order
    # (115.3; target_players.py): the engine makes each step's ``target`` its word's player; () with one word or none
    player_targets: tuple[str, ...] = ()
    division: tuple[int, ...] | None = None  # an amount divided among the targets as it was cast (601.2d)
    times_kicked: int | None = None  # "for each time it was kicked" (702.33c): ``kicked: N``; None when not said
    source_card: CardText | None = None  # ``card:``'s card as the database gave it (its colours: target_protection)
    # the one line of a text of several abilities that resolves (``ability: N``, a mode's card, a cast trigger): the
    # narration's "Effect:" names it, not the whole card (a blind judge found every line of it echoed there)
    ability_text: str | None = None
    # a restriction this board breaks (602.5b, 601.3): named; the ability resolves as given (forbidden.py)
    forbidden: Forbidden | None = None
    # the resolving ability's trigger condition as typed facts (trigger_facts.py): read once here, never by the engine
    trigger: TriggerFacts = NO_TRIGGER
    # the card's own enchant abilities ("Enchant green creature", 702.5a; grammar/printed_object.py): what its
    # ``attached_to`` may be (303.4a; engine/enchant_legal.py), read once here
    enchant: tuple[EnchantAbility, ...] = ()
    # the source's state triggers ("When you control no Islands, sacrifice …", 603.8; state_triggers.py), typed here
    # and checked by the engine on the board the resolution leaves (engine/state_triggered.py)
    state_triggers: tuple[StateTrigger, ...] = ()
    # ``source_card``'s text's mana abilities (605.1a; grammar/printed_object.py), for the source the engine places
    # with no text of its own (engine/mana_available.py)
    source_mana: PrintedMana | None = None

    @property
    def plan(self) -> Plan:
        """What the effect means, as typed steps (converted once: ``plan_of`` is cached by effect)."""
        return plan_of(self.effect)

    @property
    def output_lang(self) -> str:
        return self.lang or self.effect.lang


class _Loader(GameLoader):
    def __init__(self, msg_lang: str | None, card_lookup: CardLookup | None = None) -> None:
        super().__init__(normalize_lang(msg_lang) if msg_lang else None)
        self.card_lookup = card_lookup
        # the card named by ``card:`` is an instant or a sorcery (its type line); None: pasted, no type line
        self.spell_card: bool | None = None
        self.found: CardText | None = None  # the card ``card:`` named, as the card database gave it
        self.source_types: frozenset[str] | None = None

    # --- the whole scenario ---------------------------------------------------------------
    def load(self, data: Any) -> Scenario:
        if not isinstance(data, Mapping):
            raise self.bad("scenario", "apnap.error.root_not_mapping")
        data = self.mapping(data, "", TOP_LEVEL_KEYS)
        lang = self.lang(data)
        if self.msg_lang is None:
            self.msg_lang = lang
        game = self.game(data)
        game.history = read_history(self, data, game)  # what happened earlier this turn (``this_turn``)
        fill_real_facts(game, self.card_lookup)  # what the board left out of a real card, from the database
        give_text_triggers(game)  # "When Oblivion Ring leaves the battlefield": its own text's triggers (603.2)
        replacements, unread = board_replacements(game, self.msg_lang or lang)  # 614.1a: they modify later events
        replacements += earlier_effects(self, data, game)  # 611.2a: earlier resolutions' effects that still apply
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
        effect = effect_of(selection, lang, self.msg_lang, names)  # the words read, or the permanent spell (608.3)
        of_source = refuse_other_casts(effect, selection.ability, names, self.msg_lang)  # "if it was cast from …"
        self.source_on_board(data, game, selection, names, effect)
        game.history, notes = checked_history(game, self.msg_lang or effect.lang)  # 305.3, 508.1: whose turn it is
        self.warnings.extend(notes)

        x = self.x(data, effect, selection.ability)
        # first: a spell's target is one of its spells
        stack = stack_facts(self, data, selection, effect, game, names, self.card_lookup)
        target, targets = target_and_targets(self, data, game, effect)
        words = player_targets(self, targets, game, effect)  # 115.3: one player for each "target player"
        that_player = tapped_checked(self, stack.mana_tap, None if data.get("that_player") is None else self.player_ref(
            data["that_player"], "that_player", game.players), plan_of(effect), effect.lang)  # who tapped it, 106.12a
        kicked, times_kicked = kicked_facts(self, data)  # "kicked: 2": multikicker's count (702.33c)
        self.warnings.extend(kicked_assumed(data, effect, selection.intervening, card, self.msg_lang or effect.lang))
        seed = self.integer(data["seed"], "seed", 0, MAX_SEED) if data.get("seed") is not None else 0
        effect = check_intervening(self, data, selection.intervening, effect, game, names, that_player, kicked,
                                   of_source)
        forbidden = None
        for restriction in (selection.restriction, selection.cast_restriction):  # 602.5, 601.3: before anything
            notes, forbidden = restriction_check(restriction, game, names, kicked, self.msg_lang,
                                                 self.msg_lang or effect.lang)
            self.warnings.extend(notes)
            if forbidden is not None:  # on the stack it was activated (cast) when it could be: it resolves as given,
                break  # and the result says which restriction this board breaks (forbidden, narrate.py)
        forbidden = forbidden or sorcery_timing(self.found if data.get("card") is not None else None, selection,
                                                game, self.msg_lang or effect.lang) or permanent_timing(
            self.found if data.get("card") is not None else None, selection, game, self.msg_lang or effect.lang)
        choice = None if data.get("cost_choice") is None else self.integer(data["cost_choice"], "cost_choice", 1, 9)
        sacrificed, cost_steps, moved, sacrifice_at = self.pay_cost(selection, effect, game, names, x, choice)

        choices, fields = read_choices(self, data.get("choices"), game.players, effect,
                                       {s.card.name.casefold() for s in stack.spells})  # "a source of your choice"
        tapped = None
        if data.get("tapped_for_mana") is not None:  # "each player who tapped a land for mana this turn"
            raw = self.sequence(data["tapped_for_mana"], "tapped_for_mana", len(game.players))
            tapped = tuple(self.player_ref(n, f"tapped_for_mana[{i}]", game.players) for i, n in enumerate(raw))
        flips, rolls = chance(self, data, effect)
        return Scenario(game, effect, text, lang, choices, fields, target, x, tuple(self.warnings), targets, card,
                        ability, selection.modes, that_player, kicked, seed, sacrificed,
                        source_zone=selection.source_zone(names),
                        ability_kind=selection.ability.kind if selection.ability is not None else None,
                        tapped_for_mana=tapped, cost_steps=cost_steps, cost_moved=moved,
                        cost_sacrifice_at=sacrifice_at, flips=flips, rolls=rolls,
                        attached_to=attached_to(self, data, game, effect, text, names),
                        attacking=attacking(self, data, game),
                        event_amount=event_amount(self, data, selection, effect), stack=stack,
                        life_lost_this_turn=life_lost_this_turn(self, data, effect, game),
                        drawn_this_turn=drawn_this_turn(self, data, effect, game),
                        turn_start=turn_start(self, data, effect, game),
                        starting_life=read_starting_life(self, data, game),
                        spell_cost=own_cost_record(selection, game, names, cast_targets(targets, game, effect),
                                                   self.msg_lang),
                        source_types=self.source_types, forbidden=forbidden,
                        chosen=chosen_facts(self, data, effect, game),
                        replacements=replacements, replacement_order=replacement_order(self, data, replacements),
                        times_kicked=times_kicked,
                        no_targets=empty_list(data.get("target") if data.get("target") is not None
                                               else data.get("targets")),
                        restrictions=board_restrictions(game), player_targets=words,
                        player_wards=board_player_wards(game),
                        pt_statics=board_pt_statics(game, card, text, selection.ability),  # 611.3a, 613.4b-c
                        division=division(self, data, effect), source_card=self.found,
                        ability_text=selection.line_of(text), trigger=trigger_facts(text, ability, card),
                        enchant=enchant_abilities(text), state_triggers=state_triggers_of(self.found),
                        source_mana=None if self.found is None else printed_mana(self.found.text))

    def source_on_board(self, data: Mapping[str, Any], game: Game, selection: Selection, names: tuple[str, ...],
                        effect: Effect) -> None:
        """The source put where it is as the ability resolves (113.6) with its printed keywords and own triggers,
        then what is checked against it: the trigger condition's words, combat, its level, the attack's moment.
        Why a step of its own: ``load`` reads the scenario top to bottom, and this is one stage of it."""
        self.warnings.extend(rebound_note(self.found if data.get("card") is not None else None, data,
                                          self.msg_lang or effect.lang))  # 702.88a: where the spell goes
        defining = bool(effect.steps) and all(defines_characteristics(s) for s in plan_of(effect).steps)  # 604.3
        placed = place_source(game, self.found, selection, names, self.new_uid, self.msg_lang or effect.lang,
                              defining)
        add_own_death(game, self.found, selection, names, self.new_uid)  # "each Zubera that died this turn" (700.4)
        give_printed_keywords(game, self.found if data.get("card") is not None else None, names)  # 702.16e on it
        self.warnings.extend([placed] if placed else give_own_triggers(  # 113.6: the source is on the battlefield
            game, self.found if data.get("card") is not None else None, names, self.msg_lang or effect.lang,
            selection.ability))
        if selection.ability is not None and selection.ability.kind == "triggered":  # every word accounted for
            self.warnings.extend(unread_condition_warning(selection.ability.condition, names, effect.lang,
                                                          self.msg_lang or effect.lang))
        # who attacks and blocks (506-509), read once the source is on the battlefield (113.6): "combat: {attacking:
        # {Necrite: Alice}}" names the source the board left out, as the defending-player question suggests
        game.combat = combat_of(self, data, game, self.combat_objects)
        self.warnings.extend(tap_attackers(game, self.tapped_said, self.msg_lang or effect.lang))  # 508.1f
        ask_attackers(selection.ability.condition if selection.ability is not None and selection.ability.kind ==
                      "triggered" else None, selection.antecedent(names), plan_of(effect), game, self.tapped_said,
                      self.msg_lang or effect.lang, effect.lang)
        leveled = check_level(selection.ability, game, names, effect.lang, self.msg_lang)  # 711.2a-b
        self.warnings.extend([leveled] if leveled else [])
        group_attacked(self, selection.antecedent(names), game)  # "one or more creatures you control attack"
        self.warnings.extend(own_attacker_moment(  # 506.2: the controller's creature attacked on their own turn
            selection.ability.condition if selection.ability is not None and selection.ability.kind == "triggered"
            else None, selection.antecedent(names), game, self.msg_lang or effect.lang))
        self.warnings.extend(exert_moment(effect, game, self.msg_lang or effect.lang))  # 701.43d: as it attacks
        self.warnings.extend(own_block_moment(  # 508.1a, 509.1a: the source attacked (blocked) or blocked
            selection.ability.condition if selection.ability is not None and selection.ability.kind == "triggered"
            else None, names, game, self.msg_lang or effect.lang))
        # 606.3: a loyalty ability is activated on its controller's own turn
        self.warnings.extend(loyalty_moment(selection.ability, game, self.msg_lang or effect.lang))

    def lang(self, data: Mapping[str, Any]) -> str | None:
        if data.get("lang") is None:
            return None
        raw_lang = self.text(data["lang"], "lang")
        lang = normalize_lang(raw_lang, "")
        if not lang:
            raise self.bad("lang", "apnap.error.bad_lang", ["en", "es"], value=raw_lang)
        return lang

    def x(self, data: Mapping[str, Any], effect: Effect, ability: Ability | None = None) -> int | None:
        x_key = "x" if data.get("x") is not None else "X"
        if data.get(x_key) is not None:
            return self.integer(data[x_key], x_key, 0, MAX_AMOUNT)
        if ability is not None and ability.kind == "loyalty" and loyalty_uses_x(ability.cost):  # "−X" (107.3a)
            raise self.bad("x", "apnap.error.loyalty_x_missing", cost=ability.cost)
        if effect.uses_x:
            raise self.bad("x", "apnap.error.x_missing")
        return None

    def pay_cost(self, selection: Selection, effect: Effect, game: Game, names: tuple[str, ...], x: int | None,
                 choice: int | None = None
                 ) -> tuple[GameObject | None, tuple[Step, ...], tuple[tuple[str, GameObject], ...], int]:
        """The cost paid first (spell_costs.paid_for: an activated ability's, 602.2b, or a spell's additional or
        alternative cost, 601.2b, 118.9); returns the source when it was sacrificed, so the engine records what
        watches for that (a cost is an event), and the parts the engine pays as steps before the effect."""
        paid, notes = paid_for(selection, game, names, effect.lang, self.msg_lang, choice) if effect.steps \
            else (None, [])
        self.warnings.extend(notes)  # an alternative cost not used is said even when nothing is paid (118.9)
        if paid is None:
            return None, (), (), 0
        if paid.uses_x and x is None:  # "Discard X cards: …": X is the scenario's to say, never 0 by default
            raise self.bad("x", "apnap.error.x_missing")
        for part in paid.assumed:
            tracked_cost(part, effect.text, self.msg_lang)
            self.warnings.append(t("apnap.warning.cost_assumed", self.msg_lang or effect.lang, cost=part))
        return paid.sacrificed, tuple(paid.steps), tuple(paid.moved), paid.sacrifice_at

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
