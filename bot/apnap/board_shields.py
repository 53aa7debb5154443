"""A board permanent's prevention and redirection statics as the one record kind the engine applies to events
(615.1a, 614.9): "Prevent all damage that would be dealt to you by red sources" on a Circle of Protection-like
enchantment is the same watch as Sphere of Law's "If a red source would deal damage to you, prevent 2 of that
damage", with all of it prevented; "All damage that would be dealt to you is dealt to Palisade Giant instead"
watches the same events and deals the damage to another permanent or player.

Why a translation and not a second engine: engine/replacing.py already passes each step's damage events through
:class:`~.plan.EventReplacement` records (scope, order 616.1, report, triggers withdrawn 614.6); a prevention
static says the same scope with other words (``to`` / ``by`` roles of plan/shields.py). Only what the engine can
apply as said is translated: a static "this turn", "the next N damage" (a shield used up, 615.7), "the next time",
what follows a prevention ("… prevented this way", 615.5), a source chosen as the permanent entered, or an attached
permanent are left to the caller, who names them in ``warnings`` (never applied wrongly, never dropped).
"""

from __future__ import annotations

from dataclasses import replace

from .grammar import TypeFilter
from .plan import EventReplacement, RedirectDamage
from .plan.shields import CantBePrevented, NoPrevention, PreventDamage, Prevention

# a prevention's shielded role → the records' ``to`` roles (engine/replacing.py: players by ``_player_is``,
# permanents by role): "you and creatures you control" is two watches, one on each
_TO = {"": ("",), "you": ("you",), "source": ("source",), "kind": ("kind",), "you_and_kind": ("you", "kind"),
       "source_and_you": ("source", "you"),
       "players": ("player",), "each_creature_and_player": ("player", "creature")}
_BY = frozenset({"", "kind", "source"})
# whom a redirection deals the damage to instead (engine/redirecting.py): the source's permanent, its controller, or
# the controller of the spell or ability dealing the damage (``controller`` of ``by``, 614.9)
_INSTEAD = frozenset({"source", "you"})


def _applicable_filter(flt: TypeFilter | None) -> bool:
    """A kind the engine decides on the board: no colour or type chosen as the permanent entered (609.7a; no
    scenario fact says it yet), no combat role, no count of counters."""
    return flt is None or (flt.chosen is None and flt.combat is None and not flt.counters and not flt.compares
                           and not flt.unknown_props)


def shield_records(step: Prevention, lasting: bool = False) -> tuple[EventReplacement, ...] | None:
    """The records a board permanent's prevention or redirection static amounts to, or None when the engine cannot
    apply it as said (the caller warns). ``lasting``: an earlier resolution's effect (earlier_effects.py), which may
    last "this turn" (611.2a)."""
    if (step.duration != "static" and not lasting) or step.amount is not None or step.amount_x or step.next_time or \
            step.then is not None or step.by not in _BY or step.to not in _TO:
        return None
    if not (_applicable_filter(step.to_objects) and _applicable_filter(step.by_objects)):
        return None
    base = EventReplacement(text=step.text, subject=step.subject, action="prevent", event="deal_damage",
                            modify="prevent", combat=step.combat, noncombat=step.noncombat, by=step.by,
                            by_objects=step.by_objects, duration=step.duration)
    if isinstance(step, RedirectDamage):
        if step.instead not in _INSTEAD or step.amount is not None:
            return None
        base = replace(base, action="replace", modify="redirect", instead=step.instead)
    elif type(step) is not PreventDamage:  # a target, any target or a division: a resolving spell's words
        return None
    return tuple(replace(base, to=role, to_objects=step.to_objects if role == "kind" else None)
                 for role in _TO[step.to])


def unpreventable_records(step: NoPrevention, lasting: bool = False) -> tuple[EventReplacement, ...] | None:
    """615.12: "Damage can't be prevented." on a permanent (or from an earlier resolution, "… this turn"): records
    with ``modify`` ``unpreventable`` on the same scope, which take the prevention records off an event
    (engine/unpreventable.py); None when its scope is not one the engine reads (the caller warns)."""
    if type(step) is not CantBePrevented or (step.duration != "static" and not lasting) or step.to not in _TO or \
            not _applicable_filter(step.to_objects):
        return None
    base = EventReplacement(text=step.text, subject=step.subject, action="prevent", event="deal_damage",
                            modify="unpreventable", duration=step.duration)
    return tuple(replace(base, to=role, to_objects=step.to_objects if role == "kind" else None)
                 for role in _TO[step.to])


__all__ = ["shield_records", "unpreventable_records"]
