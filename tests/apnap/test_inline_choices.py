"""A choice inside one instruction between words the card prints (608.2d): "tap or untap target permanent" (Esper
Sojourners, Coral Trickster, Puppet Strings, Hyperion Blacksmith). The answer is the controller's next ``choices``
entry, the word as printed; with none, ``choice_needed`` names the field and the answers it could give, never a
default. Printed Spanish reads into the same plan."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import TapTarget, plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import board, resolve_card

UNTAPPED = board()["players"][1]["battlefield"]


def _events(result: dict[str, Any]) -> list[tuple[str, str, list[str]]]:
    return [(e["player"], e["action"], list(e["objects"])) for s in result["steps"] for e in s["events"]]


@pytest.mark.parametrize("text", [
    "You may tap or untap target permanent.",  # Esper Sojourners, Coral Trickster
    "You may tap or untap target creature.",  # Puppet Strings
    "You may tap or untap target artifact an opponent controls.",  # Hyperion Blacksmith
    "Puedes girar o enderezar el permanente objetivo.",
])
def test_tap_or_untap_is_a_tap_whose_controller_may_untap_instead(text: str) -> None:
    step = plan_of(parse_effect(text)).steps[0]
    assert isinstance(step, TapTarget) and step.or_untap and step.optional


def test_the_controller_chooses_tap() -> None:
    result = resolve_card("You may tap or untap target creature.", target="Hill Giant",
                          choices={"Dave": ["yes", "tap"]})
    assert _events(result) == [("Dave", "tap", ["Hill Giant"])]
    assert result["steps"][0]["action"] == "tap"
    assert {"608.2d", "701.26a"} <= set(result["steps"][0]["citations"])


def test_the_controller_chooses_untap_of_a_tapped_permanent() -> None:
    tapped = [{"name": "Hill Giant", "types": ["creature"], "power": 3, "toughness": 3, "tapped": True},
              *UNTAPPED[1:]]
    result = resolve_card("You may tap or untap target permanent.", target="Hill Giant",
                          choices={"Dave": ["yes", "untap"]}, Bob={"battlefield": tapped})
    assert _events(result) == [("Dave", "untap", ["Hill Giant"])]
    assert "701.26b" in result["steps"][0]["citations"]


def test_no_answer_is_asked_naming_the_field_and_the_answers() -> None:
    with pytest.raises(BotError) as exc:
        resolve_card("You may tap or untap target permanent.", target="Hill Giant", choices={"Dave": ["yes"]})
    assert (exc.value.code, exc.value.key, exc.value.field) == ("choice_needed", "apnap.error.inline_choice_needed",
                                                                "choices")
    assert exc.value.suggestions == ["choices: {Dave: [yes, tap]}", "choices: {Dave: [yes, untap]}"]


@pytest.mark.parametrize(("text", "lang"), [
    ("When you cycle Esper Sojourners or it dies, you may tap or untap target permanent.", "en"),
    ("{2}, {T}: You may tap or untap target creature.", "en"),
    ("Puedes girar o enderezar el permanente objetivo.", "es"),
])
def test_the_suggested_answer_keeps_the_may_taken_before_it(text: str, lang: str) -> None:
    """With no ``choices`` at all, the "may" took its default "yes" first: the answer to give starts with it (an
    answer of only ``[tap]`` would be read by the "may" and refused as illegal), and giving it resolves."""
    with pytest.raises(BotError) as exc:
        resolve_card(text, lang=lang, card="Esper Sojourners", target="Hill Giant")
    assert exc.value.suggestions == ["choices: {Dave: [yes, tap]}", "choices: {Dave: [yes, untap]}"]
    result = resolve_card(text, lang=lang, card="Esper Sojourners", target="Hill Giant",
                          choices={"Dave": ["yes", "tap"]})
    assert _events(result)[-1] == ("Dave", "tap", ["Hill Giant"])


def test_declining_the_may_asks_nothing_more() -> None:
    result = resolve_card("You may tap or untap target permanent.", target="Hill Giant", choices={"Dave": ["no"]})
    assert all(not e["objects"] for s in result["steps"] for e in s["events"])


def test_spanish_reads_the_same_plan_and_both_render_back() -> None:
    en = plan_of(parse_effect("You may tap or untap target permanent.")).steps[0]
    es = plan_of(parse_effect("Puedes girar o enderezar el permanente objetivo.", "es")).steps[0]
    assert type(en) is type(es) and (en.or_untap, en.objects, en.optional) == (es.or_untap, es.objects, es.optional)
    plan = plan_of(parse_effect("You may tap or untap target permanent."))
    assert render_plan(plan, "en") == "You may tap or untap target permanent."
    assert render_plan(plan, "es") == "Puedes girar o enderezar el permanente objetivo."
    result = resolve_card("Puedes girar o enderezar el permanente objetivo.", target="Hill Giant",
                          choices={"Dave": ["sí", "tap"]})
    assert _events(result) == [("Dave", "tap", ["Hill Giant"])]


SHORECRASHER = "{1}: Shorecrasher Elemental gets +1/-1 or -1/+1 until end of turn."


@pytest.mark.parametrize(("text", "lang"), [
    ("Shorecrasher Elemental gets +1/-1 or -1/+1 until end of turn.", "en"),
    ("Shorecrasher Elemental obtiene +1/-1 o -1/+1 hasta el final del turno.", "es"),
])
def test_either_size_is_one_step_with_both_sizes(text: str, lang: str) -> None:
    step = plan_of(parse_effect(text, lang, names=("Shorecrasher Elemental",))).steps[0]
    assert (step.power, step.toughness, step.or_size) == (1, -1, (-1, 1))
    plan = plan_of(parse_effect(text, lang, names=("Shorecrasher Elemental",)))
    assert render_plan(plan, "en") == "This permanent gets +1/-1 or -1/+1 until end of turn."
    assert render_plan(plan, "es") == "Este permanente obtiene +1/-1 o -1/+1 hasta el final del turno."


@pytest.mark.parametrize(("answer", "pt"), [("-1/+1", "-1/+1"), ("+1/-1", "+1/-1")])
def test_the_controller_chooses_the_size(answer: str, pt: str) -> None:
    result = resolve_card(SHORECRASHER, card="Shorecrasher Elemental", choices={"Dave": [answer]},
                          Dave={"battlefield": [{"name": "Shorecrasher Elemental", "types": ["creature"],
                                                 "power": 3, "toughness": 3}]})
    event = result["steps"][0]["events"][0]
    assert (event["action"], event["objects"], event["pt"]) == ("modify", ["Shorecrasher Elemental"], pt)


def test_no_size_chosen_is_asked() -> None:
    with pytest.raises(BotError) as exc:
        resolve_card(SHORECRASHER, card="Shorecrasher Elemental")
    assert exc.value.key == "apnap.error.inline_choice_needed"
    assert exc.value.suggestions == ["choices: {Dave: [+1/-1]}", "choices: {Dave: [-1/+1]}"]
