"""Damage dealt by the permanent the source is attached to: "Enchanted creature deals damage equal to its power to any
target", "Equipped creature deals damage equal to its power to target creature" / "La criatura encantada hace una
cantidad de daño igual a su fuerza a cualquier objetivo" (303.4, 301.5).

Why apart from the damage clauses: the sentence's subject is the enchanted or equipped creature, so it is the
damage's source (120.3) and "its" in "equal to its power" is that creature (608.2c: the pronoun's antecedent is the
subject), never the Aura or Equipment whose ability it is. Read as the source's damage, the Aura's own power would be
asked for and its colours checked against protection. Such a sentence is one ``object_damage`` step
(plan/object_damage.py) whose dealer is the attached permanent (``dealer`` "attached", ``("attached", how)``: the
scenario's ``attached_to``, never a target, 115.1; a target recipient stays the scenario's ``target``). A recipient
that step has no form for, or any other amount (a fixed amount would be dealt with the Aura as its source), is
refused.
"""

from __future__ import annotations

import re

from .phrases import Unread
from .specs import CountRef, Slot, StepSpec, Subject, TypeFilter
from .text import fold

_ATTACHED = re.compile(r"^(?:(?P<en>enchanted|equipped) creature|la criatura (?P<es>encantada|equipada))$")
_HOW = {"encantada": "enchanted", "equipada": "equipped"}
CREATURE = TypeFilter(alternatives=((frozenset({"creature"}), frozenset(), False, False),), noun="creature")


def attached_source(source: str | None) -> str | None:
    """"enchanted" / "equipped" when the damage's source as said is the attached creature, else None."""
    m = _ATTACHED.match(fold(source or "").strip())
    if m is None:
        return None
    return m["en"] or _HOW[m["es"]]


def attached_damage(clause: str, how: str, ref: CountRef | None, to: str, slot: TypeFilter | None) -> StepSpec:
    """The attached creature's damage equal to its own ``ref`` property ("its power", 608.2h) to ``to``
    (``any_target``, or ``target`` of kind ``slot``); any other amount is refused naming the clause."""
    prop = ref.option if ref is not None and ref.kind in ("source", "card") and ref.action == "its" else None
    if prop not in ("power", "toughness") or ref is None or (ref.base, ref.times, ref.divide, ref.plus) != (0, 1, 1, 0):
        raise Unread(clause)  # "plus 2", "half its power", a fixed amount: not read for this dealer
    extra = (("dealer", "attached"), ("prop", prop), ("to", to), ("attached", how))
    return StepSpec(clause, "object_damage", Subject("you"), creatures=CREATURE, players_too=False, extra=extra,
                    slots=(Slot(1, slot),) if slot is not None else ())
