""""That creature can't block this combat" (Forgestoker Dragon), "Whenever this creature blocks a creature, that
creature can't be regenerated…" family: a combat restriction (101.2, 508.1c, 509.1b) on the object named again,
the one target before it (608.2c) or, with none, the trigger event's object (603.2; "Whenever Kolaghan Aspirant
becomes blocked by a creature, that creature can't block this turn").

Why a module: the subject is a reference, not a filter; the step is the ``cant_combat`` step any other subject reads
into, marked with the printed noun (``those``) so the one binding pass (statics.those_refer) says which object it
is, as it does for "that creature gets +2/+2 until end of turn"; nothing here guesses it.
"""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Unread, Words, child
from .referent_kinds import THOSE_ES
from .specs import StepSpec
from .text import fold
from .verbs_board import CLAUSES

_ONE = frozenset({"that creature", "that token", "esa criatura", "esa ficha"})


def cant_combat_those_clause(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """The restriction on "that creature" for this turn or this combat (611.2a); a plural ("those creatures") names
    more than one object and is refused here."""
    from .verbs import _NOBODY, Context

    ref = child(node, "those_ref")
    noun = fold(text.low_of(ref)) if ref is not None else ""
    if noun not in _ONE:
        raise Unread(text.of(ref) if ref is not None else clause)
    act = next(t.data for t in node.iter_subtrees() if t.data.startswith("act_")).removeprefix("act_")
    from .combat_durations import combat_duration

    duration = combat_duration(node, "")
    if not duration:  # no duration said: for how long is not guessed
        raise Unread(clause)
    extra = (("act", act), ("duration", duration), ("those", THOSE_ES.get(noun, noun)))
    return [Context(text, clause, _NOBODY).step("cant_combat", players_too=False, extra=extra)]


CLAUSES["cant_combat_those"] = cant_combat_those_clause
__all__ = ["cant_combat_those_clause"]
