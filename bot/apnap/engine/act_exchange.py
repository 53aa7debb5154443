"""Exchanging control of two permanents (701.12): "Exchange control of target land you control and target land an
opponent controls", "… of two target lands", "… of Avarice Totem and target nonland permanent".

Why a module apart: the exchange is all-or-nothing (701.12a) and a no-op between one player's own permanents
(701.12b), which no one-way control change (act_targets.gain_control_target) has to decide.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError

from ..model import GameObject
from ..plan import ExchangeControl
from ..result import EventRecord, StepResult
from .act_targets import _accepted_targets
from .referents import source_label
from .registry import handles

if TYPE_CHECKING:
    from .state import State


def _objects(state: State, step: ExchangeControl, found: list[tuple[GameObject, str]]) -> list[tuple[GameObject, str]]:
    """The two permanents to exchange and their controllers: the source first when the text names it (it must
    still be on the controller's battlefield: a board that does not show it is asked), then the targets still legal
    (608.2b)."""
    if not step.with_source:
        return found
    source = state.source_on_battlefield()
    if source is None:  # not shown: whether it is still there decides everything (701.12a), so asked, never assumed
        raise BotError.of("choice_needed", "apnap.error.exchange_source_needed", field="players", lang=state.lang,
                          name=source_label(state), player=state.game.controller)
    return [(source, state.game.controller), *found]


@handles(ExchangeControl)
async def exchange_control(state: State, step: ExchangeControl, result: StepResult) -> None:
    """701.12b: each of the two controllers gains control of the permanent the other controlled, at once (613.1b);
    fewer than two (a target gone or illegal, the source gone) is no exchange at all (701.12a), and two
    permanents one player controls are left as they are (701.12b)."""
    found = await _accepted_targets(state, step, result)
    if found is None:  # "you may exchange …", declined
        return
    pair = _objects(state, step, found)
    if len(pair) != 2 or pair[0][1] == pair[1][1]:
        incomplete = len(pair) != 2
        holder = state.game.controller if incomplete else pair[0][1]
        result.events.append(EventRecord(holder, "exchange_control", [o for o, _ in pair],
                                         extra={"exchanged": False, "why": "incomplete" if incomplete else "same"}))
        state.cite("701.12a" if incomplete else "701.12b", step=result)
        return
    (first, first_holder), (second, second_holder) = pair
    for obj, holder, gainer in ((first, first_holder, second_holder), (second, second_holder, first_holder)):
        p = state.game.player(holder)
        p.zones["battlefield"] = [o for o in p.battlefield if o is not obj]
        state.game.player(gainer).battlefield.append(obj)
    result.events.append(EventRecord(state.game.controller, "exchange_control", [first, second],
                                     extra={"exchanged": True, "controllers": [second_holder, first_holder]}))
    state.cite("701.12a", "701.12b", "613.1b", step=result)
