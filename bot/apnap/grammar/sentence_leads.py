"""What a sentence's opening adds to each of its steps: "If you do, …" (608.2c), "If this spell was kicked, …",
"If you control an artifact, …", "If it's a creature card, …", "Otherwise, …", a board condition, "For each
opponent, …" targets per opponent.

Why apart from ``sentences.py``: an opening is one typed change to the steps after it, read once for the whole
sentence; openings read elsewhere (a direction, "for each … this way") change nothing here."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from .any_player_may import ANYONE_LEADS
from .clash import clash_lead
from .conditions import condition_of as board_condition
from .leads import lead_changes
from .object_counters import it_has_counters
from .paid_condition import YouPaid
from .phrases import (
    Unread,
    Words,
    object_slot,
    trees,
)
from .specs import StepSpec
from .that_object_is import that_object_filter
from .verbs_library import (  # also registers the library verbs in VERBS
    if_card_filter,
)

# Openings read elsewhere (the direction: directed(); "for each … this way": _sentence) or with no change.
_NO_CHANGE = frozenset({"lead_then", "lead_per_vote", "lead_per_accepted", "lead_shortfall", "lead_direction",
                        "lead_for_each"})
# Openings that only say which earlier decision the sentence depends on (608.2c).
_FLAG_LEADS = {
    "lead_if_they_did": "if_they_did",  # "That player may pay {R}{R} or 2 life. If the player does, …"
    "lead_if_they_didnt": "if_they_didnt",  # "That player may sacrifice a creature. If that player doesn't, …"
    "lead_if_you_did": "if_you_did",  # "You may pay {1}. If you do, …"
    "lead_if_you_didnt": "if_you_didnt",  # "You may put …. If you don't, …"
    "lead_if_you_couldnt": "if_you_couldnt",  # "Sacrifice an artifact. If you can't, …" (branches.py)
    "lead_if_they_couldnt": "if_they_couldnt",  # "That player discards a card at random. If the player can't, …"
    "lead_when_you_did": "reflexive",  # "You may pay {G}{U}. When you do, …" (603.12, grammar/reflexive.py)
    "lead_if_shares": "if_shares_type",  # kinship: "If it shares a creature type with this creature, …"
}

# What each of those openings, and "If a player does" / "If no one does" (any_player_may.py), adds, whatever its words
_FIXED_LEADS: dict[str, dict[str, object]] = {**{lead: {flag: True} for lead, flag in _FLAG_LEADS.items()},
                                              **{lead: {"if_anyone": did} for lead, did in ANYONE_LEADS.items()}}


# Openings whose change is built from their own words.
_BUILT_LEADS: dict[str, Callable[[Tree[Token], Words], dict[str, object]]] = {
    # "For each opponent, … target … that player controls"
    "lead_targets_per_opponent": lambda node, text: {"targets_per": "each_opponent"},
    # "For each player, … target … that player controls" (601.2c: a target among each player's, yours too)
    "lead_targets_per_player": lambda node, text: {"targets_per": "each_player"},
    # "If you pay, …": the payment just before, not the instruction it avoided (paid_condition.py)
    "lead_if_you_paid": lambda node, text: {"if_board": (YouPaid(), text.of(node).strip(" ,").partition(" ")[2])},
    # "If you win, …": the clash just before (701.30d; clash.py)
    "lead_clash_won": lambda node, text: clash_lead(node, text.of(node)),
    # "If it's a creature card, …": the card just revealed (608.2c)
    "lead_if_card": lambda node, text: {"if_card": if_card_filter(node, text)},
    # "If that creature was blue or black, …": the permanent the instruction before acted on (that_object_is.py)
    "lead_if_that_is": lambda node, text: {"if_that_is": that_object_filter(node, text)},
}


def lead_of(node: Tree[Token] | None, text: Words) -> dict[str, object]:
    """What a sentence's opening adds to each of its steps."""
    if node is None or node.data in _NO_CHANGE:
        return {}
    if node.data in _FIXED_LEADS:
        return dict(_FIXED_LEADS[node.data])
    if node.data in _BUILT_LEADS:
        return _BUILT_LEADS[node.data](node, text)
    found = lead_changes(node, text)
    if found is not None:
        return found
    if node.data == "lead_otherwise":  # "Otherwise, …": which condition it negates, _sentence finds (earlier steps)
        return {"otherwise": True}
    cond = trees(node)[0]
    if cond.data == "cond_kicked":
        return {"kicked_only": True}
    if cond.data == "cond_not_kicked":
        return {"kicked_only": False}
    if cond.data == "cond_you_control":
        obj = trees(cond)[0]
        slot = object_slot(obj, text)
        if slot.count != 1 or slot.up_to:
            raise Unread(text.of(cond))
        return {"if_control": slot.filter}
    if node.data == "lead_then_if" and (it := it_has_counters(cond, text)) is not None:
        return {"if_board": (it, text.of(cond))}  # "Then if it has three or more +1/+1 counters on it" (608.2c)
    # a board condition: life, hand, what a player controls (603.4's family, read by conditions.py)
    return {"if_board": (board_condition(cond, text), text.of(cond))}


# Openings that would make a sentence depend on a decision of its own, which a carried "When you do" would hide.
_OWN_DECISION = ("if_you_did", "if_you_didnt", "if_they_did", "if_they_didnt", "otherwise", "if_you_couldnt",
                 "if_they_couldnt")


def in_reflexive_trigger(changes: dict[str, object], earlier: list[StepSpec], lead_words: str) -> dict[str, object]:
    """A sentence after "When you do, …" is still that reflexive trigger's: everything from "When you do" to the end
    of the ability is the trigger's (603.12, following 603.7), so "Its controller draws a card." or "Then discard a
    card." happens only when the controller did it. A decision of the sentence's own ("If you do, …" inside the
    trigger) is refused with its words rather than folded under the one condition the plan can say."""
    if not any(s.reflexive for s in earlier) or changes.get("reflexive"):
        return changes
    if any(changes.get(k) for k in _OWN_DECISION):
        raise Unread(lead_words)
    return {**changes, "reflexive": True}
