""""You" in a rule said of another player names the controller.

Why: a cost change for each opponent ("Spells your opponents cast that target a Merfolk you control cost {2} more")
is said per player; judge 30 found "spells Bob casts that target a Merfolk you control", which reads as Bob's
Merfolk. Said of another player, "you" is the ability's controller by name (Dave), in both languages.
"""

from __future__ import annotations

from tests.apnap.corpus import ability_of, board, resolve_ability


def _now(lang: str) -> str:
    narration = resolve_ability(ability_of("Kopala, Warden of Waves", 1), {**board(4), "lang": lang})["narration"]
    return next(line for line in narration.splitlines() if line.startswith(("Now:", "Ahora:")))


def test_each_opponents_line_names_the_controllers_merfolk() -> None:
    now = _now("en")
    assert "spells Bob casts that target a Merfolk Dave controls" in now
    assert "you control" not in now


def test_spanish_names_the_controller_too() -> None:
    now = _now("es")
    assert "un Tritón que controla Dave" in now and "que controlas" not in now


def test_the_controllers_own_rule_keeps_you() -> None:
    """Said of the controller, "you" stays "you" (no other player to tell apart)."""
    import json

    from bot.apnap import resolve_text

    data = {**board(4), "effect": "Spells you cast that target a creature you control cost {1} less to cast."}
    narration = resolve_text(json.dumps(data))["narration"]
    assert "creature you control" in narration
