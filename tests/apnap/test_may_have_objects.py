"""A change to permanents the controller may have happen (608.2d): "you may have target creature get +3/-3 until
end of turn" (Thorntooth Witch), "you may have Ally creatures you control gain first strike until end of turn"
(Highland Berserker), "you may have it deal damage to target creature equal to the number of artifacts you control"
(Reclusive Artificer); printed Spanish "puedes hacer que la criatura objetivo obtenga …". The controller says yes or
no as the effect reaches it; the target was chosen as it was put on the stack (601.2c). All were refused before
(session 32, gE19)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import run

WITCH = "You may have target creature get +3/-3 until end of turn."
WITCH_ES = "Puedes hacer que la criatura objetivo obtenga +3/-3 hasta el final del turno."
BERSERKER = "You may have creatures you control gain first strike until end of turn."
BERSERKER_ES = ("Puedes hacer que las criaturas que controlas ganen la habilidad de dañar primero hasta el final del "
                "turno.")
ARTIFICER = "You may have this permanent deal damage to target creature equal to the number of creatures you control."
ARTIFICER_ES = ("Puedes hacer que este permanente haga una cantidad de daño igual a la cantidad de criaturas que "
                "controlas a la criatura objetivo.")


@pytest.mark.parametrize("effect", [WITCH, WITCH_ES])
def test_yes_gives_the_target_the_change(effect: str) -> None:
    out = run({}, effect=effect, target="Hill Giant")
    (step,) = out["steps"]
    assert [(c["player"], c["answer"]) for c in step["choices"]] == [("Dave", "yes")]  # the controller's, once
    assert [(e["objects"], e["pt"]) for e in step["events"]] == [(["Hill Giant"], "+3/-3")]
    assert "608.2d" in step["citations"] and "611.2a" in step["citations"]


@pytest.mark.parametrize("effect", [WITCH, WITCH_ES])
def test_no_leaves_the_target_as_it_is(effect: str) -> None:
    out = run({}, effect=effect, target="Hill Giant", choices={"Dave": ["no"]})
    (step,) = out["steps"]
    assert step["events"] == [] and out["state_based_actions"] == []


@pytest.mark.parametrize("effect", [BERSERKER, BERSERKER_ES])
def test_yes_changes_every_permanent_of_the_kind(effect: str) -> None:
    out = run({}, effect=effect)
    (step,) = out["steps"]
    (event,) = step["events"]
    assert sorted(event["objects"]) == ["Craw Wurm", "Llanowar Elves"] and event["keywords"] == "first strike"


@pytest.mark.parametrize("effect", [ARTIFICER, ARTIFICER_ES])
def test_damage_equal_to_a_count_said_after_the_target(effect: str) -> None:
    out = run({}, effect=effect, target="Hill Giant")  # Dave controls two creatures: 2 damage (608.2h)
    (step,) = out["steps"]
    assert [(e["objects"], e["amount"]) for e in step["events"]] == [(["Hill Giant"], 2)]


@pytest.mark.parametrize(("effect", "en", "es"), [
    (WITCH, WITCH, WITCH_ES), (WITCH_ES, WITCH, WITCH_ES), (BERSERKER, BERSERKER, BERSERKER_ES),
])
def test_the_reading_says_the_controller_decides(effect: str, en: str, es: str) -> None:
    plan = plan_of(parse_effect(effect, None, None, ()))
    assert (render_plan(plan, "en"), render_plan(plan, "es")) == (en, es)


def test_another_players_decision_is_refused() -> None:
    with pytest.raises(BotError) as info:
        run({}, effect="Target player may have target creature get +1/+1 until end of turn.")
    assert info.value.code == "unsupported_effect"


@settings(max_examples=15, deadline=None)
@given(st.integers(0, 5), st.integers(0, 5), st.booleans())
def test_any_size_is_the_one_printed_or_none(power: int, toughness: int, yes: bool) -> None:
    effect = f"You may have target creature get +{power}/-{toughness} until end of turn."
    out = run({}, effect=effect, target="Serra Angel", choices={"Dave": ["yes" if yes else "no"]})
    (step,) = out["steps"]
    # a zero beside a negative number takes its sign, as cards print it ("-0/-1", "-2/-0"; hS41), "+0" otherwise
    said = f"{power:+d}/{-toughness:+d}" if power or not toughness else f"-0/{-toughness:+d}"
    assert [e["pt"] for e in step["events"]] == ([said] if yes and (power or toughness) else [])
