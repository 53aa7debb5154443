"""Review 22 findings (issue #22, second part), each reproduced on the standard board before it was fixed:
redirected damage meets the new recipient's protection (614.9, 702.16e); a Spanish answer never says a keyword
with a cost in English; the one-legal-target note names the whole filter; soulbond's grant lasts while paired.
"""

from __future__ import annotations

from typing import Any

from bot.apnap import CardText
from tests.apnap.test_board_replacements import permanent, resolve

EMPYRIAL = "All damage that would be dealt to you is dealt to Empyrial Archangel instead."
BOLT = "Lightning Bolt deals 3 damage to any target."


def _bolt(name: str) -> CardText | None:
    return CardText("Lightning Bolt", BOLT, type_line="Instant", mana_cost="{R}") if name == "Lightning Bolt" else None


def _archangel(protection: str) -> tuple[str, dict[str, Any]]:
    return ("Dave", permanent("Empyrial Archangel", EMPYRIAL, kind="creature", power=5, toughness=8,
                              keywords=[protection], colors=["white"]))


def test_redirected_damage_is_prevented_by_the_new_recipients_protection() -> None:
    out = resolve(BOLT, _archangel("protection from red"), card="Lightning Bolt", target="Dave", lookup=_bolt)
    assert "Lightning Bolt deals 3 damage to Empyrial Archangel" not in out["narration"]
    assert out["life"]["Dave"] == 20 and "702.16e" in out["citations"]
    (entry,) = [r for s in out["steps"] for e in s["events"] for r in e.get("replaced", [])]
    assert (entry["redirected_to"], entry["prevented"]) == ("Empyrial Archangel", ["702.16e"])
    assert "Empyrial Archangel's protection prevents it" in out["narration"]
    es = resolve(BOLT, _archangel("protection from red"), card="Lightning Bolt", target="Dave", lookup=_bolt,
                 lang="es")
    assert "la protección de Empyrial Archangel lo previene" in es["narration"]


def test_redirected_damage_of_another_colour_is_still_dealt() -> None:
    out = resolve(BOLT, _archangel("protection from blue"), card="Lightning Bolt", target="Dave", lookup=_bolt)
    assert "Lightning Bolt deals 3 damage to Empyrial Archangel" in out["narration"]


def test_redirected_damage_from_a_source_of_unknown_colour_is_warned_as_direct_damage_is() -> None:
    out = resolve(BOLT, _archangel("protection from red"), target="Dave")
    assert any("Empyrial Archangel has protection" in w for w in out["warnings"])
