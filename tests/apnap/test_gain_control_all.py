""""Gain control of all …" (613.1b): every player's matching permanents are found at once, before any changes
control, and "… that player controls" keeps to that one player's. Before, the objects gained were matched again
among the controller's own permanents (listed twice), and "that player controls" was read and dropped, so every
player's artifacts changed control."""

from __future__ import annotations

import json
from typing import Any

from bot.apnap import resolve_text

BOARD: dict[str, Any] = {
    "players": [
        {"name": "Alice", "battlefield": ["Sol Ring (artifact)", "Oblivion Ring (enchantment)"]},
        {"name": "Bob", "battlefield": ["Mind Stone (artifact)", "Pacifism (enchantment)"]},
        {"name": "Dave", "battlefield": ["Crystal Vein (land)", "Glorious Anthem (enchantment)"]},
    ],
    "active": "Dave",
}


def _gained(effect: str, **changes: Any) -> list[list[str]]:
    out = resolve_text(json.dumps({**BOARD, "effect": effect, **changes}))
    return [e["objects"] for s in out["steps"] for e in s["events"] if e["action"] == "gain_control"]


def test_that_player_controls_keeps_to_that_players_permanents() -> None:
    gained = _gained("Gain control of all artifacts that player controls.", that_player="Bob")
    assert gained == [["Mind Stone"]]


def test_each_permanent_gained_is_listed_once() -> None:
    gained = _gained("You gain control of all enchantments.")
    assert sorted(gained[0]) == ["Glorious Anthem", "Oblivion Ring", "Pacifism"]


def test_target_player_controls_still_keeps_to_the_target() -> None:
    gained = _gained("Gain control of all artifacts target player controls.", target="Alice")
    assert gained == [["Sol Ring"]]
