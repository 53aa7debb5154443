"""Damage to players and to the permanents "they control" (issue #22): "each opponent and each creature and
planeswalker they control" reaches the opponents and only their permanents (608.2c: "they" are the players named
before), in APNAP order (101.4); English and printed Spanish read into the same plan."""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import creature, run

# its toughness given: a creature dealt damage whose toughness nobody gave is asked (choice_needed)
HILL_GIANT = creature("Hill Giant", 3, 3, colors=["red"])

CHAINWHIRLER = "When this creature enters, it deals 1 damage to each opponent and each creature and planeswalker " \
               "they control."
CHAINWHIRLER_ES = "Cuando esta criatura entre al campo de batalla, hace 1 punto de daño a cada oponente y a cada " \
                  "criatura y planeswalker que controla."
CAVALIER = "When this creature dies, it deals X damage to each opponent and each planeswalker they control."
CAVALIER_ES = "Cuando esta criatura muera, hace X puntos de daño a cada oponente y a cada planeswalker que controlan."
PLANESWALKER = {"name": "Chandra", "types": ["planeswalker"], "counters": {"loyalty": 3}}


def _hit(out: dict) -> tuple[dict[str, list[str]], dict[str, int]]:
    (step,) = out["steps"]
    objects: dict[str, list[str]] = {}
    life: dict[str, int] = {}
    for e in step["events"]:
        if e["objects"]:
            objects.setdefault(e["player"], []).extend(e["objects"])
        else:
            life[e["player"]] = e["amount"]
    return objects, life


@pytest.mark.parametrize("effect", [CHAINWHIRLER, CHAINWHIRLER_ES])
def test_each_opponent_and_their_creatures_and_planeswalkers(effect: str) -> None:
    out = run({}, effect=effect, Bob={"battlefield": [HILL_GIANT, PLANESWALKER]})
    objects, life = _hit(out)
    assert life == {"Bob": 1, "Carol": 1, "Alice": 1}  # the opponents of Dave, the controller
    assert objects == {"Bob": ["Hill Giant", "Chandra"], "Alice": ["Grizzly Bears", "Serra Angel"]}
    assert "Dave" not in objects  # his own Llanowar Elves and Craw Wurm are not "theirs"
    (step,) = out["steps"]
    assert step["order"] == ["Bob", "Carol", "Alice"] and "120.3a" in step["citations"]


@pytest.mark.parametrize("effect", [CAVALIER, CAVALIER_ES])
def test_each_opponent_and_each_planeswalker_they_control(effect: str) -> None:
    out = run({}, effect=effect, x=3, Bob={"battlefield": [HILL_GIANT, PLANESWALKER]})
    objects, life = _hit(out)
    assert life == {"Bob": 3, "Carol": 3, "Alice": 3}
    assert objects == {"Bob": ["Chandra"]}  # a planeswalker, never a creature (120.3c: loyalty is removed)
    assert "120.3c" in out["steps"][0]["citations"]
    sba = {(s["player"], s.get("object"), tuple(s["rules"])) for s in out["state_based_actions"]}
    assert sba == {("Bob", "Chandra", ("704.5i",)), ("Carol", None, ("704.5a",))}  # Carol had 3 life
    said = out["narration"]
    assert "(704.5i)" in said and ("no loyalty left" in said or "sin lealtad" in said)


def test_a_planeswalker_with_loyalty_left_stays_and_unknown_loyalty_is_asked() -> None:
    out = run({}, effect=CAVALIER, x=2, Bob={"battlefield": [PLANESWALKER]})
    assert out["state_based_actions"] == []  # 3 loyalty, 2 removed (120.3c): it stays
    with pytest.raises(BotError) as info:  # how much loyalty is never guessed
        run({}, effect=CAVALIER, x=2, Bob={"battlefield": ["Chandra (planeswalker)"]})
    assert info.value.code == "choice_needed" and "loyalty" in info.value.text("en")


def test_each_player_and_each_creature_those_players_control_is_every_creature() -> None:
    effect = "This spell deals 1 damage to each player and each creature those players control."
    objects, life = _hit(run({}, effect=effect))
    assert set(life) == {"Alice", "Bob", "Carol", "Dave"}
    assert set(objects) == {"Alice", "Bob", "Dave"}  # Carol controls no creature


def test_one_players_permanents_are_refused_not_widened() -> None:
    with pytest.raises(BotError) as info:  # whose creatures would be lost in a filter: refused, naming the words
        run({}, effect="This spell deals 1 damage to target player and each creature they control.")
    assert info.value.code == "unsupported_effect" and "creature they control" in info.value.text("en")
    with pytest.raises(BotError):  # alone, with no players named before, "they" is nobody's
        run({}, effect="This spell deals 1 damage to each creature they control.")


@pytest.mark.parametrize(("effect", "en", "es"), [
    (CHAINWHIRLER, "each opponent and each creature and planeswalker they control",
     "a cada oponente y a cada criatura y planeswalker que controlan"),
    (CAVALIER, "each opponent and each planeswalker they control", "a cada oponente y a cada planeswalker que"),
])
def test_the_reading_names_the_players_then_their_permanents(effect: str, en: str, es: str) -> None:
    plan = plan_of(parse_effect(effect.split(", ", 1)[1], None, None, ()))  # the effect, after its trigger
    assert en in render_plan(plan, "en") and es in render_plan(plan, "es")


def test_a_planeswalker_of_a_player_not_named_is_dealt_damage_too() -> None:
    # the controllers of the permanents hit take part (120.3), planeswalkers as creatures: Dave is no opponent
    out = run({}, effect="This spell deals 2 damage to each planeswalker and each opponent.",
              Dave={"battlefield": [PLANESWALKER]})
    objects, life = _hit(out)
    assert objects == {"Dave": ["Chandra"]} and set(life) == {"Bob", "Carol", "Alice"}
    assert out["state_based_actions"] == [] or all(s["player"] != "Dave" for s in out["state_based_actions"])
