""""Charging Rhino can't be blocked by more than one creature", "Guile can't be blocked except by three or more
creatures", "Each Minotaur can't be blocked this turn except by two or more creatures": how many creatures may block
an attacker (509.1b, a restriction checked as blockers are declared), printed Spanish alike ("no puede ser
bloqueada por más de una criatura", "… excepto por tres o más criaturas").

Why a module: the restriction is one more combat rule (statics.py reads the rest of the sentence: which creature,
for how long); what is new is the number, read here once from the rule's node so the step carries it typed
(``blockers``), never left in the words.
"""

from __future__ import annotations

from lark import Token, Tree

from .phrases import Unread, Words, child, count_value

_COUNTED = frozenset({"req_min_blockers"})


def blocker_count(req: Tree[Token], text: Words) -> tuple[tuple[str, str], ...]:
    """The ``blockers`` detail of a rule that counts blockers: 1 for "by more than one creature" (at most one), N
    for "except by N or more creatures" (at least N); nothing for any other rule."""
    if req.data == "req_max_one_blocker":
        return (("blockers", "1"),)
    if req.data not in _COUNTED:
        return ()
    word = child(req, "number_word")
    n = count_value(word, text) if word is not None else None
    if n is None or n < 2:  # "except by one or more creatures" is no restriction: never read as one
        raise Unread(text.of(req))
    return (("blockers", str(n)),)


__all__ = ["blocker_count"]
