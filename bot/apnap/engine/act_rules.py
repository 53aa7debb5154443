"""Continuous effects on players, winning the game and poison counters.

A rule-changing effect moves nothing: a static ability never resolves (604.1) and an effect that
changes the rules for a while only starts to apply (611.2). So the handler states, for each player it
applies to now (611.3a: a static ability applies at each moment to whatever it names; APNAP order),
what changes for them and for how long, citing the rule that gives the change its force: a "can't"
beats any "can" (101.2), an additional land raises how many lands a player may play (305.2), the
maximum hand size is seven unless changed (402.2), a skipped step does not happen (500.11, 614.10),
permanents untap in the untap step (502.3). Winning the game (104.2b) and poison counters (122.1f,
704.5c) are events that change the game, applied here and in the state-based actions.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from bot.errors import BotError

from ..attached_suggest import attached_example, attached_suggestions
from ..grammar import RuleChange, TypeFilter
from ..grammar.specs import QuotedAbility
from ..grammar.verbs_choose import TURN_PARTS, TURN_PARTS_ES
from ..model import GameObject
from ..oracle import short_names
from ..plan import ContinuousEffect, EndTurn, GetEmblem, GetPoison, WinGame
from ..result import EventRecord, StepResult
from .act_shields import kind_words
from .cost_statics import board_cost_extra, cost_extra, cost_rules
from .grants import grant
from .registry import handles
from .remembered import same_name_extra
from .values import value_of

if TYPE_CHECKING:
    from .state import State

MAX_HAND_SIZE = 7  # 402.2: each player's maximum hand size, unless an effect changes it
# An ability that resolves: a continuous effect it creates with no duration stated lasts the game (611.2a).
_RESOLVING = frozenset({"triggered", "activated", "loyalty", "chapter", "opening_hand"})
# What each change rests on, after 611.1 (a continuous effect affects players or the rules of the game).
_RULES: dict[tuple[str, str], tuple[str, ...]] = {
    ("cant", "cast"): ("101.2",), ("cant", "draw"): ("101.2",), ("cant", "gain_life"): ("101.2", "119.7"),
    ("cant", "play_land"): ("101.2", "305.1"), ("may", "play_land"): ("305.2", "305.2a"),
    ("change", "hand_size"): ("402.2",), ("skip", "untap_step"): ("500.11", "614.10"),
    ("change", "spell_cost"): ("601.2f",), ("change", "ability_cost"): ("602.2", "602.2b", "601.2f"),
    ("may", "cast"): ("601.3",), ("only", "spend_mana"): ("106.6",),
    ("may", "play"): ("601.3", "305.1"), ("may", "look_linked"): ("607.2a", "406.3"),
    ("untap", "untap"): ("502.3",), ("cant", "untap"): ("101.2", "502.3"), ("cant", "block"): ("101.2", "509.1b"),
    ("must", "attack"): ("508.1d",), ("change", "damage_by_toughness"): ("510.1a",),
}
# Changes that apply to permanents: their events name the permanents they apply to now.
_ON_PERMANENTS = frozenset({"untap", "keyword", "ability", "attack", "block", "damage_by_toughness"})
_KEYWORD_RULES = {"shroud": "702.18a", "hexproof": "702.11a", "indestructible": "702.12a", "flying": "702.9a"}


def duration_of(state: State, change: RuleChange) -> str:
    """The change's duration: as written, or, with none written, ``static`` for a static ability (as
    long as its source has it, 611.3a) and ``game`` for an effect a resolving ability creates (611.2a)."""
    if change.duration == "static" and change.objects is None and (change.as_though or change.zone == "graveyard"):
        return own_casting(change)
    if change.duration == "static" and state.scenario.ability_kind in _RESOLVING:
        return "game"
    if change.duration == "during_your_turn" and state.game.active != state.game.controller:
        return "during_your_turn_not_now"  # 611.3a: at this moment (another player's turn) it changes nothing
    return change.duration


def own_casting(change: RuleChange) -> str:
    """How long a permission to cast the card itself works: "as though it had flash" functions in any zone it could
    be cast from and on the stack (``casting``, 113.6e); "from your graveyard" everywhere (``everywhere``, 113.6f)."""
    return "everywhere" if change.zone == "graveyard" else "casting"


def record_casting_static(state: State, step: ContinuousEffect) -> None:
    """A spell's own casting permission ("You may cast Twilight's Call as though it had flash …"): it worked as the
    spell was cast (113.6e); as the spell resolves it does nothing (113.3a), so it is no step: the answer's
    ``continuous_effects`` lists it, as "This spell can't be countered" is."""
    change = step.change
    duration = own_casting(change)
    extra = {**_change_extra(change, duration), "what": state.scenario.card or change.what}
    state.continuous.append({"controller": state.game.controller, "source": state.scenario.card or change.what,
                             "text": step.text, **extra, "rules": _change_rules(change, duration)})
    state.cite(*_change_rules(change, duration))


def quoted_extra(ability: QuotedAbility, lang: str = "en") -> dict[str, Any]:
    """What an event says of a quoted ability it gives (113.10, 111.3, 114.2): its words in the answer's language and
    its kind (triggered, activated, static); it is read, and it triggers, is activated or applies later, never now.
    English says the words as printed; another language says them as the reading does (judge 41es: «Sacrifice this
    creature: Add {C}.» inside a Spanish sentence)."""
    return {"ability": ability_said(ability, lang), "ability_kind": ability.kind}


def ability_said(ability: QuotedAbility, lang: str) -> str:
    """A quoted ability's words in ``lang``: as printed when printed in that language, else said from its plan
    (render.common.quoted); the printed words when no renderer says it."""
    if lang == ability.lang:
        return ability.text
    from ..render.common import quoted
    from ..render.words import Words

    try:
        said = quoted(Words(lang), ability)[1:-1]
    except Exception:  # noqa: BLE001 - as render.step_reading: a quoted ability nobody renders keeps its words
        return ability.text
    return said


@handles(GetEmblem)
async def get_emblem(state: State, step: GetEmblem, result: StepResult) -> None:
    """114.2: each player puts an emblem with the ability into the command zone, owned and controlled by them;
    its ability works from there (114.4, 113.6p). An emblem is no card and no permanent (114.5)."""
    for name in result.order:
        result.events.append(EventRecord(name, "emblem", [], extra={**quoted_extra(step.ability, state.lang),
                                                                    "zone": "command"}))
    state.cite("114.1", "114.2", "114.4", step=result)


def _attached(state: State, step: ContinuousEffect, result: StepResult) -> None:
    """"Enchanted land has …": the one permanent the source is attached to (303.4b), named by the scenario's
    ``attached_to``; the effect applies to it, so ``order`` is its controller. Not given: asked, never guessed."""
    name = state.scenario.attached_to
    if name is None:
        raise BotError.of("choice_needed", "apnap.error.attached_needed", field="attached_to", lang=state.lang,
                          what=step.change.what, suggestions=(said := attached_suggestions(
                              state.game, state.scenario.effect_text or "", short_names(state.scenario.card or ""))),
                          example=attached_example(said))
    held = next(((p.name, o) for p in state.game.players for o in p.battlefield if o.name == name), None)
    if held is None or (step.change.objects is not None and not state.matches(step.change.objects, held[1], held[0])):
        raise BotError.of("bad_scenario", "apnap.error.attached_kind", field="attached_to", lang=state.lang,
                          name=name, what=step.change.what)
    result.order = [held[0]]
    state.cite("303.4b" if step.change.attached == "enchanted" else "301.5a", step=result)


def _grant_change(state: State, change: RuleChange, objects: list[GameObject], duration: str) -> None:
    """A keyword or a quoted ability given to permanents (613.1f): each has it from now on, for what follows
    (grants.py); "during your turn" on another player's turn gives nothing now (611.3a)."""
    if duration == "during_your_turn_not_now" or change.kind != "grant":
        return
    if change.act == "keyword" and change.keyword:
        grant(state, objects, (change.keyword,), duration)
    elif change.act == "ability" and change.ability is not None:
        grant(state, objects, (), duration, ((change.ability.text, change.ability.kind),))


