"""A permanent's static ability that wards a player (session 35, gG22; 702.11c, 702.18a, 702.16b, 702.16j, 608.2b):
"You have hexproof.", "You have shroud.", "Each player has shroud.", "You have protection from red." on a permanent of
the board. Before: the grammar refused these lines, so a board permanent's ward was never read and a "target player"
naming the warded player resolved as if legal (a confident wrong answer).

What is checked: the target player such a ward forbids is ``bad_scenario`` naming the ward and the permanent (hexproof
only against an opponent's spell or ability, 702.11c; shroud against anyone's, 702.18a; protection from a colour only
against a source of that colour, 702.16b, asked when the source's colour is not shown); a player the ward does not
cover, or a spell its own controller controls under hexproof, resolves. The lines themselves read and render back.
The standard board (realcards.py): Bob active, Dave controls.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.oracle import CardText
from bot.errors import BotError
from tests.apnap.realcards import STANDARD, board, resolve_card


def _with(player: str, name: str, text: str) -> dict[str, Any]:
    """That player's standard battlefield with one more enchantment whose text is ``text``."""
    mine = next(p for p in STANDARD["players"] if p["name"] == player)
    return {player: {"battlefield": [*mine["battlefield"], {"name": name, "types": ["enchantment"], "text": text}]}}


def test_an_opponents_hexproof_forbids_the_target() -> None:
    with pytest.raises(BotError) as err:
        resolve_card("Target player loses 2 life.", target="Alice", **_with("Alice", "Aegis", "You have hexproof."))
    assert err.value.code == "bad_scenario"
    text = err.value.text("en")
    assert "Alice has hexproof" in text and "Aegis" in text and "702.11c" in text


def test_hexproof_lets_its_controller_target_themself() -> None:
    out = resolve_card("Target player loses 2 life.", target="Dave", **_with("Dave", "Aegis", "You have hexproof."))
    assert out["life"]["Dave"] == 18


def test_hexproof_wards_only_its_controller() -> None:
    out = resolve_card("Target player loses 2 life.", target="Bob", **_with("Alice", "Aegis", "You have hexproof."))
    assert out["life"]["Bob"] == 18


def test_shroud_forbids_even_its_controller() -> None:
    with pytest.raises(BotError) as err:
        resolve_card("Target player loses 2 life.", target="Dave", **_with("Dave", "Veil", "You have shroud."))
    assert err.value.code == "bad_scenario" and "702.18a" in err.value.text("en")


def test_each_player_has_shroud_wards_everyone() -> None:
    with pytest.raises(BotError) as err:
        resolve_card("Target player draws a card.", target="Bob", **_with("Alice", "Veil", "Each player has shroud."))
    assert err.value.code == "bad_scenario" and "Bob has shroud" in err.value.text("en")


def test_protection_from_a_colour_against_that_colour_only() -> None:
    ward = _with("Alice", "Ward", "You have protection from red.")
    bolt = CardText("Lightning Bolt", "Lightning Bolt deals 3 damage to any target.", type_line="Instant",
                    mana_cost="{R}")
    data = json.dumps(board(card="Lightning Bolt", target="Alice", **ward))
    with pytest.raises(BotError) as err:  # a red spell (202.2): it could not have targeted Alice
        resolve_text(data, None, card_lookup=lambda n: bolt if n == "Lightning Bolt" else None)
    assert err.value.code == "bad_scenario" and "702.16b" in err.value.text("en")
    with pytest.raises(BotError) as asked:  # pasted text: the source's colour is not shown, so it is asked
        resolve_card("Target player loses 2 life.", target="Alice", **ward)
    assert asked.value.code == "choice_needed"


@pytest.mark.parametrize("text", ["You have hexproof.", "You have shroud.", "Each player has shroud.",
                                  "You have protection from red."])
def test_the_static_line_reads_and_renders_back(text: str) -> None:
    out = resolve_card(text)
    events = [e for s in out["steps"] for e in s["events"] if e["action"] == "player_ward"]
    assert out["reading"] == text
    assert {e["player"] for e in events} == ({"Alice", "Bob", "Carol", "Dave"} if "Each" in text else {"Dave"})
    assert all(e["duration"] == "static" for e in events)
