""""Nth from the top" (401.7) and the card chosen from a hand put into its owner's library: "Put target creature into
its owner's library second from the top" (Commit's permanent), "Target player reveals their hand. You choose a
nonland card from it. That player puts that card into their library third from the top." (Lost Hours), "… puts that
card on top of their library". Refused before ("into its owner's library second from the top", "library third from
the top", "their library").

The standard board (realcards.py): Alice holds Opt, Shock and an Island; her library is Swamp, Counterspell, Forest, …
from the top; Carol's library holds three cards; Dave controls.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import LIB, resolve_card
from tests.apnap.step_events import events_of

LOST_HOURS = ("Target player reveals their hand. You choose a nonland card from it. That player puts that card into "
              "their library third from the top.")


def _names(cards: list[str]) -> list[str]:
    return [c.split(" (")[0] for c in cards]


def test_the_chosen_card_goes_third_from_the_top_then_draws_show_it() -> None:
    out = resolve_card(LOST_HOURS + " That player draws three cards.", target="Alice", choices={"Dave": [["Shock"]]})
    [put] = events_of(out, "put")
    assert (put["player"], put["objects"], put["from"], put["to"], put["position"]) == \
        ("Alice", ["Shock"], "hand", "library_nth", 3)
    [draw] = events_of(out, "draw")
    assert draw["objects"] == [*_names(LIB[:2]), "Shock"]  # two cards above it, then it (401.7)
    assert "401.7" in out["citations"]
    assert "Alice puts Shock into its owner's library third from the top" in out["narration"]
    assert out["reading"] == LOST_HOURS.removesuffix(".") + ", then draws three cards."


def test_the_chosen_card_on_top_of_their_library() -> None:
    text = ("Target player reveals their hand. You choose a nonland card from it. That player puts that card on top "
            "of their library.")
    out = resolve_card(text, target="Alice", choices={"Dave": [["Opt"]]})
    [put] = events_of(out, "put")
    assert (put["player"], put["objects"], put["to"]) == ("Alice", ["Opt"], "library_top")
    assert out["reading"] == text


@pytest.mark.parametrize("text", [
    # the controller's own library said of another player's card: not its owner's (400.3)
    "Target player reveals their hand. You choose a nonland card from it. Put that card into your library third "
    "from the top.",
    # no card chosen before "that card" (608.2c)
    "Target player reveals their hand. That player puts that card into their library third from the top.",
])
def test_no_owner_or_no_card_chosen_is_refused(text: str) -> None:
    with pytest.raises(BotError):
        resolve_card(text, target="Alice")


def test_a_target_permanent_second_from_the_top() -> None:
    out = resolve_card("Put target creature into its owner's library second from the top. Its owner draws two cards.",
                       target="Grizzly Bears")
    [put] = events_of(out, "put")
    assert (put["objects"], put["from"], put["to"], put["position"]) == \
        (["Grizzly Bears"], "battlefield", "library_nth", 2)
    assert "Dave puts Grizzly Bears into its owner's library second from the top" in out["narration"]


def test_a_library_shorter_than_the_place_takes_it_on_the_bottom() -> None:
    """401.7: Carol's library has three cards; "fifth from the top" is its bottom."""
    out = resolve_card("Target player reveals their hand. You choose a card from it. That player puts that card into "
                       "their library fifth from the top.", target="Carol",
                       Carol={"hand": ["Opt (instant)"]}, choices={"Dave": [["Opt"]]})
    [put] = events_of(out, "put")
    assert (put["objects"], put["to"]) == (["Opt"], "library_bottom")


def test_a_hand_nobody_described_puts_the_card_chosen_unnamed() -> None:
    """``hand: 3``: the card Dave chose is named by the choice only, also when the draw after takes it (the two cards
    above it are the scenario's own): no card the scenario did not give is named."""
    out = resolve_card(LOST_HOURS + " That player draws three cards.", target="Alice", Alice={"hand": 3})
    [put] = events_of(out, "put")
    assert (put["objects"], put["to"], put["position"]) == (["the card Dave chose"], "library_nth", 3)
    [draw] = events_of(out, "draw")
    assert draw["objects"] == [*_names(LIB[:2]), "the card Dave chose"]
    assert "Alice puts the card Dave chose into its owner's library third from the top" in out["narration"]
