""""Each player shuffles all cards from their hand and all permanents they own into their library, then draws that
many cards. Each player may put any number of land cards from their hand onto the battlefield." (The Great Aurora's
shape): the permanents are the ones the player owns, whoever controls them (108.3), shuffled in with the hand
(701.24a); "that many" is how many objects each player shuffled in (a token counted, then ceasing to exist, 111.8);
and the cards drawn from a library just shuffled are in the hand as cards nobody named (701.24a), so the lands put
onto the battlefield afterwards are never named from the scenario's listed library. Refused before ("all cards from
their hand and all permanents they own into their library").

The standard board (realcards.py): Alice owns six permanents and holds three cards; Carol owns two and holds none.
"""

from __future__ import annotations

from tests.apnap.realcards import STANDARD, resolve_card
from tests.apnap.step_events import events_of

AURORA = ("Each player shuffles all cards from their hand and all permanents they own into their library, then draws "
          "that many cards. Each player may put any number of land cards from their hand onto the battlefield.")


def _owned(name: str) -> int:
    player = next(p for p in STANDARD["players"] if p["name"] == name)
    return len(player["battlefield"]) + len(player["hand"])


def test_hand_and_owned_permanents_shuffled_then_that_many_drawn() -> None:
    out = resolve_card(AURORA)
    shuffled = {e["player"]: e["amount"] for e in events_of(out, "shuffle")}
    assert shuffled == {name: _owned(name) for name in ("Alice", "Bob", "Carol", "Dave")}
    drawn = {e["player"]: e["amount"] for e in events_of(out, "draw")}
    assert drawn == shuffled
    assert {"108.3", "701.24a"} <= set(out["citations"])
    assert out["reading"] == AURORA.replace(". Each player may", ", then may")
    # the lands drawn from a library just shuffled are nobody's guess: none is named (701.24a)
    assert all(not e["objects"] for e in events_of(out, "put"))


def test_a_token_is_counted_and_does_not_reach_the_library() -> None:
    token = {"name": "Soldier", "types": ["creature"], "token": True, "power": 1, "toughness": 1}
    alice = next(p for p in STANDARD["players"] if p["name"] == "Alice")
    out = resolve_card("Each player shuffles all permanents they own into their library.",
                       Alice={"battlefield": [*alice["battlefield"], token]})
    [shuffle] = [e for e in events_of(out, "shuffle") if e["player"] == "Alice"]
    assert shuffle["amount"] == len(alice["battlefield"]) + 1
    assert "111.8" in out["citations"]
