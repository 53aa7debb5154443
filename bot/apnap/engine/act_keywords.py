"""Keyword actions and designations: energy (107.14), Investigate (701.16a), Monstrosity (701.37a), Adapt
(701.46a), the monarch (725), Transform (701.27), Amass (701.47) and Populate (701.36).

Why each does its own rule here rather than becoming the steps it stands for: what the rule checks
(monstrous yet? any +1/+1 counters yet? enough energy?) is a fact of the board the scenario states, and a fact
it does not state is asked (or, in quick mode, assumed with a warning), never taken as zero.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..grammar import TypeFilter, parse_effect
from ..grammar.specs import QuotedAbility
from ..model import GameObject
from ..plan import Pick
from ..plan import amounts as a
from ..plan.keyword_steps import (
    Amass,
    BecomeMonarch,
    CountersOnce,
    GetEnergy,
    Investigate,
    PayEnergy,
    Populate,
    TransformSource,
)
from ..result import EventRecord, StepResult
from . import triggers
from .act_board import _declined, _source_label
from .act_counters import _put
from .act_objects import _may
from .act_rules import quoted_extra
from .asking import AskMay, AskPick, choice_phase
from .board_values import _ABSENT
from .copiable import make_copies
from .registry import handles
from .values import value_of

if TYPE_CHECKING:
    from .state import State

CLUE_ABILITY = "{2}, Sacrifice this token: Draw a card."  # 111.10f


def _warn(state: State, key: str, **params: object) -> None:
    warning = t(key, state.lang, **params)
    if warning not in state.warnings:
        state.warnings.append(warning)


def _battlefield_known(state: State, player: str) -> None:
    """What a player controls, asked when nobody described it (quick mode): never taken as empty."""
    if "battlefield" in state.game.player(player).unknown:
        raise BotError.of("choice_needed", "apnap.error.own_battlefield_needed", field="players", lang=state.lang,
                          player=player)


# ------------------------------------------------------------------------------------ energy
@handles(GetEnergy)
async def get_energy(state: State, step: GetEnergy, result: StepResult) -> None:
    """122.1, 107.14: energy counters on each player; the total only when the scenario said how many they had."""
    await _may(state, step, result)
    declined = {c.player for c in result.choices if c.answer == "no"}
    for name in (n for n in result.order if n not in declined):
        n = value_of(state, step.amount, name)
        player = state.game.player(name)
        extra: dict[str, object] = {"counter": "energy"}
        if player.energy is not None:
            player.energy += n
            extra["total"] = player.energy
        result.events.append(EventRecord(name, "energy", [], amount=n, extra=extra))
    state.cite("107.14", "122.1", step=result)


@handles(PayEnergy)
async def pay_energy(state: State, step: PayEnergy, result: StepResult) -> None:
    """107.14: paying {E} removes one energy counter from the player. One with fewer than asked can't pay: as a
    cost, the ability could not have been activated (601.2h); as a "may", they don't (so "if you do" fails).
    How many a player has, when the scenario does not say, is asked; quick mode assumes enough, in ``warnings``."""
    n = value_of(state, step.amount, state.game.controller)
    unknown = [name for name in result.order if state.game.player(name).energy is None]
    if unknown and not any(p.unknown for p in state.game.players):
        raise BotError.of("choice_needed", "apnap.error.energy_needed", suggestions=unknown, field="players",
                          lang=state.lang, names=", ".join(unknown), n=n)
    able = [name for name in result.order if (state.game.player(name).energy or n) >= n]
    if result.extra.get("cost") and len(able) < len(result.order):
        raise BotError.of("bad_scenario", "apnap.error.cost_unpaid", field="controller", lang=state.lang,
                          cost=step.text, player=state.game.controller)
    if step.optional:
        await choice_phase(state, result, lambda player: [AskMay()] if player in able else [])
    declined = {c.player for c in result.choices if c.answer == "no"}
    for name in result.order:
        player = state.game.player(name)
        if name not in able or name in declined:  # too few energy counters: can't pay (107.14)
            short = {"short": True, "total": player.energy} if name not in able else {}
            result.events.append(EventRecord(name, "pay", [], amount=0, extra={"what": "energy", **short}))
            continue
        extra: dict[str, object] = {"what": "energy"}
        if player.energy is None:
            _warn(state, "apnap.warning.energy_assumed", player=name, n=n)
        else:
            player.energy -= n
            extra["total"] = player.energy
        result.events.append(EventRecord(name, "pay", [], amount=n, extra=extra))
    state.cite("107.14", step=result)


# ------------------------------------------------------------------------------------ Investigate
def clue_ability(lang: str | None) -> QuotedAbility:
    """The Clue's ability (111.10f), read by the same grammar as any quoted ability (it is kept, not resolved)."""
    return QuotedAbility(CLUE_ABILITY, "activated", parse_effect("Draw a card.", "en", lang),
                         cost="{2}, Sacrifice this token")


