"""Choices that are not of objects: a named option ("each player chooses war or peace", 101.4: in APNAP
order, in public), the controller's option for each player ("For each player, choose friend or foe"),
and a permanent changing controller because the board picked a player (613.1b).

Later text refers to the players by the option chosen for them ("each friend", who.chosen_as): the
step keeps ``chosen_for`` (player → option) in its result.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..choices import KIND_OBJECTS, KIND_VOTE, ChoiceOption
from ..grammar.choice_words import COLORS, COLORS_ES
from ..grammar.specs import Standing, TypeFilter
from ..grammar.subtypes import creature_types
from ..model import CARD_TYPES, GameObject
from ..plan import (
    ChooseFromNext,
    ChooseOption,
    ChooserMayDamage,
    ChooseWord,
    GainControlChosen,
    Pick,
    RandomPlayerPerObject,
    ReturnChosen,
    TargetOpponentCheck,
    UntapThose,
)
from ..result import ChoiceRecord, EventRecord, StepResult
from . import standing, triggers
from .act_life import no_event
from .act_mass import owners_of
from .asking import DECIDERS, AskMay, Decision, answered, ask, decides, object_options, request
from .damage_sources import damage_source, source_name
from .referents import that_player
from .registry import handles
from .unanswered import require_answer
from .values import value_of
from .who import goes_left

if TYPE_CHECKING:
    from .state import State


@dataclass(frozen=True, slots=True)
class AskOption:
    """One of ``options``; ``about`` is the player the option is chosen for ("friend or foe"), if any."""

    options: tuple[str, ...]
    about: str | None = None


@decides(AskOption)
async def decide_option(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    a: AskOption = decision.ask
    options = [ChoiceOption(f"option:{i}", o) for i, o in enumerate(a.options)]
    what = " / ".join(a.options)
    if a.about is not None:
        what = t("apnap.what.option_for", state.lang, player=a.about, options=what)
    req = request(state, step, decision, options, 1, 1, hidden=False, kind=KIND_VOTE, zone=None, what=what)
    keys = await ask(state, req)
    labels = [o.label for k in keys if (o := req.option(k)) is not None]
    return ChoiceRecord(decision.player, [], labels, hidden=False, auto=state.last_auto,
                        decision_index=decision.index, what=a.about or what)


@handles(ChooseOption)
async def choose_option(state: State, step: ChooseOption, result: StepResult) -> None:
    """Each player chooses one option, or the controller chooses one for each player in APNAP order."""
    from .asking import choice_phase

    if step.per_player:
        about = state.apnap_order(p.name for p in state.game.players if not p.lost and state.in_range(p.name))
        await choice_phase(state, result, lambda player: [AskOption(step.options, who) for who in about])
        chosen = {who: c.labels[0] for who, c in zip(about, result.choices, strict=True)}
    else:
        await choice_phase(state, result, lambda player: [AskOption(step.options)])
        chosen = {c.player: c.labels[0] for c in result.choices}
    for c in result.choices:
        for_whom = c.what if step.per_player else c.player
        result.events.append(EventRecord(c.player, "choose", [], labels=list(c.labels),
                                         extra={"for": for_whom} if step.per_player else {}))
    result.simultaneous = False  # made one after another, each seen by the next (101.4)
    result.extra = {"options": list(step.options), "chosen_for": chosen}


# ------------------------------------------------------------------------------------ a word from the rules' lists
BASIC_LAND_TYPES_SAID = ("Plains", "Island", "Swamp", "Mountain", "Forest")
@dataclass(frozen=True, slots=True)
class AskWord:
    """A creature type (205.3m), a card type (205.2a), a colour (105.1), a card name (201.3) or an opponent."""

    kind: str  # creature_type | card_type | color | card_name | opponent
    options: tuple[str, ...] = ()  # only these ("choose artifact, creature, …"); empty: the whole domain
    only: tuple[str, ...] = ()  # card_name: the types its card has or lacks, ("nonland",), ("artifact",)
    objects: TypeFilter | None = None  # source: the kind it must be
    most: int = 1  # "the color or colors of your choice": one value or more (105.3)


def _words(state: State, player: str, a: AskWord) -> tuple[str, ...]:
    """The domain of the choice, as the rules list it (card names: every card the scenario shows, 201.3; a source
    of damage: a permanent of the kind asked, another player's first, 609.7a)."""
    if a.options:
        return a.options
    if a.kind == "source":
        seats = [*state.game.opponents(player), player]
        spells = [s.card.name for s in reversed(state.scenario.stack.spells)  # the top of the stack first
                  if a.objects is None or state.matches(a.objects, s.card, s.controller)]
        return tuple(dict.fromkeys([*spells, *(o.name for name in seats for o in state.game.player(name).battlefield
                                                if a.objects is None or state.matches(a.objects, o, name))]))
    if a.kind == "color":
        return COLORS
    if a.kind == "basic_land_type":  # 305.6: the five basic land types
        return BASIC_LAND_TYPES_SAID
    if a.kind in ("opponent", "player"):  # 102.2: an opponent (or any player) still in the game
        names = state.game.opponents(player) if a.kind == "opponent" else state.game.seat_names
        return tuple(n for n in names if not state.game.player(n).lost)
    if a.kind == "card_name":
        return tuple(dict.fromkeys(o.name for p in state.game.players for zone in p.zones.values() for o in zone
                                   if o.known and _of_kind(a.only, o.types)))
    return creature_types() if a.kind == "creature_type" else CARD_TYPES


def _of_kind(only: tuple[str, ...], types: frozenset[str] | set[str]) -> bool:
    """Whether a card of these types may give the name chosen: "nonland" lacks the type, "artifact" has it (201.3)."""
    return all(p.removeprefix("non") not in types if p.startswith("non") else p in types for p in only)


def _likely(state: State, player: str, a: AskWord) -> str | None:
    """The default answer: the type (or colour) most common among the player's own permanents, else none (the
    first listed)."""
    counts: Counter[str] = Counter()
    for o in state.game.player(player).battlefield:
        counts.update(o.subtypes if a.kind == "creature_type" and o.is_creature() else
                      o.types & set(CARD_TYPES) if a.kind == "card_type" else
                      o.colors if a.kind == "color" else ())
    listed = [w for w in _words(state, player, a) if counts[w.casefold()]]
    # the most common; a tie goes to the rules' order, so the default never depends on set order
    return max(listed, key=lambda w: (counts[w.casefold()], -listed.index(w)), default=None)


def _asked_order(state: State, player: str, a: AskWord) -> tuple[str, ...]:
    """The answers a question lists when it must be asked: a type on the table first (a prompt cannot list 317
    creature types), then the rules' order."""
    words = _words(state, player, a)
    on_board = {x.casefold() for p in state.game.players for o in p.battlefield for x in o.subtypes}
    if not a.kind.endswith("_type"):
        return words
    return tuple(sorted(words, key=lambda w: (w.casefold() not in on_board, w.casefold())))


def _label(word: str, kind: str, lang: str) -> str:
    """A colour as the output's language says it (the key stays the English word, so both answer it). A creature
    type (or a basic land type) keeps the rules' English word: the chosen word is what later steps match subtypes
    with (the narration says it in Spanish, narrate._choice_labels)."""
    if kind == "keyword" and lang == "es":  # "reach" said "alcance" (the grant reads it back, chosen_values.py)
        from ..grammar.spanish_terms import keyword_es

        return keyword_es(word)
    if kind == "turn_part" and lang == "es":  # "fase de combate" (the step reads either back, act_rules.py)
        from ..grammar.verbs_choose import TURN_PARTS_ES

        return TURN_PARTS_ES.get(word, word)
    return COLORS_ES[word] if kind == "color" and lang == "es" else word


@decides(AskWord)
async def decide_word(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    a: AskWord = decision.ask
    words = _words(state, decision.player, a)
    on_board = {x for p in state.game.players for o in p.battlefield
                for x in (o.subtypes if a.kind == "creature_type" else o.types)}
    # the types on the table first (a prompt pages 317 creature types by 25), then the rules' order
    ordered = sorted(words, key=lambda w: w.casefold() not in on_board) if a.kind.endswith("_type") else list(words)
    options = [ChoiceOption(w.casefold(), _label(w, a.kind, state.lang)) for w in ordered]
    what = t(f"apnap.what.{a.kind if a.kind != 'source' else 'source_choice'}", state.lang)
    req = request(state, step, decision, options, 1, max(1, min(a.most, len(options))), hidden=False, kind=KIND_VOTE,
                  zone=None, what=what)
    likely = _likely(state, decision.player, a)
    if likely is not None:
        req = replace(req, suggested=(likely.casefold(),))
    keys = await ask(state, req) if options else []
    labels = [o.label for k in keys if (o := req.option(k)) is not None]
    if not options and a.kind == "source":  # "a black source of your choice" with none there: said, never "—"
        return ChoiceRecord(decision.player, [], [], hidden=False, decision_index=decision.index, what=what,
                            none=True, noun="damage_source")
    return ChoiceRecord(decision.player, [], labels, hidden=False, auto=state.last_auto,
                        decision_index=decision.index, what=what)


def revealed_names(state: State, objects: TypeFilter | None) -> tuple[str, ...]:
    """The names of the cards of kind ``objects`` the latest reveal of this effect showed (701.20a), in the order
    shown, each once (a card nobody described shows no name)."""
    from .past_actions import matches_past

    shown = next((s for s in reversed(state.steps) if matches_past(s.action, "reveal")), None)
    names = [o.name for e in (shown.events if shown else ()) for o in e.objects
             if o.known and (objects is None or state.matches(objects, o, e.player))]
    return tuple(dict.fromkeys(names))


@handles(ChooseWord)
async def choose_word(state: State, step: ChooseWord, result: StepResult) -> None:
    """Each player names a value in APNAP order (101.4), in public; "of that type", "the chosen color" later read
    ``chosen_for``. As a permanent enters (614.12a: "As … enters the battlefield, choose a color") the choice is
    made before it is on the battlefield, and is its own, linked to its abilities that read it (607.2d)."""
    from .asking import choice_phase

    asks: list[object] = [AskMay()] if step.optional else []
    for player in result.order if step.asked else ():  # "of the color of your choice": asked, never defaulted
        ask_word = AskWord(step.kind, step.options, step.only, step.objects, step.most)
        require_answer(state, result, player, _asked_order(state, player, ask_word))
    options = step.options
    if step.revealed:  # "the name of a nonland card revealed this way": only those cards' names (608.2c)
        options = revealed_names(state, step.objects)
        state.cite("608.2c", step=result)
    if not step.revealed or options:  # no such card revealed: no name to choose
        await choice_phase(state, result, lambda player: [*asks, AskWord(step.kind, options, step.only,
                                                                         step.objects, step.most)])
    chosen = {c.player: c.labels[0] for c in result.choices if c.answer is None and c.labels}
    every = {c.player: list(c.labels) for c in result.choices if c.answer is None and c.labels}
    entering = state.scenario.ability_kind == "as_enters"
    for player, word in chosen.items():
        extra: dict[str, object] = {"as_enters": True, "source": state.scenario.card
                                                        or t("apnap.what.source", state.lang)} if entering else {}
        result.events.append(EventRecord(player, "choose", [], labels=every.get(player, [word]), extra=extra))
    result.simultaneous = False
    result.extra = {"chosen_for": chosen, "word_kind": step.kind, **({"chosen_all": every} if step.most > 1 else {})}
    if entering:
        state.cite("614.12a", "607.2d", step=result)
    if step.kind == "color":
        state.cite("105.1", step=result)
    if step.asked:  # made as the instruction after it is carried out (608.2d)
        state.cite("608.2d", step=result)
    if step.kind == "source":  # a source of damage of the player's choice (609.7a)
        state.cite("609.7a", step=result)
        if not state.scenario.stack.spells:  # a spell on the stack may be chosen too: none was given
            state.warnings.append(t("apnap.warning.source_stack_not_given", state.lang))


# ------------------------------------------------------------------------------------ around the table
@dataclass(frozen=True, slots=True)
class AskFromPlayer:
    """One object matching ``pick`` among the permanents ``holder`` controls."""

    pick: Pick
    holder: str


def _next_player(state: State, player: str, left: bool) -> str | None:
    """The next player still in the game in the chosen direction (left: turn order, 103.1)."""
    seats = [p.name for p in state.game.players if not p.lost]
    if len(seats) < 2 or player not in seats:
        return None
    step = 1 if left else -1
    return seats[(seats.index(player) + step) % len(seats)]


@decides(AskFromPlayer)
async def decide_from_player(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    a: AskFromPlayer = decision.ask
    noun = a.pick.filter.noun
    what = t("apnap.what.controlled_by", state.lang, noun=NounRef(noun), player=a.holder)
    record = ChoiceRecord(decision.player, [], [], hidden=False, decision_index=decision.index, what=what, noun=noun)
    if "battlefield" in state.game.player(a.holder).unknown:
        record.unknown = True
        record.labels = [what]
        return record
    objects = [o for o in state.game.player(a.holder).battlefield if state.matches(a.pick.filter, o, a.holder)]
    if not objects:
        record.none = True
        state.cite("101.3", step=step)
        return record
    by_key, options = object_options(objects)
    req = request(state, step, decision, options, 1, 1, hidden=False, kind=KIND_OBJECTS, zone="battlefield",
                  what=what)
    return await answered(state, req, record, by_key, [options[0].key] if len(objects) == 1 else None)  # 608.2d


@handles(ChooseFromNext)
async def choose_from_next(state: State, step: ChooseFromNext, result: StepResult) -> None:
    """In the order the text gives (starting with you, in the chosen direction), each player chooses among the
    next player's permanents; nothing moves yet."""
    from .asking import choice_phase

    left = step.subject.left is None or goes_left(state, step.subject.left)
    holders = {n: _next_player(state, n, left) for n in result.order}
    await choice_phase(state, result, lambda player: [AskFromPlayer(p, h) for p in step.picks
                                                      if (h := holders[player]) is not None])
    result.simultaneous = False
    for c in result.choices:
        result.events.append(EventRecord(c.player, "choose", list(c.objects), labels=list(c.labels)))


def chosen_before(state: State, objects: TypeFilter) -> dict[str, list[GameObject]]:
    """What each player chose in the latest choice of objects (608.2c: "those creatures", "the creature they
    chose"), the ones of the kind named and still on the battlefield."""
    ref = _latest_choice(state)
    here = {o.uid for p in state.game.players for o in p.battlefield}
    return {c.player: [o for o in c.objects if o.uid in here and state.matches(objects, o, c.player)]
            for c in (ref.choices if ref is not None else [])}


def _latest_choice(state: State) -> StepResult | None:
    return next((s for s in reversed(state.steps[:-1])
                 if s.action == "choose" and any(c.objects or c.unknown for c in s.choices)), None)


def unknown_chosen(state: State, actor: str | None, action: str) -> list[EventRecord]:
    """"Return those permanents" after a choice over battlefields nobody described: what each of those players
    chose is not known, so it is said ("Ann returns what Ben chose (zone not described)"), never "nothing"."""
    ref = _latest_choice(state)
    return [EventRecord(actor or c.player, action, [], extra={"unknown": True,
                                                 "what": t("apnap.what.those_chosen_by", state.lang, player=c.player)})
            for c in (ref.choices if ref is not None else []) if c.unknown]


@handles(ReturnChosen)
async def return_chosen(state: State, step: ReturnChosen, result: StepResult) -> None:
    """"Return those lands to their owners' hands": each chosen permanent leaves its controller's battlefield
    for its owner's hand (a new object there, 400.7); the controller of the effect does it, one event."""
    moving = [o for objs in chosen_before(state, step.objects).values() for o in objs]
    uids = {o.uid for o in moving}
    before = triggers.battlefield_snapshot(state)
    left: list[tuple[GameObject, str]] = []
    for p in state.game.players:
        left += [(o, p.name) for o in p.battlefield if o.uid in uids]
        p.zones["battlefield"] = [o for o in p.battlefield if o.uid not in uids]
    for o, holder in left:
        state.left_control[o.uid] = holder
        state.game.player(o.owner).hand.append(o)
    result.order = [state.game.controller]
    result.events.append(EventRecord(state.game.controller, "return", [o for o, _ in left],
                                     extra={"from": "battlefield", "to": "owners_hands",
                                            "owners": owners_of([o for o, _ in left])}))
    result.events += unknown_chosen(state, state.game.controller, "return")
    state.cite("608.2c", "400.7", step=result)
    triggers.leaves(state, left, before, result)


@handles(GainControlChosen)
async def gain_control_chosen(state: State, step: GainControlChosen, result: StepResult) -> None:
    """613.1b: each player gains control of what they chose in the step before, all at once."""
    if step.for_which:  # "… each permanent for which they were chosen"
        on_board = {o.uid: (o, p.name) for p in state.game.players for o in p.battlefield}
        taken: dict[str, list[GameObject]] = {}
        for uid, player in state.player_for.items():
            if uid in on_board and state.matches(step.objects, on_board[uid][0], on_board[uid][1]):
                taken.setdefault(player, []).append(on_board[uid][0])
    elif step.those:  # "You gain control of those creatures": every player's choice, to the subject
        taken = {name: [o for objs in chosen_before(state, step.objects).values() for o in objs]
                 for name in result.order[:1]}
    else:
        taken = chosen_before(state, step.objects)
    moving = {o.uid for objs in taken.values() for o in objs}
    for p in state.game.players:
        p.zones["battlefield"] = [o for o in p.battlefield if o.uid not in moving]
    # "You gain control of those creatures" over battlefields nobody described: what each chose is said
    unknown = [] if step.for_which else unknown_chosen(state, result.order[0] if step.those and result.order
                                                       else None, "gain_control")
    for name in result.order:
        objs = taken.get(name, [])
        state.game.player(name).battlefield.extend(objs)
        if objs or not unknown:
            result.events.append(EventRecord(name, "gain_control", objs))
    result.events += unknown
    state.cite("613.1b", step=result)


@handles(RandomPlayerPerObject)
async def random_player_per_object(state: State, step: RandomPlayerPerObject, result: StepResult) -> None:
    """A player at random for each matching permanent (no choice, like a random discard); ``seed`` repeats it."""
    players = [p.name for p in state.game.players if not p.lost and state.in_range(p.name)]
    if any("battlefield" in p.unknown for p in state.game.players):
        state.warnings.append(t("apnap.warning.unknown_zone", state.lang, zone=NounRef("battlefield", many=True)))
    per: dict[str, list[GameObject]] = {n: [] for n in players}
    for p in state.game.players:
        for o in p.battlefield:
            if players and state.matches(step.objects, o, p.name):
                rng = random.Random(f"{state.scenario.seed}:{result.index}:{o.uid}")
                chosen = rng.choice(players)
                state.player_for[o.uid] = chosen
                per[chosen].append(o)
    for name in players:
        result.events.append(EventRecord(name, "chosen_at_random", per[name], extra={"random": True}))
    state.cite("608.2e", step=result)


@handles(UntapThose)
async def untap_those(state: State, step: UntapThose, result: StepResult) -> None:
    """701.26b: the permanents the step before acted on, those that are tapped ("choose … and pay {U} for each
    creature chosen this way. If the player does, untap those creatures": the payment moved nothing, so the
    step before it)."""
    before = next((s for s in reversed(state.steps[:-1]) if s.action != "pay"), None)
    wanted = {o.uid for e in (before.events if before else []) for o in e.objects}
    changed: list[GameObject] = []
    for p in state.game.players:
        for o in list(p.battlefield):
            if o.uid in wanted and o.tapped:
                turned = replace(o, tapped=False)
                p.zones["battlefield"] = [turned if x is o else x for x in p.battlefield]
                changed.append(turned)
    result.events.append(EventRecord(state.game.controller, "untap", changed))
    state.cite("701.26b", step=result)


def target_is_legal(state: State, step: TargetOpponentCheck) -> bool:
    """The target was chosen as the ability went on the stack (115.1), so no step shows it; as the ability
    resolves it must still be an opponent of the chooser with more of the measure, or the ability does nothing
    (608.2b: a warning says so). When the board shows no opponent could be such a player, no target could ever have
    been chosen: the ability was removed from the stack as it was put there (603.3d, 601.2c) and never resolves;
    judge 27 found Oath of Mages said to have a target that became illegal (608.2b) when none was ever legal."""
    chooser = that_player(state) if step.subject.kind == "that_player" \
        else state.game.controller
    counted = Standing(step.measure, step.objects)
    target = state.scenario.target or _first_legal_target(state, counted, chooser, step.fewer)
    if _none_could_be_chosen(state, counted, chooser, step.fewer):
        from ..render import named, step_reading

        said = named(step_reading(step, state.lang), state.scenario.card).rstrip(".")
        mine = target is not None and target in state.game.opponents(chooser)  # else no opponent was named
        key = "apnap.warning.target_never_legal" if mine else "apnap.warning.target_never_legal_none"
        state.warnings.append(t(key, state.lang, player=chooser, target=target or "", text=said))
        state.cite("115.1", "601.2c", "603.3d")
        return False
    legal = (target is not None and target in state.game.opponents(chooser)
             and _beats(step.fewer, standing.measure(state, counted, target),
                        standing.measure(state, counted, chooser)))
    state.cite("115.1", "608.2b")
    if not legal:
        state.warnings.append(t("apnap.warning.target_illegal", state.lang, player=target or "—"))
    return legal


def _beats(fewer: bool, theirs: int, mine: int) -> bool:
    """Whether a player with ``theirs`` is such a target against the chooser's ``mine``: more, or with ``fewer``
    ("whose graveyard has fewer creature cards in it than their graveyard does") less."""
    return theirs < mine if fewer else theirs > mine


def _first_legal_target(state: State, counted: Standing, chooser: str, fewer: bool = False) -> str | None:
    """No target given: the first opponent of the chooser after them in turn order that the text allows, said in a
    warning (the scenario format's deterministic default, the first legal choice). The controller's next opponent,
    the default for other target words, could be the chooser themself (judge 27, Oath of Mages). None when no
    opponent is such a player, or the board cannot say (the check after this one says which)."""
    seats = state.game.seat_names
    start = seats.index(chooser)
    opponents = set(state.game.opponents(chooser))
    try:
        mine = standing.measure(state, counted, chooser)
        found = next((p for p in seats[start + 1:] + seats[:start] if p in opponents and state.in_range(p)
                      and _beats(fewer, standing.measure(state, counted, p), mine)), None)
    except BotError:
        found = None
    if found is None:
        return None
    state.scenario = replace(state.scenario, target=found, targets=(*state.scenario.targets, found))
    state.warnings.append(t("apnap.warning.default_target_legal", state.lang, player=found, chooser=chooser))
    return found


def _none_could_be_chosen(state: State, counted: Standing, chooser: str, fewer: bool = False) -> bool:
    """No opponent of the chooser has more of the measure on the board as it stands (601.2c: a target must be legal
    as it is chosen); False when the board cannot say it of one of them (a zone nobody described)."""
    try:
        mine = standing.measure(state, counted, chooser)
        return not any(_beats(fewer, standing.measure(state, counted, o), mine) for o in state.game.opponents(chooser))
    except BotError:
        return False


@handles(TargetOpponentCheck)
async def target_opponent_check(state: State, step: TargetOpponentCheck, result: StepResult) -> None:
    """Met as a step (inside a repeated process): the same check, nothing more happens if it fails."""
    state.stopped = not target_is_legal(state, step)


@handles(ChooserMayDamage)
async def chooser_may_damage(state: State, step: ChooserMayDamage, result: StepResult) -> None:
    """The first player (that player) says yes or no; with yes, the target is dealt the damage (120.3)."""
    chooser = that_player(state)
    record = await DECIDERS[AskMay](state, result, Decision(chooser, 0, AskMay()))
    result.choices.append(record)
    if record.answer == "no":
        return
    for name in result.order:
        n = value_of(state, step.amount, name)
        if not n:  # 120.8: 0 damage is no damage, no event
            no_event(state, result, name, "damage")
            continue
        state.change_life(name, -n, result)
        result.events.append(EventRecord(name, "damage", [], amount=n,
                                         extra={"source": source_name(state, step.source),
                                                "life": state.known_life(name)}))
        triggers.damaged(state, [], [name], damage_source(state, step.source), result)
        triggers.simple(state, "loses_life", name, None, result)
    state.cite("120.3a", "119.3", step=result)
