"""The handler of a search whose found cards are revealed and left in the library: "Search your library for an instant
or sorcery card and reveal that card." (701.23a, 701.20a-b).

Why a handler of its own: the cards are picked as any search picks them (701.23b: a card of a stated quality may be
left unfound; the decision is the player's, made while looking at a hidden zone, so it is hidden), but nothing moves:
the cards are shown to every player and stay where they are (701.20b). The step is marked ``revealed_found`` so the
steps after it that move "that card" (act_library.move_revealed) find exactly these cards, as they find the cards a
reveal of the top of a library showed (608.2c). A library nobody described names no card: the event says so, and
what a later step moves is not claimed either.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..plan import SearchRevealed
from ..result import EventRecord, StepResult
from .act_picks import acting, may_first
from .asking import AskPick, choice_phase
from .registry import handles

if TYPE_CHECKING:
    from .state import State

FOUND_SHOWN = "revealed_found"  # the step's marker: its events are the cards a later "that card" names (608.2c)


@handles(SearchRevealed)
async def search_revealed(state: State, step: SearchRevealed, result: StepResult) -> None:
    # 701.23b: a card of a stated quality may be left unfound, as in any search
    asks = may_first(step) + [AskPick(p, "library", search=True) for p in step.picks]
    await choice_phase(state, result, lambda player: list(asks))
    for c in result.choices:  # the player decides while looking at a hidden zone (701.23a), as any search
        c.hidden = True
    result.extra[FOUND_SHOWN] = True
    for name, objs in acting(state, step, result, {"to": "revealed"}):
        # shown to every player, left in the library (701.20a-b)
        result.events.append(EventRecord(name, step.action, objs, extra={"from": "library", "to": "revealed"}))
    state.cite("701.23a", "701.20a", "701.20b", step=result)
