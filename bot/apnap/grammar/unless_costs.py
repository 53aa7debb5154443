""""Sacrifice it unless you sacrifice two Swamps", "… unless you return an untapped Island you control to its owner's
hand", "Then discard a card unless you exile a historic card from your graveyard": an instruction the controller may
avoid by paying a cost (118.12).

Why apart from the other "unless" readers (choice_clauses.with_unless): those give each player one object or some life
to give up instead of a loss of life or damage; here the cost is any cost the controller could pay for an activated
ability (two objects, a return to hand, an exile from the graveyard), paid whole or not at all (118.3), before the
instruction it avoids. Its words are read by the same sentence reader as any instruction ("sacrifice two Swamps" is
"you sacrifice two Swamps"), so every word has a meaning; printed Spanish says the cost in the subjunctive ("a menos
que sacrifiques dos Pantanos"), which is read as its imperative ("sacrifica dos Pantanos"). The step carries the cost
as ``StepSpec.unless_cost``; the plan makes it one ``UnlessCost`` step (plan/unless_cost.py).
"""

from __future__ import annotations

import re
from dataclasses import replace

from lark import Token, Tree

from .parse_tree import child, trees
from .phrases import Unread, Words
from .quoted import sentence_reader
from .specs import StepSpec

# The cost forms a player may pay instead (the grammar's unless_alt), and what the cost reads as.
_COST_FORMS = frozenset({"unless_sacrifice", "unless_discard", "unless_return", "unless_exile", "unless_pay_life",
                         "unless_pay_mana"})
_COST_ACTIONS = frozenset({"sacrifice", "discard", "return", "exile", "exile_from_own_graveyard", "pay"})
# Printed Spanish's second person subjunctive ("a menos que sacrifiques …") and its imperative ("sacrifica …").
_SUBJUNCTIVE = {"sacrifiques": "sacrifica", "descartes": "descarta", "pagues": "paga", "regreses": "regresa",
                "devuelvas": "devuelve", "exilies": "exilia"}
_YOUR_CONTROL_ES = re.compile(r"\bque controles\b", re.IGNORECASE)


def cost_instead(unless: Tree[Token], found: list[StepSpec], text: Words) -> list[StepSpec] | None:
    """The instruction with the controller's cost to avoid it, or None when ``unless`` is not "unless you <one
    cost>" after one instruction; :class:`Unread` when the cost's own words do not read as one cost."""
    alternatives = [a for a in trees(unless) if a.data.startswith("unless_") and a.data != "unless_who"]
    if len(found) != 1 or found[0].optional or len(alternatives) != 1 or alternatives[0].data not in _COST_FORMS:
        return None
    words = _cost_words(unless, alternatives[0], text)
    if words is None:
        return None
    read = sentence_reader()
    try:
        steps = read(words, text.lexicon.lang).steps
    except Unread:
        raise Unread(text.of(alternatives[0])) from None
    if len(steps) != 1 or steps[0].subject.kind != "you" or steps[0].action not in _COST_ACTIONS \
            or steps[0].optional or steps[0].condition is not None:
        raise Unread(text.of(alternatives[0]))
    return [replace(found[0], unless_cost=steps[0])]


def paid_by_you(unless: Tree[Token], text: Words) -> bool:
    """Whether "unless" names the controller as the one who pays ("unless you sacrifice …", "a menos que
    sacrifiques …"): then the cost is theirs, whoever the instruction is for."""
    alternatives = [a for a in trees(unless) if a.data.startswith("unless_") and a.data != "unless_who"]
    return bool(alternatives) and _cost_words(unless, alternatives[0], text) is not None


def _cost_words(unless: Tree[Token], alternative: Tree[Token], text: Words) -> str | None:
    """The cost as the controller's instruction: English as printed after "unless you"; Spanish's subjunctive verb as
    its imperative ("que controles" as "que controlas"). None when the payer is not "you"."""
    words = text.of(alternative).strip()
    if text.lexicon.lang == "en":
        who = child(unless, "unless_who")
        return words if who is not None and text.low_of(who) == "you" else None
    verb, _, rest = words.partition(" ")
    imperative = _SUBJUNCTIVE.get(verb.lower())
    if imperative is None:  # "a menos que sacrifique …": that player, not you
        return None
    return _YOUR_CONTROL_ES.sub("que controlas", f"{imperative} {rest}")
