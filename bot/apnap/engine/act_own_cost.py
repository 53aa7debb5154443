"""A spell's own cost counted on the board (601.2f): "This spell costs {1} less to cast for each creature card in
your graveyard" — how much more or less its controller pays, and, when the card's mana cost is known, what is paid.

Why apart from the stack's steps: nothing is on the stack yet and nothing moves; the step is a count and a sum. The
count is the one every "for each …" instruction uses (values.value_of), so a zone the board does not show is asked,
never taken as empty. A reduction takes generic mana off only as far as the cost has it (601.2f: a cost reduced to
less than nothing is nothing): the amount paid is said from the card's printed mana cost when every symbol of it is
plain, otherwise only the change is said.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from bot.catalog import t

from ..plan import OwnSpellCost
from ..plan.stack import OwnAbilityCost, OwnCost
from ..result import EventRecord, StepResult
from .registry import handles
from .values import value_of

if TYPE_CHECKING:
    from .state import State

_SYMBOL = re.compile(r"\{([^}]+)\}")
_PLAIN = re.compile(r"^(?:\d+|[WUBRGC])$")


def times_mana(mana: str, n: int) -> str:
    """"{1}" × 3 → "{3}", "{1}{U}" × 2 → "{2}{U}{U}", anything × 0 → "{0}" (the symbols once for each)."""
    generic, colored = _split(mana)
    said = "".join(f"{{{c}}}" for c in colored) * n
    return (f"{{{generic * n}}}" if generic * n or not said else "") + said


def _split(mana: str) -> tuple[int, list[str]]:
    symbols = _SYMBOL.findall(mana.upper())
    return sum(int(s) for s in symbols if s.isdigit()), [s for s in symbols if not s.isdigit()]


def paid_cost(printed: str | None, change: str, more: bool, *, colored_only: bool = False,
              at_least_one: bool = False) -> str | None:
    """The mana cost as paid: ``printed`` with ``change`` added, or taken off (generic only from generic, never
    below zero, 601.2f, 118.7, 118.7a; a coloured reduction takes that colour off if the cost has it, otherwise, or
    beyond what it has, generic mana, 118.7b-c — unless ``colored_only``, "This effect reduces only the amount of
    colored mana you pay"; ``at_least_one``: "can't reduce … to less than one mana", a cost of one mana or less is
    not reduced and any other stops at one); None when the printed cost is not known or has a symbol that is not a
    plain number or colour ({X}, hybrid)."""
    if not printed or not all(_PLAIN.match(s) for s in _SYMBOL.findall(printed.upper())):
        return None
    generic, colored = _split(printed)
    less_generic, less_colored = _split(change)
    if more:
        generic, colored = generic + less_generic, colored + less_colored
    else:
        before = generic + len(colored)
        for c in less_colored:
            if c in colored:
                colored.remove(c)
            elif not colored_only:
                less_generic += 1  # 118.7b-c: a colour the cost lacks, or more than it has, reduces generic mana
        generic = max(0, generic - less_generic)
        if at_least_one and generic + len(colored) < min(1, before):
            generic = 1  # the card's floor: one mana stays (only generic can be all gone: 118.7a)
    order = "WUBRGC"
    said = "".join(f"{{{c}}}" for c in sorted(colored, key=order.index))
    return (f"{{{generic}}}" if generic or not said else "") + said


@handles(OwnSpellCost, OwnAbilityCost)
async def own_spell_cost(state: State, step: OwnCost, result: StepResult) -> None:
    """601.2f: the symbols once for each object counted on the board as the spell is cast (or the ability activated,
    602.2b); the event says the count, the change and, for a spell, the cost paid (when the card's mana cost is
    known; an ability's activation cost is not the card's, so only its change is said)."""
    you = state.game.controller
    n = value_of(state, step.per, you)
    change = times_mana(step.mana, n)
    ability = isinstance(step, OwnAbilityCost)
    card = None if ability else state.scenario.source_card
    name = state.scenario.card or t("apnap.what.source" if ability else "apnap.what.this_spell", state.lang)
    extra: dict[str, object] = {"mana": step.mana, "total": change, "more": step.more}
    paid = paid_cost(card.mana_cost if card is not None else None, change, step.more)
    if paid is not None:
        extra.update({"printed": card.mana_cost if card is not None else "", "cost_paid": paid})
    result.events.append(EventRecord(you, step.action, [], labels=[name], amount=n, extra=extra))
    result.order = [you]
    state.cite(*(("602.2b",) if ability else ()), "601.2f", step=result)
