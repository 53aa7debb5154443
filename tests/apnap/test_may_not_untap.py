""""You may choose not to untap Ashnod's Battle Gear during your untap step" (Ashnod's Battle Gear, Endoskeleton,
Rubinia Soulsinger, Rubinia's kin: 25 cards of the corpus): the source's static ability, read as the "doesn't untap"
step (502.3) marked as its controller's choice, never as a rule that keeps it tapped. English and printed Spanish
read into the same plan; the reading, the event and the narration say it is a choice. Before, refused."""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import DoesntUntap, plan_of
from bot.apnap.render import render_plan
from tests.apnap.realcards import resolve_card


@pytest.mark.parametrize(("text", "card", "lang"), [
    ("You may choose not to untap Ashnod's Battle Gear during your untap step.", "Ashnod's Battle Gear", "en"),
    ("You may choose not to untap Endoskeleton during your untap step.", "Endoskeleton", "en"),
    ("You may choose not to untap Rubinia Soulsinger during your untap step.", "Rubinia Soulsinger", "en"),
    ("Puedes elegir no enderezar el Equipo de batalla de Ashnod durante tu paso de enderezar.",
     "el Equipo de batalla de Ashnod", "es"),
])
def test_read_as_the_controllers_choice_on_the_source(text: str, card: str, lang: str) -> None:
    plan = plan_of(parse_effect(text, lang, names=(card,)))
    step = plan.steps[0]
    assert isinstance(step, DoesntUntap) and step.may_choose and step.on == "source" and step.during == "each"
    assert render_plan(plan, "en") == "You may choose not to untap this permanent during your untap step."
    assert render_plan(plan, "es") == "Puedes elegir no enderezar este permanente durante tu paso de enderezar."


def test_a_stay_tapped_rule_is_not_marked_as_a_choice() -> None:
    step = plan_of(parse_effect("Endoskeleton doesn't untap during your untap step.", names=("Endoskeleton",))).steps[0]
    assert isinstance(step, DoesntUntap) and not step.may_choose


@pytest.mark.parametrize(("text", "lang", "said"), [
    ("You may choose not to untap Endoskeleton during your untap step.", None, "may choose not to untap it"),
    ("Puedes elegir no enderezar Endoskeleton durante tu paso de enderezar.", "es", "puede elegir no enderezarlo"),
])
def test_the_result_says_the_choice_and_not_that_it_stays_tapped(text: str, lang: str | None, said: str) -> None:
    result = resolve_card(text, lang=lang, card="Endoskeleton")
    event = result["steps"][0]["events"][0]
    assert (event["action"], event["objects"], event["may_choose"]) == ("doesnt_untap", ["Endoskeleton"], True)
    assert said in result["narration"]
    assert "doesn't untap" not in result["narration"] and "no se endereza" not in result["narration"]
    assert "502.3" in result["citations"]
