"""Votes (701.38a: starting with "you", in turn order, in public) and what follows from them."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from ..model import GameObject
from ..plan import DestroyMostVoted, ExileMostVoted, GainControlPerVoter, MostVoted, Vote, VoteForObject
from ..result import EventRecord, StepResult
from . import triggers
from .act_picks import may_first
from .asking import choice_phase
from .deciding import AskObjectVote, AskPerVoter, AskVote
from .grants import spare_indestructible
from .registry import handles

if TYPE_CHECKING:
    from .state import State


@handles(Vote)
async def vote(state: State, step: Vote, result: StepResult) -> None:
    ask = AskVote(step.options)
    await choice_phase(state, result, lambda player: [ask])
    result.simultaneous = False  # votes are cast one after another, in public
    tally: Counter[str] = Counter(dict.fromkeys(step.options, 0))
    for c in result.choices:
        tally[c.labels[0]] += 1
        result.events.append(EventRecord(c.player, "vote", [], labels=list(c.labels)))
    state.last_tally = tally
    state.vote_options = step.options
    top = max(tally.values(), default=0)
    leaders = [o for o in step.options if tally[o] == top]
    result.extra = {"options": list(step.options), "tally": dict(tally),
                    "winner": leaders[0] if len(leaders) == 1 else None, "tied": len(leaders) > 1,
                    "leaders": leaders}  # 701.38: with three or more options, every one tied for most


@handles(VoteForObject)
async def vote_for_object(state: State, step: VoteForObject, result: StepResult) -> None:
    ask = AskObjectVote(step.objects)
    await choice_phase(state, result, lambda player: [ask])
    record_object_votes(state, result)


def record_object_votes(state: State, result: StepResult) -> None:
    """The votes for objects just cast (701.38a: one after another, in public), kept for what they decide."""
    result.simultaneous = False
    votes: dict[int, int] = {}
    for c in result.choices:
        for o in c.objects:
            votes[o.uid] = votes.get(o.uid, 0) + 1
        result.events.append(EventRecord(c.player, "vote", list(c.objects)))
    state.object_votes = votes
    names = {o.uid: o.name for c in result.choices for o in c.objects}
    top = max(votes.values(), default=0)
    leaders = [names[u] for u, n in votes.items() if n == top and top > 0]
    # the objects with the most votes or tied for most (701.38a), said as such: one alone is no tie
    result.extra = {"tally": {names[u]: n for u, n in votes.items()}, "leaders": leaders, "objects": True,
                    "winner": leaders[0] if len(leaders) == 1 else None, "tied": len(leaders) > 1}


@handles(DestroyMostVoted, ExileMostVoted)
async def most_voted(state: State, step: MostVoted, result: StepResult) -> None:
    """Each object with the most votes or tied for most (all at once)."""
    if step.optional:
        await choice_phase(state, result, lambda player: may_first(step))
    votes = state.object_votes
    top = max(votes.values(), default=0)
    winners = {u for u, n in votes.items() if n == top and top > 0}
    if isinstance(step, DestroyMostVoted):  # 702.12b: an indestructible winner stays
        standing = [o for p in state.game.players for o in p.battlefield if o.uid in winners]
        winners = {o.uid for o in spare_indestructible(state, standing, result)}
    before = triggers.battlefield_snapshot(state)
    moved: list[GameObject] = []
    left: triggers.Seen = []
    for p in state.game.players:
        hit = [o for o in p.battlefield if o.uid in winners]
        p.zones["battlefield"] = [o for o in p.battlefield if o.uid not in winners]
        for o in hit:
            state.game.player(o.owner).zones[step.into].append(o)
            left.append((o, p.name))
        moved.extend(hit)
    result.events.append(EventRecord(state.game.controller, step.action, moved))
    state.cite(step.rule, step=result)
    triggers.leaves(state, left, before, result)


@handles(GainControlPerVoter)
async def gain_control_per_voter(state: State, step: GainControlPerVoter, result: StepResult) -> None:
    """Gain control of each permanent chosen (613.1b, layer 2): under the controller's."""
    ask = AskPerVoter(step.option)
    await choice_phase(state, result, lambda player: [ask for _ in state.voters(step.option)])
    you = state.game.controller
    taken = [o for c in result.choices for o in c.objects]
    for p in state.game.players:
        p.zones["battlefield"] = [o for o in p.battlefield if o not in taken]
    state.game.player(you).battlefield.extend(taken)
    result.events.append(EventRecord(you, "gain_control", taken))
    state.cite("613.1b", step=result)
