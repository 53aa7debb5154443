"""A combat restriction of a resolving ability that lasts "until your next turn" (611.2a): it ends as the controller's
next turn begins, not at this turn's cleanup step and not at the game's end. "Target creature can't attack or block
until your next turn", "Creatures your opponents control can't attack you until your next turn"; printed Spanish "hasta
tu próximo turno" gives the same plan."""

from __future__ import annotations

from typing import Any

import pytest

from tests.apnap.realcards import resolve_card


def _durations(out: dict[str, Any]) -> list[tuple[str, list[str]]]:
    return [(e["duration"], e["objects"]) for s in out["steps"] for e in s["events"]]


def test_target_creature_cant_attack_or_block_until_your_next_turn() -> None:
    out = resolve_card("Target creature can't attack or block until your next turn.", target="Hill Giant")
    assert _durations(out) == [("until_your_next_turn", ["Hill Giant"])]
    assert out["reading"] == "Target creature can't attack or block until your next turn."
    assert "until Dave's next turn (611.2a)" in out["narration"]
    assert "611.2a" in out["citations"]


def test_a_group_cant_attack_you_until_your_next_turn() -> None:
    out = resolve_card("Creatures your opponents control can't attack you until your next turn.")
    assert _durations(out) == [("until_your_next_turn", ["Grizzly Bears", "Serra Angel", "Hill Giant"])]
    assert "rest of the game" not in out["narration"]


def test_this_turn_and_this_combat_are_unchanged() -> None:
    assert _durations(resolve_card("Target creature can't block this turn.", target="Hill Giant")) == [
        ("this_turn", ["Hill Giant"])]
    assert _durations(resolve_card("Target creature can't block this combat.", target="Hill Giant")) == [
        ("this_combat", ["Hill Giant"])]


@pytest.mark.parametrize(("en", "es"), [
    ("Target creature can't attack or block until your next turn.",
     "La criatura objetivo no puede atacar ni bloquear hasta tu próximo turno."),
])
def test_printed_spanish_reads_the_same(en: str, es: str) -> None:
    english = resolve_card(en, target="Hill Giant")
    spanish = resolve_card(es, lang="en", target="Hill Giant")
    assert _durations(spanish) == _durations(english)
    assert spanish["reading"] == english["reading"]
