"""Explore (701.44a): the exploring permanent's controller reveals the top card of their library; a land card goes to
their hand; otherwise the permanent gets a +1/+1 counter and the revealed card may go to their graveyard.

Why each part is here: the card is the scenario's (a library nobody described, or whose top's order is hidden, is
asked for, act_clash.top_card, never guessed); with no card to reveal, no land card was revealed, so the permanent
still gets its counter (701.44b: it explored even if some actions were impossible). Which permanent explores is the
source (asked for when the board does not show it) or the trigger event's object (attached.acted_on, 603.2). The
graveyard is the controller's choice; unanswered, the card stays on top (nothing moves that nobody moved) and the
result says the answer was assumed.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from bot.catalog import t

from ..model import GameObject
from ..plan.explore import Explore
from ..result import ChoiceRecord, EventRecord, StepResult
from .act_clash import top_card
from .asking import Decision, choice_phase, decides
from .attached import acted_on, not_there
from .deciding import yes_or_kept
from .library_order import took_top
from .registry import handles

if TYPE_CHECKING:
    from .state import State

PLUS_ONE = "+1/+1"


@dataclass(frozen=True, slots=True)
class AskExploreGraveyard:
    """701.44a: whether to put the nonland card revealed by exploring into one's graveyard."""

    card: str


@decides(AskExploreGraveyard)
async def decide_explore_graveyard(state: State, step: StepResult, decision: Decision) -> ChoiceRecord:
    """Yes / no; the default leaves the card on top (no move nobody asked for)."""
    return await yes_or_kept(state, step, decision,
                             t("apnap.what.explore_graveyard", state.lang, card=decision.ask.card))


def _explorer(state: State, step: Explore) -> tuple[GameObject, str]:
    """The exploring permanent and its controller: the source, or the object "it" named (608.2c)."""
    if step.objects is None:
        return state.source_or_ask("apnap.error.explore_source_needed"), state.game.controller
    found = acted_on(state, step, step.objects)
    if found is None:
        raise not_there(state, step, step.objects)
    return found


def _move_top(state: State, name: str, zone: str, result: StepResult) -> None:
    """The revealed top card, moved to the player's hand or graveyard (still the top card: nothing came between)."""
    player = state.game.player(name)
    card = player.zones["library"].pop(0)
    player.zones[zone].append(card)
    took_top(state, name, 1)
    result.events.append(EventRecord(name, "put", [card], amount=1, extra={"from": "library", "to": zone}))


@handles(Explore)
async def explore(state: State, step: Explore, result: StepResult) -> None:
    """701.44a, in order: reveal; a land card to the hand; else a +1/+1 counter, then the graveyard if chosen."""
    permanent, controller = _explorer(state, step)
    card = top_card(state, controller)
    result.order = [controller]
    result.simultaneous = False
    result.events.append(EventRecord(controller, "explore", [permanent]))
    result.events.append(EventRecord(controller, "reveal", [] if card is None else [card],
                                     amount=int(card is not None), extra={"from": "library"}))
    if card is not None and "land" in card.types:
        _move_top(state, controller, "hand", result)
    else:
        state.add_counters(permanent.uid, PLUS_ONE, 1)
        result.events.append(EventRecord(controller, "counter", [permanent], amount=1, extra={"counter": PLUS_ONE}))
        state.cite("122.1", "122.1a", step=result)
        if card is not None:
            await choice_phase(state, result, lambda player: [AskExploreGraveyard(card.name)])
            if any(c.answer == "yes" for c in result.choices):
                _move_top(state, controller, "graveyard", result)
    state.cite("701.44a", "701.44b", step=result)


__all__ = ["explore"]
