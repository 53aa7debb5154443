""""Each player chooses up to seven cards in their hand, then shuffles the rest into their library. Each player loses
all unspent mana." (Worldpurge's shape): "up to N" keeps any number from none to N of the player's own hand (a hidden
choice, 101.4a), "the rest" is every other card of that hand, shuffled into its owner's library (608.2c, 701.24a; the
library is shuffled even when nothing goes in, 701.24d), and "loses all unspent mana" empties each mana pool (106.4;
the scenario tracks no mana pool, so nothing is counted). English and printed Spanish. Refused before ("in their hand,
then shuffles the rest into their library"; "all unspent mana").

The standard board (realcards.py): Alice holds Opt, Shock and an Island; Bob a Lightning Bolt; Carol nothing; Dave
Duress and Counterspell. Bob is active, Dave controls.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of
from tests.apnap.test_spanish_no_english import leaks

KEEP_ONE = "Each player chooses up to one card in their hand, then shuffles the rest into their library."
KEEP_ONE_ES = "Cada jugador elige hasta una carta de su mano, luego baraja el resto en su biblioteca."
LOSE_MANA = "Each player loses all unspent mana."
LOSE_MANA_ES = "Cada jugador pierde todo el maná no gastado."


def _libraries(out: dict, name: str) -> list:
    return [e for e in events_of(out, "shuffle") if e["player"] == name]


@pytest.mark.parametrize("lang", [None, "es"])
def test_each_player_keeps_up_to_one_and_shuffles_the_rest_in(lang: str | None) -> None:
    out = resolve_card(KEEP_ONE_ES if lang else KEEP_ONE, lang, choices={"Alice": [["Shock"]]})
    kept = {e["player"]: e["objects"] for e in events_of(out, "choose")}
    assert kept["Alice"] == ["Shock"]
    [alice] = _libraries(out, "Alice")
    assert alice["amount"] == 2 and alice["hidden"] is True  # Opt and the Island: how many is known, hidden zone
    assert {e["player"]: e["amount"] for e in events_of(out, "shuffle")}["Carol"] == 0  # shuffled anyway (701.24d)
    assert {"608.2c", "701.24a"} <= set(out["citations"])
    if lang:
        assert "baraja" in out["narration"]
        assert leaks(out["narration"], {"Alice", "Bob", "Carol", "Dave", "Shock", "Opt", "Island", "Duress",
                                        "Counterspell", "Lightning Bolt"}) == []
    else:
        assert out["reading"] == KEEP_ONE


def test_up_to_lets_a_player_keep_none() -> None:
    out = resolve_card(KEEP_ONE, choices={"Alice": [[]]})
    [alice] = _libraries(out, "Alice")
    assert alice["amount"] == 3


def test_a_hand_nobody_described_stays_unknown() -> None:
    out = resolve_card(KEEP_ONE, Bob={"unknown": ["hand"], "hand": []})
    [bob] = _libraries(out, "Bob")
    assert bob["unknown"] is True and bob["objects"] == [] and bob["amount"] is None
    assert "didn't keep" in out["narration"]


@pytest.mark.parametrize("lang", [None, "es"])
def test_each_player_loses_all_unspent_mana(lang: str | None) -> None:
    out = resolve_card(LOSE_MANA_ES if lang else LOSE_MANA, lang)
    lost = events_of(out, "lose_mana")
    assert sorted(e["player"] for e in lost) == ["Alice", "Bob", "Carol", "Dave"]
    assert all(e["amount"] is None and e["pool"] == "empty" for e in lost)  # no mana pool on the board: not counted
    assert "106.4" in out["citations"]
    if not lang:
        assert out["reading"] == LOSE_MANA


def test_your_library_said_of_each_player_is_refused() -> None:
    with pytest.raises(BotError):
        resolve_card("Each player chooses up to one card in their hand, then shuffles the rest into your library.")
