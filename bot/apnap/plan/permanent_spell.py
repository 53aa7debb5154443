"""A permanent spell that resolves: "the permanent spell becomes a permanent and is put onto the battlefield under the
control of the spell's controller" (608.3).

Why a step of its own: a permanent card's cost line ("As an additional cost to cast this spell, sacrifice a creature",
"You may sacrifice three black creatures rather than pay this spell's mana cost", 601.2b, 118.9) is no instruction of
the permanent's: it is a static ability of the spell that applies while it is cast. Asked for, what it means is the
spell cast that way — its cost paid, said as ``costs`` like an instant's — and then the spell resolving, which for a
permanent spell does one thing only: it enters (608.3). This step is that entering, so a cost's sacrifice or exile and
the permanent's own "When … enters" triggers (603.6a) are events the engine sees, never a line read and dropped.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..grammar import StepSpec
from .steps import Step

ACTION = "permanent_spell_resolves"


@dataclass(frozen=True, slots=True, kw_only=True)
class PermanentSpellResolves(Step):
    """The resolving permanent spell enters the battlefield under its controller's control (608.3); ``line``: the
    cost line asked for, as printed (the reading says it)."""

    action: str = ACTION
    line: str = ""


def permanent_spell_step(spec: StepSpec, common: dict[str, Any]) -> Step | None:
    """The ``permanent_spell_resolves`` spec (permanent_cast.py builds it, never the grammar) → its step."""
    if spec.action != ACTION:
        return None
    return PermanentSpellResolves(**common, line=spec.text)
