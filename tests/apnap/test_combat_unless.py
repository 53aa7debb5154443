""""War Falcon can't attack unless you control a Knight", "Marauding Boneslasher can't block unless you control another
Zombie", "Enchanted creature can't attack or block unless you have seven or more cards in hand": a restriction in
combat (101.2; 508.1c, 509.1b) that applies only while a board condition does not hold (grammar/combat_unless.py).

The restriction is the ``CantInCombat`` step of "War Falcon can't attack", the condition its "unless": checked as
the board stands (611.3a), reported like every board condition. Before, refused ("can't attack unless" was read
only with "defending player controls …"). Also here: a condition about "you" whose filter has a field named
``of_that_player`` no longer asks who "that player" is (it warned "Bob, the active player, is assumed"), and an
"unless" condition of an English card said in Spanish is said in Spanish, not in the printed English words."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import CantInCombat, plan_of
from bot.apnap.render import render_plan
from tests.apnap.realcards import resolve_card


def _creature(name: str, *subtypes: str, types: tuple[str, ...] = ("creature",)) -> dict[str, Any]:
    return {"name": name, "types": list(types), "subtypes": list(subtypes), "power": 2, "toughness": 2}


@pytest.mark.parametrize(("text", "card", "lang", "act"), [
    ("War Falcon can't attack unless you control a Knight.", "War Falcon", "en", "attack"),
    ("Marauding Boneslasher can't block unless you control another Zombie.", "Marauding Boneslasher", "en", "block"),
    ("Goblin Spelunkers can't attack unless you control an artifact.", "Goblin Spelunkers", "en", "attack"),
    ("Enchanted creature can't attack or block unless you have seven or more cards in hand.", "Spirit Weaver", "en",
     "attack_or_block"),
    ("El Halcón de guerra no puede atacar a menos que controles un Caballero.", "El Halcón de guerra", "es", "attack"),
    ("La criatura encantada no puede atacar ni bloquear a menos que tengas siete o más cartas en la mano.", "Aura",
     "es", "attack_or_block"),
])
def test_read_as_the_restriction_with_its_unless(text: str, card: str, lang: str, act: str) -> None:
    step = plan_of(parse_effect(text, lang, names=(card,))).steps[0]
    assert isinstance(step, CantInCombat) and step.act == act
    assert step.condition is not None and getattr(step.condition, "unless", False)


def test_without_the_kind_the_restriction_applies_now() -> None:
    result = resolve_card("Marauding Boneslasher can't block unless you control another Zombie.",
                          card="Marauding Boneslasher",
                          Dave={"battlefield": [_creature("Marauding Boneslasher", "Zombie")]})
    (event,) = result["steps"][0]["events"]
    assert (event["action"], event["objects"], event["act"]) == ("rule_change", ["Marauding Boneslasher"], "block")
    assert [(c["holds"], c["done"]) for c in result["conditions"]] == [(False, True)]
    assert not result["warnings"]  # "you control": no "that player" assumed


def test_with_another_of_the_kind_it_does_not_apply_now() -> None:
    result = resolve_card("Marauding Boneslasher can't block unless you control another Zombie.",
                          card="Marauding Boneslasher",
                          Dave={"battlefield": [_creature("Marauding Boneslasher", "Zombie"),
                                                _creature("Walking Corpse", "Zombie")]})
    assert not result["steps"] or not result["steps"][0]["events"]
    assert [(c["holds"], c["done"]) for c in result["conditions"]] == [(True, False)]


def test_the_source_alone_is_not_another() -> None:
    """"Another Zombie": the Boneslasher itself (a Zombie) does not count (the source left out, by identity)."""
    result = resolve_card("Marauding Boneslasher can't block unless you control another Zombie.",
                          card="Marauding Boneslasher",
                          Dave={"battlefield": [_creature("Marauding Boneslasher", "Zombie")]})
    assert result["conditions"][0]["holds"] is False


def test_the_reading_says_the_condition_in_each_language() -> None:
    plan = plan_of(parse_effect("Marauding Boneslasher can't block unless you control another Zombie.",
                                names=("Marauding Boneslasher",)))
    assert render_plan(plan, "en") == "This permanent can't block unless you control another Zombie."
    assert render_plan(plan, "es") == "Este permanente no puede bloquear a menos que controles otro Zombie."
    es = plan_of(parse_effect("El Halcón de guerra no puede atacar a menos que controles un Caballero.", "es",
                              names=("El Halcón de guerra",)))
    assert render_plan(es, "en") == "This permanent can't attack unless you control a Knight."
    assert render_plan(es, "es") == "Este permanente no puede atacar a menos que controles un Caballero."


def test_defending_player_controls_an_island_keeps_its_own_reading() -> None:
    """"Pirate Ship can't attack unless defending player controls an Island" stays the combat requirement on whom
    it may attack (506.2), not a board condition of now."""
    step = plan_of(parse_effect("Pirate Ship can't attack unless defending player controls an Island.",
                                names=("Pirate Ship",))).steps[0]
    assert step.action == "combat_rule" and step.condition is None


KNIGHT = {"name": "Youthful Knight", "types": ["creature"], "subtypes": ["Human", "Knight"], "power": 2, "toughness": 1}


@pytest.mark.parametrize(("text", "lang", "card"), [
    ("War Falcon can't attack unless you control a Knight or a Soldier.", None, "War Falcon"),
    ("El Halcón de guerra no puede atacar a menos que controles un Caballero o un Soldado.", "es",
     "El Halcón de guerra"),
])
def test_either_creature_type_meets_the_condition(text: str, lang: str | None, card: str) -> None:
    """"A Knight or a Soldier" (conditions.py ``cond_control_either``): one of either type; before, refused."""
    falcon = {"name": card, "types": ["creature"], "subtypes": ["Bird"], "power": 2, "toughness": 1}
    alone = resolve_card(text, lang=lang, card=card, Dave={"battlefield": [falcon]})
    assert [c["holds"] for c in alone["conditions"]] == [False] and alone["steps"][0]["events"]
    with_knight = resolve_card(text, lang=lang, card=card, Dave={"battlefield": [falcon, KNIGHT]})
    assert [c["holds"] for c in with_knight["conditions"]] == [True]
    plan = plan_of(parse_effect(text, lang, names=(card,)))
    # each kind with its article, in either language (as printed: "un Caballero o un Soldado")
    assert render_plan(plan, "en") == "This permanent can't attack unless you control a Knight or a Soldier."
    assert render_plan(plan, "es") == "Este permanente no puede atacar a menos que controles un Caballero o un Soldado."


def test_either_kind_in_an_effects_if() -> None:
    result = resolve_card("Draw a card if you control a Knight or a Soldier.", Dave={"battlefield": [KNIGHT]})
    assert [e["action"] for s in result["steps"] for e in s["events"]] == ["draw"]


def test_two_kinds_that_are_not_both_creature_types_are_either_of_two_filters() -> None:
    """Refused until session 32; since then either of two whole filters (109.2, gB19): each half its own kind."""
    from bot.apnap.plan import plan_of

    condition = plan_of(parse_effect("Draw a card if you control an artifact or a Soldier.")).steps[0].condition
    halves = condition.filter.either  # type: ignore[union-attr]
    assert [(h.alternatives[0][0] if h.alternatives else frozenset(), h.subtypes) for h in halves] == [
        (frozenset({"artifact"}), frozenset()), (frozenset(), frozenset({"soldier"}))]