# a step or phase as the choice's label says it, in either language → what is skipped (500.1)
_CHOSEN_PARTS = {**TURN_PARTS, **{es: TURN_PARTS[en] for en, es in TURN_PARTS_ES.items()}}


def chosen_part(state: State, change: RuleChange, name: str, result: StepResult) -> RuleChange:
    """"skips each instance of the chosen step or phase" (500.11): the step or phase ``name`` chose in the effect's
    latest such choice (608.2c), or the only one chosen there when another player chose it; the grammar refuses the
    words with no choice before them (verbs_choose.check_chosen_part)."""
    if change.act != "chosen":
        return change
    ref = next((s for s in reversed(state.steps) if s.extra.get("word_kind") == "turn_part"), None)
    chosen: dict[str, str] = ref.extra["chosen_for"] if ref is not None else {}
    word = chosen.get(name) or (next(iter(chosen.values())) if len(set(chosen.values())) == 1 else None)
    if word is None:  # pragma: no cover - refused before the engine runs
        raise ValueError("a chosen step or phase with no choice before it")
    if _CHOSEN_PARTS[word.casefold()] == "main_phase":
        state.cite("505.1", step=result)  # both main phases, before and after combat
    return replace(change, act=_CHOSEN_PARTS[word.casefold()])


@handles(ContinuousEffect)
async def continuous_effect(state: State, step: ContinuousEffect, result: StepResult) -> None:
    change = step.change
    duration = duration_of(state, change)
    if change.attached:
        _attached(state, step, result)
    counted = board_cost_extra(state, step.per, change)  # "… for each …": counted once, as the rule applies now
    for name in result.order:
        you_are = state.game.controller if name != state.game.controller else None  # "you" said of another player
        extra = {**_change_extra(chosen_part(state, change, name, result), duration, state.lang, state.scenario.card,
                                 you_are), **counted}
        if change.same_name or change.act == "look_linked":  # the cards the linked ability exiled (607.2a)
            extra.update(same_name_extra(state, change))
        if (change.as_though or change.zone == "graveyard") and change.objects is None:  # the source card itself
            extra["what"] = state.scenario.card or change.what
        if change.act == "hand_size":
            extra["hand_size"] = None if change.amount is None else max(0, MAX_HAND_SIZE + change.amount)
        amount = change.amount if change.act in ("play_land", "hand_size", "turn") else None
        if _later_too(change, duration):  # 611.2c: not locked in; the kind said, with what matches now
            extra["later_too"] = kind_words(state, change.objects)
        if change.act in _ON_PERMANENTS and "battlefield" in state.game.player(name).unknown:
            extra["objects_unknown"] = True  # quick mode: which permanents is not known, never "none"
        reached = _untapping(state, change, name)
        if not reached and change.act in _ON_PERMANENTS and not change.limit and "objects_unknown" not in extra:
            continue  # a change to permanents reaches only their controllers (611.3a): no empty event
        result.events.append(EventRecord(name, "rule_change", reached, amount=amount, extra=extra))
        _grant_change(state, change, reached, duration)
    if change.act in _ON_PERMANENTS and not change.limit:
        result.order = [n for n in result.order if any(e.player == n for e in result.events)]
    state.cite(*_change_rules(change, duration), step=result)
    if _later_too(change, duration):
        state.cite("611.2c", step=result)


