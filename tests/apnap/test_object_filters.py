"""Object filters every verb shares (issue #22): characteristics compared with an amount ("with power 4 or
greater", "with toughness 2 or less", "with mana value X or less", "with power less than or equal to this
creature's power"; 202.3, 208.1), counters on an object ("with a +1/+1 counter on it", 122.1), and a card's name
holding a comma, which never ends a trigger condition (a refusal names the effect's words). Real card text,
English and printed Spanish, read into the same plan and resolved on the board."""

from __future__ import annotations

import pytest

from bot.apnap.oracle import abilities_of


@pytest.mark.parametrize(("text", "condition", "effect"), [
    ("When Roalesk, Apex Hybrid enters the battlefield, put two +1/+1 counters on another target creature you "
     "control.", "When Roalesk, Apex Hybrid enters the battlefield",
     "put two +1/+1 counters on another target creature you control."),
    ("Whenever Zurgo, Thunder's Decree attacks, glorp the frobnicated widgets.", "Whenever Zurgo, Thunder's Decree "
     "attacks", "glorp the frobnicated widgets."),
])
def test_a_comma_in_the_cards_name_never_ends_the_condition(text: str, condition: str, effect: str) -> None:
    """Even when the effect is not read, the split falls after the name (the refusal names the effect's words)."""
    (ability,) = abilities_of(text)
    assert (ability.condition, ability.effect) == (condition, effect)
