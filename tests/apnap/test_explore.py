"""Explore (701.44a): "When this creature enters the battlefield, it explores" (Emissary of Sunrise, Merfolk
Branchwalker, Jadelight Ranger's first half …) and "Whenever a creature enters the battlefield under your control, it
explores" (Path of Discovery). The exploring permanent's controller reveals the top card of their library: a land card
goes to their hand; anything else gives the permanent a +1/+1 counter and may go to the graveyard; with nothing to
reveal the counter is still put (701.44b). "It" is the source or the trigger event's object (608.2c). Before, every
explore was refused as words not understood. English and printed Spanish ("… explora.").

The standard board (realcards.py): Bob is active, Dave controls; every library starts with a Swamp.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import creature, resolve_card
from tests.apnap.step_events import events_of
from tests.apnap.test_spanish_no_english import leaks

EMISSARY = "When Emissary of Sunrise enters the battlefield, it explores."
EMISSARY_ES = "Cuando Emissary of Sunrise entre al campo de batalla, explora."
PATH = "Whenever a creature enters the battlefield under your control, it explores."
WURM = {"name": "Craw Wurm", "types": ["creature"], "mana_value": 6}
ON_BOARD = [creature("Emissary of Sunrise", 2, 1)]


def test_a_land_revealed_goes_to_the_hand_and_no_counter_is_put() -> None:
    out = resolve_card(EMISSARY, card="Emissary of Sunrise", Dave={"battlefield": ON_BOARD})
    assert [e["objects"] for e in events_of(out, "explore")] == [["Emissary of Sunrise"]]
    assert [(e["objects"], e["to"]) for e in events_of(out, "put")] == [(["Swamp"], "hand")]
    assert events_of(out, "counter") == []
    assert out["reading"] == "It explores."
    assert {"701.44a", "701.44b"} <= set(out["citations"])
    assert "Emissary of Sunrise explores (701.44a)" in out["narration"]


@pytest.mark.parametrize(("text", "lang"), [(EMISSARY, None), (EMISSARY_ES, "es")])
def test_a_nonland_card_gives_a_counter_and_may_go_to_the_graveyard(text: str, lang: str | None) -> None:
    out = resolve_card(text, lang, card="Emissary of Sunrise", Dave={"battlefield": ON_BOARD, "library": [WURM]},
                       choices={"Dave": ["yes"]})
    [counter] = events_of(out, "counter")
    assert (counter["objects"], counter["counter"], counter["amount"]) == (["Emissary of Sunrise"], "+1/+1", 1)
    assert [(e["objects"], e["to"]) for e in events_of(out, "put")] == [(["Craw Wurm"], "graveyard")]
    if lang:
        assert "Dave pone Craw Wurm en el cementerio" in out["narration"]
        assert leaks(out["narration"], {"Emissary of Sunrise", "Craw Wurm", "Dave", "Bob"}) == []


def test_unanswered_the_nonland_card_stays_on_top() -> None:
    out = resolve_card(EMISSARY, card="Emissary of Sunrise", Dave={"battlefield": ON_BOARD, "library": [WURM]})
    assert events_of(out, "put") == [] and len(events_of(out, "counter")) == 1
    assert out["steps"][0]["choices"][0]["auto"] is True


def test_an_empty_library_still_gives_the_counter() -> None:
    out = resolve_card(EMISSARY, card="Emissary of Sunrise", Dave={"battlefield": ON_BOARD, "library": []})
    assert [e["objects"] for e in events_of(out, "counter")] == [["Emissary of Sunrise"]]  # 701.44b


def test_the_trigger_events_creature_explores() -> None:
    out = resolve_card(PATH, card="Path of Discovery", event_object="Craw Wurm")
    assert [(e["player"], e["objects"]) for e in events_of(out, "explore")] == [("Dave", ["Craw Wurm"])]


def test_a_library_nobody_described_is_asked_for() -> None:
    with pytest.raises(BotError) as asked:
        resolve_card(EMISSARY, card="Emissary of Sunrise", Dave={"battlefield": ON_BOARD, "library": 40})
    assert asked.value.key == "apnap.error.card_unknown"
