"""Review 23b's findings (issue #22) on this session's resolver work, each reproduced on a real card's wording
before it was fixed.

1. A Theros god's "as long as your devotion …" said in the answer's language in the event's sentence too (a
   Spanish answer about the English card said "mientras your devotion to black is less than five").
"""

from __future__ import annotations

from typing import Any

from tests.apnap.realcards import run

EREBOS = "As long as your devotion to black is less than five, Erebos isn't a creature."
EREBOS_ES = "Mientras tu devoción al negro sea menor que cinco, Erebos no es una criatura."


def _god(name: str, cost: str) -> dict[str, Any]:
    return {"name": name, "types": ["enchantment", "creature"], "mana_cost": cost, "power": 5, "toughness": 7,
            "supertypes": ["legendary"]}


def test_a_gods_condition_is_said_in_the_answers_language() -> None:
    board = {"battlefield": [_god("Erebos, God of the Dead", "{3}{B}"), "Swamp (basic land)"]}
    es = run({}, lang="es", card="Erebos, God of the Dead", effect=EREBOS, Dave=board)["narration"]
    assert "your devotion" not in es.split("\n", 1)[1]  # the user's own words are said back on the first line only
    assert "se aplica mientras tu devoción al negro sea menor que cinco" in es
    en = run({}, lang="en", card="Erebos, God of the Dead", effect=EREBOS_ES, Dave=board)["narration"]
    assert "applies as long as your devotion to black is less than five" in en
    assert "tu devoción" not in en.split("\n", 1)[1]


def test_devotion_as_an_amount_and_as_a_condition_is_one_count() -> None:
    """Gray Merchant's "where X is your devotion to black" and Erebos's condition count the same symbols (700.5,
    700.5a: a hybrid {B/G} and a Phyrexian {B/P} once each), one counting function (devotion_check.devotion)."""
    board = {"battlefield": [_god("Erebos, God of the Dead", "{3}{B}"),
                             {"name": "Kitchen Finks", "types": ["creature"], "mana_cost": "{1}{B/G}{B/P}"}]}
    merchant = run({}, effect="Each opponent loses X life, where X is your devotion to black.", Dave=board)
    assert merchant["life"]["Bob"] == 20 - 3
    god = run({}, card="Erebos, God of the Dead", effect=EREBOS, Dave=board)
    assert [e["devotion"] for s in god["steps"] for e in s["events"]] == [3]
