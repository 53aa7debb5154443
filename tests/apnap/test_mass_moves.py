"""Mass moves of each player's own zone: each player performs their own (101.4), the controller no one else's."""

from __future__ import annotations

from tests.apnap.realcards import run

RETURN_ALL = "Each player returns all creature cards from their graveyard to the battlefield."


def test_each_player_returns_their_own_graveyards_creatures_themselves() -> None:
    out = run({}, effect=RETURN_ALL)
    (step,) = out["steps"]
    moved = {e["player"]: e["objects"] for e in step["events"] if e["objects"]}
    # every graveyard's cards were once given to the controller (Dave) as one event
    assert moved == {"Bob": ["Runeclaw Bear"], "Dave": ["Elvish Mystic"], "Alice": ["Gray Ogre"]}
    assert [e["player"] for e in step["events"]] == step["order"]  # APNAP order (101.4)
    assert all(e["to"] == "battlefield" for e in step["events"])


def test_the_narration_says_the_battlefield_not_a_hand() -> None:
    out = run({}, effect=RETURN_ALL)
    text = out["narration"]["en"] if isinstance(out["narration"], dict) else out["narration"]
    assert "Bob returns Runeclaw Bear to the battlefield" in text
    assert "to their hand" not in text


def test_returning_all_from_all_graveyards_is_one_event_of_the_controller() -> None:
    effect = "Return all creature cards from all graveyards to the battlefield under their owners' control."
    out = run({}, effect=effect)
    (step,) = out["steps"]
    assert [e["player"] for e in step["events"]] == ["Dave"]
