"""Damage divided as you choose among targets (601.2d): the division is chosen as the spell is cast, each target at
least 1, the parts adding up to the amount; the scenario gives it in ``division`` (one part per target, in the order
of ``target``), or it is asked. Real wordings: Pyrokinesis, Flameshot, Fire Covenant, Electrolyze, and their printed
Spanish."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import CountersDivided, DamageDivided, TargetCount, plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

PYROKINESIS = "Pyrokinesis deals 4 damage divided as you choose among any number of target creatures."
FLAMESHOT = "Flameshot deals 3 damage divided as you choose among one, two, or three target creatures."
ELECTROLYZE = "Electrolyze deals 2 damage divided as you choose among one or two targets."
FIRE_COVENANT = "Fire Covenant deals X damage divided as you choose among any number of target creatures."


def _damage(result: dict[str, Any]) -> list[tuple[str, list[str], int]]:
    return [(e["player"], e["objects"], e["amount"]) for s in result["steps"] for e in s["events"]
            if e["action"] == "damage"]


def _error(text: str, **changes: Any) -> BotError:
    with pytest.raises(BotError) as exc:
        resolve_card(text, **changes)
    return exc.value


@pytest.mark.parametrize(("text", "lang", "count", "creatures"), [
    (PYROKINESIS, "en", TargetCount(0, None, any_number=True), True),
    (FLAMESHOT, "en", TargetCount(1, 3), True),
    (ELECTROLYZE, "en", TargetCount(1, 2), False),
    ("Piroquinesis hace 4 puntos de daño divididos como elijas entre cualquier número de criaturas objetivo.", "es",
     TargetCount(0, None, any_number=True), True),
    ("La Llamarada hace 3 puntos de daño divididos como elijas entre una, dos o tres criaturas objetivo.", "es",
     TargetCount(1, 3), True),
    ("Electrólisis hace 2 puntos de daño divididos como elijas entre uno o dos objetivos.", "es", TargetCount(1, 2),
     False),
])
def test_the_division_is_one_typed_step(text: str, lang: str, count: TargetCount, creatures: bool) -> None:
    step = plan_of(parse_effect(text, lang, names=(text.split(" hace ")[0].split(" deals ")[0],))).steps[0]
    assert isinstance(step, DamageDivided) and step.count == count
    assert (step.objects is not None) is creatures


def test_each_target_is_dealt_its_part_and_lethal_damage_kills() -> None:
    result = resolve_card(PYROKINESIS, target=["Hill Giant", "Grizzly Bears"], division=[3, 1])
    assert _damage(result) == [("Bob", ["Hill Giant"], 3), ("Alice", ["Grizzly Bears"], 1)]
    assert {"601.2d", "120.3e"} <= set(result["steps"][0]["citations"])
    assert [(s["player"], s["event"]) for s in result["state_based_actions"]] == [("Bob", "dies")]  # 3 on a 3/3


def test_one_target_takes_it_all_without_a_division() -> None:
    result = resolve_card(FLAMESHOT, target=["Craw Wurm"])
    assert _damage(result) == [("Dave", ["Craw Wurm"], 3)]


def test_several_targets_and_no_division_is_asked_with_an_even_split() -> None:
    exc = _error(FLAMESHOT, target=["Hill Giant", "Grizzly Bears"])
    assert (exc.code, exc.key, exc.field) == ("choice_needed", "apnap.error.division_needed", "division")
    assert exc.suggestions == ["division: [2, 1]"]


@pytest.mark.parametrize("division", [[2, 1], [4], [3, 1, 0], [1, 1, 1, 1]])
def test_a_division_that_does_not_fit_is_refused(division: list[int]) -> None:
    """601.2d: one part per target, each at least 1, adding up to the amount."""
    exc = _error(PYROKINESIS, target=["Hill Giant", "Grizzly Bears"], division=division)
    assert exc.code == "bad_scenario" and exc.field.startswith("division")


def test_more_targets_than_the_word_allows_is_refused() -> None:
    exc = _error(FLAMESHOT, target=["Hill Giant", "Grizzly Bears", "Serra Angel", "Craw Wurm"],
                 division=[1, 1, 1, 0])
    assert exc.code == "bad_scenario"


def test_no_target_named_is_asked() -> None:
    exc = _error(PYROKINESIS)
    assert (exc.code, exc.key) == ("choice_needed", "apnap.error.targets_needed")


def test_x_is_the_amount_divided() -> None:
    result = resolve_card(FIRE_COVENANT, target=["Hill Giant", "Craw Wurm"], x=7, division=[3, 4])
    assert _damage(result) == [("Bob", ["Hill Giant"], 3), ("Dave", ["Craw Wurm"], 4)]


def test_any_targets_may_be_players_and_creatures() -> None:
    """Electrolyze: one to Bob (life lost, 120.3a), one to Dave's Llanowar Elves."""
    result = resolve_card(ELECTROLYZE, target=["Bob", "Llanowar Elves"], division=[1, 1])
    assert _damage(result) == [("Bob", [], 1), ("Dave", ["Llanowar Elves"], 1)]
    assert result["life"]["Bob"] == 19


