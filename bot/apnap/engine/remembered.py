"""The cards an ability remembers (607.2a, 608.2c): the ones the source's linked ability exiled, which only the
scenario's ``exiled_with`` names (asked when not given, never the exile zone as a whole nor as empty), and the object
an earlier instruction targeted, by its name as it last existed (608.2h).

Why a module of its own: the linked cards are read by a move ("return the exiled card", act_linked.py) and by a
restriction ("can't cast spells with the same name as the exiled card", act_rules.py); one owner says which cards
they are and asks for them the one way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.catalog import t
from bot.errors import BotError

from ..grammar import RuleChange
from ..model import GameObject

if TYPE_CHECKING:
    from .state import State


def linked_cards(state: State) -> list[GameObject]:
    """The cards exiled with the source (607.2a), in turn order of their owners; not given: ``choice_needed``."""
    linked = state.game.exiled_with
    if linked is None:
        raise BotError.of("choice_needed", "apnap.error.exiled_with_needed", field="exiled_with", lang=state.lang,
                          suggestions=["exiled_with: {}"], source=source_name(state))
    return [o for p in state.game.players for o in p.zones["exile"] if o.uid in linked]


def source_name(state: State) -> str:
    return state.scenario.card or t("apnap.what.source", state.lang)


def same_name_extra(state: State, change: RuleChange) -> dict[str, Any]:
    """What a "can't cast spells with the same name as …" event says: the names (``same_name``), whose they are
    (``named_by``: ``linked`` with the ``source``, or ``object``, the target). Two linked cards of one name are said
    once."""
    if change.act == "look_linked":  # "You may look at cards exiled with …": which cards (406.3)
        return {"looked": [o.name for o in linked_cards(state)], "source": source_name(state)}
    if change.same_name == "linked":
        names = list(dict.fromkeys(o.name for o in linked_cards(state)))
        return {"same_name": names, "named_by": "linked", "source": source_name(state)}
    objects = [n for n in state.scenario.targets if n not in state.game.seat_names]
    if len(objects) != 1:  # "that creature": the one object targeted before it (grammar/same_name.py)
        raise BotError.of("choice_needed", "apnap.error.target_needed", field="target", lang=state.lang)
    return {"same_name": objects, "named_by": "object"}
