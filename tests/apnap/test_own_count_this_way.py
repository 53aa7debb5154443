""""… for each card they revealed this way" (Kamahl's Summons): in an instruction each player does, the count is that
player's own, what they revealed in the instruction before (608.2c), never everyone's added up as "for each card
revealed this way" is. English and printed Spanish ("por cada carta que mostró de esta manera"). Refused before.

The standard board (realcards.py), with creature cards in Alice's and Bob's hands: Bob is active, Dave controls.
"""

from __future__ import annotations

import pytest

from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of
from tests.apnap.test_spanish_no_english import leaks

KAMAHL = ("Each player may reveal any number of creature cards from their hand. Then each player creates a 2/2 green "
          "Bear creature token for each card they revealed this way.")
KAMAHL_ES = ("Cada jugador puede mostrar cualquier número de cartas de criatura de su mano. Luego, cada jugador crea "
             "una ficha de criatura Oso verde 2/2 por cada carta que mostró de esta manera.")
HANDS = {"Alice": {"hand": ["Gray Ogre (creature)", "Runeclaw Bear (creature)", "Opt (instant)"]},
         "Bob": {"hand": ["Hill Giant (creature)"]}}


@pytest.mark.parametrize("lang", [None, "es"])
def test_each_player_creates_as_many_bears_as_they_revealed(lang: str | None) -> None:
    """Alice reveals two creature cards and gets two Bears; Bob declines and gets none, though he had a creature card
    to reveal; nobody gets a token for another player's reveal."""
    out = resolve_card(KAMAHL_ES if lang else KAMAHL, lang, card="Kamahl's Summons", **HANDS,
                       choices={"Alice": ["yes", ["Gray Ogre", "Runeclaw Bear"]], "Bob": ["no"]})
    revealed = [(e["player"], e["objects"]) for e in events_of(out, "reveal")]
    assert revealed == [("Alice", ["Gray Ogre", "Runeclaw Bear"])]
    created = {e["player"]: e["amount"] for e in events_of(out, "create")}
    assert created == {"Alice": 2, "Bob": 0, "Carol": 0, "Dave": 0}
    if lang:
        assert "igual al número de cartas que mostró de esta manera" in out["narration"]
        assert leaks(out["narration"], {"Alice", "Bob", "Carol", "Dave", "Gray Ogre", "Runeclaw Bear",
                                        "Kamahl's Summons"}) == []
    else:
        assert "equal to the number of cards they revealed this way" in out["reading"]
        assert "Alice creates 2 tokens" in out["narration"]


def test_two_players_reveal_each_their_own_count() -> None:
    out = resolve_card(KAMAHL, card="Kamahl's Summons", **HANDS,
                       choices={"Alice": ["yes", ["Gray Ogre"]], "Bob": ["yes", ["Hill Giant"]]})
    created = {e["player"]: e["amount"] for e in events_of(out, "create")}
    assert created == {"Alice": 1, "Bob": 1, "Carol": 0, "Dave": 0}
