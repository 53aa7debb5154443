"""Keyword actions and designations: energy (107.14), Investigate (701.16a), Monstrosity (701.37a), Adapt
(701.46a) and the monarch (725).

Why each does its own rule here rather than becoming the steps it stands for: what the rule checks
(monstrous yet? any +1/+1 counters yet? enough energy?) is a fact of the board the scenario states, and a fact
it does not state is asked (or, in quick mode, assumed with a warning), never taken as zero.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..grammar import parse_effect
from ..grammar.specs import QuotedAbility
from ..model import GameObject
from ..plan import amounts as a
from ..plan.keyword_steps import BecomeMonarch, CountersOnce, GetEnergy, Investigate, PayEnergy
from ..result import EventRecord, StepResult
from . import triggers
from .act_board import _ABSENT, _put, _source_label
from .act_objects import _may, _source
from .act_rules import quoted_extra
from .asking import AskMay, choice_phase
from .registry import handles
from .values import value_of

if TYPE_CHECKING:
    from .state import State

CLUE_ABILITY = "{2}, Sacrifice this token: Draw a card."  # 111.10f


def _warn(state: State, key: str, **params: object) -> None:
    warning = t(key, state.lang, **params)
    if warning not in state.warnings:
        state.warnings.append(warning)


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
        clue = GameObject(10_000_000 + len(state.steps) * 1000 + 100 * len(result.events), "Clue", name,
                          frozenset({"artifact", "token"}), subtypes=frozenset({"clue"}))
        state.game.player(name).battlefield.append(clue)
        result.events.append(EventRecord(name, "create", [clue], amount=1,
                                         extra={"keyword": "investigate", **quoted_extra(ability)}))
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
    source = _source(state)
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
        kinds = state.counters.setdefault(_ABSENT, {})
        kinds["+1/+1"] = kinds.get("+1/+1", 0) + n
    else:
        _put(state, source, "+1/+1", n)
    if step.keyword == "monstrosity":
        _make_monstrous(state, source)
    result.events.append(EventRecord(state.game.controller, "counter", [source] if source else [], amount=n,
                                     labels=None if source else _source_label(state),
                                     extra={"counter": "+1/+1", "on": "source", "keyword": step.keyword}))
    state.cite(rule, "122.1", "122.1a", *(("701.37b",) if step.keyword == "monstrosity" else ()), step=result)


def _make_monstrous(state: State, source: GameObject | None) -> None:
    """701.37b: the designation stays until the permanent leaves the battlefield."""
    if source is None:  # not on the board: nothing to mark
        return
    battlefield = state.game.player(state.game.controller).battlefield
    battlefield[battlefield.index(source)] = replace(source, monstrous=True)


# ------------------------------------------------------------------------------------ the monarch
@handles(BecomeMonarch)
async def become_monarch(state: State, step: BecomeMonarch, result: StepResult) -> None:
    """725.1, 725.3: the player becomes the monarch; whoever was stops being it."""
    for name in result.order[:1]:  # one monarch at a time (725.3)
        result.events.append(EventRecord(name, "monarch", []))
    state.cite("725.1", "725.3", step=result)
