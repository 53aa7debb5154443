"""A player's protection, hexproof or shroud from a resolving spell or ability (session 34, gG21; 702.16b-e, 702.16j,
702.11c, 702.18a, 611.2a): "You gain protection from everything until your next turn", "Target player gains
protection from red until end of turn", "You gain shroud until end of turn", "Target player gains hexproof until end
of turn", and printed Spanish ("Ganas protección contra todo hasta tu próximo turno"). Before: refused ("protection
from everything until your next turn", "hexproof until end of turn", …).

What is checked: the ward is reported as a created effect on that player (the ``player_ward`` event: which ward, from
what, how long); protection prevents the damage a later instruction of the same effect would deal that player
(702.16e; from everything, every source, 702.16j) and nobody else's; hexproof and shroud prevent nothing. The standard
board (realcards.py): Bob active, Dave controls.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.apnap.realcards import resolve_card


def _events(out: dict[str, Any], action: str) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"] if e["action"] == action]


def test_protection_from_everything_is_a_created_effect_with_its_duration() -> None:
    out = resolve_card("You gain protection from everything until your next turn.")
    (ward,) = _events(out, "player_ward")
    assert (ward["player"], ward["ward"], ward["from"], ward["duration"]) == \
        ("Dave", "protection", "everything", "until_your_next_turn")
    assert {"702.16j", "702.16e", "611.2a"} <= set(out["citations"])
    assert "Dave gains protection from everything" in out["narration"]
    assert "until Dave's next turn" in out["narration"]


def test_protection_prevents_the_damage_the_same_effect_deals_that_player() -> None:
    out = resolve_card("You gain protection from everything until end of turn. This spell deals 3 damage to each "
                       "player.")
    assert out["life"]["Dave"] == 20  # prevented (702.16e, 702.16j)
    assert out["life"]["Bob"] == 17 and out["life"]["Alice"] == 17
    dave = next(e for e in _events(out, "damage") if e["player"] == "Dave")
    assert dave["amount"] == 0 and dave["replaced"][0]["modify"] == ["prevent"]


def test_hexproof_prevents_no_damage() -> None:
    out = resolve_card("You gain hexproof until end of turn. This spell deals 3 damage to each player.")
    (ward,) = _events(out, "player_ward")
    assert ward["ward"] == "hexproof" and "from" not in ward
    assert out["life"]["Dave"] == 17
    assert "702.11c" in out["citations"]


@pytest.mark.parametrize(("text", "ward", "quality"), [
    ("Target player gains protection from red until end of turn.", "protection", "red"),
    ("You gain shroud until end of turn.", "shroud", None),
])
def test_target_player_and_shroud(text: str, ward: str, quality: str | None) -> None:
    out = resolve_card(text, target="Alice") if "Target" in text else resolve_card(text)
    (event,) = _events(out, "player_ward")
    assert event["ward"] == ward and event.get("from") == quality and event["duration"] == "this_turn"
    assert out["reading"] == text


@pytest.mark.parametrize(("text", "ward", "duration"), [
    ("Ganas protección contra todo hasta tu próximo turno.", "protection", "until_your_next_turn"),
    ("Ganas la habilidad de velo hasta el final del turno.", "shroud", "this_turn"),
])
def test_printed_spanish_reads_the_same(text: str, ward: str, duration: str) -> None:
    out = resolve_card(text, lang="es")
    (event,) = _events(out, "player_ward")
    assert (event["player"], event["ward"], event["duration"]) == ("Dave", ward, duration)
    assert out["reading"] == text


def test_a_later_target_of_the_same_effect_stays_legal() -> None:
    """The effect's targets were chosen as it was put on the stack (601.2c) and checked as it began to resolve
    (608.2b), before the ward existed: "target player" naming the warded controller still loses the life; only damage
    is stopped, by protection's prevention (702.16e)."""
    out = resolve_card("You gain protection from everything until end of turn. Target player loses 2 life.",
                       target="Dave")
    assert out["life"]["Dave"] == 18
    out = resolve_card("You gain protection from everything until end of turn. This spell deals 2 damage to target "
                       "player.", target="Dave")
    assert out["life"]["Dave"] == 20
