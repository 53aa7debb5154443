""""Destroy target creature if it's white" (Exile's kin), "put a +1/+1 counter on equipped creature if it's white"
(Bone Saw's kin), "Untap target Griffin. If it's a creature, it gets +1/+1", "Destruye la criatura objetivo si es
blanca": a condition on the one permanent the instruction acts on, checked as it is reached (608.2c;
grammar/object_is.py, engine/object_checks.py). Before, refused. An instruction on no single permanent, or on a
spell, is refused naming the condition, never answered."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import resolve_card


def _events(result: dict[str, Any]) -> list[tuple[str, list[str]]]:
    return [(e["action"], e["objects"]) for s in result["steps"] for e in s["events"]]


@pytest.mark.parametrize(("target", "destroyed"), [("Serra Angel", True), ("Hill Giant", False)])
def test_the_target_is_destroyed_only_if_it_is_white(target: str, destroyed: bool) -> None:
    result = resolve_card("Destroy target creature if it's white.", target=target)
    assert _events(result) == ([("destroy", [target])] if destroyed else [])
    assert [c["holds"] for c in result["conditions"]] == [destroyed]
    assert "608.2c" in result["citations"]


@pytest.mark.parametrize(("text", "lang"), [
    ("Destroy target creature if it's red.", None),
    ("Destruye la criatura objetivo si es roja.", "es"),
    ("Destruye la criatura objetivo si es de color rojo.", "es"),  # the reading's own Spanish reads back
])
def test_a_red_target_in_either_language(text: str, lang: str | None) -> None:
    assert _events(resolve_card(text, lang=lang, target="Hill Giant")) == [("destroy", ["Hill Giant"])]


@pytest.mark.parametrize(("attached", "counted"), [("Serra Angel", True), ("Hill Giant", False)])
def test_the_equipped_creature_gets_its_counter_only_if_white(attached: str, counted: bool) -> None:
    text = "At the beginning of your upkeep, put a +1/+1 counter on equipped creature if it's white."
    result = resolve_card(text, card="Bone Saw", attached_to=attached)
    assert _events(result) == ([("counter", [attached])] if counted else [])


def test_a_later_instruction_on_the_same_target() -> None:
    text = "Untap target Griffin. If it's a creature, it gets +1/+1 until end of turn."
    griffin = {"name": "Griffin Sentinel", "types": ["creature"], "subtypes": ["Griffin"], "power": 1, "toughness": 3,
               "tapped": True}
    result = resolve_card(text, target="Griffin Sentinel", Dave={"battlefield": [griffin]})
    assert [a for a, _ in _events(result)] == ["untap", "modify"]


@pytest.mark.parametrize(("text", "lang"), [
    ("Destroy target creature if it's white.", "en"),
    ("Destruye la criatura objetivo si es blanca.", "es"),
])
def test_both_languages_read_one_plan_and_say_it_after_the_instruction(text: str, lang: str) -> None:
    plan = plan_of(parse_effect(text, lang))
    check = getattr(plan.steps[0].condition, "check", None)
    assert type(check).__name__ == "ObjectIs" and check.filter.colors == frozenset({"white"})
    assert render_plan(plan, "en") == "Destroy target creature if it's white."
    assert render_plan(plan, "es") == "Destruye la criatura objetivo si es de color blanco."


@pytest.mark.parametrize(("text", "extra"), [
    ("Draw a card if it's white.", {}),  # no object at all (a spell on the stack: test_stack_objects.py)
])
def test_an_instruction_on_no_permanent_is_refused(text: str, extra: dict[str, Any]) -> None:
    with pytest.raises(BotError) as exc:
        resolve_card(text, **extra)
    assert exc.value.code == "unsupported_effect"
