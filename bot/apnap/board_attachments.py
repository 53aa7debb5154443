"""The bonus an Aura or Equipment on the board gives the permanent it is attached to (303.4, 301.5, 611.3a): Bob's
Hill Giant enchanted by an Aura whose text says "Enchanted creature gets +2/+2" is a 5/5 while any effect resolves,
so 3 damage from a Lightning Bolt does not destroy it (704.5g).

Why here: a static ability applies at every moment its source is on the battlefield (611.3a), not only when it is the
ability asked about. The board says which permanent each Aura or Equipment is on (a long-form object's
``attached_to``); its text (given, or the card database's) is read by the same grammar as every ability, and only
an unconditional "Enchanted / Equipped creature gets +N/+N" is kept: a bonus sized "for each …", one "as long as …",
keywords and anything else are not applied, so nothing is guessed (board_pt_statics.py keeps it; engine/board_pt.py
applies it in layer 7c, 613.4c, at every reading of a size, while the Aura or Equipment is on the battlefield).
"""

from __future__ import annotations

from typing import TypeGuard

from .plan import StaticModify, Step


def applied_bonus(step: Step) -> TypeGuard[StaticModify]:
    """An unconditional, uncounted "Enchanted / Equipped creature gets +N/+N": the one kind this module applies."""
    return (isinstance(step, StaticModify) and bool(step.attached) and step.while_ is None and step.times is None
            and bool(step.power or step.toughness))


__all__ = ["applied_bonus"]
