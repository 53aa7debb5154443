"""What a cost-changing static says for each player it applies to (601.2f; 602.2b for activated abilities): the
riders printed with it, typed by the grammar (grammar/cost_changes.py), in the event and among the citations.

Why apart from act_rules.py: the change is the same ``rule_change`` event as any other rule (611.3a), but its
riders each rest on a rule of their own — "up to" lets the one paying choose how much applies (601.2f), a reduction
never takes the mana below {0} and generic mana only from generic (118.7, 118.7a), a coloured one the cost lacks takes
generic instead (118.7b-c) unless the card says it "reduces only the amount of colored mana", mana abilities are
activated abilities of their own kind (605.1a), and "can't reduce … to less than one mana" is the card's floor over
118.7's {0}. Each is said and cited only when printed, never assumed.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..grammar import RuleChange
from ..plan import amounts as a

if TYPE_CHECKING:
    from .state import State

_RIDERS = ("up_to", "colored_only", "not_mana", "at_least_one")


def cost_extra(change: RuleChange, lang: str) -> dict[str, Any]:
    """The event's details: the symbols, more or less, each rider printed, and for activated abilities the kind
    whose abilities they are, in the reader's language without whose ("creatures": the event names the player)."""
    from ..render.nouns import objects
    from ..render.words import Words

    extra: dict[str, Any] = {"mana": change.mana, "more": (change.amount or 0) > 0}
    extra.update({rider: True for rider in _RIDERS if getattr(change, rider)})
    if change.act == "ability_cost" and change.objects is not None and not change.attached:
        extra["abilities_of"] = objects(Words(lang), replace(change.objects, control=None), True)
    return extra


def cost_rules(change: RuleChange) -> list[str]:
    """The rules a cost change's riders rest on, beyond 601.2f (and 602.2b for an ability)."""
    rules: list[str] = []
    if change.act not in ("spell_cost", "ability_cost"):
        return rules
    symbols = re.findall(r"\{([^}]+)\}", change.mana)
    if (change.amount or 0) < 0:  # a reduction: never below {0} (118.7), generic only from generic (118.7a)
        rules += ["118.7", *(("118.7a",) if any(s.isdigit() for s in symbols) else ())]
        if not change.colored_only and any(not s.isdigit() for s in symbols):
            rules += ["118.7b", "118.7c"]  # a colour the cost lacks, or more than it has, takes generic mana instead
    if change.not_mana:
        rules.append("605.1a")
    return rules


def board_cost_extra(state: State, per: a.Amount | None, change: RuleChange) -> dict[str, Any]:
    """What the board says of a cost change: "Enchanted artifact's activated abilities …", the permanent the source
    is attached to (303.4b, the scenario's ``attached_to``, checked by act_rules._attached); "… for each +1/+1
    counter on this permanent", the count as the rule applies now (611.3a: a static applies at each moment to what
    there is then; the same count every "for each" makes, values.value_of, so a zone the board does not show is
    asked, never taken as empty) and the symbols that many times."""
    from .act_own_cost import times_mana
    from .values import value_of

    extra: dict[str, Any] = {}
    if change.act == "ability_cost" and change.attached:
        extra["abilities_of_attached"] = state.scenario.attached_to
    if per is not None:
        n = value_of(state, per, state.game.controller)
        extra.update({"counted": n, "total": times_mana(change.mana, n)})
    return extra
