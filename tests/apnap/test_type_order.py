"""An order of card types chosen by the controller ("Choose an order for artifacts, creatures, and lands", 205.2a)
and what reads it later: "of the first / second / third type", and "sacrifices two of the second type" (permanents,
the only thing one sacrifices, 701.21a).

Real card text on the standard board (tests/apnap/realcards.py: Alice, Bob, Carol, Dave in turn order, Bob active,
Dave controls).
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card

RITE = ("Choose an order for artifacts, creatures, and lands. Each player sacrifices one permanent of the first type, "
        "sacrifices two of the second type, then sacrifices three of the third type.")


def _sacrificed(step: dict) -> dict[str, list[str]]:
    return {e["player"]: e["objects"] for e in step["events"] if e["action"] == "sacrifice" and e["objects"]}


def test_each_place_of_the_order_the_controller_chose_is_that_type() -> None:
    out = resolve_card(RITE, card="Rite of Ruin", choices={"Dave": ["land, creature, artifact"]})
    choose, first, second, third = out["steps"]
    assert choose["chosen_for"] == {"Dave": "land, creature, artifact"}
    assert all(len(names) == 1 for names in _sacrificed(first).values())  # one land each
    assert _sacrificed(first)["Bob"] == ["Mountain"]
    assert "Hill Giant" in _sacrificed(second)["Bob"]  # creatures second, up to two
    assert _sacrificed(third)["Bob"] == ["Mind Stone"]  # artifacts third


def test_the_printed_order_is_the_default_and_the_reading_says_the_card() -> None:
    out = resolve_card(RITE, card="Rite of Ruin")
    assert out["steps"][0]["chosen_for"] == {"Dave": "artifact, creature, land"}
    assert out["reading"] == ("Choose an order for artifacts, creatures, and lands. Each player sacrifices one "
                              "permanent of the first type, then sacrifices two of the second type, then sacrifices "
                              "three of the third type.")
    es = resolve_card(RITE, card="Rite of Ruin", lang="es")
    assert es["reading"].startswith("Elige un orden para artefactos, criaturas y tierras.")
    assert "dos del segundo tipo" in es["reading"]


def test_an_order_the_text_does_not_offer_is_a_bad_scenario() -> None:
    with pytest.raises(BotError) as err:
        resolve_card(RITE, card="Rite of Ruin", choices={"Dave": ["land, enchantment, artifact"]})
    assert err.value.code == "bad_scenario"


def test_the_first_type_with_no_order_chosen_before_it_is_refused_with_its_words() -> None:
    with pytest.raises(BotError) as err:
        resolve_card("Each player sacrifices one permanent of the first type.")
    assert err.value.code == "unsupported_effect"


def test_an_order_of_words_that_are_no_card_types_is_refused() -> None:
    with pytest.raises(BotError) as err:
        resolve_card("Choose an order for artifacts, creatures, or lands. Each player sacrifices one permanent of the "
                     "first type.")
    assert err.value.code == "unsupported_effect"
