"""Pasted text with no type line that can only be an instant's or a sorcery's (113.3a): its paragraphs then all
resolve, in order, as a card named through the card database does (oracle.select)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Protocol

from bot.errors import BotError

from .grammar.text import fold


class Paragraph(Protocol):
    """What is asked of each of the text's abilities (oracle.Ability)."""

    @property
    def kind(self) -> str: ...

    @property
    def effect(self) -> str: ...

    @property
    def choose(self) -> tuple[int, int] | None: ...

_SPELL_KEYWORDS = re.compile(r"^(?:kicker|multikicker|buyback|flashback|split second|storm|rebound|entwine|overload|"
                             r"replicate|retrace|jump-start|conspire|cipher|epic|gravestorm|splice onto|estimulo|"
                             r"recompra|retrospectiva|replicar|sobrecarga|tormenta|rebote)\b")


def reads_as_spell(keyword_lines: list[str], abilities: Sequence[Paragraph], names: tuple[str, ...] = ()) -> bool:
    """Pasted text with no type line is an instant's or a sorcery's when nothing in it could be a permanent's:
    two or more paragraphs, none a trigger, a cost, a chapter, a static form or a modal line; every keyword line
    one only spells have (kicker, flashback, …); and the grammar reads every paragraph as instructions, none as
    a rule with no duration (a permanent's static ability, 604.1). Then all its paragraphs are one spell's and
    resolve in order (113.3a); anything else still asks which ability (never a guess)."""
    if len(abilities) < 2 or any(a.kind != "spell" or a.choose is not None for a in abilities):
        return False
    if not all(_SPELL_KEYWORDS.match(fold(k).strip()) for k in keyword_lines):
        return False
    from .grammar import parse_effect  # imported late: the grammar imports this layer
    from .plan import ContinuousEffect, ShieldStep, plan_of

    for a in abilities:
        try:
            steps = plan_of(parse_effect(a.effect, None, None, names)).steps
        except BotError:
            return False
        if not steps or any(isinstance(s, ContinuousEffect | ShieldStep) and _lasting(s) for s in steps):
            return False
    return True


def _lasting(step: object) -> bool:
    """A rule with no duration (a permanent's static ability, 604.1): a change or a prevention / replacement."""
    change = getattr(step, "change", None)
    return (change.duration if change is not None else getattr(step, "duration", "")) == "static"
