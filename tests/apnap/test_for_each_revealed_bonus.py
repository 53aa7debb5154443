"""Parley's bonus said first (issue #22): "For each nonland card revealed this way, attacking creatures you control get
+1/+1 until end of turn" (Woodvine Elemental) is the same instruction as the bonus with "for each …" after it: the
count of the cards the reveal showed, worked out as the bonus applies (608.2h, 611.2c). Printed Spanish reads
"Por cada carta que no sea tierra revelada de esta manera, …" (the Oracle's "revelada"; older "mostrada").
"""

from __future__ import annotations

import pytest

from bot.apnap import plan as p
from bot.apnap.grammar import parse_effect
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import run

WOODVINE = ("Each player reveals the top card of their library. For each nonland card revealed this way, attacking "
            "creatures you control get +1/+1 until end of turn. Then each player draws a card.")
WOODVINE_AFTER = ("Each player reveals the top card of their library. Attacking creatures you control get +1/+1 until "
                  "end of turn for each nonland card revealed this way. Then each player draws a card.")
WOODVINE_ES = ("Cada jugador revela la primera carta de su biblioteca. Por cada carta que no sea tierra revelada de "
               "esta manera, las criaturas atacantes que controlas obtienen +1/+1 hasta el final del turno. Luego, "
               "cada jugador roba una carta.")
WURM = {"name": "Craw Wurm", "types": ["creature"], "power": 6, "toughness": 4, "attacking": "Bob", "colors": ["green"]}
ELVES = {"name": "Llanowar Elves", "types": ["creature"], "power": 1, "toughness": 1, "colors": ["green"]}


def _steps(text: str, lang: str = "en") -> list[tuple[str, object]]:
    return [(type(s).__name__, getattr(s, "amount", None)) for s in p.plan_of(parse_effect(text, lang)).steps]


def test_the_bonus_said_first_is_the_bonus_for_each_card_revealed() -> None:
    assert _steps(WOODVINE) == _steps(WOODVINE_AFTER) == _steps(WOODVINE_ES, "es")
    # the reading ("… get +1/+1 for each … until end of turn") reads back into the same plan in both languages
    for lang in ("en", "es"):
        said = render_plan(p.plan_of(parse_effect(WOODVINE)), lang)
        assert "+1/+1" in said and _steps(said, lang) == _steps(WOODVINE)


def test_two_nonland_cards_revealed_give_the_attacking_creature_plus_two() -> None:
    """Bob reveals Llanowar Elves and Dave Counterspell (nonland); Carol and Alice a Swamp: +2/+2 to Dave's
    attacking Craw Wurm only, not to his Llanowar Elves, which is not attacking (611.2c: fixed as it applies)."""
    out = run({}, effect=WOODVINE, active="Dave", Bob={"library": ["Llanowar Elves (creature)", "Swamp (basic land)"]},
              Carol={"library": ["Swamp (basic land)"]},
              Dave={"battlefield": [WURM, ELVES], "library": ["Counterspell (instant)", "Forest (basic land)"]})
    bonus = out["steps"][1]
    assert [(e["player"], e["objects"], e["pt"]) for e in bonus["events"]] == [("Dave", ["Craw Wurm"], "+2/+2")]
    assert "608.2h" in bonus["citations"]


def test_a_lead_for_each_before_a_bonus_with_a_count_of_its_own_is_refused() -> None:
    with pytest.raises(BotError) as err:
        parse_effect("Each player reveals the top card of their library. For each nonland card revealed this way, "
                     "target creature gets +X/+0 until end of turn.")
    assert err.value.code == "unsupported_effect"
