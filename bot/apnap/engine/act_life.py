"""Life and turns: life changes of players, lost, gained, set or dealt as damage (one event for everyone, 608.2f;
damage's own handlers are act_damage.py's), "unless" penalties, extra turns, losing the game, unspent mana lost
(106.4). Draw and mill are act_draw.py's, paying act_pay.py's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..model import GameObject
from ..plan import (
    Damage,
    ExtraTurn,
    GainLife,
    LoseGame,
    LoseLife,
    LoseMana,
    SetLife,
    Unless,
)
from ..result import EventRecord, StepResult
from . import triggers
from .act_picks import may_first
from .asking import AskMay, choice_phase, declined
from .deciding import AskUnless
from .not_done import paid_instead
from .registry import handles
from .values import value_of

if TYPE_CHECKING:
    from .state import State

from .damage_sources import damage_source, source_name

# ------------------------------------------------------------------------------------ life and damage
# A player who gains or loses 0 life has no life event (119.9 says it of gaining; 119.3 adjusts by nothing),
# and a source that would deal 0 damage deals none (120.8): nothing that watches for it triggers.
_ZERO_RULE = {"gain_life": "119.9", "lose_life": "119.3", "damage": "120.8"}


def no_event(state: State, result: StepResult, name: str, action: str) -> None:
    """A player the instruction reached who gains, loses or is dealt 0: the contract's entry for them in
    ``order`` (amount 0, like an empty discard's objects []), marked ``no_event``: no life changed, nothing
    that watches for it triggers, and the narration does not tell it as an event (119.9, 120.8)."""
    state.cite(_ZERO_RULE.get(action, "119.3"), step=result)
    result.events.append(EventRecord(name, action, [], amount=0,
                                     extra={"no_event": True, "life": state.known_life(name)}))


def _life_event(state: State, step: LoseLife | GainLife | Damage, result: StepResult, name: str, n: int) -> None:
    extra: dict[str, object] = {"source": source_name(state, step.source)} if isinstance(step, Damage) else {}
    extra["life"] = state.known_life(name)
    result.events.append(EventRecord(name, step.action, [], amount=n, extra=extra))


async def players_life(state: State, step: LoseLife | GainLife | Damage, result: StepResult, sign: int) -> None:
    if step.optional and not isinstance(step, Damage):  # "each opponent may lose 2 life": theirs to decline
        await choice_phase(state, result, lambda player: [AskMay()])
    no = declined(result)
    amounts = {name: 0 if name in no else value_of(state, step.amount, name) for name in result.order}  # 608.2h
    for name in result.order:
        if name in no:
            continue
        if not amounts[name]:  # 119.9 / 120.8: gaining, losing or being dealt 0 is no event at all
            no_event(state, result, name, step.action)
            continue
        state.change_life(name, sign * amounts[name], result)
        _life_event(state, step, result, name, amounts[name])
    changed = [n for n in result.order if amounts[n] > 0]
    if isinstance(step, Damage) and changed:  # 120.3a: the players dealt damage, by the source dealing it
        triggers.damaged(state, [], changed, damage_source(state, step.source), result)
    for name in changed:
        triggers.simple(state, "loses_life" if sign < 0 else "gains_life", name, None, result)


@handles(LoseLife)
async def lose_life(state: State, step: LoseLife, result: StepResult) -> None:
    await players_life(state, step, result, -1)


@handles(LoseMana)
async def lose_mana(state: State, step: LoseMana, result: StepResult) -> None:
    """"Each player loses all unspent mana" (106.4): each player's mana pool empties now rather than at the end of
    the step. The scenario holds no mana pool, so how much was lost is not said (``amount`` None); what follows is
    that the pool is empty (``pool: empty``), whatever it held."""
    await _may_lose(state, step, result)
    no = declined(result)
    for name in result.order:
        if name not in no:
            result.events.append(EventRecord(name, "lose_mana", [], amount=None, extra={"pool": "empty"}))
    state.cite("106.4", step=result)


async def _may_lose(state: State, step: LoseMana, result: StepResult) -> None:
    if step.optional:
        await choice_phase(state, result, lambda player: may_first(step))


@handles(GainLife)
async def gain_life(state: State, step: GainLife, result: StepResult) -> None:
    await players_life(state, step, result, +1)


@handles(SetLife)
async def set_life(state: State, step: SetLife, result: StepResult) -> None:
    """119.5: a life total that "becomes" N changes by the difference, as life gained or lost."""
    for name in result.order:
        if "life" in state.game.player(name).unknown:  # nobody said the total: the change is not known
            result.events.append(EventRecord(name, "set_life", [], amount=value_of(state, step.amount, name),
                                             extra={"unknown": True}))
            continue
        diff = value_of(state, step.amount, name) - state.life_of(name)
        if not diff:  # already that total: no life gained or lost, no event (119.5, 119.9)
            no_event(state, result, name, "gain_life")
            continue
        state.change_life(name, diff, result)
        result.events.append(EventRecord(name, "gain_life" if diff >= 0 else "lose_life", [], amount=abs(diff),
                                         extra={"life": state.known_life(name)}))
        triggers.simple(state, "loses_life" if diff < 0 else "gains_life", name, None, result)
    state.cite("119.5", step=result)


@handles(Unless)
async def unless(state: State, step: Unless, result: StepResult) -> None:
    """The alternatives chosen happen at once; everyone else gets the penalty (608.2c, 101.4)."""
    ask = AskUnless(step.alternatives)
    await choice_phase(state, result, lambda player: [ask])
    before = triggers.battlefield_snapshot(state)
    left: triggers.Seen = []
    n = {name: value_of(state, step.amount, name) for name in result.order}
    payers = []
    for c in result.choices:
        if c.answer == "no" or not (c.objects or c.what.startswith("pay_life")):
            _unless_life(state, step, result, c.player, n[c.player], step.action)
            continue
        payers.append(c.player)
        if c.what.startswith("pay_life"):
            _unless_life(state, step, result, c.player, int(c.what.split(":")[1]), "pay")
        else:
            give_up(state, c.player, c.objects[0], c.what, result, left)
    paid_instead(state, step, payers, result.order)  # not done for them (118.12a), said, never a step (not_done.py)
    state.cite("608.2c", step=result)
    triggers.leaves(state, left, before, result, sacrificed=True)  # only sacrifices leave the battlefield here


def _unless_life(state: State, step: Unless, result: StepResult, name: str, n: int, action: str) -> None:
    """The penalty's life loss, or life paid to avoid it (119.4: paying life is losing it): an event that
    "whenever a player loses life" sees (603.2); 0 is no loss at all (119.3)."""
    if not n:
        no_event(state, result, name, "damage" if action == "damage" else "lose_life")
        return
    state.change_life(name, -n, result)
    extra: dict[str, object] = ({"what": "life"} if action == "pay" else
                                {"life": state.known_life(name), "source": source_name(state, step.source)})
    result.events.append(EventRecord(name, action, [], amount=n, extra=extra))
    triggers.simple(state, "loses_life", name, None, result)
    if action == "pay":
        state.cite("119.4", step=result)


def put_on_top(state: State, name: str, o: GameObject, result: StepResult) -> None:
    """"… unless they put a card from their hand on top of their library": that card of their hand goes on top of
    their library, face down (401.2); the next draw draws it."""
    player = state.game.player(name)
    player.zones["hand"] = [x for x in player.hand if x is not o]
    player.zones["library"][0:0] = [o]
    result.events.append(EventRecord(name, "put", [o], extra={"from": "hand", "to": "library_top"}))
    state.cite("401.2", step=result)


def give_up(state: State, name: str, o: GameObject, action: str, result: StepResult, left: triggers.Seen) -> None:
    """A permanent sacrificed or a card discarded to avoid the penalty is a real event (701.21a, 701.9a):
    a discard triggers "whenever a player discards a card" now, a sacrifice the leaves-the-battlefield
    watchers with the rest of the step (603.10a)."""
    if action == "put_on_top":  # a card on top of their library instead (401.2): no zone change to a graveyard
        put_on_top(state, name, o, result)
        return
    p = state.game.player(name)
    zone = "battlefield" if action == "sacrifice" else "hand"
    p.zones[zone] = [x for x in p.zone(zone) if x is not o]
    state.game.player(o.owner).graveyard.append(o)
    result.events.append(EventRecord(name, action, [o]))
    if zone == "battlefield":
        left.append((o, name))
        state.cite("701.21a", step=result)
    else:
        triggers.discarded(state, name, [o], result)
        state.cite("701.9a", step=result)


@handles(ExtraTurn)
async def extra_turn(state: State, step: ExtraTurn, result: StepResult) -> None:
    """500.7: added one at a time in APNAP order; 805.8: a team takes an extra turn given to a member."""
    result.simultaneous = False
    teams_given: set[int] = set()
    times = 1 if step.times is None else value_of(state, step.times)  # "for each time vote"
    for name in [n for n in result.order for _ in range(times)]:
        result.events.append(EventRecord(name, "extra_turn", []))
        team = state.game.team_index(name)
        if state.game.shared_team_turns and team is not None:
            state.cite("805.8", step=result)
            if team in teams_given:
                continue
            teams_given.add(team)
        state.extra_turn_grants.append(name)


@handles(LoseGame)
async def lose_game(state: State, step: LoseGame, result: StepResult) -> None:
    if step.optional:
        await choice_phase(state, result, lambda player: may_first(step))
    declined = {c.player for c in result.choices if c.answer == "no"}
    for name in result.order:
        if name in declined:
            continue
        state.lost_game.append(name)
        state.game.player(name).lost = True  # 104.3e: at once; the player leaves the game (800.4a)
        result.events.append(EventRecord(name, "lose_game", []))
    state.cite("104.3e", step=result)
    if len(state.game.players) > 2:
        state.cite("800.4a", step=result)