# Changes to what permanents may do (untap, attack, block), not to their characteristics (613.1): a resolving
# effect's applies to whatever matches when it matters, permanents that arrive later too (611.2c).
_RULES_OF_PLAY = frozenset({"untap", "attack", "block", "damage_by_toughness"})
# Durations of a static ability (611.3a), which applies at each moment to whatever it names anyway.
_STATIC_DURATIONS = frozenset({"static", "during_your_turn", "during_your_turn_not_now", "casting", "everywhere"})


def _later_too(change: RuleChange, duration: str) -> bool:
    """Whether the change is a resolving effect's rule for a kind of permanent ("Lands you control don't untap during
    your next untap step"): it is not locked in to the permanents there now (611.2c), so the answer says the kind and
    names today's only as an example."""
    return (change.act in _RULES_OF_PLAY and change.objects is not None and not change.attached
            and not change.limit and duration not in _STATIC_DURATIONS)


def _change_rules(change: RuleChange, duration: str) -> list[str]:
    """The rules a change rests on (611.1 and its own), and those of its duration (611.3a, 611.2a, 500.4)."""
    rules = ["611.1", *_RULES.get((change.kind, change.act), ("500.11", "614.10") if change.kind == "skip" else ()),
             *cost_rules(change)]
    if change.keyword:
        rules.append(_KEYWORD_RULES[change.keyword])
    if change.same_name:  # a remembered card's name: the linked ability's card (607.2a), a target's last (608.2h)
        rules.append("607.2a" if change.same_name == "linked" else "608.2h")
    if change.as_though == "flash":  # any time you could cast an instant; an extra cost paid as it is cast
        rules += ["601.3b", "702.8a", *(("601.3c", "601.2f") if change.mana else ())]
    if change.ability is not None:  # an ability-adding effect (113.10), applied in layer 6 (613.1f)
        rules += ["113.10", "613.1f"]
    if duration == "mana":  # the mana just added: it empties from the pool at the end of the step (500.4)
        rules.append("500.4")
    elif duration in ("casting", "everywhere"):  # the card's own permission: where it can be cast from (113.6e-f)
        rules.append("113.6e" if duration == "casting" else "113.6f")
    else:
        rules += ["604.1", "611.3a"] if duration in ("static", "during_your_turn", "during_your_turn_not_now") \
            else ["611.2a"]
    if duration == "next":
        rules.append("614.10a")
    return rules


