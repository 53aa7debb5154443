"""A name in ``target`` that no target word of the text takes is not narrated as a target (115.1, 601.2c).

A blind judge found Kazuul's Toll Collector ("{0}: Attach target Equipment you control to Kazuul's Toll Collector")
headed "Target: Bonesplitter, Kazuul's Toll Collector": the harness had added the source to ``target``, and the
header listed every object name given. Each step with one target word of its own takes the first name of its kind,
in the printed order (601.2c, 115.3); a name left over was never chosen as a target: the header leaves it out and a
warning says so (engine/target_words.unused_targets).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.apnap.realcards import board, resolve_card

KAZUUL = "Kazuul's Toll Collector"
TEXT = (f"{{0}}: Attach target Equipment you control to {KAZUUL}. Activate this ability only any time you could cast "
        "a sorcery.")
TEXT_TWO = "Attach target Equipment you control to target creature you control."


def _players() -> list[dict[str, Any]]:
    players: list[dict[str, Any]] = board()["players"]
    players[3]["battlefield"] += [{"name": "Bonesplitter", "types": ["artifact"], "subtypes": ["Equipment"]},
                                  {"name": KAZUUL, "types": ["creature"], "power": 3, "toughness": 2}]
    return players


def _header(out: dict[str, Any]) -> list[str]:
    return [line for line in out["narration"].splitlines() if line.startswith(("Target", "Objetivo"))]


@pytest.mark.parametrize("names", [["Bonesplitter", KAZUUL], [KAZUUL, "Bonesplitter"]])
def test_the_source_added_to_target_is_not_narrated_as_a_second_target(names: list[str]) -> None:
    out = resolve_card(TEXT, None, card=KAZUUL, target=names, players=_players(), active="Dave")
    assert _header(out) == ["Target: Bonesplitter"]
    assert any(KAZUUL in w and "601.2c" in w for w in out["warnings"])
    assert f"attaches Bonesplitter to {KAZUUL}" in out["narration"]


def test_two_target_words_of_different_kinds_are_each_narrated_once() -> None:
    out = resolve_card(TEXT_TWO, None, card="Attach Test", target=["Bonesplitter", "Craw Wurm"], players=_players(),
                       active="Dave")
    assert _header(out) == ["Target: Bonesplitter, Craw Wurm"]
    assert not any("601.2c" in w for w in out["warnings"])


def test_a_name_left_over_for_two_words_is_left_out_and_said() -> None:
    out = resolve_card(TEXT_TWO, None, card="Attach Test", target=["Bonesplitter", "Craw Wurm", "Llanowar Elves"],
                       players=_players(), active="Dave")
    assert _header(out) == ["Target: Bonesplitter, Craw Wurm"]
    assert any("Llanowar Elves" in w and "601.2c" in w for w in out["warnings"])
    assert "attaches Bonesplitter to Craw Wurm" in out["narration"]
