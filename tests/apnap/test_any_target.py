"""Damage to "any target" (115.4: a creature, a player or a planeswalker), read from real card text in
English and printed Spanish: one step whose target the scenario names (a player or a permanent), life
lost by a player (120.3a), damage marked on a creature and lethal damage as a state-based action
(120.3e, 704.5g); a target of another kind, or none, is a question, never a guess."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import plan as p
from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import board

GRENADE = "Goblin Grenade deals 5 damage to any target."  # Goblin Grenade's spell ability
HUNTER = "{T}: Rootwater Hunter deals 1 damage to any target."  # Rootwater Hunter
DEVILS = "When Pitchburn Devils dies, it deals 3 damage to any target."  # Pitchburn Devils
SOULBLAST = "Soulblast deals damage to any target equal to the total power of the sacrificed creatures."


def resolve(effect: str, target: str | None, lang: str | None = None, **more: Any) -> dict[str, Any]:
    data = board(effect=effect, **more)
    if target is not None:
        data["target"] = target
    return resolve_text(json.dumps(data), lang)


def events(out: dict[str, Any]) -> list[tuple[Any, ...]]:
    return [(e["player"], e["action"], e["objects"], e["amount"]) for s in out["steps"] for e in s["events"]]


@pytest.mark.parametrize("text", [GRENADE, "It deals 3 damage to any target.",
                                  "Meteorite deals 2 damage to any target."])
def test_any_target_is_one_step_with_its_amount_and_source(text: str) -> None:
    (step,) = plan_of(parse_effect(text)).steps
    assert isinstance(step, p.DamageAnyTarget)
    assert step.amount in (p.Fixed(5), p.Fixed(3), p.Fixed(2))
    assert plan_of(parse_effect(text)).uses_any_target


def test_a_creature_target_is_dealt_damage_and_dies_as_a_state_based_action() -> None:
    out = resolve(GRENADE, "Hill Giant")
    assert events(out) == [("Bob", "damage", ["Hill Giant"], 5)]
    assert out["steps"][0]["order"] == ["Bob"]  # the damaged creature's controller (scenario-format "Steps")
    assert out["state_based_actions"] == [{"player": "Bob", "event": "dies", "rules": ["704.5g"],
                                           "object": "Hill Giant"}]
    assert {"115.4", "120.3e"} <= set(out["steps"][0]["citations"])


def test_a_player_target_loses_life_and_the_creatures_are_untouched() -> None:
    out = resolve(DEVILS, "Carol")  # Carol has 3 life: 704.5a
    assert events(out) == [("Carol", "damage", [], 3)]
    assert out["steps"][0]["order"] == ["Carol"]
    assert out["steps"][0]["events"][0]["life"] == 0
    assert [s["event"] for s in out["state_based_actions"]] == ["loses"]
    assert {"115.4", "120.3a"} <= set(out["steps"][0]["citations"])


def test_damage_below_toughness_is_marked_and_nothing_dies() -> None:
    out = resolve(HUNTER, "Grizzly Bears", ability=1)
    assert events(out) == [("Alice", "damage", ["Grizzly Bears"], 1)]
    assert out["state_based_actions"] == []


def test_an_amount_by_reference_reads_too() -> None:
    (step,) = plan_of(parse_effect("Fireball deals damage to any target equal to the number of cards in your hand.")
                      ).steps
    assert isinstance(step, p.DamageAnyTarget) and not isinstance(step.amount, p.Fixed)


def test_no_target_is_asked_never_guessed() -> None:
    with pytest.raises(BotError) as err:
        resolve(GRENADE, None)
    assert err.value.key == "apnap.error.any_target_needed" and err.value.field == "target"


@pytest.mark.parametrize("target", ["Sol Ring", "Nobody Here"])
def test_a_target_of_another_kind_is_refused(target: str) -> None:
    with pytest.raises(BotError) as err:
        resolve(GRENADE, target)
    assert err.value.key == "apnap.error.any_target_object"


def test_a_planeswalker_target_loses_loyalty_not_life_of_its_controller() -> None:
    """120.3c, 306.8: damage to a planeswalker removes that many loyalty counters (it was refused before, session 20);
    its controller's life is not touched, and none left puts it into the graveyard (704.5i)."""
    walker = {"name": "Jace Beleren", "types": ["planeswalker"], "counters": {"loyalty": 2}}
    out = resolve(GRENADE, "Jace Beleren", Bob={"battlefield": [walker]})
    event = out["steps"][0]["events"][0]
    assert (event["player"], event["objects"], event["loyalty"]) == ("Bob", ["Jace Beleren"], 0)
    assert "life" not in event and "120.3c" in out["citations"]
    assert out["state_based_actions"][0]["rules"] == ["704.5i"]