def _change_extra(change: RuleChange, duration: str, lang: str = "en", card: str | None = None,
                  you_are: str | None = None) -> dict[str, Any]:
    """What a change's event says of it: kind, act, duration and the details it has (a limit, the spells)."""
    extra: dict[str, Any] = {"change": change.kind, "act": change.act, "duration": duration}
    if change.ability is not None:
        extra.update(quoted_extra(change.ability, lang))
    for key, value in (("limit", change.limit), ("during", change.during), ("what", change.what),
                       ("keyword", change.keyword)):
        if value:
            extra[key] = value
    if change.zone:  # 601.3: a permission to play those cards from that zone ("from your graveyard")
        extra["zone"] = change.zone
    elif change.act in ("cast", "spell_cost", "spend_mana") and change.objects is not None:
        extra.update(spell_kinds(change.objects))
    if change.activating is not None:  # 106.6: "… or activate abilities of Myr": whose abilities, typed
        extra["activating"] = {"types": sorted(t for req, _, _, _ in change.activating.alternatives for t in req),
                               "subtypes": sorted(change.activating.subtypes)}
    if change.act in ("spell_cost", "ability_cost"):  # 601.2f, 602.2b: the symbols more (amount > 0) or less
        extra.update({**cost_extra(change, lang), **_targeting(change, lang, card, you_are)})
    if change.as_though:  # 601.3b: "as though they had flash"; the extra cost it asks for, if any (601.3c)
        extra["as_though"] = change.as_though
        if change.objects is None:
            extra["spells"] = "source"
        if change.mana:
            extra.update({"mana": change.mana, "more": True})
    return extra


def _targeting(change: RuleChange, lang: str, card: str | None, you_are: str | None = None) -> dict[str, str]:
    """601.2f: only the spells that target the source or a permanent of a kind ("that target a Merfolk you
    control"), said in the reader's language; nothing when the change is for every spell of its kind."""
    from ..render.nouns import counted
    from ..render.words import Words

    if change.targeting_source:
        return {"targeting": "source", "targeting_what": card or Words(lang).pick("this permanent", "este permanente")}
    if change.targeting is None:
        return {}
    return {"targeting": "kind", "targeting_what": counted(Words(lang), 1, change.targeting, you_are=you_are)}


