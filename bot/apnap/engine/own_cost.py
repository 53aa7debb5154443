""""Each player sacrifices the creature they control with the highest converted mana cost unless they pay that
creature's mana cost" (118.12a, 202.1): after the picks, each player who picked an object may pay its mana cost
instead; those who paid keep it.

Why after the picks: the cost is the picked object's own (a tie for the greatest is the picker's to break, and two
tied creatures may have different costs), so it is known only once the object is picked. Not paying is the default
(nothing is assumed paid, AskMay's "unless"), a player can't pay mana the board shows they can't make (118.3,
deciding.decide_may), a mana cost nobody gave is asked for, never guessed, and an object with no mana cost (a token,
a land) makes the cost unpayable (118.6, 202.1b): that player doesn't pay.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.catalog import t
from bot.errors import BotError

from ..model import GameObject
from ..plan import Sacrifice
from ..result import ChoiceRecord, EventRecord, StepResult
from .asking import AskMay, choice_phase

if TYPE_CHECKING:
    from .state import State


async def paid_instead(state: State, step: Sacrifice, result: StepResult,
                       picked: dict[str, list[GameObject]]) -> tuple[set[str], list[ChoiceRecord]]:
    """The players who paid their picked object's mana cost (so keep it), and the payment decisions, in APNAP order;
    the decisions go to the step's choices after the move, so a "no" is never read as declining the instruction."""
    costs = {name: _cost(state, objs[0]) for name in result.order if len(objs := picked.get(name, [])) == 1}
    # a battlefield nobody described: the player picked a creature nobody named, whose cost is theirs to pay or not
    unseen = t("apnap.what.picked_mana_cost", state.lang)
    costs.update({c.player: unseen for c in result.choices if c.unknown})
    records: list[ChoiceRecord] = []
    for name, cost in costs.items():
        if cost is None:  # 118.6: no mana cost, an unpayable cost
            records.append(ChoiceRecord(name, [], [], hidden=False, forced=True, answer="no", pay="—"))
            state.warnings.append(t("apnap.warning.no_mana_cost", state.lang, player=name, name=picked[name][0].name))
    asked = StepResult(result.index, result.text, "pay", [n for n in result.order if costs.get(n) is not None])
    symbols = {n: "" if cost == unseen else cost or "" for n, cost in costs.items()}  # checked against the board
    await choice_phase(state, asked, lambda player: [AskMay(unless=True, pay=costs[player] or "",
                                                            mana=symbols[player])])
    records += asked.choices
    result.citations += [n for n in asked.citations if n not in result.citations]
    paid = {c.player for c in records if c.answer == "yes"}
    for name in (n for n in result.order if n in paid):
        known = picked.get(name, [])
        result.events.append(EventRecord(name, "pay", [], amount=known[0].mana_value or 0 if known else None,
                                         extra={"what": "mana", "mana": costs[name]}))
    state.cite("118.12a", "202.1", step=result)
    return paid, sorted(records, key=lambda c: result.order.index(c.player))


def _cost(state: State, obj: GameObject) -> str | None:
    """The object's mana cost as symbols ("{3}{R}"), None when it has none (202.1b: a token, a land); a cost the board
    leaves out of a card that has one is asked for (choice_needed), never guessed."""
    if obj.mana_cost:
        return obj.mana_cost
    if obj.has_type("land") or obj.has_type("token"):
        return None
    raise BotError.of("choice_needed", "apnap.error.mana_cost_needed", suggestions=[obj.name], field="players",
                      lang=state.lang, names=obj.name)
