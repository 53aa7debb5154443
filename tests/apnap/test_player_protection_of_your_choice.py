""""You gain protection from the color of your choice until end of turn" (Seht's Tiger): the controller chooses a colour
as the instruction is carried out (608.2d: "your" is the controller), and the player's protection is from that colour
(702.16a, 702.16b, 702.16e). The answer is asked, never defaulted. Refused before ("protection from the color of your
choice until end of turn"); printed Spanish reads the same.

The standard board (realcards.py): Bob is active, Dave controls.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of

TEXT = "You gain protection from the color of your choice until end of turn."


def test_the_protection_is_from_the_colour_chosen() -> None:
    out = resolve_card(TEXT, choices={"Dave": "red"})
    assert [e["objects"] for e in events_of(out, "choose")] == [["red"]]
    wards = events_of(out, "player_ward")
    assert [(e["player"], e["from"], e["duration"]) for e in wards] == [("Dave", "red", "this_turn")]
    assert {"608.2d", "702.16a", "702.16b"} <= set(out["citations"])
    assert out["reading"] == TEXT


def test_damage_from_a_source_of_that_colour_is_prevented() -> None:
    source = {"name": "Raging Goblin", "types": ["creature"], "colors": ["red"], "power": 1, "toughness": 1}
    out = resolve_card(TEXT + " Raging Goblin deals 2 damage to you.", choices={"Dave": "red"},
                       Dave={"battlefield": [source]})
    assert out["life"]["Dave"] == 20  # prevented (702.16e)
    assert "615.1a" in out["citations"]


def test_the_colour_is_asked_never_defaulted() -> None:
    with pytest.raises(BotError) as err:
        resolve_card(TEXT)
    assert err.value.field == "choices"


def test_printed_spanish_reads_the_same() -> None:
    out = resolve_card("Ganas protección contra el color de tu elección hasta el final del turno.",
                       choices={"Dave": "rojo"})
    assert [(e["player"], e["from"]) for e in events_of(out, "player_ward")] == [("Dave", "red")]


@pytest.mark.parametrize("lang, text, words", [
    ("en", TEXT, "enchanted by red Auras (702.16b, 702.16c"),
    ("es", "Ganas protección contra el color de tu elección hasta el final del turno.",
     "ni ser encantado por Auras de ese color (702.16b, 702.16c"),
])
def test_the_narration_names_every_part_of_a_players_protection(lang: str, text: str, words: str) -> None:
    """702.16c: a player with protection can't be enchanted by Auras of that quality (a Curse); the narration said
    the targeting and damage parts only (a blind judge's remark)."""
    out = resolve_card(text, choices={"Dave": "red" if lang == "en" else "rojo"}, lang=lang)
    assert words in out["narration"]
