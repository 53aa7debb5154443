""""Target player chooses a card in their hand and discards the rest." (Monomania), "Each player chooses two cards in
their hand, then discards the rest.": the cards kept are chosen in the player's own hand, and every other card of that
hand is discarded at once (701.9a, 608.2c), as "chooses two cards in their graveyard and exiles the rest" does for a
graveyard. English and printed Spanish ("elige una carta de su mano y descarta el resto"). Refused before ("hand and
discards the rest").

The standard board (realcards.py): Alice holds Opt, Shock and an Island; Bob is active, Dave controls.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of
from tests.apnap.test_spanish_no_english import leaks

MONOMANIA = "Target player chooses a card in their hand and discards the rest."
MONOMANIA_ES = "El jugador objetivo elige una carta de su mano y descarta el resto."


@pytest.mark.parametrize("lang", [None, "es"])
def test_the_target_keeps_the_card_chosen_and_discards_the_rest(lang: str | None) -> None:
    out = resolve_card(MONOMANIA_ES if lang else MONOMANIA, lang, card="Monomania", target="Alice",
                       choices={"Alice": [["Shock"]]})
    assert [(e["player"], e["objects"]) for e in events_of(out, "choose")] == [("Alice", ["Shock"])]
    [discard] = events_of(out, "discard")
    assert discard["player"] == "Alice" and sorted(discard["objects"]) == ["Island", "Opt"]
    assert "608.2c" in out["citations"]
    if lang:
        assert "Alice descarta" in out["narration"]
        assert leaks(out["narration"], {"Alice", "Bob", "Dave", "Shock", "Opt", "Island", "Monomania"}) == []
    else:
        assert out["reading"] == "Target player chooses a card in their hand, then discards the rest."


def test_each_player_keeps_two() -> None:
    out = resolve_card("Each player chooses two cards in their hand, then discards the rest.",
                       choices={"Alice": [["Opt", "Island"]]})
    discarded = {e["player"]: e["objects"] for e in events_of(out, "discard") if e["objects"]}
    assert discarded == {"Alice": ["Shock"]}  # Bob and Dave hold two cards or fewer: nothing is left to discard


def test_your_hand_said_of_another_player_is_refused() -> None:
    with pytest.raises(BotError):
        resolve_card("Target player chooses a card in your hand and discards the rest.")
