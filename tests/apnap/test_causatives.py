"""Causatives (issue #22): "you may have each opponent lose 1 life" — the controller decides once (608.2d), and
with yes the players named do it themselves; English and printed Spanish ("puedes hacer que cada oponente
pierda 1 vida") read into the same plan, said back as the card says it."""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import run

TAUNTINGS = "Whenever you cast a spell during an opponent's turn, you may have each opponent lose 1 life."
TAUNTINGS_ES = "Siempre que lances un hechizo durante el turno de un oponente, puedes hacer que cada oponente " \
               "pierda 1 vida."
NIHIL = ("At the beginning of each opponent's upkeep, if that player has no cards in hand and this enchantment has "
         "two or more quest counters on it, you may have that player lose 5 life.")


@pytest.mark.parametrize("effect", [TAUNTINGS, TAUNTINGS_ES])
def test_the_controller_says_yes_and_each_opponent_loses(effect: str) -> None:
    out = run({}, effect=effect)
    (step,) = out["steps"]
    assert [(c["player"], c["answer"]) for c in step["choices"]] == [("Dave", "yes")]  # one decision, Dave's
    assert [(e["player"], e["amount"]) for e in step["events"]] == [("Bob", 1), ("Carol", 1), ("Alice", 1)]
    assert step["order"] == ["Bob", "Carol", "Alice"] and "608.2d" in step["citations"]


@pytest.mark.parametrize("effect", [TAUNTINGS, TAUNTINGS_ES])
def test_the_controller_says_no_and_nobody_loses(effect: str) -> None:
    out = run({}, effect=effect, choices={"Dave": ["no"]})
    (step,) = out["steps"]
    assert step["events"] == [] and out["life"]["Bob"] == 20


def test_that_player_after_an_intervening_if() -> None:
    out = run({}, effect=NIHIL, that_player="Carol", condition=True)
    (step,) = out["steps"]
    assert [(e["player"], e["amount"]) for e in step["events"]] == [("Carol", 5)]
    assert [s["rules"] for s in out["state_based_actions"] if s["player"] == "Carol"] == [["704.5a"]]


def test_each_other_player_gains() -> None:
    out = run({}, effect="You may have each other player gain 5 life.")
    (step,) = out["steps"]
    assert {e["player"]: e["amount"] for e in step["events"]} == {"Bob": 5, "Carol": 5, "Alice": 5}


@pytest.mark.parametrize("effect", [
    "You may have each opponent lose 1 life and draw a card.",  # whose decision the second verb is: not said
    "You may have each opponent may lose 1 life.",
])
def test_what_a_causative_cannot_say_is_refused(effect: str) -> None:
    with pytest.raises(BotError) as info:
        run({}, effect=effect)
    assert info.value.code == "unsupported_effect"


@pytest.mark.parametrize(("effect", "en", "es"), [
    ("You may have each opponent lose 1 life.", "You may have each opponent lose 1 life.",
     "Puedes hacer que cada oponente pierda 1 vida."),
    ("Puedes hacer que ese jugador pierda 5 vidas.", "You may have that player lose 5 life.",
     "Puedes hacer que ese jugador pierda 5 vidas."),
])
def test_the_reading_says_who_decides(effect: str, en: str, es: str) -> None:
    plan = plan_of(parse_effect(effect, None, None, ()))
    assert (render_plan(plan, "en"), render_plan(plan, "es")) == (en, es)


def test_a_causative_pick_counts_only_the_players_named() -> None:
    # "you may have target player discard a card": the controller's yes is no pick of theirs (it crashed)
    out = run({}, effect="You may have target player discard a card.", target="Bob")
    (step,) = out["steps"]
    assert [(c["player"], c.get("answer")) for c in step["choices"]][0] == ("Dave", "yes")
    assert [(e["player"], e["objects"]) for e in step["events"]] == [("Bob", ["Lightning Bolt"])]
