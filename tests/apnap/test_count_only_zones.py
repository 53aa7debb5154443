"""A zone given by count only ("hand: 3") holds cards nobody described: a pick of a kind ("two white cards", "a
creature card") from it is of the player's choice, never "no cards" (quick mode stays honest: unknown stays
unknown). Found by the reveal-from-hand work of session 15: the placeholders matched no colour, so the answer was
a confident "nothing happens"."""

from __future__ import annotations

from typing import Any

import pytest

from tests.apnap.realcards import board, resolve_card


def _with_hand(count: int) -> dict[str, Any]:
    players = board()["players"]
    for p in players:
        if p["name"] == "Dave":
            p["hand"] = count
    return {"players": players}


@pytest.mark.parametrize("effect", ["Discard two white cards.", "Discard a creature card."])
def test_a_pick_of_a_kind_from_a_counted_hand_is_of_their_choice(effect: str) -> None:
    out = resolve_card(effect, **_with_hand(3))
    (choice,) = out["steps"][0]["choices"]
    assert choice["player"] == "Dave" and choice.get("unknown") is True and choice["none"] is False, choice
    assert "(no cards)" not in out["narration"] and "nothing happens" not in out["narration"]


def test_a_described_hand_without_the_kind_still_discards_nothing() -> None:
    # the standard board shows Dave's whole hand (Duress, Counterspell): no creature card, so none (701.9a)
    out = resolve_card("Discard a creature card.")
    (choice,) = out["steps"][0]["choices"]
    assert not choice.get("unknown") and choice["chosen"] == [] and choice["none"] is True
