"""Ascend's designation as a condition (702.131): "If you have the city's blessing, instead each opponent sacrifices
half the creatures they control, rounded up." (Vona's Hunger), "… can't attack or block unless you have the city's
blessing" (Wayward Swordtooth). The scenario gives the player's ``city_blessing``; ten permanents and the source's
ascend give it (702.131a); a file that says nothing is asked, quick mode assumes it was not gained and says so.
Also: "sacrifices half the creatures they control, rounded up" (107.1a), the rounding said in the sentence itself.

The standard board (realcards.py): Dave controls (three permanents), Bob is active; Alice controls two creatures,
Bob one, Carol none.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import CardText, resolve_text
from bot.errors import BotError
from tests.apnap.realcards import board, creature, resolve_card
from tests.apnap.step_events import events_of
from tests.apnap.test_spanish_no_english import leaks

VONA = ("Each opponent sacrifices a creature. If you have the city's blessing, instead each opponent sacrifices half "
        "the creatures they control, rounded up.")
VONA_ES = ("Cada oponente sacrifica una criatura. Si tienes la bendición de la ciudad, en vez de eso, cada oponente "
           "sacrifica la mitad de las criaturas que controla, redondeando hacia arriba.")
ASCEND = "Ascend (If you control ten or more permanents, you get the city's blessing for the rest of the game.)\n"
THREE = [creature("Grizzly Bears", 2, 2), creature("Serra Angel", 4, 4), creature("Hill Giant", 3, 3)]


def _sacrificed(out: dict[str, Any]) -> dict[str, list[str]]:
    return {e["player"]: sorted(e["objects"]) for e in events_of(out, "sacrifice") if e["objects"]}


@pytest.mark.parametrize(("text", "lang"), [(VONA, None), (VONA_ES, "es")])
def test_with_the_blessing_each_opponent_sacrifices_half_rounded_up(text: str, lang: str | None) -> None:
    out = resolve_card(text, lang, Dave={"city_blessing": True}, Alice={"battlefield": THREE})
    assert _sacrificed(out) == {"Alice": ["Grizzly Bears", "Serra Angel"], "Bob": ["Hill Giant"]}  # 3 → 2, 1 → 1
    assert len(events_of(out, "sacrifice")) == 3  # one step: the first sentence is not done
    assert "702.131c" in out["citations"]
    if lang:
        assert "«tienes la bendición de la ciudad»: se cumple" in out["narration"]
        assert leaks(out["narration"], {"Grizzly Bears", "Serra Angel", "Hill Giant", "Alice", "Bob", "Carol",
                                        "Dave"}) == []
    else:
        assert "Condition “you have the city's blessing”: true" in out["narration"]


def test_without_the_blessing_each_opponent_sacrifices_one_creature() -> None:
    out = resolve_card(VONA, Dave={"city_blessing": False}, Alice={"battlefield": THREE})
    assert _sacrificed(out) == {"Alice": ["Grizzly Bears"], "Bob": ["Hill Giant"]}
    assert "Condition “you have the city's blessing”: false" in out["narration"]


def test_a_file_that_does_not_say_is_asked() -> None:
    with pytest.raises(BotError) as err:
        resolve_card(VONA)
    assert err.value.key == "apnap.error.city_blessing_needed" and err.value.params["player"] == "Dave"
    assert "city_blessing: true" in str(err.value)


def test_quick_mode_assumes_not_gained_and_warns_in_either_language() -> None:
    for lang, said in ((None, "Whether Dave has the city's blessing is not given"),
                       ("es", "No se indica si Dave tiene la bendición de la ciudad")):
        data = board(effect=VONA_ES if lang else VONA, Alice={"unknown": ["hand"]})
        out = resolve_text(json.dumps(data), lang)
        assert _sacrificed(out) == {"Alice": ["Grizzly Bears"], "Bob": ["Hill Giant"]}
        assert any(said in w for w in out["warnings"])
        if lang:
            assert all(leaks(w, {"Dave", "Grizzly Bears", "Hill Giant"}) == [] for w in out["warnings"])


def test_ten_permanents_and_ascend_give_the_blessing() -> None:
    """702.131a: the spell's own ascend, as it resolves, with ten permanents: the blessing without being told."""
    data = board(card="Vona's Hunger", Dave={"battlefield": ["Forest (basic land)"] * 10},
                 Alice={"battlefield": THREE})
    out = resolve_text(json.dumps(data), None, card_lookup=lambda n: CardText(
        "Vona's Hunger", ASCEND + VONA, "en", "Instant") if n.casefold() == "vona's hunger" else None)
    assert _sacrificed(out) == {"Alice": ["Grizzly Bears", "Serra Angel"], "Bob": ["Hill Giant"]}
    assert "702.131a" in out["citations"]


def test_ten_permanents_without_ascend_are_no_blessing() -> None:
    """No ascend on the card: ten permanents say nothing about the designation, so it is asked."""
    with pytest.raises(BotError) as err:
        resolve_card(VONA, Dave={"battlefield": ["Forest (basic land)"] * 10})
    assert err.value.key == "apnap.error.city_blessing_needed"


def test_a_static_unless_reads_the_same_designation() -> None:
    text = "Wayward Swordtooth can't attack or block unless you have the city's blessing."
    out = resolve_card(text, card="Wayward Swordtooth", Dave={"city_blessing": True})
    assert "Condition “you have the city's blessing”: true" in out["narration"]
