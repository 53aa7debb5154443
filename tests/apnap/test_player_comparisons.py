"""Comparisons of one player against another and superlatives among objects (session 32, gC19): "target player whose
graveyard has fewer creature cards in it than their graveyard does and is their opponent" (Oath of Ghouls), "if it has
the least power or is tied for least power among creatures on the battlefield" (Wretched Banquet).

The target is chosen as the trigger is put on the stack (115.1, 601.2c) and checked again as it resolves (608.2b): a
target whose graveyard has fewer cards of that kind than the chooser's is legal; one with as many or more is not, and
the ability does nothing. The standard board: Bob (active, the upkeep's player) has one creature card in his graveyard
(Runeclaw Bear), Alice one (Gray Ogre), Carol none, Dave one (Elvish Mystic).
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import creature, resolve_card

GHOULS = ("At the beginning of each player's upkeep, that player chooses target player whose graveyard has fewer "
          "creature cards in it than their graveyard does and is their opponent. The first player may return a "
          "creature card from their graveyard to their hand.")


def test_a_target_with_fewer_creature_cards_is_legal_and_the_first_player_returns_one() -> None:
    out = resolve_card(GHOULS, card="Oath of Ghouls", target="Carol", that_player="Bob")
    assert out["reading"].startswith("That player chooses target player whose graveyard has fewer creature cards in "
                                     "it than their graveyard does and is their opponent. The first player may return "
                                     "a creature card from their graveyard to their hand.")
    [step] = out["steps"]
    assert [e["objects"] for e in step["events"]] == [["Runeclaw Bear"]]
    assert {"115.1", "608.2b"} <= set(out["citations"])


def test_a_target_with_as_many_is_not_legal_as_it_resolves() -> None:
    out = resolve_card(GHOULS, card="Oath of Ghouls", target="Alice", that_player="Bob")
    assert out["steps"] == [] and "608.2b" in out["citations"]
    assert any("Alice" in w and "608.2b" in w for w in out["warnings"])


def test_more_is_not_fewer() -> None:
    # Carol (no creature card in her graveyard) chooses: nobody has fewer, so no target could ever have been chosen
    out = resolve_card(GHOULS, card="Oath of Ghouls", target="Bob", that_player="Carol")
    assert out["steps"] == [] and "603.3d" in out["citations"]



# --------------------------------------------------------------------------------------------------------------------
# The least / greatest among objects, as a check on the instruction's own permanent (608.2c; object_is.py)

BANQUET = ("Destroy target creature if it has the least power or is tied for least power among creatures on the "
           "battlefield.")
BANQUET_ES = ("Destruye la criatura objetivo si tiene la menor fuerza o está empatada con la menor fuerza de entre las "
              "criaturas en el campo de batalla.")


@pytest.mark.parametrize("text", [BANQUET, BANQUET_ES])
def test_the_creature_with_the_least_power_is_destroyed(text: str) -> None:
    # Llanowar Elves (1) has the least power on the standard board: Grizzly Bears 2, Serra Angel 4, Hill Giant 3, Craw
    # Wurm 6
    out = resolve_card(text, target="Llanowar Elves")
    assert [e["objects"] for s in out["steps"] for e in s["events"]] == [["Llanowar Elves"]]
    assert {"608.2c", "208.1"} <= set(out["citations"])


@pytest.mark.parametrize("text", [BANQUET, BANQUET_ES])
def test_a_creature_without_the_least_power_is_not(text: str) -> None:
    out = resolve_card(text, target="Hill Giant")
    assert not [e for s in out["steps"] for e in s["events"] if e["objects"]]
    assert "608.2c" in out["citations"] and "Hill Giant" not in str(out["steps"])


def test_a_tie_for_the_least_counts() -> None:
    # a second 1-power creature: Llanowar Elves is tied for the least power, so it is destroyed
    out = resolve_card(BANQUET, target="Llanowar Elves",
                       Bob={"battlefield": [creature("Hill Giant", 3, 3), creature("Mogg Fanatic", 1, 1)]})
    assert [e["objects"] for s in out["steps"] for e in s["events"]] == [["Llanowar Elves"]]


def test_the_greatest_is_the_other_end() -> None:
    out = resolve_card(BANQUET.replace("least", "greatest"), target="Craw Wurm")
    assert [e["objects"] for s in out["steps"] for e in s["events"]] == [["Craw Wurm"]]
    other = resolve_card(BANQUET.replace("least", "greatest"), target="Llanowar Elves")
    assert "Llanowar Elves" not in str(other["steps"])


def test_the_reading_says_the_condition_back_in_both_languages() -> None:
    assert resolve_card(BANQUET, target="Llanowar Elves")["reading"] == BANQUET
    said = resolve_card(BANQUET, "es", target="Llanowar Elves")["reading"]
    assert "si tiene la menor fuerza o está empatada con la menor fuerza de entre las criaturas en el campo de " \
           "batalla" in said


def test_two_different_extremes_are_refused() -> None:
    with pytest.raises(BotError) as err:
        resolve_card(BANQUET.replace("tied for least", "tied for greatest"), target="Llanowar Elves")
    assert err.value.key == "apnap.error.unsupported_effect"
