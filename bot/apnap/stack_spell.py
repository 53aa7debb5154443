"""One spell (or ability) on the stack as the scenario gives it (405.1).

Why a module of its own: both the reader of the scenario's stack (stack_facts.py) and the reader of activation events
(activated_events.py, which stack_facts.py imports) name this record; kept here, neither imports the other back.
"""

from __future__ import annotations

from dataclasses import dataclass

from .model import GameObject


@dataclass(frozen=True, slots=True)
class StackSpell:
    """A spell on the stack (405.1): the card and who controls it (its owner is the card's ``owner``)."""

    card: GameObject
    controller: str
    ability: str | None = None  # "activated" / "triggered": an ability on the stack, not a spell (405.1)
    targets: tuple[str, ...] | None = None  # the players and permanents it targets (115.1), when the scenario says
    cant_be_countered: str | None = None  # its own "This spell can't be countered", as printed (113.6g, 101.2)
