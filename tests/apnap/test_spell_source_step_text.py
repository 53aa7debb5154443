"""A step's text calls the source of an instant or sorcery "this spell" (Spanish "este hechizo"), never "this
permanent" (110.1: an instant or sorcery is never a permanent; 113.3a, 608.2: the spell resolving is the source).

Judge 30 found Yamabushi's Flame's step text "This permanent deals 3 damage to any target": the grammar reads the
card's own name as the plan's word for the source, and the step kept it (engine/spell_source.py).
"""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from bot.apnap.engine.spell_source import step_text
from tests.apnap import corpus


def _resolved(card: str, index: int = 1) -> dict[str, Any]:
    return corpus.resolve_ability(corpus.ability_of(card, index), corpus.board(4))


def test_an_instants_step_says_this_spell() -> None:
    out = _resolved("Yamabushi's Flame")
    assert out["steps"][0]["text"] == "This spell deals 3 damage to any target"
    assert "Yamabushi's Flame deals 3 damage to any target" in out["narration"]  # the narration says its name


def test_a_permanents_ability_keeps_this_permanent() -> None:
    state = SimpleNamespace(scenario=SimpleNamespace(source_zone="battlefield", source_types=frozenset({"creature"})))
    assert step_text(state, "This permanent deals 1 damage to any target") == (  # type: ignore[arg-type]
        "This permanent deals 1 damage to any target")


def test_a_permanent_spell_on_the_stack_keeps_it() -> None:
    state = SimpleNamespace(scenario=SimpleNamespace(source_zone="stack", source_types=frozenset({"creature"})))
    assert step_text(state, "this permanent enters tapped") == "this permanent enters tapped"  # type: ignore[arg-type]


def test_spanish_and_quoted_abilities() -> None:
    state = SimpleNamespace(scenario=SimpleNamespace(source_zone="stack", source_types=frozenset({"sorcery"})))
    assert step_text(state, "Este permanente hace 2 puntos de daño") == "Este hechizo hace 2 puntos de daño"  # type: ignore[arg-type]
    granted = 'Create a token with "When this creature dies, this permanent deals 1 damage to any target"'
    assert step_text(state, granted) == granted  # type: ignore[arg-type]  # 113.10: the token's own source