def test_a_division_for_a_text_that_divides_nothing_is_refused() -> None:
    exc = _error("Destroy target creature.", target="Hill Giant", division=[1])
    assert (exc.code, exc.key) == ("bad_scenario", "apnap.error.division_unused")


def test_it_renders_back_in_both_languages() -> None:
    plan = plan_of(parse_effect(FLAMESHOT, names=("Flameshot",)))
    assert render_plan(plan, "en") == ("This permanent deals 3 damage divided as you choose among one, two, or three "
                                       "target creatures.")
    assert render_plan(plan, "es") == ("Este permanente hace 3 puntos de daño divididos como elijas entre una, dos o "
                                       "tres criaturas objetivo.")


def test_printed_spanish_resolves_the_same() -> None:
    text = "Piroquinesis hace 4 puntos de daño divididos como elijas entre cualquier número de criaturas objetivo."
    result = resolve_card(text, target=["Hill Giant", "Grizzly Bears"], division=[3, 1])
    assert _damage(result) == [("Bob", ["Hill Giant"], 3), ("Alice", ["Grizzly Bears"], 1)]


VIVIEN = ("+1: Distribute two +1/+1 counters among up to two target creatures. They gain trample until end of "
          "turn.")


@pytest.mark.parametrize(("text", "lang"), [
    ("Distribute two +1/+1 counters among up to two target creatures.", "en"),  # Vivien, Arkbow Ranger
    ("Distribuye dos contadores +1/+1 entre hasta dos criaturas objetivo.", "es"),
])
def test_distributed_counters_are_one_typed_step(text: str, lang: str) -> None:
    step = plan_of(parse_effect(text, lang)).steps[0]
    assert isinstance(step, CountersDivided) and step.kind == "+1/+1" and step.count == TargetCount(0, 2)
    plan = plan_of(parse_effect(text, lang))
    assert render_plan(plan, "en") == "Distribute two +1/+1 counters among up to two target creatures."
    assert render_plan(plan, "es") == "Distribuye dos contadores +1/+1 entre hasta dos criaturas objetivo."


def test_each_target_gets_its_counters_and_they_gain_trample() -> None:
    result = resolve_card(VIVIEN, target=["Craw Wurm", "Llanowar Elves"], division=[1, 1])
    counters = [(e["objects"], e["amount"]) for e in result["steps"][0]["events"]]
    assert counters == [(["Craw Wurm"], 1), (["Llanowar Elves"], 1)]
    assert {"601.2d", "122.1"} <= set(result["steps"][0]["citations"])
    assert sorted(result["steps"][1]["events"][0]["objects"]) == ["Craw Wurm", "Llanowar Elves"]


def test_one_target_gets_every_counter_and_two_need_a_division() -> None:
    result = resolve_card(VIVIEN, target=["Craw Wurm"])
    assert [(e["objects"], e["amount"]) for e in result["steps"][0]["events"]] == [(["Craw Wurm"], 2)]
    exc = _error(VIVIEN, target=["Craw Wurm", "Llanowar Elves"])
    assert (exc.key, exc.suggestions) == ("apnap.error.division_needed", ["division: [1, 1]"])
