""""Exile all cards from all hands and graveyards. Then each player draws seven cards." (Worldpurge-like): one
instruction over every player's zones of two kinds (608.2f), then the next sentence's in order (608.2c).

Each zone is read as "exile all cards from all graveyards" reads it (one step each, marked as one instruction,
grammar/all_and.ONE_INSTRUCTION), and the reading says it back as printed. Refused before ("hands and graveyards")."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.rendering import _comparable


def events(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"]]


def test_every_hand_and_graveyard_then_the_draws() -> None:
    out = resolve_card("Exile all cards from all hands and graveyards. Then each player draws seven cards.")
    exiled = [e for e in events(out) if e["action"] == "exile"]
    assert {e["from"]: sorted(e["objects"]) for e in exiled} == {
        "hand": ["Counterspell", "Duress", "Island", "Lightning Bolt", "Opt", "Shock"],
        "graveyard": ["Elvish Mystic", "Gray Ogre", "Island", "Mountain", "Ponder", "Runeclaw Bear", "Swamp"]}
    draws = [e for e in events(out) if e["action"] == "draw"]
    assert [e["player"] for e in draws] == ["Bob", "Carol", "Dave", "Alice"]  # after the exile, APNAP (101.4)
    assert out["reading"] == "Exile all cards from all hands and graveyards. Each player draws seven cards."


def test_hands_and_libraries_the_same_construction() -> None:
    out = resolve_card("Exile all cards from all hands and libraries.")
    assert {e["from"] for e in events(out) if e["action"] == "exile"} == {"hand", "library"}
    plan = plan_of(parse_effect("Exile all cards from all hands and libraries."))
    assert render_plan(plan, "es") == "Exilia todas las cartas de todas las manos y bibliotecas."
    assert _comparable(plan_of(parse_effect(render_plan(plan, "en")))) == _comparable(plan)


def test_a_player_who_exiles_every_hand_is_not_read() -> None:
    with pytest.raises(BotError) as info:
        resolve_card("Each opponent exiles all cards from all hands and graveyards.")
    assert info.value.code == "unsupported_effect"
