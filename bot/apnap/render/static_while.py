"""A static rule in combat that applies while a board condition holds (611.3a; grammar/static_combat.py) opens with
"As long as …" / "Mientras …", as printed, never "If …": the condition is not checked once as an instruction
resolves (608.2c) but at every moment the static ability exists, so "if" would say a different rule.

Why its own module: the reading's opening (render/__init__.py ``_opening``) is shared by every step; the one question
it asks here — is this a static combat rule under a board condition? — and the words it says belong together, and the
condition's words are the ones a static bonus's "as long as" says (on_statics.while_said), in the output's language."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from .words import Words

_STATIC_RULES = frozenset({"CantInCombat", "CombatRequirement"})


def while_opening(step: Any, lang: str) -> str | None:
    """"As long as seven or more cards are in your graveyard" / "Mientras haya siete o más cartas en tu cementerio"
    for a static combat rule whose condition is a board condition; None for every other step."""
    cond = step.condition
    if (type(step).__name__ not in _STATIC_RULES or getattr(step, "duration", "") != "static"
            or type(cond).__name__ != "BoardCondition"):
        return None
    from .on_statics import while_said

    w = Words(lang)
    return w.pick("as long as ", "mientras ") + while_said(w, SimpleNamespace(while_=cond, while_text=cond.words))
