"""The bonus an Aura or Equipment on the board gives the permanent it is attached to (303.4, 301.5, 611.3a): Bob's
Hill Giant enchanted by an Aura whose text says "Enchanted creature gets +2/+2" is a 5/5 while any effect resolves,
so 3 damage from a Lightning Bolt does not destroy it (704.5g).

Why here: a static ability applies at every moment its source is on the battlefield (611.3a), not only when it is the
ability asked about. The board says which permanent each Aura or Equipment is on (a long-form object's
``attached_to``); its text (given, or the card database's) is read by the same grammar as every ability, and only
an unconditional "Enchanted / Equipped creature gets +N/+N" is kept: a bonus sized "for each …", one "as long as …",
keywords and anything else are not applied, so nothing is guessed (the engine applies the bonus in layer 7c,
613.4c, engine/attachment_statics.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeGuard

from bot.errors import BotError

from .card_names import own_names
from .grammar import parse_effect
from .model import Game, GameObject
from .oracle import abilities_of
from .plan import StaticModify, Step, plan_of

MAX_ATTACHMENTS = 40  # Auras and Equipment whose text is read (each parse is cached)


@dataclass(frozen=True, slots=True)
class AttachmentBonus:
    """+``power``/+``toughness`` that ``source`` gives the permanent named ``onto`` (its ``attached_to``)."""

    source: GameObject
    onto: str
    power: int
    toughness: int


def attachment_bonuses(game: Game) -> tuple[AttachmentBonus, ...]:
    """Every unconditional power and toughness bonus of an attached Aura or Equipment on the battlefield."""
    found: list[AttachmentBonus] = []
    attached = [o for p in game.players for o in p.battlefield if o.attached_to and o.text]
    for obj in attached[:MAX_ATTACHMENTS]:
        found.extend(AttachmentBonus(obj, obj.attached_to or "", s.power, s.toughness) for s in _bonuses(obj))
    return tuple(found)


def _bonuses(obj: GameObject) -> list[StaticModify]:
    """The permanent's "Enchanted / Equipped creature gets +N/+N" statics, read whole; a line the grammar refuses
    gives nothing."""
    out: list[StaticModify] = []
    for ability in abilities_of(obj.text or ""):
        if ability.kind not in ("static", "spell"):  # a permanent's line read as a spell's is a static ability
            continue
        try:
            steps = plan_of(parse_effect(ability.text, None, None, own_names(obj.name, ability.text, None))).steps
        except BotError:
            continue
        out.extend(s for s in steps if applied_bonus(s))
    return out


def applied_bonus(step: Step) -> TypeGuard[StaticModify]:
    """An unconditional, uncounted "Enchanted / Equipped creature gets +N/+N": the one kind this module applies."""
    return (isinstance(step, StaticModify) and bool(step.attached) and step.while_ is None and step.times is None
            and bool(step.power or step.toughness))


__all__ = ["AttachmentBonus", "applied_bonus", "attachment_bonuses"]
