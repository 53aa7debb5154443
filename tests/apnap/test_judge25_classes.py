"""The class blind judge 25 found (session 27, 59 of 60 "each player" abilities right), with a test that failed
before the fix.

- Dakra Mystic: "You may put the revealed cards into their owners' graveyards" moved each player's card to its own
  owner's graveyard, but the event and the narration said "Dave puts Swamp, Swamp, Swamp and Swamp into the
  graveyard", read as one graveyard; each goes to its owner's (400.3), said by owner.
"""

from __future__ import annotations

import json

from bot.apnap import resolve_text

DAKRA = ("Each player reveals the top card of their library. You may put the revealed cards into their owners' "
         "graveyards. If you don't, each player draws a card.")


def _board(lang: str = "en") -> str:
    return json.dumps({"players": [{"name": "Alice", "library": ["Island (basic land)"]},
                                   {"name": "Bob", "library": ["Forest (basic land)"]}],
                       "active": "Bob", "controller": "Bob", "effect": DAKRA, "lang": lang})


def test_revealed_cards_put_into_their_owners_graveyards_are_said_by_owner() -> None:
    out = resolve_text(_board(), "en")
    (put,) = [e for s in out["steps"] for e in s["events"] if e["action"] == "put"]
    assert put["owners"] == {"Bob": ["Forest"], "Alice": ["Island"]} and put["to"] == "graveyard"
    assert "Bob puts each into its owner's graveyard: Forest into Bob's graveyard; Island into Alice's graveyard" \
        in out["narration"]


def test_the_same_in_spanish() -> None:
    out = resolve_text(_board("es"), "es")
    assert "Forest en el cementerio de Bob; Island en el cementerio de Alice" in out["narration"]


def test_ones_own_revealed_card_into_the_graveyard_is_said_as_before() -> None:
    board = json.loads(_board())
    board["effect"] = "Reveal the top card of your library. You may put that card into your graveyard."
    out = resolve_text(json.dumps(board), "en")
    (put,) = [e for s in out["steps"] for e in s["events"] if e["action"] == "put"]
    assert "owners" not in put and "Bob puts Forest into the graveyard" in out["narration"]