def spell_kinds(spells: TypeFilter) -> dict[str, list[str]]:
    """Which spells, as card types the narration can say in either language: ``types`` (any of them) or
    ``not_types`` ("noncreature"); nothing for a kind said otherwise (its printed words are said then)."""
    alternatives = spells.alternatives
    extra = (spells.colors or spells.not_colors or spells.subtypes or spells.not_subtypes
             or spells.colored is not None)
    if not alternatives or extra:
        return {} if extra else {"types": []}
    if all(len(req) == 1 and not forbidden for req, forbidden, _, _ in alternatives):
        return {"types": sorted((next(iter(req)) for req, _, _, _ in alternatives),
                                key=[next(iter(r)) for r, _, _, _ in alternatives].index)}
    if len(alternatives) == 1 and not alternatives[0][0]:
        return {"not_types": sorted(alternatives[0][1])}
    return {}


def _untapping(state: State, change: RuleChange, name: str) -> list[GameObject]:
    """The permanents an untap, keyword, ability, attack or block change applies to now: the player's that match,
    the one the source is attached to, or the source."""
    if change.act not in _ON_PERMANENTS or change.limit:  # "can't block with more than one creature": a player's
        return []
    battlefield = state.game.player(name).battlefield
    if change.attached:
        return [o for o in battlefield if o.name == state.scenario.attached_to][:1]
    if change.objects is None:
        names = {n.casefold() for n in short_names(state.scenario.card or "")}
        return [o for o in battlefield if o.name.casefold() in names][:1]
    return [o for o in battlefield if state.matches(change.objects, o, name)]


@handles(EndTurn)
async def end_turn(state: State, step: EndTurn, result: StepResult) -> None:
    """724.1: the turn ends. Every object on the stack is exiled, the resolving spell or ability included (724.1b;
    a spell is exiled, not put into its owner's graveyard), state-based actions are checked (724.1c), and the game
    skips to the cleanup step (724.1d): no end step, so its "at the beginning of the end step" abilities do not
    trigger (724.1e). Abilities that triggered during the effect and wait to be put on the stack cease to exist
    (724.1a): they are named in the event and leave the result's stack."""
    gone = [f"{tr.source}: {tr.text}" for tr in state.triggers]
    state.triggers.clear()
    result.events.append(EventRecord(state.game.controller, "end_turn", [],
                                     extra={"spell_exiled": state.scenario.source_zone == "stack",
                                            "triggers_cease": gone}))
    state.cite("724.1", "724.1a", "724.1b", "724.1d", "724.1e", step=result)


@handles(WinGame)
async def win_game(state: State, step: WinGame, result: StepResult) -> None:
    """104.2b: the game ends with these players as its winners (a player who also loses, loses: 104.3f)."""
    if state.game.range_of_influence is not None:  # 104.3h: opponents in range lose instead; not modelled
        raise BotError.of("unsupported_effect", "apnap.error.win_range_of_influence", field="range_of_influence",
                          lang=state.lang)
    for name in result.order:
        state.won_game.append(name)
        result.events.append(EventRecord(name, "win_game", []))
    state.cite("104.2b", step=result)


@handles(GetPoison)
async def get_poison(state: State, step: GetPoison, result: StepResult) -> None:
    """122.1f: counters on a player; ten or more lose the game as a state-based action (704.5c)."""
    for name in result.order:
        n = value_of(state, step.amount, name)
        player = state.game.player(name)
        player.poison += n
        extra: dict[str, Any] = {"counter": "poison"}
        if "life" not in player.unknown:  # quick mode: how many the player had is not known
            extra["total"] = poison_of(state, name)
        result.events.append(EventRecord(name, "poison", [], amount=n, extra=extra))
    state.cite("122.1", "122.1f", step=result)
    if state.game.shared_life:
        state.cite("810.10", step=result)


def poison_of(state: State, name: str) -> int:
    """A player's poison counters; a Two-Headed Giant team's are shared (810.10a)."""
    team = state.game.team_index(name)
    if state.game.shared_life and team is not None:
        return sum(state.game.player(n).poison for n in state.game.teams[team])
    return state.game.player(name).poison
