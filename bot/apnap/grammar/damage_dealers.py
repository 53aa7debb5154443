"""Who deals the damage of "it deals …" (120.3, 608.2c): the pronoun's antecedent, which is not always the source.

Why a pass of its own: the damage clauses read "it deals damage equal to its power to …" (and printed Spanish's
unsaid subject, "hace daño igual a su fuerza …") in the source's form, since "When Murderous Redcap enters the
battlefield, it deals damage equal to its power to any target" is the source's damage. But "Tap target creature. It
deals damage equal to its power to another target creature", "Target creature you control gets +1/+0 until end of
turn. It deals damage equal to its power to …" or "Choose a Giant creature you control. It deals …" name another
object first, and that object deals the damage (608.2c: the pronoun is the object named before it), with its own
power, colours and lifelink (120.3, 208.1); read as the source's, the spell itself would deal damage "equal to its
power". Likewise after a trigger about another object ("Whenever equipped creature attacks, it deals …", "Whenever a
creature enters the battlefield, it deals …", 603.2) with nothing named before it. Such a damage step is refused
naming its clause here, never dealt by the wrong object; "it" after the source named before it, or after nothing
but the source, stays the source's damage.
"""

from __future__ import annotations

from .antecedents import _before
from .damage_target import SOURCE_IT
from .delayed import in_delayed
from .phrases import Unread
from .referent_kinds import GRAVE_SOURCE, SOURCE
from .specs import StepSpec

# what "it" may mean outside the effect when the damage is the source's own: the source (its trigger, its cost), the
# source as it last existed after its own "dies" (603.10a), a spell or ability naming nothing else (""), or a trigger
# about a player (the Spanish "le" names the player, never the dealer)
_SOURCE_OUTSIDE = frozenset({SOURCE, GRAVE_SOURCE, "", "player"})


def it_deals_is_the_source(steps: list[StepSpec], outside: str) -> list[StepSpec]:
    """``steps`` unchanged when every damage said "it deals …" is the source's (see the module), or :class:`Unread`
    naming the first one whose "it" names another object."""
    for i, step in enumerate(steps):
        if step.action != "damage" or not step.detail(SOURCE_IT) or in_delayed(step):
            continue  # a delayed trigger's "it" is its remembered object (delayed_events.remembered_source)
        found = _before(steps[:i], step)
        if step.kicked_only is not None:  # "If this spell was kicked, it deals …": its own sentence names the source
            continue
        if found and SOURCE not in found and not _source_dealt(steps[:i]):
            raise Unread(step.text)  # another object named before it deals the damage (608.2c)
        if not found and outside not in _SOURCE_OUTSIDE:
            raise Unread(step.text)  # the trigger event's object, or the attached permanent (603.2)
    return steps


def _source_dealt(earlier: list[StepSpec]) -> bool:
    """The source named before as a damage's dealer ("This spell deals 1 damage to each creature …. If this spell was
    kicked, it deals 4 damage … instead"): a damage clause's named source is the card itself (its name or "this
    spell"; another object dealing damage is read by object_damage.py and attached_damage.py, never as a source)."""
    return any(s.action == "damage" and s.source and not s.detail(SOURCE_IT) for s in earlier)
