"""What a vote of three or more choices decides, on the board (701.38): "Council Guardian gains protection from each
color with the most votes or tied for most votes"; and a vote for cards in the controller's graveyard with the cards
it decides ("… votes for an artifact, creature, or enchantment card in your graveyard. Return each card with the most
votes or tied for most votes to your hand", 701.38b: the choices are objects).

Why a handler of its own: the protections are the vote's outcome, worked out as the step resolves from the tally of
the vote before it (608.2h), every colour with the most votes or tied for most (701.38a); the change itself is the
source's keyword change a "gains protection from red" makes (702.16a), with no end said (611.2a: indefinite), so it
is handed to the source's modify handler once the colours are known. A graveyard nobody described cannot say which
cards there are to vote for: asked (``choice_needed``), never taken to be empty.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError
from bot.i18n.plural import NounRef

from ..choices import KIND_VOTE
from ..grammar.choice_words import COLORS_ES
from ..grammar.specs import TypeFilter
from ..grammar.text import fold
from ..plan import ModifySource, ProtectionMostVoted, ReturnMostVotedCards, VoteForCard
from ..result import ChoiceRecord, EventRecord, StepResult
from .act_board import modify_source
from .act_votes import record_object_votes
from .asking import Decision, choice_phase, decides
from .deciding import one_object
from .registry import handles

if TYPE_CHECKING:
    from .state import State

_EN_COLOR = {**{c: c for c in COLORS_ES}, **{es: en for en, es in COLORS_ES.items()}}


def most_voted(state: State) -> list[str]:
    """The options of the latest vote with the most votes or tied for most, in the order the card lists them."""
    tally: dict[str, int] = dict(state.last_tally or {})
    top = max(tally.values(), default=0)
    return [o for o in state.vote_options if top > 0 and tally.get(o, 0) == top]


@handles(ProtectionMostVoted)
async def protection_most_voted(state: State, step: ProtectionMostVoted, result: StepResult) -> None:
    """The source gains protection from each winning colour (702.16a), indefinitely (611.2a)."""
    colors = [_EN_COLOR[fold(o)] for o in most_voted(state) if fold(o) in _EN_COLOR]
    keywords = tuple(f"protection from {c}" for c in colors)
    change = ModifySource(text=step.text, subject=step.subject, condition=step.condition,
                          performed_by=step.performed_by, keywords=keywords, duration="indefinite")
    await modify_source(state, change, result)
    state.cite("701.38a", "702.16a", step=result)


@dataclass(frozen=True, slots=True)
class AskCardVote:
    filter: TypeFilter


@decides(AskCardVote)
async def decide_card_vote(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    """701.38a: a vote for one card of the kind in the controller's graveyard (a public zone), in public."""
    a: AskCardVote = decision.ask
    you = state.game.controller
    cards = [o for o in state.game.player(you).graveyard if state.matches(a.filter, o, you)]
    what = t("apnap.what.vote_object", state.lang, noun=NounRef(a.filter.noun))
    record = ChoiceRecord(decision.player, [], [], hidden=False, decision_index=decision.index, what=what)
    if not cards:  # nothing to vote for (101.3)
        record.none = True
        return record
    return await one_object(state, step, decision, record, cards, KIND_VOTE, zone="graveyard")


@handles(VoteForCard)
async def vote_for_card(state: State, step: VoteForCard, result: StepResult) -> None:
    """Each player, starting with the one named and in turn order, votes for a card in the controller's graveyard."""
    you = state.game.controller
    if "graveyard" in state.game.player(you).unknown:
        raise BotError.of("choice_needed", "apnap.error.vote_cards_needed", field="players", lang=state.lang,
                          player=you)
    ask_card = AskCardVote(step.objects)
    await choice_phase(state, result, lambda player: [ask_card])
    record_object_votes(state, result)
    state.cite("701.38a", step=result)


@handles(ReturnMostVotedCards)
async def return_most_voted(state: State, step: ReturnMostVotedCards, result: StepResult) -> None:
    """Each card with the most votes or tied for most, all at once, from the controller's graveyard to their hand
    (701.38a; 400.7: each becomes a new object in the hand)."""
    votes = state.object_votes
    top = max(votes.values(), default=0)
    you = state.game.player(state.game.controller)
    moved = [o for o in you.graveyard if top > 0 and votes.get(o.uid) == top]
    you.zones["graveyard"] = [o for o in you.graveyard if o not in moved]
    you.zones["hand"].extend(moved)
    result.events.append(EventRecord(you.name, "return", moved, extra={"from": "graveyard", "to": "hand"}))
    state.cite("701.38a", "400.7", step=result)


__all__ = ["AskCardVote", "decide_card_vote", "most_voted", "protection_most_voted", "return_most_voted",
           "vote_for_card"]
