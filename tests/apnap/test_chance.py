"""Coin flips and die rolls (705, 706): a typed step each, the outcome given by the scenario (``flips``,
``rolls``) or asked for, and the sentences after them checked against it (608.2c). Real card text."""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import Damage, Draw, FlipCoin, FlipWon, RollDie, RollIs, plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

WINTER_SKY = ("Flip a coin. If you win the flip, Winter Sky deals 1 damage to each creature and each player. If you "
              "lose the flip, each player draws a card.")
VOLATILE_RIG = ("When Volatile Rig dies, flip a coin. If you lose the flip, it deals 4 damage to each creature and "
                "each player.")
CHICKEN_EGG = ("At the beginning of your upkeep, roll a six-sided die. If you roll a 6, sacrifice Chicken Egg and "
               "create a 4/4 red Giant Chicken creature token.")
# The same constructions as printed Spanish says them (705: "lanzar una moneda", "gana el lanzamiento"; 706: "tirar
# un dado", "dado de seis caras").
CIELO = ("Lanza una moneda. Si ganas el lanzamiento, este permanente hace 1 punto de daño a cada criatura y a cada "
         "jugador. Si pierdes el lanzamiento, cada jugador roba una carta.")
DADO = "Tira un dado de seis caras. Si sacas un 6, cada oponente pierde 2 vidas."


_resolve = resolve_card  # the standard board with the effect, resolved (tests/apnap/realcards.py)


def _steps(out: dict) -> list[tuple[str, list[tuple[str, object]]]]:
    return [(s["action"], [(e["player"], e.get("result", e.get("amount"))) for e in s["events"]])
            for s in out["steps"]]


@pytest.mark.parametrize("text", [WINTER_SKY, CIELO])
def test_a_flip_and_what_follows_it_read_into_one_plan(text: str) -> None:
    plan = plan_of(parse_effect(text, None, None, ("Winter Sky",)))
    flip, damage, draw = plan.steps
    assert isinstance(flip, FlipCoin) and flip.subject.kind == "you"
    assert isinstance(damage, Damage) and damage.condition == FlipWon(True)
    assert isinstance(draw, Draw) and draw.condition == FlipWon(False)


def test_a_won_flip_does_only_what_winning_does() -> None:
    out = _resolve(WINTER_SKY, flips=["won"])
    assert [a for a, _ in _steps(out)] == ["flip", "damage"]  # no draw: the flip was not lost
    assert _steps(out)[0] == ("flip", [("Dave", "won")])
    assert out["steps"][0]["citations"][:2] == ["705.1", "705.2"]
    assert {(x["event"], x.get("object")) for x in out["state_based_actions"]} == {("dies", "Llanowar Elves")}


def test_a_lost_flip_does_only_what_losing_does() -> None:
    out = _resolve(WINTER_SKY, flips=["lost"])
    assert _steps(out) == [("flip", [("Dave", "lost")]),
                           ("draw", [("Bob", 1), ("Carol", 1), ("Dave", 1), ("Alice", 1)])]


def test_the_spanish_flip_resolves_the_same() -> None:
    out = _resolve(CIELO, flips=["ganado"])
    assert [a for a, _ in _steps(out)] == ["flip", "damage"]
    assert "Dave lanza una moneda y gana el lanzamiento" in out["narration"]
    assert "Dave flips a coin and loses the flip" in _resolve(WINTER_SKY, flips=["lost"])["narration"]


def test_an_outcome_nobody_gave_is_asked_naming_the_field() -> None:
    with pytest.raises(BotError) as exc:
        _resolve(WINTER_SKY)
    assert exc.value.code == "choice_needed" and exc.value.field == "flips"
    with pytest.raises(BotError) as exc:
        _resolve(CHICKEN_EGG)
    assert exc.value.code == "choice_needed" and exc.value.field == "rolls"


def test_a_dies_trigger_flip_lost_lets_its_source_deal_the_damage() -> None:
    out = _resolve(VOLATILE_RIG.split(", ", 1)[1], flips=["lost"])
    assert [a for a, _ in _steps(out)] == ["flip", "damage"]
    assert out["steps"][1]["events"][0]["amount"] == 4
    assert _steps(_resolve(VOLATILE_RIG.split(", ", 1)[1], flips=["won"])) == [("flip", [("Dave", "won")])]


