"""Chance (705, 706): a coin flip and a die roll, each one player's, with the outcome the scenario gives.

Why the outcome is never picked here: it is random (705.1, 706.1a), and a resolver that chose it would
answer with confidence about something nobody knows. The scenario's ``flips`` / ``rolls`` say what
happened, in order; one not given is asked (``choice_needed`` naming the field). Later sentences ("If you
win the flip, …", "If you roll a 1, …") are checked against the events recorded here (values.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError

from ..plan import FlipCoin, RollDie
from ..result import EventRecord, StepResult
from .registry import handles

if TYPE_CHECKING:
    from .state import State


def _made(state: State, action: str) -> int:
    """How many flips (or rolls) this effect has made so far: the next outcome's place in the scenario's list."""
    return sum(1 for step in state.steps for e in step.events if e.action == action)


def _outcome(state: State, key: str, player: str, suggestions: list[str]) -> object:
    given = getattr(state.scenario, key)
    n = _made(state, key[:-1])
    if given is None or n >= len(given):
        raise BotError.of("choice_needed", f"apnap.error.{key[:-1]}_needed", field=key, lang=state.lang,
                          suggestions=suggestions, player=player, n=n + 1)
    return given[n]


@handles(FlipCoin)
async def flip(state: State, step: FlipCoin, result: StepResult) -> None:
    """Each player flips one coin and wins or loses the flip (705.2), one after another."""
    result.simultaneous = False
    for player in result.order:
        won = bool(_outcome(state, "flips", player, ["flips: [won]", "flips: [lost]"]))
        result.events.append(EventRecord(player, "flip", [], extra={"result": "won" if won else "lost"}))


@handles(RollDie)
async def roll(state: State, step: RollDie, result: StepResult) -> None:
    """Each player rolls one die of ``step.sides`` faces (706.1a); its result is the scenario's (706.2)."""
    result.simultaneous = False
    for player in result.order:
        value = int(str(_outcome(state, "rolls", player, ["rolls: [1]", f"rolls: [{step.sides}]"])))
        if value > step.sides:  # 706.1a: an N-sided die shows 1 to N
            raise BotError.of("bad_scenario", "apnap.error.roll_out_of_range", field="rolls", lang=state.lang,
                              value=value, sides=step.sides)
        result.events.append(EventRecord(player, "roll", [], extra={"result": value, "sides": step.sides}))
