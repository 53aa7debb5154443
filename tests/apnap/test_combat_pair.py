"""Combat relations between two specific creatures (issue #22): "Target creature blocks target creature this turn if
able" (Rimehorn Aurochs, 509.1c), "Target creature can't block target creature this turn" (509.1b), printed Spanish
"La criatura objetivo bloquea a la criatura objetivo este turno si puede" / "… no puede bloquear a la criatura
objetivo este turno", and the permission "can block any number of creatures [this turn]" (Valor Made Real, Avatar of
Hope, Give No Ground; "puede bloquear a cualquier cantidad de criaturas", 509.1a). Before, each was refused. The two
target words take the names of ``target`` in the order the words are printed (601.2c)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.apnap import plan as p
from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import board

CREATURES = ["Hill Giant", "Craw Wurm", "Grizzly Bears", "Llanowar Elves", "Serra Angel"]


def resolve(effect: str, lang: str | None = None, **more: Any) -> dict[str, Any]:
    return resolve_text(json.dumps(board(effect=effect, **more)), lang)


def events(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"]]


@pytest.mark.parametrize(("text", "lang", "rule", "cited", "said"), [
    ("Target creature blocks target creature this turn if able.", None, "must_block_target", "509.1c",
     "Craw Wurm blocks Hill Giant if able"),
    ("Target creature can't block target creature this turn.", None, "cant_block_target", "509.1b",
     "Craw Wurm can't block Hill Giant"),
    ("La criatura objetivo bloquea a la criatura objetivo este turno si puede.", "es", "must_block_target", "509.1c",
     "Craw Wurm bloquea a Hill Giant si es posible"),
    ("La criatura objetivo no puede bloquear a la criatura objetivo este turno.", "es", "cant_block_target",
     "509.1b", "Craw Wurm no puede bloquear a Hill Giant"),
])
def test_the_first_target_must_or_cant_block_the_second(text: str, lang: str | None, rule: str, cited: str,
                                                         said: str) -> None:
    out = resolve(text, lang, target=["Craw Wurm", "Hill Giant"])
    (event,) = events(out)
    assert (event["action"], event["rule"], event["objects"], event["whom"]) == \
        ("combat_rule", rule, ["Craw Wurm"], "Hill Giant")
    assert {cited, "601.2c", "611.2a", "115.1"} <= set(out["steps"][0]["citations"])
    assert said in out["narration"]


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.permutations(CREATURES))
def test_the_names_are_taken_in_the_order_of_the_words(names: list[str]) -> None:
    """601.2c: whichever two creatures are named, the first is the blocker and the second whom it blocks."""
    first, second = names[:2]
    out = resolve("Target creature blocks target creature this turn if able.", target=[first, second])
    (event,) = events(out)
    assert (event["objects"], event["whom"]) == ([first], second)


def test_a_missing_second_target_is_asked_with_the_creatures_it_may_be() -> None:
    with pytest.raises(BotError) as caught:
        resolve("Target creature blocks target creature this turn if able.", target=["Craw Wurm"])
    assert caught.value.code == "choice_needed"
    assert "Craw Wurm" not in caught.value.suggestions and "Hill Giant" in caught.value.suggestions


def test_a_second_target_of_the_wrong_kind_is_refused() -> None:
    with pytest.raises(BotError) as caught:
        resolve("Target creature blocks target creature this turn if able.", target=["Craw Wurm", "Sol Ring"])
    assert caught.value.code == "bad_scenario"


def test_the_plan_reads_both_target_words_in_both_languages() -> None:
    text = "Target creature blocks target creature this turn if able."
    (step,) = plan_of(parse_effect(text)).steps
    assert isinstance(step, p.TargetCombatRequirement)
    assert (step.rule, step.other, step.whom is not None and step.whom.noun) == ("must_block_target", None,
                                                                                  "creature")
    assert render_plan(plan_of(parse_effect(text)), "en") == text
    es = plan_of(parse_effect("La criatura objetivo no puede bloquear a la criatura objetivo este turno.", "es"))
    assert render_plan(es, "es") == "La criatura objetivo no puede bloquear a la criatura objetivo este turno."


def test_a_second_target_that_player_controls_is_refused_with_its_words() -> None:
    with pytest.raises(BotError) as caught:
        parse_effect("Target creature blocks target creature that player controls this turn if able.")
    assert "target creature that player controls" in str(caught.value) or "that player" in str(caught.value)


@pytest.mark.parametrize(("text", "lang", "duration", "said"), [
    ("Target creature can block any number of creatures this turn.", None, "this_turn",
     "Hill Giant can block any number of creatures this turn"),
    ("La criatura objetivo puede bloquear a cualquier cantidad de criaturas este turno.", "es", "this_turn",
     "Hill Giant puede bloquear a cualquier cantidad de criaturas este turno"),
    ("This creature can block any number of creatures.", None, "static", "can block any number of creatures"),
    ("Esta criatura puede bloquear cualquier cantidad de criaturas.", "es", "static",
     "puede bloquear a cualquier cantidad de criaturas"),
])
def test_block_any_number_is_a_permission(text: str, lang: str | None, duration: str, said: str) -> None:
    out = resolve(text, lang, target="Hill Giant") if "objetivo" in text or "Target" in text else resolve(text, lang)
    (event,) = events(out)
    assert (event["action"], event["rule"], event["duration"]) == ("combat_rule", "block_any_number", duration)
    assert "509.1a" in out["steps"][0]["citations"]
    assert said in out["narration"]


def test_give_no_ground_gets_and_can_block_any_number() -> None:
    out = resolve("Target creature gets +2/+6 until end of turn and can block any number of creatures this turn.",
                  target="Hill Giant")
    assert [(e["action"], e["objects"]) for e in events(out)] == [("modify", ["Hill Giant"]),
                                                                  ("combat_rule", ["Hill Giant"])]
    assert events(out)[1]["rule"] == "block_any_number"
