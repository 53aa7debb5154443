""""When Nightshade Assassin enters the battlefield, you may reveal X black cards in your hand. If you do, target
creature gets -X/-X until end of turn.": the reveal from a hand said "in your hand" (701.20a), read as "from your
hand" is, and said back as printed. X is the number the player reveals, chosen as the ability resolves (107.3f): an x
larger than the cards of that kind the board shows in the hand is a board that could not be (``bad_scenario``),
never fewer cards revealed with the larger X used after them. Refused before ("in your hand"); the larger X was
answered before for "from your hand" (-3/-3 after two cards revealed).
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of

ASSASSIN = ("When Nightshade Assassin enters the battlefield, you may reveal X black cards in your hand. If you do, "
            "target creature gets -X/-X until end of turn.")
HAND = {"hand": [{"name": "Duress", "types": ["sorcery"], "colors": ["black"]},
                 {"name": "Counterspell", "types": ["instant"], "colors": ["blue"]},
                 {"name": "Dark Ritual", "types": ["instant"], "colors": ["black"]}]}


def test_two_black_cards_revealed_in_the_hand() -> None:
    out = resolve_card(ASSASSIN, card="Nightshade Assassin", ability=1, x=2, target="Hill Giant", Dave=HAND)
    [reveal] = events_of(out, "reveal")
    assert sorted(reveal["objects"]) == ["Dark Ritual", "Duress"]
    assert "Hill Giant: gets -2/-2 until end of turn" in out["narration"]
    assert out["reading"] == "You may reveal X black cards in your hand. If you do, target creature gets -X/-X until " \
                             "end of turn."


@pytest.mark.parametrize("words", ["in your hand", "from your hand"])
def test_an_x_larger_than_the_cards_the_hand_shows_is_refused(words: str) -> None:
    with pytest.raises(BotError) as err:
        resolve_card(ASSASSIN.replace("in your hand", words), card="Nightshade Assassin", ability=1, x=3,
                     target="Hill Giant", Dave=HAND)
    assert (err.value.code, err.value.key) == ("bad_scenario", "apnap.error.x_over_revealed")


def test_a_hand_nobody_described_reveals_cards_of_their_choice() -> None:
    out = resolve_card(ASSASSIN, card="Nightshade Assassin", ability=1, x=3, target="Hill Giant", Dave={"hand": 3})
    [reveal] = events_of(out, "reveal")
    assert reveal["objects"] == [] and reveal["unknown"]