@handles(Investigate)
async def investigate(state: State, step: Investigate, result: StepResult) -> None:
    """701.16a: each player creates a Clue token, a colorless Clue artifact token with its ability (111.10f)."""
    await _may(state, step, result)
    declined = {c.player for c in result.choices if c.answer == "no"}
    ability = clue_ability(state.lang)
    for name in (n for n in result.order if n not in declined):
        clue = GameObject(state.made_uid(result), "Clue", name,
                          frozenset({"artifact", "token"}), subtypes=frozenset({"clue"}))
        state.game.player(name).battlefield.append(clue)
        result.events.append(EventRecord(name, "create", [clue], amount=1,
                                         extra={"keyword": "investigate", **quoted_extra(ability, state.lang)}))
        triggers.enters(state, clue, name, result)
    state.cite("701.16a", "111.10f", "111.1", step=result)


# ------------------------------------------------------------------------------------ Monstrosity, Adapt
def _already(state: State, step: CountersOnce, source: GameObject | None) -> bool:
    """Monstrous already (701.37a), or +1/+1 counters on it already (701.46a): as the board says; when it does
    not say, quick mode assumes not (in ``warnings``) and a file is asked."""
    name = source.name if source is not None else (state.scenario.card or t("apnap.what.source", state.lang))
    if step.keyword == "adapt":
        return value_of(state, a.CountersOnSource("+1/+1")) > 0  # asked when the board does not say
    if source is not None and source.monstrous is not None:
        return source.monstrous
    if any(p.unknown for p in state.game.players):
        _warn(state, "apnap.warning.monstrous_assumed", name=name)
        return False
    raise BotError.of("choice_needed", "apnap.error.monstrous_needed", suggestions=[name], field="players",
                      lang=state.lang, name=name)


@handles(CountersOnce)
async def counters_once(state: State, step: CountersOnce, result: StepResult) -> None:
    """701.37a / 701.46a: N +1/+1 counters on the source unless it is monstrous / has +1/+1 counters; a
    permanent made monstrous stays so (701.37b)."""
    source = state.source_on_battlefield()
    rule = "701.37a" if step.keyword == "monstrosity" else "701.46a"
    if _already(state, step, source):
        result.events.append(EventRecord(state.game.controller, "counter", [source] if source else [], amount=0,
                                         labels=None if source else _source_label(state),
                                         extra={"counter": "+1/+1", "on": "source", "keyword": step.keyword,
                                                "already": True}))
        state.cite(rule, step=result)
        return
    n = value_of(state, step.amount)
    if source is None:  # not on the board: the counters still go on it
        state.add_counters(_ABSENT, "+1/+1", n)
    else:
        _put(state, source, "+1/+1", n)
    monstrous = _make_monstrous(state, source) if step.keyword == "monstrosity" else None
    result.events.append(EventRecord(state.game.controller, "counter", [source] if source else [], amount=n,
                                     labels=None if source else _source_label(state),
                                     extra={"counter": "+1/+1", "on": "source", "keyword": step.keyword,
                                            # 701.37a: it becomes monstrous too (what "as long as it's monstrous" reads)
                                            **({"becomes_monstrous": True} if step.keyword == "monstrosity" else {})}))
    state.cite(rule, "122.1", "122.1a", *(("701.37b",) if step.keyword == "monstrosity" else ()), step=result)
    if monstrous is not None:  # "When this creature becomes monstrous, …" (603.2)
        triggers.became_monstrous(state, monstrous, state.game.controller, result)


def _make_monstrous(state: State, source: GameObject | None) -> GameObject | None:
    """701.37b: the designation stays until the permanent leaves the battlefield; the permanent now monstrous."""
    if source is None:  # not on the board: nothing to mark
        return None
    battlefield = state.game.player(state.game.controller).battlefield
    at = battlefield.index(source)
    battlefield[at] = replace(source, monstrous=True)
    return battlefield[at]


