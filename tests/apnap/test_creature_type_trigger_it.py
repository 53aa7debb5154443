""""Whenever a Rogue you control attacks and isn't blocked, it gets +2/+1 until end of turn" (Dread Pirate's kin),
"Whenever a Dragon you control attacks, it gains double strike", "Whenever a Shaman creature enters the battlefield,
you may attach Thornbite Staff to it": the trigger's subject named by its creature type alone is its event's object
(603.2; 205.3m: a creature of that type), which "it" names as it names "a creature you control"
(antecedents._of_a_creature_type; stack_facts checks the trigger has that object). Before, refused."""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card

ROGUE = {"name": "Prosperous Thief", "types": ["creature"], "subtypes": ["Ninja", "Rogue"], "power": 3,
         "toughness": 2}


def _modified(result: dict[str, Any]) -> list[tuple[list[str], str]]:
    return [(e["objects"], e["pt"]) for s in result["steps"] for e in s["events"] if e["action"] == "modify"]


@pytest.mark.parametrize(("text", "pt"), [
    ("Whenever a Rogue you control attacks and isn't blocked, it gets +2/+1 until end of turn.", "+2/+1"),
    ("Whenever a Rogue you control attacks, it gets +2/+0 until end of turn.", "+2/+0"),
])
def test_it_is_the_creature_of_that_type_that_triggered_it(text: str, pt: str) -> None:
    result = resolve_card(text, card="Dread Pirate", event_object="Prosperous Thief", Dave={"battlefield": [ROGUE]})
    assert _modified(result) == [(["Prosperous Thief"], pt)]
    assert "603.2" in result["citations"]


def test_no_such_creature_on_the_board_is_asked() -> None:
    with pytest.raises(BotError) as exc:
        resolve_card("Whenever a Dragon you control attacks, it gains double strike until end of turn.", card="Atarka")
    assert (exc.value.code, exc.value.field) == ("choice_needed", "event_object")


def test_a_creature_of_another_type_is_not_its_object() -> None:
    """Hill Giant is a Giant (and Bob's): it did not trigger "Whenever a Rogue you control attacks"."""
    with pytest.raises(BotError) as exc:
        resolve_card("Whenever a Rogue you control attacks, it gets +2/+0 until end of turn.", card="Dread Pirate",
                     event_object="Hill Giant")
    assert (exc.value.code, exc.value.field) == ("bad_scenario", "event_object")


def test_a_word_that_is_no_creature_type_stays_refused() -> None:
    with pytest.raises(BotError) as exc:
        resolve_card("Whenever a Gizmo you control attacks, it gets +2/+0 until end of turn.", card="Dread Pirate")
    assert exc.value.code == "unsupported_effect"
