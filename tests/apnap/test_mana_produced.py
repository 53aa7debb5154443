"""Mana of the type a land produced (106.7): "Whenever a player taps a land for mana, that player adds one mana of any
type that land produced" (Zhur-Taa Ancient, Mirari's Wake, Heartbeat of Spring's kin). "That land" is the permanent
whose tapping triggered the ability (106.12a); a land with a basic land type produced that type's mana (305.6), a
dual land one of its two (its controller's pick), and a land whose mana abilities no board shows is refused, never
guessed. Before, every such ability was refused as words not understood. English and printed Spanish ("agrega un
maná de cualquier tipo que produjo esa tierra").

The standard board (realcards.py): Bob is active and controls the only Island; Dave controls.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of
from tests.apnap.test_spanish_no_english import leaks

ANCIENT = ("Whenever a player taps a land for mana, that player adds one mana of any type that land produced.")
ANCIENT_ES = ("Siempre que un jugador gire una tierra para obtener maná, ese jugador agrega un maná de cualquier tipo "
              "que produjo esa tierra.")
TUNDRA = {"name": "Tundra", "types": ["land"], "subtypes": ["Plains", "Island"]}


@pytest.mark.parametrize(("text", "lang", "said"), [
    (ANCIENT, None, "Bob adds {U} to their mana pool, besides the mana Island made"),
    (ANCIENT_ES, "es", "Bob agrega {U} a su reserva de maná, además del maná que produjo Island"),
])
def test_a_basic_land_type_says_the_type_produced(text: str, lang: str | None, said: str) -> None:
    out = resolve_card(text, lang, card="Zhur-Taa Ancient", event_object="Island")
    [added] = events_of(out, "add_mana")
    assert (added["player"], added["mana"], added["tapped"], added["produced"]) == ("Bob", "{U}", "Island", "blue")
    assert {"106.7", "305.6", "106.12a", "605.4a"} <= set(out["citations"])
    assert said in out["narration"]
    assert out["steps"][0]["choices"] == []  # one type: nothing to choose
    if lang:
        assert leaks(out["narration"], {"Zhur-Taa Ancient", "Island", "Bob", "Dave"}) == []
    else:
        assert out["reading"] == "That player adds one mana of any type that land produced."


def test_a_dual_land_produced_one_of_its_types_its_controllers_pick() -> None:
    out = resolve_card(ANCIENT, card="Zhur-Taa Ancient", event_object="Tundra", Bob={"battlefield": [TUNDRA]},
                       choices={"Bob": ["blue"]})
    assert [e["mana"] for e in events_of(out, "add_mana")] == ["{U}"]
    assert [c["chosen"] for c in out["steps"][0]["choices"]] == [["blue"]]


def test_a_land_with_no_basic_type_is_refused_naming_why() -> None:
    with pytest.raises(BotError) as refused:
        resolve_card(ANCIENT, card="Zhur-Taa Ancient", event_object="Strip Mine",
                     Bob={"battlefield": [{"name": "Strip Mine", "types": ["land"]}]})
    assert refused.value.key == "apnap.error.produced_mana_unknown" and "Strip Mine" in str(refused.value)


def test_that_land_with_no_land_tapped_for_mana_is_refused() -> None:
    with pytest.raises(BotError) as refused:
        resolve_card("Add one mana of any type that land produced.")
    assert refused.value.key == "apnap.error.unsupported_effect"
