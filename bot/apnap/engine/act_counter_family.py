"""Handlers of counters as a family: "Proliferate" (701.34a), counters a player gets (122.1) and a counter moved from
the source onto a target (122.5).

Proliferate's choice is the player's who proliferates (701.34a: any number of the permanents and players that have a
counter). A chooser that answers asks them; the default (quick mode, a file with no ``choices`` for them) is the
natural one, their own permanents and themselves and each opponent with poison counters, marked ``auto`` and said in
a warning, never presented as what the card does. A permanent whose counters nobody gave is asked about
(``choice_needed``), never taken to have none; a battlefield nobody described is said in ``warnings``."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..choices import KIND_OBJECTS, ChoiceOption
from ..model import GameObject
from ..plan import GetCounters, MoveCounters, Proliferate, RemoveEveryCounter, RemoveEveryTargetCounter
from ..plan import amounts as a
from ..result import ChoiceRecord, EventRecord, StepResult
from .act_board import _declined, _reached, _source_label
from .act_rules import poison_of
from .asking import Decision, ask, request
from .attached import acted_on, chosen_rule, not_there
from .board_values import _ABSENT, counters_on
from .referents import that_player
from .registry import handles
from .values import value_of

if TYPE_CHECKING:
    from .state import State


def _now(state: State, obj: GameObject, asked: str = "apnap.error.counters_of_any_needed") -> dict[str, int]:
    """The counters on ``obj`` now, by kind (the board's and this resolution's, 122.1); asked when nobody gave them,
    with the question of the instruction that needs them (``asked``: proliferate's, or removing them all)."""
    put = state.counters.get(obj.uid, {})
    if obj.counters is None:
        raise BotError.of("choice_needed", asked, suggestions=[obj.name],
                          field="players", lang=state.lang, name=obj.name, kind="+1/+1")
    now = dict(obj.counters)
    for kind, n in put.items():
        now[kind] = now.get(kind, 0) + n
    return {k: n for k, n in now.items() if n > 0}


def _player_counters(state: State, name: str) -> dict[str, int]:
    """A player's counters by kind (122.1): poison (a team's shared, 810.10a), energy when given, the others."""
    player = state.game.player(name)
    now = {k: n for k, n in player.counters.items() if n > 0}
    if poison_of(state, name) > 0:
        now["poison"] = poison_of(state, name)
    if player.energy:
        now["energy"] = player.energy
    return now


async def _chosen(state: State, result: StepResult, you: str, permanents: list[tuple[GameObject, str]],
                  players: list[str]) -> tuple[ChoiceRecord, list[str]]:
    """701.34a: which of them ``you`` chooses; the default, their own and themselves and each poisoned opponent."""
    options = [ChoiceOption(f"o{o.uid}", o.name, tuple(sorted(o.types))) for o, _ in permanents] + \
              [ChoiceOption(f"p:{name}", name) for name in players]
    usual = [f"o{o.uid}" for o, holder in permanents if holder == you] + \
            [f"p:{name}" for name in players if name == you or "poison" in _player_counters(state, name)]
    what = t("apnap.what.proliferate", state.lang)
    req = replace(request(state, result, Decision(you, 0, None), options, 0, len(options), hidden=False,
                          kind=KIND_OBJECTS, zone="battlefield", what=what), suggested=tuple(usual),
                  default_given=True)
    keys = await ask(state, req)
    labels = {o.key: o.label for o in options}
    by_key = {f"o{o.uid}": o for o, _ in permanents}
    record = ChoiceRecord(you, [by_key[k] for k in keys if k in by_key], [labels[k] for k in keys], hidden=False,
                          what=what, auto=state.last_auto, required=0)
    return record, [k[2:] for k in keys if k.startswith("p:")]


def _give_player(state: State, name: str, kind: str, result: StepResult) -> None:
    """One more counter of ``kind`` on a player (poison 122.1f, energy 107.14, any other 122.1)."""
    player = state.game.player(name)
    if kind == "poison":
        player.poison += 1
        result.events.append(EventRecord(name, "poison", [], amount=1, extra={"counter": "poison",
                                                                              "total": poison_of(state, name)}))
    elif kind == "energy" and player.energy is not None:
        player.energy += 1
        result.events.append(EventRecord(name, "energy", [], amount=1, extra={"counter": "energy",
                                                                              "total": player.energy}))
    else:
        player.counters[kind] = player.counters.get(kind, 0) + 1
        result.events.append(EventRecord(name, "player_counter", [], amount=1,
                                         extra={"counter": kind, "total": player.counters[kind]}))


@handles(Proliferate)
async def proliferate(state: State, step: Proliferate, result: StepResult) -> None:
    """701.34a: the permanents and players chosen among those with a counter get one more of each kind they have."""
    if await _declined(state, step, result):
        return
    you = state.game.controller
    reached = _reached(state)
    permanents = [(o, p.name) for p in reached if "battlefield" not in p.unknown for o in p.battlefield]
    having = {o.uid: _now(state, o) for o, _ in permanents}
    permanents = [(o, holder) for o, holder in permanents if having[o.uid]]
    players = [p.name for p in reached if _player_counters(state, p.name)]
    state.cite("701.34a", "122.1", step=result)
    if not permanents and not players:  # none known to have one: said so, not "none has one", where unknown
        unknown = any("battlefield" in p.unknown or "life" in p.unknown for p in reached)
        result.events.append(EventRecord(you, "proliferate", [], amount=0, extra={"unknown": True} if unknown else {}))
        return
    record, chosen_players = await _chosen(state, result, you, permanents, players)
    result.choices.append(record)
    if record.auto:
        state.warnings.append(t("apnap.warning.proliferate_default", state.lang, player=you))
    for obj in record.objects:
        for kind in sorted(having[obj.uid]):
            state.add_counters(obj.uid, kind, 1)
            result.events.append(EventRecord(you, "counter", [obj], amount=1,
                                             extra={"counter": kind, "proliferate": True}))
    poisoned: dict[int | None, str] = {}  # 701.34b: a Two-Headed Giant team's shared poison gets one counter
    for name in chosen_players:
        for kind in sorted(_player_counters(state, name)):
            team = state.game.team_index(name) if state.game.shared_life and kind == "poison" else None
            if team is not None and team in poisoned:  # which teammate is the proliferating player's choice: said
                state.cite("701.34b", step=result)
                state.warnings.append(t("apnap.warning.proliferate_team_poison", state.lang, player=you,
                                        given=poisoned[team], other=name))
                continue
            poisoned[team] = name
            _give_player(state, name, kind, result)


@handles(GetCounters)
async def get_counters(state: State, step: GetCounters, result: StepResult) -> None:
    """122.1: counters of a kind on each of the subject's players (experience counters, …)."""
    if await _declined(state, step, result):
        return
    for name in result.order:
        n = value_of(state, step.amount, name)
        player = state.game.player(name)
        player.counters[step.kind] = player.counters.get(step.kind, 0) + n
        extra: dict[str, object] = {"counter": step.kind}
        if "life" not in player.unknown:  # quick mode: how many the player had is not known (as poison, 122.1f)
            extra["total"] = player.counters[step.kind]
        else:
            extra["unknown"] = True
        result.events.append(EventRecord(name, "player_counter", [], amount=n, extra=extra))
    state.cite("122.1", step=result)


@handles(MoveCounters)
async def move_counters(state: State, step: MoveCounters, result: StepResult) -> None:
    """122.5: the counters leave the source and go onto the target, as many as the source has (asked when the board
    does not say); onto the source itself, nothing moves."""
    if await _declined(state, step, result):
        return
    found = acted_on(state, step, step.objects)
    if found is None or (step.of_that_player and found[1] != that_player(state)):
        raise not_there(state, step, step.objects)
    target = found[0]
    source = state.source_on_battlefield()
    have = value_of(state, a.CountersOnSource(step.kind))
    n = 0 if source is not None and source.uid == target.uid else min(value_of(state, step.amount), have)
    state.add_counters(source.uid if source is not None else _ABSENT, step.kind, -n)
    state.add_counters(target.uid, step.kind, n)
    assumed = counters_on(state, source, step.kind) is None  # quick mode: counted as this effect's only (warned)
    result.events.append(EventRecord(state.game.controller, "move_counter", [target], amount=n,
                                     extra={"counter": step.kind, **({"assumed": True} if assumed and not n else {}),
                                            "from": source.name if source is not None else _source_label(state)[0]}))
    state.cite("122.5", chosen_rule(step), step=result)


@handles(RemoveEveryCounter, RemoveEveryTargetCounter)
async def remove_every_counter(state: State, step: RemoveEveryCounter | RemoveEveryTargetCounter,
                               result: StepResult) -> None:
    """122.1: every counter of every kind off the target or each permanent of the kind (asked when nobody gave a
    permanent's counters); one event per permanent and kind, none for a permanent with none."""
    if await _declined(state, step, result):
        return
    if isinstance(step, RemoveEveryTargetCounter):
        found = acted_on(state, step, step.objects)
        if found is None or (step.of_that_player and found[1] != that_player(state)):
            raise not_there(state, step, step.objects)
        permanents = [found[0]]
        state.cite(chosen_rule(step), step=result)
    else:
        permanents = [o for p in _reached(state) if "battlefield" not in p.unknown for o in p.battlefield
                      if state.matches(step.objects, o, p.name)]
    having = [(o, _now(state, o, "apnap.error.counters_to_remove_needed")) for o in permanents]
    for obj, kinds in having:
        for kind, n in sorted(kinds.items()):
            state.add_counters(obj.uid, kind, -n)
            result.events.append(EventRecord(state.game.controller, "remove_counter", [obj], amount=n,
                                             extra={"counter": kind}))
    if not any(kinds for _, kinds in having):
        result.events.append(EventRecord(state.game.controller, "remove_counter", [], amount=0, extra={"every": True}))
    state.cite("122.1", step=result)
