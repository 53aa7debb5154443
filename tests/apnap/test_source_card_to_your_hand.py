"""The source's own card returned from its owner's graveyard "to your hand" with no "from your graveyard" said
(400.3: only its owner's card goes to "your hand"; a permanent goes to "its owner's hand"): "At the beginning of your
upkeep, if Pyre Zombie is in your graveyard, you may pay {1}{B}{B}. If you do, return Pyre Zombie to your hand." (also
Blood Operative, Ghastly Remains, Gigapede, Death Spark, Auntie's Snitch, Pyrewild Shaman, Brood of Cockroaches).
Before, "your hand" was refused as words not understood. The card is found in its owner's graveyard and moved to that
player's hand (400.7); when the board does not show it there, it is named, never invented. English and printed
Spanish.

The standard board (realcards.py): Bob is active, Dave controls.
"""

from __future__ import annotations

import pytest

from tests.apnap.realcards import resolve_card
from tests.apnap.test_spanish_no_english import leaks

PYRE = ("At the beginning of your upkeep, if Pyre Zombie is in your graveyard, you may pay {1}{B}{B}. If you do, "
        "return Pyre Zombie to your hand.")
PYRE_ES = ("Al comienzo de tu mantenimiento, si Pyre Zombie está en tu cementerio, puedes pagar {1}{B}{B}. Si lo "
           "haces, regresa a Pyre Zombie a tu mano.")
OPERATIVE = ("Whenever you surveil, if Blood Operative is in your graveyard, you may pay 3 life. If you do, return "
             "Blood Operative to your hand.")


def _events(out: dict, action: str) -> list[dict]:
    return [e for s in out["steps"] for e in s["events"] if e["action"] == action]


@pytest.mark.parametrize(("text", "lang", "said"), [
    (PYRE, None, "Dave returns Pyre Zombie to their hand"),
    (PYRE_ES, "es", "Dave regresa Pyre Zombie a su mano"),
])
def test_the_card_in_the_graveyard_returns_to_its_owners_hand(text: str, lang: str | None, said: str) -> None:
    out = resolve_card(text, lang, card="Pyre Zombie", active="Dave", condition=True, choices={"Dave": ["yes"]},
                       Dave={"graveyard": ["Pyre Zombie (creature)", "Island (basic land)"]})
    [paid] = _events(out, "pay")
    assert paid["player"] == "Dave"
    [back] = _events(out, "return")
    assert (back["player"], back["objects"], back["from"], back["to"]) == ("Dave", ["Pyre Zombie"], "graveyard", "hand")
    assert "400.7" in out["citations"]
    assert said in out["narration"]
    if lang:
        assert leaks(out["narration"], {"Pyre Zombie", "Bob", "Dave", "Island"}) == []


def test_declining_to_pay_returns_nothing() -> None:
    """"If you do" (608.2e): no payment, no return; the card stays in the graveyard."""
    out = resolve_card(PYRE, card="Pyre Zombie", active="Dave", condition=True, choices={"Dave": ["no"]},
                       Dave={"graveyard": ["Pyre Zombie (creature)"]})
    assert not _events(out, "return")


def test_a_card_the_board_does_not_show_is_named_not_invented() -> None:
    out = resolve_card(OPERATIVE, card="Blood Operative", condition=True, choices={"Dave": ["yes"]})
    [back] = _events(out, "return")
    assert (back["objects"] or back.get("labels")) == ["Blood Operative"]
    assert "Blood Operative is not in Dave's graveyard on the board" in out["narration"]
