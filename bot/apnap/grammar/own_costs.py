"""A spell's own cost counted on the board (601.2f): "This spell costs {1} less to cast for each creature card in
your graveyard", "… {2} less for each basic land type among lands you control", and printed Spanish ("Este hechizo
cuesta {1} menos para lanzarse por cada carta de criatura en tu cementerio").

Why a step of its own and not a dropped line: nothing moves when it is read, but it decides what its controller
pays to cast the card (601.2f: the total cost is fixed as the spell is cast), and that total is a count of the board
the same "for each …" reader counts for any other instruction (phrases.per_each). The step names the symbols, more
or less, and the count; the engine counts it on the board as it stands (the spell is being cast now) and says the
amount paid more or less in the result. Only "this spell" and "this ability" (602.2b: an activated ability's own
activation cost, counted as it is activated, so said first) are read: another object's cost is a static of a
permanent (cost_changes.py), never this one.
"""

from __future__ import annotations

from lark import Token, Tree

from .continuous import CLAUSES
from .phrases import Unread, Words, trees
from .phrases import per_each as per_each_ref
from .specs import StepSpec, Subject

_MORE = {"more": True, "less": False, "mas": True, "menos": False}
# what costs more or less, and the verb its words may say: a spell is cast (601.2f), an ability activated (602.2b)
_OWN = {"spell": "own_spell_cost", "hechizo": "own_spell_cost", "ability": "own_ability_cost",
        "habilidad": "own_ability_cost"}
_WRONG_VERB = {"own_spell_cost": ("activate", "activarse", "activarla"), "own_ability_cost": ("cast", "lanzarse")}


def own_cost_per(node: Tree[Token], text: Words, clause: str) -> list[StepSpec]:
    """One ``own_spell_cost`` step (or ``own_ability_cost``, "This ability costs {1} more to activate for each card
    in your hand", 602.2b): the symbols, more or less, once for each object the count finds (601.2f)."""
    words = text.low_of(node).split()
    said = next((w for w in words if w in _MORE), None)
    mana = next((t for t in node.children if isinstance(t, Token) and t.type == "MANA"), None)
    action = _OWN.get(words[1]) if len(words) > 1 else None
    if action is None or said is None or mana is None or any(w in _WRONG_VERB[action] for w in words):
        raise Unread(clause)  # another object's cost (a static, cost_changes.py), or a spell "activated"
    per = next(t for t in trees(node) if t.data.startswith("per_"))
    extra = (("mana", str(mana).upper()), ("more", "1" if _MORE[said] else ""))
    return [StepSpec(clause, action, Subject("you"), players_too=False,
                     amount_ref=per_each_ref(per, text), extra=extra)]


def ability_cost_first(steps: list[StepSpec]) -> list[StepSpec]:
    """"Draw three cards. This ability costs {1} more to activate for each card in your hand.": the count is made
    as the ability is activated (602.2b, 601.2f), before anything it does, so its step comes first whatever sentence
    says it (else the cards drawn would be counted)."""
    first = [s for s in steps if s.action == "own_ability_cost"]
    return first + [s for s in steps if s.action != "own_ability_cost"] if first else steps


CLAUSES["own_cost_per"] = own_cost_per
