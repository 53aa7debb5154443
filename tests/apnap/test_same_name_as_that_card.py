""""Search your library for any number of cards with the same name as that card" after "Exile target nonland card from
your graveyard" (Secret Salvage): the cards whose name is the one targeted before it in the effect (608.2c), as it last
existed (608.2h; 201.2). Refused before ("with the same name as that card, …"); with no target before it, or a noun
the reading could not say back, it stays refused.

The standard board (realcards.py): Bob is active, Dave controls.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of

SALVAGE = ("Exile target nonland card from your graveyard. Search your library for any number of cards with the same "
           "name as that card, reveal them, and put them into your hand. Then shuffle your library.")
DAVE = {"graveyard": ["Opt (instant)"], "library": ["Opt (instant)", "Forest (basic land)", "Opt (instant)"]}


def test_the_cards_found_have_the_exiled_cards_name() -> None:
    out = resolve_card(SALVAGE, target="Opt", Dave=DAVE)
    assert [e["objects"] for e in events_of(out, "exile")] == [["Opt"]]
    assert [e["objects"] for e in events_of(out, "search")] == [["Opt", "Opt"]]  # not the Forest
    assert "201.2" in out["citations"]
    assert out["reading"] == ("Exile target nonland card from your graveyard, then search your library for any number "
                              "of cards with the same name as that card, reveal them, put them into your hand. Shuffle "
                              "your library.")


@pytest.mark.parametrize("text", [
    # no object targeted before it: "that card" names nothing (608.2c)
    "Search your library for any number of cards with the same name as that card, reveal them, and put them into your "
    "hand. Then shuffle your library.",
    # "that creature" after "a card": the reading would say another noun
    "Destroy target creature. Search your library for a card with the same name as that creature and put it onto the "
    "battlefield. Then shuffle your library.",
])
def test_that_card_with_no_one_target_or_another_noun_stays_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        resolve_card(text, target="Grizzly Bears")
    assert err.value.code == "unsupported_effect"


def test_the_restrictions_same_name_words_are_read_as_before() -> None:
    out = resolve_card("Destroy target artifact and all other artifacts with the same name as that artifact.",
                       target="Sol Ring")
    assert [e["objects"] for e in events_of(out, "destroy")][0] == ["Sol Ring"]
