"""A step's text says the source of an instant or sorcery as "this spell", never "this permanent" (113.3a, 608.2).

Why: the grammar reads the card's own name as "this permanent" (the plan's word for the source, whatever it is), and a
step's ``text`` kept that word: Yamabushi's Flame's step said "This permanent deals 3 damage to any target" though
the source is a spell on the stack and never a permanent (110.1: instants and sorceries never are). The narration
says the card's name (render.named); the step's own text, which the result shows beside it, says what the source is:
"this spell" ("este hechizo" in Spanish, the project's term, as in "Este hechizo no puede ser contrarrestado").
A quoted ability the spell grants (113.10, "Create … tokens with "When this creature dies, this permanent deals
…"") keeps its word: there the source is the object that has it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..grammar.text import QUOTED_PART

if TYPE_CHECKING:
    from .state import State

_SPELL_TYPES = frozenset({"instant", "sorcery"})
_THE_SOURCE = re.compile(r"\b(?:[Tt]his permanent|[Ee]ste permanente)\b")
_SPELL = {"This permanent": "This spell", "this permanent": "this spell", "Este permanente": "Este hechizo",
          "este permanente": "este hechizo"}


def resolving_spell(state: State) -> bool:
    """Whether the source is an instant or sorcery spell resolving (608.2): on the stack, of a spell type."""
    scenario = state.scenario
    return scenario.source_zone == "stack" and bool(scenario.source_types and scenario.source_types & _SPELL_TYPES)


def step_text(state: State, text: str) -> str:
    """The step's text with its source called "this spell" when the source is an instant or sorcery spell."""
    if not resolving_spell(state):
        return text
    parts = QUOTED_PART.split(text)
    return "".join(part if i % 2 else _THE_SOURCE.sub(lambda m: _SPELL[m[0]], part) for i, part in enumerate(parts))
