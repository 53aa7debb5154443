"""How many Auras or Equipment the board shows attached to a permanent (301.5, 303.4): the amount of "Myr Adapter gets
+1/+1 for each Equipment attached to it" and "Equipped creature gets +1/+0 for each Equipment attached to it".

Why from each permanent's ``attached_to``: the board says what each Aura and Equipment is on (a long-form object's
``attached_to``; the source's own is the scenario's ``attached_to``). A permanent the board shows as an Aura or
Equipment of a counted kind whose ``attached_to`` is not given, or a battlefield nobody described, may be on it: the
count is asked (``choice_needed``), never taken as zero. A permanent of no subtype given is no Aura or Equipment
(as "as long as it's equipped" reads the board, grammar/source_state.py); one whose ``attached_to`` is given is of
its card type's kind (an enchantment: an Aura; an artifact: an Equipment).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.errors import BotError

from ..model import GameObject
from ..plan import amounts as a
from ..plan.steps import ANY
from .attached import _attachment, attached_permanent
from .values import _value

if TYPE_CHECKING:
    from .state import State

# a subtype counted (205.3) and the card type of a permanent that is attached with no subtype given
_CARD_TYPE = {"aura": "enchantment", "equipment": "artifact"}
# how the source is attached ("enchanted", "equipped", engine/attached.py) → its subtype
_SOURCE_KIND = {"enchanted": "aura", "equipped": "equipment"}


def _kind(obj: GameObject) -> str | None:
    """The counted subtype the object is: by its subtypes, else (attached to something) by its card type."""
    said = next((k for k in _CARD_TYPE if k in obj.subtypes), None)
    if said is not None or obj.attached_to is None:
        return said
    return next((k for k, card_type in _CARD_TYPE.items() if card_type in obj.types), None)


def _onto(state: State, e: a.AttachedCount) -> GameObject:
    """The permanent counted on: the source, or the one the source is attached to (asked when not given)."""
    if e.onto == "attached":
        return attached_permanent(state, ANY, _attachment(state) or "equipped")[0]
    return state.source_or_ask("apnap.error.attachments_source_needed")


@_value(a.AttachedCount)
def attached_count(state: State, e: a.AttachedCount, player: str | None) -> int:
    """The board's permanents of ``e.kinds`` whose ``attached_to`` names the permanent; with ``onto`` the attached
    one, the source itself is one of them when it is of a counted kind (it is attached to it, 301.5, 303.4)."""
    onto = _onto(state, e)
    source = state.source_on_battlefield()
    name = onto.name.casefold()
    hidden = [p.name for p in state.game.players if "battlefield" in p.unknown]
    if hidden:
        raise BotError.of("choice_needed", "apnap.error.attachments_zone_needed", field="players", lang=state.lang,
                          suggestions=hidden, names=", ".join(hidden), name=onto.name)
    unknown: list[str] = []
    n = 0
    for obj in (o for p in state.game.players for o in p.battlefield if o is not source and o is not onto):
        kind = _kind(obj)
        if kind not in e.kinds:
            continue
        if obj.attached_to is None:
            unknown.append(obj.name)
        elif obj.attached_to.casefold() == name:
            n += 1
    if unknown:
        raise BotError.of("choice_needed", "apnap.error.attachments_needed", field="players", lang=state.lang,
                          suggestions=[f"attached_to: {onto.name}"], names=", ".join(unknown), n=len(unknown),
                          name=onto.name)
    if e.onto == "attached" and _SOURCE_KIND.get(_attachment(state)) in e.kinds:
        n += 1
    return n


__all__ = ["attached_count"]
