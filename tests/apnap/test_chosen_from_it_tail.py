""""Target opponent reveals their hand. You choose a card from it with converted mana cost 4 or greater and exile that
card." (Appetite for Brains): the kind's tail said after "from it" is the same pick as "a card with converted mana cost
4 or greater from it" (202.3, 608.2c). Refused before ("with converted mana cost 4 or greater and exile that card").
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of

APPETITE = ("Target opponent reveals their hand. You choose a card from it with converted mana cost 4 or greater and "
            "exile that card.")
HAND = {"hand": [{"name": "Duress", "types": ["sorcery"], "colors": ["black"], "mana_value": 1},
                 {"name": "Craw Wurm", "types": ["creature"], "colors": ["green"], "mana_value": 6}]}


def test_the_card_of_that_mana_value_is_chosen_and_exiled() -> None:
    out = resolve_card(APPETITE, target="Alice", Alice=HAND, choices={"Dave": [["Craw Wurm"]]})
    [choose] = events_of(out, "choose")
    assert choose["objects"] == ["Craw Wurm"]
    [exile] = events_of(out, "exile")
    assert exile["objects"] == ["Craw Wurm"]
    assert "202.3" in out["citations"]
    assert out["reading"] == ("Target opponent reveals their hand. You choose a card with mana value 4 or greater from "
                              "it. Exile that card.")


def test_a_card_of_another_mana_value_is_not_a_choice() -> None:
    """Duress (mana value 1) is not of the kind: the only card that is, Craw Wurm, is the forced pick."""
    out = resolve_card(APPETITE, target="Alice", Alice=HAND, choices={"Dave": [["Duress"]]})
    [exile] = events_of(out, "exile")
    assert exile["objects"] == ["Craw Wurm"]


def test_only_the_one_card_it_qualifies() -> None:
    """Two object phrases before "from it": which one the tail qualifies is not said, so it stays refused."""
    with pytest.raises(BotError):
        resolve_card("Target opponent reveals their hand. You choose a creature card and a land card from it with "
                     "converted mana cost 4 or greater and exile those cards.", target="Alice", Alice=HAND)
