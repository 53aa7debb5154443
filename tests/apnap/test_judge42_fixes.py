"""Faults a blind judge found in session 42 (CR only, no code), each a test that failed before its fix.

A step's own line said less than the card: "Target player draws X cards." for "… draws X cards, where X is the number
of cards in your hand", "loses half their life." for "…, rounded up" (judge42 cases 20 and 36; the reading said it,
the step line dropped the words that define the amount, 107.1a, 107.3). And "… deals 3 damage to that creature
instead" was said as "to target creature instead", a second target the card does not have (115.1, 608.2c)."""

from __future__ import annotations

import pytest

from tests.apnap.realcards import creature, run


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Step 1: Target player draws X cards, where X is the number of cards in your hand."),
    ("es", "Paso 1: El jugador objetivo roba X cartas, donde X es el número de cartas en tu mano."),
])
def test_the_step_line_keeps_where_x_is(lang: str, said: str) -> None:  # 107.3
    out = run({}, lang=lang, effect="Target player draws X cards, where X is the number of cards in your hand.",
              controller="Dave", target="Alice")
    assert said in out["narration"]


def test_the_step_line_keeps_the_rounding() -> None:  # 107.1a
    out = run({}, effect="Target player loses half their life, rounded up.", controller="Dave", target="Alice")
    assert "Step 1: Target player loses half their life, rounded up." in out["narration"]


_RAKA = ("At the beginning of your upkeep, if you control a white or blue permanent, Raka Sanctuary deals 1 damage "
         "to target creature. If you control a white permanent and a blue permanent, Raka Sanctuary deals 3 damage to "
         "that creature instead.")


def test_that_creature_instead_is_no_new_target() -> None:  # 115.1, 608.2c
    white = {"name": "Savannah Lions", "types": ["creature"], "power": 2, "toughness": 1, "colors": ["white"]}
    blue = {"name": "Merfolk", "types": ["creature"], "power": 1, "toughness": 1, "colors": ["blue"]}
    out = run({}, card="Raka Sanctuary", effect=_RAKA, controller="Dave", target="Hill Giant",
              Dave={"battlefield": [{"name": "Raka Sanctuary", "types": ["enchantment"], "colors": ["red"]},
                                    white, blue]})
    assert out["reading"].endswith("Raka Sanctuary deals 3 damage to that creature instead.")
    assert "target creature instead" not in out["narration"]
    assert [e["amount"] for s in out["steps"] for e in s["events"] if e["action"] == "damage"] == [3]


def test_a_new_target_is_still_said_as_one() -> None:  # 115.1: the word "target" said where the card says it
    out = run({}, effect="This permanent deals 2 damage to target creature.", controller="Dave",
              target="Hill Giant", Dave={"battlefield": [creature("Prodigal Pyromancer", 1, 1)]})
    assert "deals 2 damage to target creature" in out["reading"]
