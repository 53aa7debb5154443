"""The controller exiles the top of another player's library: "Exile the top card of each opponent's library",
"… of target opponent's library face down" (400.1, 701.13a, 406.3).

Why here: the controller acts, the cards are another player's (108.3: they stay theirs, in exile, 406.1), and which
library is named by the text: the target player (115.1), "that player" (608.2c), or each opponent / each player /
each other player in range, in APNAP order (101.4: nothing is chosen, so the order changes nothing). A library
nobody described exiles cards nobody knows (401.2: how many, not which), and after a shuffle or an order its owner
chose unseen, which cards were on top is not known either (701.24a, 401.4): never invented.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..plan.others_library import ExileTopOf
from ..result import EventRecord, StepResult
from .asking import AskMay, choice_phase, declined
from .library_order import named_top, order_hidden, took_top
from .referents import target_player, that_player
from .registry import handles
from .values import value_of

if TYPE_CHECKING:
    from .state import State

_SEVERAL = frozenset({"each_opponent", "each_player", "each_other_player"})


def _owners(state: State, step: ExileTopOf, actor: str, result: StepResult) -> list[str]:
    """Whose libraries, in APNAP order: the one player named, or each of several players in range (800.4a)."""
    if step.zone_of == "that_player":
        state.cite("608.2c", step=result)
        return [that_player(state)]
    if step.zone_of not in _SEVERAL:  # "target player's", "target opponent's" (115.1)
        state.cite("115.1", step=result)
        return [target_player(state)]
    names = [p.name for p in state.game.players if not p.lost and state.in_range(p.name)]
    if step.zone_of != "each_player":
        names = [n for n in names if n != actor and (step.zone_of == "each_other_player"
                                                     or n in state.game.opponents(actor))]
    return state.apnap_order(names)


def _exile_from(state: State, step: ExileTopOf, actor: str, owner: str, result: StepResult) -> None:
    """The top cards of ``owner``'s library into exile, one event by the ``actor`` that says whose library."""
    n = value_of(state, step.amount, actor)
    library_owner = state.game.player(owner)
    extra: dict[str, object] = {"from": "library", "owner": owner}
    if step.face_down:
        extra["face"] = "down"
    if "library" in library_owner.unknown:  # 401.2: a library nobody described: how many, not which
        result.events.append(EventRecord(actor, "exile", [], amount=n, hidden=step.face_down,
                                         extra={**extra, "unknown": True}))
        return
    moved = library_owner.library[:n]
    library_owner.zones["library"] = library_owner.library[len(moved):]
    library_owner.exile.extend(moved)
    named = named_top(state, owner, n)
    if not named:  # 701.24a (or 401.4): which cards were on top is not known
        extra["order_hidden" if order_hidden(state, owner, n) else "shuffled"] = True
    took_top(state, owner, len(moved))
    result.events.append(EventRecord(actor, "exile", moved if named else [], amount=len(moved),
                                     hidden=step.face_down, extra=extra))


@handles(ExileTopOf)
async def exile_top_of(state: State, step: ExileTopOf, result: StepResult) -> None:
    """The controller exiles the top cards of each library the text names, at once (701.13a)."""
    if step.optional:  # "you may exile …": a yes / no first
        await choice_phase(state, result, lambda player: [AskMay()])
    no = declined(result)
    for actor in result.order:
        if actor in no:
            continue
        for owner in _owners(state, step, actor, result):
            _exile_from(state, step, actor, owner, result)
    state.cite("400.1", "701.13a", step=result)
    if step.face_down:
        state.cite("406.3", step=result)


__all__ = ["exile_top_of"]
