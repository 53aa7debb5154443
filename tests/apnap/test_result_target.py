"""The result's top-level ``target`` for a single permanent target (scenario-format: "`target` in the output is then
the first object target, not the board's player"): filled as it is for a player target, whether the scenario named
the permanent or the engine found it the only legal one (115.1, 601.2c). Before, it was null while the steps and the
narration's "Target:" named the permanent (judge)."""

from __future__ import annotations

from typing import Any

import pytest

from tests.apnap.realcards import resolve_card


@pytest.mark.parametrize(("text", "given", "expected"), [
    ("Destroy target enchantment.", {}, "Oblivion Ring"),  # the only legal one (115.1, 601.2c)
    ("Destroy target enchantment.", {"target": "Oblivion Ring"}, "Oblivion Ring"),
    ("Destroy target creature. Its controller gains 2 life.", {"target": "Hill Giant"}, "Hill Giant"),
    ("Target player draws a card.", {"target": "Carol"}, "Carol"),
])
def test_a_single_target_is_the_results_target(text: str, given: dict[str, Any], expected: str) -> None:
    out = resolve_card(text, **given)
    assert out["target"] == expected
    assert expected in out["narration"].split("\n")[2]  # "Target: …", the same name


def test_no_target_word_no_target() -> None:
    assert resolve_card("Destroy all creatures.")["target"] is None
