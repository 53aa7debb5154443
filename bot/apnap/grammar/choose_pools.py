"""Whose battlefields a choice of permanents is made among ("a nonland permanent": anyone's; "… they control": the
chooser's own; printed Spanish "que no controla": the others').

Why a module of its own: the verbs that read a choice (verbs_more, verbs_board) and the clause rules that read a
choice of permanents (chosen_permanents) all need this one decision, and chosen_permanents registers its rules with
those verb modules, so keeping it there made an import circle.
"""

from __future__ import annotations

import re
from dataclasses import replace

from .person_agreement import NOT_OWN
from .phrases import Unread
from .specs import Slot

# "… you control", "… they control", "… that player controls", "… they own": whose the object is, said
_WHOSE_SAID = re.compile(r"\b(?:they|that player|he or she) (?:control|controls|own)\b"
                         r"|\bque (?:controla|controle)\b")
_RELATIVE = frozenset({"you", "not_you", "opponents"})  # "you control" / "you don't control" / "your opponents …"


def choose_pool(slots: tuple[Slot, ...], words: str) -> tuple[tuple[Slot, ...], tuple[tuple[str, str], ...]]:
    """The slots and the ``pool`` detail of a choice of permanents: the chooser's own when the words say "they
    control" (or the choice is of cards), else anyone's: "a nonland permanent" names no controller, and "a permanent
    you control" / "you don't control" is the controller of the effect's, checked by the filter on every battlefield.
    "… they don't control", printed Spanish "que no controla" / "que no controle" (the third person, the filter's
    ``not_own``) is the chooser's: the others' permanents (101.4), the filter's word taken off, since the pool says it;
    "que no controlas" (the second person) stays the controller of the effect's "you don't control"."""
    permanents = [s for s in slots if s.filter.alternatives and s.filter.noun != "card"]
    if not permanents:
        return slots, ()
    if any(s.filter.control == NOT_OWN for s in slots):  # "… they don't control" / "que no controla" (filters.py)
        if len(slots) != 1:
            raise Unread(words)
        return (replace(slots[0], filter=replace(slots[0].filter, control=None)),), (("pool", "others"),)
    if _WHOSE_SAID.search(words):
        return slots, ()
    if any(s.filter.control not in (None, *_RELATIVE) for s in permanents):
        raise Unread(words)  # "target player controls" and the like: a reading of its own, not this one
    return slots, (("pool", "any"),)
