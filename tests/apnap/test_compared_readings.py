"""A comparison with the controller is said as what it measures and who compares (render/compared.py), in both
languages: "si un oponente tiene más vidas que tú" was read back as "if that player controls more permanents than
you" (a confident wrong reading of a Spanish card in English). "Que tú" before a verb of "tú" ("que tú controlas")
is no comparison: it is read as before.
"""

from __future__ import annotations

import pytest

from bot.apnap import plan as p
from bot.apnap.grammar import parse_effect
from bot.apnap.render import render_plan


@pytest.mark.parametrize("es, en", [
    ("Si un oponente tiene más vidas que tú, ganas 5 vidas.",
     "If an opponent has more life than you, you gain 5 life."),
    ("Si ese jugador tiene más cartas en la mano que tú, robas una carta.",
     "If that player has more cards in hand than you, draw a card."),
    ("Si un oponente controla más criaturas que tú, robas una carta.",
     "If an opponent controls more creatures than you, draw a card."),
    ("Si controlas más criaturas que un oponente, robas una carta.",
     "If you control more creatures than an opponent, draw a card."),
])
def test_a_spanish_comparison_reads_back_as_what_it_compares(es: str, en: str) -> None:
    plan = p.plan_of(parse_effect(es, "es"))
    assert render_plan(plan, "en") == en
    assert render_plan(plan, "es") == es.replace("robas", "roba")  # the controller's instruction: imperative
    english = p.plan_of(parse_effect(en)).steps[0].condition  # type: ignore[attr-defined]
    assert english.check == plan.steps[0].condition.check  # type: ignore[attr-defined]  (the words aside)


def test_fewer_than_an_opponent_is_an_opponent_with_more() -> None:
    """"If you control fewer creatures than an opponent" (Timely Reinforcements) is an opponent controlling more."""
    fewer = p.plan_of(parse_effect("If you control fewer creatures than an opponent, draw a card."))
    more = p.plan_of(parse_effect("If an opponent controls more creatures than you, draw a card."))
    assert fewer.steps[0].condition.check == more.steps[0].condition.check  # type: ignore[attr-defined]
