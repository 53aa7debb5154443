"""Plan steps for prevention and replacement effects (615, 614) and regeneration rules (701.19c).

Why steps of their own: such an effect moves nothing when it is created (614.1, 615.1: it watches for an
event that would happen later), so its step reports a typed record — what it watches for, whom it
protects, for how long and under which rule — and the engine applies it to the events of the same
resolution where it can (damage that can't be prevented, 615.12; a creature that would die, 614.1a).
Which permanent or player: the scenario's ``target`` (115.1, 115.4), the source, the permanent the source
is attached to (``attached_to``, 303.4, 301.5), or the objects an earlier instruction of the same effect
acted on (608.2c: "it", "a creature dealt damage this way").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from ..grammar import StepSpec, TypeFilter
from ..grammar.specs import PreventedThen
from .amounts import Amount
from .convert_amounts import amount_of_ref
from .steps import Step
from .targets import TargetCount

_ATTACHED = frozenset({"enchanted", "equipped"})


@dataclass(frozen=True, slots=True, kw_only=True)
class ShieldStep(Step):  # the kinds below: actions ``prevent`` (615), ``replace`` (614), ``rule_change`` (701.19c)
    """``to`` / ``by``: ``any_target``, ``target``, ``you``, ``that``, ``source``, ``enchanted``, ``equipped``,
    ``each_creature_and_player``, ``blocked`` (by: the creatures the source is blocking, 509.1), ``kind`` (by: any
    source of ``by_objects``' kind, 609.7b) or "" (anyone);
    ``duration``: ``this_turn`` or ``static`` (611.2a, 611.3a)."""

    action: str = "rule_change"
    to: str = ""
    to_objects: TypeFilter | None = None
    duration: str = "static"

    @property
    def uses_attached(self) -> bool:
        return bool(self.attached)

    @property
    def attached(self) -> str:
        """``enchanted`` / ``equipped`` when the shielded or damaging permanent is the one the source is attached to."""
        return next((role for role in (self.to, getattr(self, "by", "")) if role in _ATTACHED), "")


@dataclass(frozen=True, slots=True, kw_only=True)
class Prevention(ShieldStep):  # the three kinds below
    """615.1a: "Prevent all [combat] damage that would be dealt [to …] [by …] [this turn]"; ``amount`` N: "the
    next N damage", a shield reduced as it prevents (615.7)."""

    action: str = "prevent"

    amount: int | None = None
    amount_x: bool = False  # "the next X damage": a shield of X, the scenario's ``x`` (107.3, 615.7)
    # "…, where X is your devotion to white": X as the text defines it, one amount of the plan (107.3), not ``x``
    defined_x: Amount | None = None
    next_time: bool = False  # "The next time … would deal damage …, prevent that damage": the next such event only
    # of that event's damage: "half that damage, rounded up / down" (``half``, 107.1a), "all but N of that damage"
    half: str = ""
    all_but: int | None = None
    combat: bool = False
    noncombat: bool = False
    by: str = ""  # also ``chosen``: the source the controller chose as it resolved (609.7a)
    by_objects: TypeFilter | None = None
    then: PreventedThen | None = None  # what it does with the damage it prevents (615.5: "… prevented this way")


@dataclass(frozen=True, slots=True, kw_only=True)
class PreventDamage(Prevention):
    """To no target: anyone, you, the source, the attached permanent, "it", each creature and each player."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PreventDamageTarget(Prevention):
    """… to or by "target creature": the object the scenario's ``target`` names (115.1)."""

    targets_object: ClassVar[bool] = True


@dataclass(frozen=True, slots=True, kw_only=True)
class PreventDamageAnyTarget(Prevention):
    """… to "any target": the player, creature or planeswalker the scenario's ``target`` names (115.4)."""

    targets_any: ClassVar[bool] = True


@dataclass(frozen=True, slots=True, kw_only=True)
class PreventDamageDivided(Prevention):
    """"Prevent the next 4 damage that would be dealt this turn to any number of targets, divided as you choose"
    (Embolden): the scenario's ``target`` names the players, creatures and planeswalkers (115.4), its ``division`` the
    part of the shield each gets (601.2d), each a shield of that many (615.7). ``objects`` None: any targets, as
    plan/divided.DamageDivided's; ``count``: how many the word takes ("any number")."""

    objects: TypeFilter | None = None
    count: TargetCount = TargetCount(0, None, any_number=True)
    targets_object: ClassVar[bool] = True


@dataclass(frozen=True, slots=True, kw_only=True)
class Redirection(Prevention):  # the two kinds below
    """614.9: "All damage that would be dealt to target creature this turn is dealt to you instead": the same
    damage is dealt to ``instead`` (a role as ``to``), a redirection effect."""

    action: str = "replace"

    instead: str = ""  # also ``owner`` / ``controller``: of the object ``instead_of`` (``by`` or ``to``) names
    instead_objects: TypeFilter | None = None
    instead_of: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class RedirectDamage(Redirection):
    """No target among the three."""


@dataclass(frozen=True, slots=True, kw_only=True)
class RedirectDamageTarget(Redirection):
    """One of them is "target …" (115.1): the object the scenario's ``target`` names; two of them ("… to target
    creature you control … is dealt to another target creature instead"): two objects, in the text's order (115.3)."""

    targets_object: ClassVar[bool] = True


@dataclass(frozen=True, slots=True, kw_only=True)
class RedirectDamageAnyTarget(Redirection):
    """Dealt to "any target" instead (115.4): the player, creature or planeswalker the scenario's ``target`` names."""

    targets_any: ClassVar[bool] = True


@dataclass(frozen=True, slots=True, kw_only=True)
class NoPrevention(ShieldStep):  # the two kinds below
    """615.12: "Damage can't be prevented [this turn]" (to anyone, or to one permanent or player)."""

    action: str = "prevent"


@dataclass(frozen=True, slots=True, kw_only=True)
class CantBePrevented(NoPrevention):
    """To anyone, the object named earlier, the source or you."""


@dataclass(frozen=True, slots=True, kw_only=True)
class CantBePreventedTarget(NoPrevention):
    """"Damage that would be dealt to target creature this turn can't be prevented" (115.1)."""

    targets_object: ClassVar[bool] = True


@dataclass(frozen=True, slots=True, kw_only=True)
class NoRegeneration(ShieldStep):  # the two kinds below
    """701.19c: regeneration shields are not applied to these permanents. ``this_way``: ``destroyed``,
    ``damaged``, ``earlier`` ("it": the one object the instruction before acted on) or ``those`` ("they": every
    object it acted on)."""

    this_way: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class CantBeRegenerated(NoRegeneration):
    """The source, or what an earlier instruction destroyed or dealt damage to."""


@dataclass(frozen=True, slots=True, kw_only=True)
class CantBeRegeneratedTarget(NoRegeneration):
    """"Target creature can't be regenerated this turn" (115.1)."""

    targets_object: ClassVar[bool] = True


@dataclass(frozen=True, slots=True, kw_only=True)
class ExileIfDies(ShieldStep):
    """614.1a: "If that creature would die this turn, exile it instead": a replacement effect on the objects an
    earlier instruction dealt damage to (``this_way``), applied when one would die this turn (700.4)."""

    action: str = "replace"

    this_way: str = "earlier"
    # "If that creature would leave the battlefield, exile it instead of putting it anywhere else": any move from the
    # battlefield, for as long as it stays there (611.2a); dying is one (700.4)
    leaves: bool = False


def shield_step(spec: StepSpec, common: dict[str, Any]) -> Step:
    """The typed step of a Shield read by grammar/shields.py (the general replacements and restrictions:
    replacements.py)."""
    shield = spec.shield
    assert shield is not None
    base = {**common, "to": shield.to, "to_objects": shield.to_objects, "duration": shield.duration}
    if shield.kind == "prevent":
        kind: type[Prevention] = PreventDamage
        if shield.to == "divided":  # 601.2d, 615.7: a part of the shield for each target
            kind = PreventDamageDivided
        elif "any_target" in (shield.to, shield.by) or shield.to == "player_or_planeswalker":  # a player too
            kind = PreventDamageAnyTarget
        elif "target" in (shield.to, shield.by):
            kind = PreventDamageTarget
        return kind(**base, amount=shield.amount, amount_x=shield.amount_x, combat=shield.combat,
                    defined_x=amount_of_ref(spec.amount_ref) if shield.amount_x and spec.amount_ref else None,
                    noncombat=shield.noncombat, by=shield.by,
                    by_objects=shield.by_objects, next_time=shield.next_time, then=shield.then, half=shield.half,
                    all_but=shield.all_but)
    if shield.kind == "redirect":
        redirect: type[Redirection] = RedirectDamageTarget if "target" in (shield.to, shield.by, shield.instead) \
            else RedirectDamage
        if shield.instead == "any_target":
            redirect = RedirectDamageAnyTarget
        return redirect(**base, amount=shield.amount, amount_x=shield.amount_x, combat=shield.combat, by=shield.by,
                        by_objects=shield.by_objects, next_time=shield.next_time, instead=shield.instead,
                        instead_objects=shield.instead_objects, instead_of=shield.instead_of)
    if shield.kind == "cant_be_prevented":
        return CantBePreventedTarget(**base) if shield.to == "target" else CantBePrevented(**base)
    if shield.kind == "cant_be_regenerated":
        regen: type[NoRegeneration] = CantBeRegeneratedTarget if shield.to == "target" else CantBeRegenerated
        return regen(**base, this_way=shield.this_way)
    return ExileIfDies(**base, this_way=shield.this_way, leaves=shield.kind == "exile_if_leaves")


__all__ = ["CantBePrevented", "CantBePreventedTarget", "CantBeRegenerated", "CantBeRegeneratedTarget", "ExileIfDies",
           "NoPrevention", "NoRegeneration", "PreventDamage", "PreventDamageAnyTarget", "PreventDamageDivided",
           "PreventDamageTarget", "Prevention", "RedirectDamage", "RedirectDamageAnyTarget", "RedirectDamageTarget",
           "Redirection", "ShieldStep", "shield_step"]
