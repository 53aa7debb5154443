"""The typed step of an object other than the source dealing damage equal to its own power or toughness: "That
creature deals damage equal to its power to its controller", "Target creature deals damage to itself equal to its
power", "Each creature deals damage to itself equal to its power", "You may have it deal damage equal to its power to
any target" (read by grammar/object_damage.py).

Why a step of its own, not a ``Damage``: a ``Damage``'s source is the ability's source (its name, colours, lifelink);
here each dealing object is the source of its own damage (120.3), so its power is read as the damage is dealt
(608.2h), and its colours, lifelink and deathtouch are its own (702.16e, 702.15b, 702.2b). One handler in
:mod:`bot.apnap.engine.act_object_damage`, one renderer in :mod:`bot.apnap.render.on_object_damage`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..grammar import StepSpec, TypeFilter
from .steps import ANY, Step

# How the dealing object is named: "target" (115.1: the scenario's ``target``), "it" (the object named before it or the
# trigger event's, bound by grammar/antecedents.py: ``event_object`` / ``pronoun``), "source" (the source, "it" bound
# to it), "each" (every creature of the kind on the battlefield, each its own source), "attached" (the permanent the
# source is attached to, ``on_attached``: "Enchanted creature deals damage equal to its power to …", 303.4, 301.5)
DEALERS = ("target", "it", "source", "each", "attached")
# Whom it deals the damage to: its own controller, itself, the ability's source ("him": a planeswalker), any target
# (115.4) or a target creature the scenario's ``target`` names (115.1)
RECIPIENTS = ("its_controller", "itself", "source", "any_target", "target")


@dataclass(frozen=True, slots=True, kw_only=True)
class ObjectDamage(Step):
    """``dealer`` (of kind ``objects``) deals damage equal to its ``prop`` ("power" or "toughness") to ``to``; for
    ``to`` "target", the target's kind is ``to_objects``."""

    action: str = "damage"
    dealer: str = "target"
    objects: TypeFilter = ANY
    prop: str = "power"
    to: str = "its_controller"
    to_objects: TypeFilter | None = None
    said_it: bool = False  # the card says "it" ("you may have it deal …"), not "that creature"
    attached: str = ""  # dealer "attached": how the source is attached ("enchanted", "equipped"; 303.4, 301.5)

    @property
    def targets_object(self) -> bool:  # type: ignore[override]
        """The scenario's ``target`` names the dealer (a target, or the target "it" names) or the recipient."""
        return self.dealer == "target" or self.to == "target" or (self.to == "any_target" and not self.targets_any) or (
            self.dealer == "it" and not self.event_object and not self.on_attached)

    @property
    def targets_any(self) -> bool:
        """"… to any target" (115.4) with the dealer named by no target: ``target`` names a player or an object."""
        return self.to == "any_target" and self.dealer in ("attached", "source", "each")


def object_damage_step(spec: StepSpec, common: dict[str, Any]) -> Step | None:
    """The grammar's ``object_damage`` spec → its step; None for any other spec. "It" bound to the source is the
    source itself."""
    if spec.action != "object_damage":
        return None
    dealer = spec.detail("dealer")
    if dealer == "it" and spec.detail("it_bound") == "source":
        dealer = "source"
    to = spec.detail("to")
    to_objects = spec.slots[0].filter if spec.slots else None
    return ObjectDamage(**{**common, "optional": spec.optional}, dealer=dealer, objects=spec.creatures or ANY,
                        prop=spec.detail("prop", "power"), to=to, to_objects=to_objects,
                        said_it=spec.detail("said") == "it",
                        attached=spec.detail("attached", "") if dealer == "attached" else "")
