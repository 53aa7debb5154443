"""A spell's own cost counted on the board (601.2f): "This spell costs {1} less to cast for each creature card in
your graveyard", "… {2} less for each basic land type among lands you control", and printed Spanish ("Este hechizo
cuesta {1} menos para lanzarse por cada carta de criatura en tu cementerio").

Why a step of its own and not a dropped line: nothing moves when it is read, but it decides what its controller
pays to cast the card (601.2f: the total cost is fixed as the spell is cast), and that total is a count of the board
the same "for each …" reader counts for any other instruction (phrases.per_each). The step names the symbols, more
or less, and the count; the engine counts it on the board as it stands (the spell is being cast now) and says the
amount paid more or less in the result. Only "this spell" is read: another object's cost is a static of a permanent
(cost_changes.py), never this one.
"""

from __future__ import annotations

from lark import Token, Tree

from .continuous import CLAUSES
from .phrases import Unread, Words, trees
from .phrases import per_each as per_each_ref
from .specs import StepSpec, Subject

_MORE = {"more": True, "less": False, "mas": True, "menos": False}
_SPELL = {"spell", "hechizo"}


def own_cost_per(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """One ``own_spell_cost`` step: the symbols, more or less, once for each object the count finds (601.2f)."""
    words = text.low_of(node).split()
    said = next((w for w in words if w in _MORE), None)
    mana = next((t for t in node.children if isinstance(t, Token) and t.type == "MANA"), None)
    if len(words) < 2 or words[1] not in _SPELL or said is None or mana is None:
        raise Unread(clause)  # "this ability costs …" (602.2b) or another object's cost: not this step's
    per = next(t for t in trees(node) if t.data.startswith("per_"))
    extra = (("mana", str(mana).upper()), ("more", "1" if _MORE[said] else ""))
    return [StepSpec(clause, "own_spell_cost", Subject("you"), players_too=False,
                     amount_ref=per_each_ref(per, text), extra=extra)]


CLAUSES["own_cost_per"] = own_cost_per