# ------------------------------------------------------------------------------------ the monarch
@handles(BecomeMonarch)
async def become_monarch(state: State, step: BecomeMonarch, result: StepResult) -> None:
    """725.1, 725.3: the player becomes the monarch; whoever was stops being it."""
    for name in result.order[:1]:  # one monarch at a time (725.3)
        result.events.append(EventRecord(name, "monarch", []))
    state.cite("725.1", "725.3", step=result)


# ------------------------------------------------------------------------------------ Transform
@handles(TransformSource)
async def transform_source(state: State, step: TransformSource, result: StepResult) -> None:
    """701.27a: the source turns to its other face. Which face that is (its name, power, abilities) no scenario
    gives, so the result names the event and says so in ``warnings``; a permanent that isn't a double-faced card
    does nothing (701.27c), which is assumed not to be the case, also said."""
    if await _declined(state, step, result):
        return
    source = state.source_on_battlefield()
    name = source.name if source is not None else (state.scenario.card or t("apnap.what.source", state.lang))
    result.events.append(EventRecord(state.game.controller, "transform", [source] if source else [],
                                     labels=None if source else _source_label(state)))
    _warn(state, "apnap.warning.back_face_unknown", name=name)
    state.cite("701.27a", "701.27c", step=result)


# ------------------------------------------------------------------------------------ Amass
_ARMY = TypeFilter(alternatives=((frozenset({"creature"}), frozenset(), False, False),), noun="creature",
                   subtypes=frozenset({"army"}), control="you")


@handles(Amass)
async def amass(state: State, step: Amass, result: StepResult) -> None:
    """701.47a: without an Army creature, a 0/0 black [subtype] Army creature token is created first; then an Army
    you control (your pick among several) gets N +1/+1 counters and becomes a [subtype] too."""
    you = state.game.controller
    player = state.game.player(you)
    if await _declined(state, step, result):
        return
    _battlefield_known(state, you)  # an Army nobody described is not invented, nor ruled out
    armies = [o for o in player.battlefield if state.matches(_ARMY, o, you)]
    subtype = step.subtype.lower()
    if not armies:
        army = GameObject(state.made_uid(result), f"{step.subtype} Army",
                          you, frozenset({"creature", "token"}), power=0, toughness=0, colors=frozenset({"black"}),
                          subtypes=frozenset({subtype, "army"}), counters=())
        player.battlefield.append(army)
        result.events.append(EventRecord(you, "create", [army], amount=1, extra={"pt": "0/0"}))
        triggers.enters(state, army, you, result)
        armies = [army]
    if len(armies) > 1:
        await choice_phase(state, result, lambda _: [AskPick(Pick(a.Fixed(1), _ARMY), "battlefield")])
        picked = [o for c in result.choices for o in c.objects if o in armies]
        armies = picked[:1] or armies[:1]
    army = armies[0]
    n = value_of(state, step.amount)
    _put(state, army, "+1/+1", n)
    if subtype not in army.subtypes:  # it becomes a [subtype] in addition to its other types
        battlefield = player.battlefield
        army = battlefield[battlefield.index(army)] = replace(army, subtypes=army.subtypes | {subtype})
    result.events.append(EventRecord(you, "counter", [army], amount=n, extra={"counter": "+1/+1", "amass": True}))
    state.cite("701.47a", "111.1", "122.1a", step=result)


# ------------------------------------------------------------------------------------ Populate
_TOKENS = TypeFilter(alternatives=((frozenset({"creature", "token"}), frozenset(), False, False),),
                     noun="creature", control="you")


@handles(Populate)
async def populate(state: State, step: Populate, result: StepResult) -> None:
    """701.36a: a copy of a creature token you control (your pick among several) with its copiable values
    (707.2), not its counters or status; with no creature token, no token (701.36b)."""
    you = state.game.controller
    player = state.game.player(you)
    if await _declined(state, step, result):
        return
    _battlefield_known(state, you)
    tokens = [o for o in player.battlefield if state.matches(_TOKENS, o, you)]
    if len(tokens) > 1:
        await choice_phase(state, result, lambda _: [AskPick(Pick(a.Fixed(1), _TOKENS), "battlefield")])
        tokens = [o for c in result.choices for o in c.objects if o in tokens][:1] or tokens[:1]
    if not tokens:
        result.events.append(EventRecord(you, "create", [], amount=0, extra={"keyword": "populate"}))
        state.cite("701.36a", "701.36b", step=result)
        return
    make_copies(state, tokens[0], you, 1, result, keyword="populate")  # said as populating (701.36a)
    state.cite("701.36a", "707.2", step=result)
