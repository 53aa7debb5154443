"""A replacement effect whose modification is an instruction (614.1a, 614.6, 614.11): "The next time you would draw a
card this turn, you gain 5 life instead", "If a player would draw a card, that player discards a card instead".

Why reported and not run: such an effect moves nothing when it is created or while its source is on the battlefield
(614.1: it waits for the draw it replaces). The record says whose draws it replaces (the players now), the next one
only or each one, for how long, and what happens instead — its own typed plan said in the answer's language, as a
delayed trigger's is (engine/delayed.py). The draw it replaces never happens (614.6); the grammar refuses an effect
that draws after creating it (grammar/instead_of.py), since the engine would draw there.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..plan import InsteadOf, Plan
from ..render import reading
from ..result import EventRecord, StepResult
from .act_shields import _RESOLVING, _cite_duration
from .registry import handles

if TYPE_CHECKING:
    from .state import State


def _whose(state: State, who: str) -> list[str]:
    """The players whose draws it replaces, now: you, each opponent, or each player (in turn order)."""
    you = state.game.controller
    players = [p.name for p in state.game.players if not p.lost]
    if who == "you":
        return [you]
    return [n for n in players if who == "player" or n != you]


def _lowered(said: str) -> str:
    return said[:1].lower() + said[1:]


@handles(InsteadOf)
async def instead_of(state: State, step: InsteadOf, result: StepResult) -> None:
    """614.1a: the replacement as one ``rule_change`` record: ``act`` ``draw_instead`` (``_next`` for the next draw
    only), whose draws (``labels``), ``instead`` (what happens instead, read in the answer's language) and ``steps``
    (each action of it); nothing is drawn or done now."""
    duration = "this_turn" if step.next_time else "game" if state.scenario.ability_kind in _RESOLVING else "static"
    act = f"{step.event}_instead" + ("_next" if step.next_time else "_any" if step.who != "you" else "")
    extra: dict[str, Any] = {"change": "replace", "act": act, "duration": duration, "who": step.who,
                             "what": _lowered(reading(Plan(step.steps), state.lang).rstrip(".")),
                             "steps": [{"action": s.action, "text": s.text} for s in step.steps]}
    result.events.append(EventRecord(state.game.controller, "rule_change", [], labels=_whose(state, step.who),
                                     extra=extra))
    result.order = [state.game.controller]
    if step.event == "lose_game":  # 104.3: the loss (a state-based action's, 704.5a, or an effect's) never happens
        state.cite("614.1a", "104.3", step=result)
    else:
        state.cite("614.1a", "614.6", "614.11", "121.6", step=result)
    _cite_duration(state, duration, result)
