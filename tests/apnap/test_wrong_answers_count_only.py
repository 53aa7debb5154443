"""Issue #22, "no confidently wrong answer": a pick of a kind from a zone given by count only (``hand: 3``).

Why: the answer said less than the card. "Discard two white cards" from a hand of three cards nobody described was
"two cards of their choice" (the kind dropped: any two cards would do), and "Each player discards a nonland card"
discarded "unknown card 1" (a card nobody described matched "nonland": no type was known to exclude it). The cards
are unknown, so the answer keeps the kind and says the player may have none (701.9a: a player with no such card
discards nothing): "two white cards of their choice, if they have them".
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.apnap.realcards import board, resolve_card


def _hand(name: str, count: int) -> dict[str, Any]:
    players = board()["players"]
    for p in players:
        if p["name"] == name:
            p["hand"] = count
    return {"players": players}


CASES = [
    ("Discard two white cards.", None, "two white cards of their choice, if they have them"),
    ("Discard a creature card.", None, "a creature card of their choice, if they have one"),
    ("Exile two white cards from your hand.", None, "two white cards of their choice, if they have them"),
    ("Reveal a blue card from your hand.", None, "a blue card of their choice, if they have one"),
    ("Each player discards a nonland card.", None, "a nonland card of their choice, if they have one"),
    ("Descarta dos cartas blancas.", "es", "dos cartas blancas de su elección, si las tiene"),
    ("Cada jugador descarta una carta que no sea tierra.", "es",
     "una carta que no sea tierra de su elección, si la tiene"),
]


@pytest.mark.parametrize(("effect", "lang", "said"), CASES, ids=[c[0] for c in CASES])
def test_a_pick_of_a_kind_from_cards_nobody_described_keeps_the_kind(effect: str, lang: str | None,
                                                                      said: str) -> None:
    out = resolve_card(effect, lang, **_hand("Dave", 3))
    (dave,) = [c for c in out["steps"][0]["choices"] if c["player"] == "Dave"]
    assert dave.get("unknown") is True and dave["what"] == said, dave
    assert said in out["narration"] and "unknown card" not in out["narration"]


def test_a_kind_chosen_from_a_revealed_hand_of_unknown_cards_is_not_a_placeholder() -> None:
    text = "Target player reveals their hand. You choose a nonland card from it. That player discards that card."
    out = resolve_card(text, target="Bob", **_hand("Bob", 3))
    (choice,) = out["steps"][1]["choices"]
    assert choice.get("unknown") is True and choice["what"] == "a nonland card of their choice, if they have one"
    assert not any(o.startswith("unknown card") for e in out["steps"][2]["events"] for o in e["objects"])


def test_any_card_from_a_counted_hand_still_names_the_cards() -> None:
    out = resolve_card("Discard two cards.", **_hand("Dave", 3))
    assert out["steps"][0]["events"][0]["objects"] == ["unknown card 1", "unknown card 2"]


def test_a_cost_of_a_kind_from_an_undescribed_battlefield_is_said_whole_and_paid() -> None:
    """601.2h: a cost is paid in full, so no "if they have them"; the kind is said ("two untapped Clerics", not
    "two cards"), without a second "you control" after "of their choice"."""
    from tests.apnap.test_costs_mechanism import quick

    out = quick("Tap two untapped Clerics you control: You gain 3 life.")
    assert "Alice taps two untapped Clerics of their choice (zone not described)" in out["narration"]