def test_a_planeswalker_target_of_unknown_loyalty_is_asked() -> None:
    with pytest.raises(BotError) as err:
        resolve(GRENADE, "Jace Beleren", Bob={"battlefield": [{"name": "Jace Beleren", "types": ["planeswalker"]}]})
    assert (err.value.code, err.value.key) == ("choice_needed", "apnap.error.counters_needed")


@pytest.mark.parametrize("text", ["Granizo hace 3 puntos de daño a cualquier objetivo.",
                                  "Esta criatura hace 1 punto de daño a cualquier objetivo."])
def test_printed_spanish_reads_into_the_same_plan(text: str) -> None:
    (step,) = plan_of(parse_effect(text, "es")).steps
    assert isinstance(step, p.DamageAnyTarget)
    out = resolve(text, "Hill Giant", "es")
    assert events(out)[0][:3] == ("Bob", "damage", ["Hill Giant"])


def test_it_renders_and_narrates_in_both_languages() -> None:
    plan = plan_of(parse_effect(GRENADE, names=("Goblin Grenade",)))
    assert "deals 5 damage to any target" in render_plan(plan, "en")
    assert "hace 5 puntos de daño a cualquier objetivo" in render_plan(plan, "es")
    out = resolve(GRENADE, "Hill Giant")
    assert out["steps"][0]["events"][0]["source"] == "Goblin Grenade"
    assert "Goblin Grenade deals 5 damage to Hill Giant" in out["narration"]
    assert "Goblin Grenade hace 5" in resolve(GRENADE, "Hill Giant", "es")["narration"]


def test_any_target_with_other_recipients_is_not_read_as_one_target() -> None:
    with pytest.raises(BotError):
        plan_of(parse_effect("Goblin Grenade deals 5 damage to any target and each player."))


# ------------------------------------------------------------------------------------ "target creature"
TORRENT = "Torrent of Stone deals 4 damage to target creature."  # Torrent of Stone


def test_target_creature_is_a_permanent_of_that_kind_never_a_player() -> None:
    (step,) = plan_of(parse_effect(TORRENT)).steps
    assert isinstance(step, p.DamageTargetObject) and plan_of(parse_effect(TORRENT)).uses_object_target
    out = resolve(TORRENT, "Hill Giant")
    assert events(out) == [("Bob", "damage", ["Hill Giant"], 4)]
    assert out["steps"][0]["order"] == ["Bob"]  # damage lists the players it happens to: the controller
    assert [s["object"] for s in out["state_based_actions"]] == ["Hill Giant"]
    assert {"115.1", "120.3e"} <= set(out["steps"][0]["citations"])
    for wrong in ("Bob", "Sol Ring"):  # a player, a noncreature: refused with the engine's words
        with pytest.raises(BotError):
            resolve(TORRENT, wrong)


def test_target_creature_in_printed_spanish_and_rendered() -> None:
    es = plan_of(parse_effect("Choque hace 2 puntos de daño a la criatura objetivo.", "es")).steps
    en = plan_of(parse_effect("Shock deals 2 damage to target creature.")).steps
    assert [type(s) for s in es] == [type(s) for s in en] == [p.DamageTargetObject]
    assert render_plan(plan_of(parse_effect(TORRENT)), "es") == \
        "Torrent of Stone hace 4 puntos de daño a la criatura objetivo."


def test_damage_to_a_kind_that_cannot_be_dealt_damage_is_refused() -> None:
    with pytest.raises(BotError):  # 120.1: an artifact is dealt no damage unless it is a creature
        plan_of(parse_effect("Boulder deals 2 damage to target artifact."))


def test_target_creature_an_opponent_controls() -> None:  # Lava-Field Overlord's trigger
    text = "It deals 4 damage to target creature an opponent controls."
    out = resolve(text, "Hill Giant")  # Bob's: an opponent of Dave, the controller
    assert events(out) == [("Bob", "damage", ["Hill Giant"], 4)]
    with pytest.raises(BotError) as err:
        resolve(text, "Craw Wurm")  # Dave's own: on the board, not a legal target (115.1)
    assert err.value.key == "apnap.error.target_not_legal"
