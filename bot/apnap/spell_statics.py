"""A spell's own statics on the stack (113.6g): "This spell can't be countered" on a spell the scenario's ``spells``
lists keeps "Counter target spell" and "Counter all spells" from countering it (101.2: the "can't" wins, 701.6a).

Why a module of its own: the resolving card's own "This spell can't be countered" is a step of its plan
(plan/stack.py ``CantBeCountered``), but a spell waiting on the stack is only an object of the scenario; its text (the
long form's ``text``, or the card database's for a card named by name only, as a board permanent's is,
real_facts.py) is read here once, by the same grammar, as the stack is loaded, and the engine asks the typed answer
(``StackSpell.cant_be_countered``), never the words.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.errors import BotError

from .card_names import own_names
from .grammar import parse_effect
from .grammar.text import fold
from .model import GameObject
from .oracle import CardLookup, abilities_of
from .plan import CantBeCountered, plan_of

_SPEAKS_OF_COUNTERING = re.compile(r"\bcan't be countered\b|\bno puede ser contrarrestad")


def with_printed_text(card: GameObject, lookup: CardLookup | None) -> GameObject:
    """The spell with its real card's text when the scenario gave none and the database knows a card of exactly its
    name (one face only: a split card's halves are two texts); a token or a copy named by the scenario is no card."""
    if card.text is not None or lookup is None or not card.known or "token" in card.types:
        return card
    found = lookup(card.name)
    if found is None or found.name.casefold() != card.name.casefold() or not found.text \
            or " // " in found.type_line:
        return card
    return replace(card, text=found.text)


def cant_be_countered(card: GameObject) -> str | None:
    """The spell's own ability that says it can't be countered (113.6g: it functions on the stack), as printed; None
    when its text has none or is not known."""
    for ability in abilities_of(card.text or ""):
        if ability.kind not in ("static", "spell"):
            continue
        try:
            steps = plan_of(parse_effect(ability.text, None, None, own_names(card.name, ability.text, None))).steps
        except BotError:  # a line the grammar does not read: no concern of this module, unless it speaks of
            if _SPEAKS_OF_COUNTERING.search(fold(ability.text)):  # countering ("can't be countered if …"): then
                raise  # the words it cannot read are named (it was taken as absent and the spell countered)
            continue
        if steps and all(isinstance(s, CantBeCountered) for s in steps):
            return ability.text
    return None


__all__ = ["cant_be_countered", "with_printed_text"]
