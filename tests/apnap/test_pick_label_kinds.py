"""A pick of a kind with several alternatives is labelled with all of them.

Why: a choice's label said only the filter's first kind; judge 30 found Seek the Wilds' pick ("a creature or land
card") labelled "1 creature" while the card picked was a Swamp. The label now says the kind whole, in both languages.
"""

from __future__ import annotations

import json

from bot.apnap import resolve_text
from tests.apnap.corpus import ability_of, board, resolve_ability


def _labels(card: str, lang: str = "en") -> list[str]:
    out = resolve_ability(ability_of(card, 1), {**board(4), "lang": lang})
    return [c["what"] for s in out["steps"] for c in s["choices"]]


def test_a_look_pick_of_two_kinds_says_both() -> None:
    assert "a creature or land card" in _labels("Seek the Wilds")
    assert "una carta de criatura o tierra" in _labels("Seek the Wilds", "es")


def test_a_hand_pick_of_two_kinds_says_both() -> None:
    data = {"players": [{"name": "Ana", "hand": ["Shock (instant)", "Opt (instant)", "Forest (basic land)"]},
                        {"name": "Ben", "hand": []}],
            "active": "Ana", "effect": "Each player discards an instant or sorcery card."}
    out = resolve_text(json.dumps(data))
    assert any(c["what"] == "an instant or sorcery card" for s in out["steps"] for c in s["choices"])


def test_one_kind_keeps_its_count() -> None:
    assert "1 creature" in _labels("Fleshbag Marauder")
