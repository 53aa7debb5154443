"""Paying handlers: a fixed amount of mana or life ("you may pay {1}"), mana or life ("pay {R}{R} or 2 life") and
any amount (join forces); life paid is life lost (119.4)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from bot.catalog import t

from ..plan import (
    ZERO,
    Pay,
    PayEither,
    PayFixed,
)
from ..result import EventRecord, StepResult
from . import triggers
from .asking import AskMay, choice_phase
from .deciding import AskAmount, AskEither
from .mana_available import assumed_paid_said
from .registry import handles
from .values import value_of

if TYPE_CHECKING:
    from .state import State


@handles(PayFixed)
async def pay_fixed(state: State, step: PayFixed, result: StepResult) -> None:
    """"You may pay {1}": a yes / no first when it is a "may"; life paid is life lost (119.4)."""
    if step.optional:
        await choice_phase(state, result, lambda player: [AskMay(unless=step.unless, pay=_cost_said(
            state, step, value_of(state, step.amount, player)) if step.unless else "",
            mana=_mana_now(state, step, player))])
    if step.unless:
        state.cite("118.12", step=result)
    _assumed_mana(state, step, result)
    declined = {c.player for c in result.choices if c.answer == "no"}
    for name in result.order:
        if name in declined:
            continue
        n = value_of(state, step.amount, name)
        if step.what == "life" and n:  # paying 0 life is allowed (119.4b) and loses no life
            state.change_life(name, -n, result)
            triggers.simple(state, "loses_life", name, None, result)
        paid = {"what": step.what, "mana": _mana_paid(step.mana, n)} if step.mana else {"what": step.what}
        result.events.append(EventRecord(name, "pay", [], amount=n, extra=paid))
    state.cite("118.1" if step.what == "mana" else "119.4", step=result)


def _assumed_mana(state: State, step: PayFixed, result: StepResult) -> None:
    """"You may pay {W}. If you do, …" answered by nobody: paying is the default, and a player can't pay mana they
    can't make (118.3): the assumption is said, never silent, with what the board shows of their mana (a board that
    shows they can't make it never gets here: the "no" is forced, mana_available.refuse_or_decline)."""
    if step.what != "mana" or step.unless:
        return
    for c in result.choices:
        if c.auto and c.answer == "yes":
            state.warnings.append(assumed_paid_said(state, c.player, _cost_said(
                state, step, value_of(state, step.amount, c.player))))


def _mana_now(state: State, step: PayFixed, player: str) -> str:
    """The mana ``player`` pays now for "you may pay {2}{G}" (118.3: only what they can make), "" for life."""
    return _cost_said(state, step, value_of(state, step.amount, player)) if step.what == "mana" else ""


def _cost_said(state: State, step: PayFixed, n: int) -> str:
    """What paying an "unless" cost costs this player, as the question and the answer say it: "{3}", "2 life"."""
    if step.what == "life":
        return t("apnap.what.life_amount", state.lang, n=n)
    return _mana_paid(step.mana, n) if step.mana else "{" + str(n) + "}"


def _mana_paid(mana: str, n: int) -> str:
    """The symbols paid for mana value ``n``: as printed, or that cost once per object ("pay {U} for each creature
    chosen this way": {U}{U} for two; a generic cost added up, {8} for {4} twice; nothing for none)."""
    symbols = re.findall(r"\{([^}]+)\}", mana)
    if [s.upper() for s in symbols] == ["X"]:  # "pay {X}" (107.3f): X as chosen or defined, said as the mana paid
        return "{" + str(n) + "}"
    each = sum(int(s) if s.isdigit() else 1 for s in symbols)
    if each <= 0 or n == each or n % each:
        return mana
    return "{" + str(n) + "}" if all(s.isdigit() for s in symbols) else mana * (n // each)


@handles(PayEither)
async def pay_either(state: State, step: PayEither, result: StepResult) -> None:
    """"May pay {R}{R} or 2 life": each player answers mana, life or no; life paid is life lost (119.4)."""
    ask = AskEither(step.mana, step.life, step.cost)
    await choice_phase(state, result, lambda player: [ask])
    for c in result.choices:
        if c.answer == "life":
            state.change_life(c.player, -step.life, result)
            triggers.simple(state, "loses_life", c.player, None, result)
            result.events.append(EventRecord(c.player, "pay", [], amount=step.life, extra={"what": "life"}))
        elif c.answer == "mana":
            result.events.append(EventRecord(c.player, "pay", [], amount=step.mana,
                                             extra={"what": "mana", "cost": step.cost}))
    state.cite("118.1", "119.4", step=result)


@handles(Pay)
async def pay(state: State, step: Pay, result: StepResult) -> None:
    """Join forces: "each player may pay any amount of mana", or "… any amount of life" (119.4: no more than
    their life total, and life paid is life lost): an integer each, 0 by default."""
    life = step.what == "life"
    await choice_phase(state, result, lambda player: [
        AskAmount(ZERO, pay=True, most=max(0, state.life_of(player)) if life else None)])
    for c in result.choices:
        n = int(c.answer or 0)
        if life and n:
            state.change_life(c.player, -n, result)
            triggers.simple(state, "loses_life", c.player, None, result)
        result.events.append(EventRecord(c.player, "pay", [], amount=n, extra={"what": step.what}))
    state.cite("119.4" if life else "118.1", step=result)