def test_a_roll_reads_its_die_and_its_result_decides() -> None:
    plan = plan_of(parse_effect(CHICKEN_EGG.split(", ", 1)[1], None, None, ("Chicken Egg",)))
    roll = plan.steps[0]
    assert isinstance(roll, RollDie) and roll.sides == 6
    assert all(step.condition == RollIs(6, 6) for step in plan.steps[1:])
    six = _resolve(CHICKEN_EGG, rolls=[6])
    assert [a for a, _ in _steps(six)] == ["roll", "sacrifice", "create"]
    assert six["steps"][0]["citations"][:2] == ["706.1", "706.2"]
    assert _steps(_resolve(CHICKEN_EGG, rolls=[3])) == [("roll", [("Dave", 3)])]


def test_the_spanish_roll_resolves_the_same() -> None:
    out = _resolve(DADO, rolls=[6])
    assert _steps(out) == [("roll", [("Dave", 6)]), ("lose_life", [("Bob", 2), ("Carol", 2), ("Alice", 2)])]
    assert "Dave tira un dado de 6 caras: 6" in out["narration"]


@pytest.mark.parametrize(("changes", "key"), [
    ({"rolls": [7]}, "apnap.error.roll_out_of_range"),  # 706.1a: a six-sided die shows 1 to 6
    ({"rolls": [6], "flips": ["won"]}, "apnap.error.chance_unused"),  # nothing flips a coin
])
def test_an_impossible_outcome_is_bad_input(changes: dict, key: str) -> None:
    with pytest.raises(BotError) as exc:
        _resolve(CHICKEN_EGG, **changes)
    assert exc.value.code == "bad_scenario" and exc.value.key == key


def test_a_flip_word_that_is_no_outcome_is_bad_input() -> None:
    with pytest.raises(BotError) as exc:
        _resolve(WINTER_SKY, flips=["heads"])
    assert exc.value.key == "apnap.error.flip_word"


@pytest.mark.parametrize("text", [
    "If you win the flip, draw a card.",  # no flip before it
    "Each player flips a coin. If you win the flip, draw a card.",  # whose flip "you" won is not said
    "Roll a six-sided die. If you roll a 7, draw a card.",  # a six-sided die has no 7
    "Flip a coin until you lose a flip or choose to stop flipping.",  # Fiery Gambit's repeated flips: not read
])
def test_chance_words_with_no_meaning_here_are_refused(text: str) -> None:
    with pytest.raises(BotError) as exc:
        parse_effect(text)
    assert exc.value.code == "unsupported_effect"


def test_the_plan_says_the_flip_and_the_roll_back() -> None:
    plan = plan_of(parse_effect(WINTER_SKY, None, None, ("Winter Sky",)))
    assert render_plan(plan) == ("Flip a coin. If you win the flip, this permanent deals 1 damage to each creature "
                                 "and each player. If you lose the flip, each player draws a card.")
    assert render_plan(plan, "es").startswith("Lanza una moneda. Si ganas el lanzamiento, este permanente hace")
    assert render_plan(plan_of(parse_effect(DADO)), "es") == DADO
    assert render_plan(plan_of(parse_effect(DADO))) == ("Roll a six-sided die. If you roll a 6, each opponent loses 2 "
                                                        "life.")


@pytest.mark.parametrize("text", [
    "When this creature enters the battlefield, roll a six-sided die. Target opponent loses life equal to the result.",
    "Roll a six-sided die. Target opponent loses X life, where X is the result.",
    "Tira un dado de seis caras. El oponente objetivo pierde una cantidad de vidas igual al resultado.",
])
def test_the_result_of_the_roll_is_an_amount(text: str) -> None:
    out = _resolve(text, rolls=[4], target="Bob")
    assert _steps(out) == [("roll", [("Dave", 4)]), ("lose_life", [("Bob", 4)])]


def test_the_result_of_no_roll_is_refused() -> None:
    with pytest.raises(BotError) as exc:
        parse_effect("Target opponent loses life equal to the result.")
    assert exc.value.code == "unsupported_effect"


def test_outcomes_given_and_not_used_are_named() -> None:
    out = _resolve(WINTER_SKY, flips=["lost", "won"])  # one flip made, two outcomes given
    assert any("`flips`" in w for w in out["warnings"])
    assert not _resolve(WINTER_SKY, flips=["lost"])["warnings"]
