""""For each card drawn this way, discard a card." (Messenger Jays): the discard before which "For each … this way,"
stands, that many cards (608.2c), as "discard a card for each card drawn this way" after it; the reading says
"drawn", never the simple past. English and printed Spanish ("Por cada carta robada de esta manera, descarta una
carta."). Refused before.

The standard board (realcards.py): Bob is active, Dave controls and holds Duress and Counterspell.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of
from tests.apnap.test_spanish_no_english import leaks

DRAW = "Draw two cards. For each card drawn this way, discard a card."
DRAW_ES = "Roba dos cartas. Por cada carta robada de esta manera, descarta una carta."


@pytest.mark.parametrize("lang", [None, "es"])
def test_two_cards_drawn_so_two_discarded(lang: str | None) -> None:
    out = resolve_card(DRAW_ES if lang else DRAW, lang)
    assert [(e["player"], e["amount"]) for e in events_of(out, "draw")] == [("Dave", 2)]
    [discard] = events_of(out, "discard")
    assert discard["player"] == "Dave" and len(discard["objects"]) == 2
    if lang:
        assert "por cada carta robada de esta manera" in out["reading"].casefold()
        assert leaks(out["narration"], {"Dave", "Bob", "Duress", "Counterspell", "Swamp"}) == []
    else:
        assert "for each card drawn this way" in out["reading"]


def test_messenger_jays_discards_as_many_as_the_quill_votes_drew() -> None:
    jays = ("Council's dilemma — When Messenger Jays enters the battlefield, starting with you, each player votes for "
            "feather or quill. Put a +1/+1 counter on Messenger Jays for each feather vote and draw a card for each "
            "quill vote. For each card drawn this way, discard a card.")
    out = resolve_card(jays, card="Messenger Jays", choices={"Dave": ["quill"], "Alice": ["quill"], "Bob": ["feather"],
                                                              "Carol": ["quill"]})
    assert [(e["player"], e["amount"]) for e in events_of(out, "draw")] == [("Dave", 3)]
    [discard] = events_of(out, "discard")
    assert discard["player"] == "Dave" and len(discard["objects"]) == 3
    assert "Discard a card for each card drawn this way" in out["narration"]


def test_a_target_pick_is_not_multiplied() -> None:
    """Only the controller's own discard or sacrifice takes the count; a destroy of one target stays refused."""
    with pytest.raises(BotError):
        resolve_card("Draw two cards. For each card drawn this way, destroy target creature.")
