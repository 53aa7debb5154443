"""Abilities removed all at once and kinds named by their subtype alone (#22, session 20; 613.1f, 205.3).

"Loses all abilities" names no keyword: it takes every ability the permanent has when the effect applies, in layer 6
(613.1f), so a filter after it ("creatures with flying") no longer sees its flying and a triggered ability of it no
longer triggers (603.2); with a change of what it is ("… and is a blue Frog creature with base power and toughness
1/1": layers 4, 5 and 7b) each verb is its own step on the one permanent. "Goblin creatures get +2/+0 until end of
turn" names every Goblin creature, whoever controls it (205.3). Real cards: Frogify, Turn to Frog's and Turn's
wording, Merfolk Trickster's, Goblin Lookout, Dralnu's Crusade, Gempalm Avenger, Nemata, Grove Guardian. Each of
these was refused before."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of as _events

FROGIFY = "Enchanted creature loses all abilities and is a blue Frog creature with base power and toughness 1/1."
FROGIFY_ES = ("La criatura encantada pierde todas sus habilidades y es una criatura Rana azul con fuerza y resistencia "
              "base 1/1.")
TURN = ("Until end of turn, target creature loses all abilities and becomes a red Weird with base power and toughness "
        "0/1.")
LOSES = "Target creature loses all abilities until end of turn."
LOSES_ES = "La criatura objetivo pierde todas sus habilidades hasta el final del turno."



# ------------------------------------------------------------------------------------------------ the reading
@pytest.mark.parametrize(("text", "en", "es"), [
    (LOSES, LOSES, LOSES_ES),
    ("Enchanted creature loses all abilities.", "Enchanted creature loses all abilities.",
     "La criatura encantada pierde todas sus habilidades."),
    (FROGIFY, FROGIFY, FROGIFY_ES),
    ("Creatures your opponents control lose all abilities until end of turn.",
     "Creatures your opponents control lose all abilities until end of turn.",
     "Las criaturas que controlan tus oponentes pierden todas sus habilidades hasta el final del turno."),
    (TURN, "Target creature loses all abilities until end of turn. It becomes a red Weird with base power and "
     "toughness 0/1 until end of turn.", None),
])
def test_every_word_is_in_the_plan_and_said_back(text: str, en: str, es: str | None) -> None:
    plan = plan_of(parse_effect(text))
    assert render_plan(plan, "en") == en
    if es is not None:
        assert render_plan(plan, "es") == es


@pytest.mark.parametrize(("spanish", "english"), [(LOSES_ES, LOSES), (FROGIFY_ES, FROGIFY),
                                                  ("La criatura encantada pierde todas las habilidades.",
                                                   "Enchanted creature loses all abilities.")])
def test_printed_spanish_reads_into_the_same_plan(spanish: str, english: str) -> None:
    assert [replace(s, text="") for s in plan_of(parse_effect(spanish, "es")).steps] == [
        replace(s, text="") for s in plan_of(parse_effect(english)).steps]


def test_gaining_all_abilities_is_no_keyword_and_is_refused() -> None:
    with pytest.raises(BotError) as info:
        parse_effect("Target creature gains all abilities until end of turn.")
    assert info.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------------------ the engine
def test_a_creature_that_lost_all_abilities_has_no_flying_for_a_filter_after_it() -> None:
    out = resolve_card(f"{LOSES} Destroy all creatures with flying.", target="Serra Angel")
    (modify,) = _events(out, "modify")
    assert (modify["objects"], modify["loses"]) == (["Serra Angel"], "all abilities")
    assert not [o for e in _events(out, "destroy") for o in e["objects"]]  # it has no flying now (613.1f)
    assert {"object": "Serra Angel", "duration": "this_turn", "rule": "613.1f", "keyword": "all abilities",
            "lost": True} in out["granted"]


def test_a_keyword_granted_after_the_loss_is_had_again() -> None:
    out = resolve_card(f"{LOSES} It gains flying until end of turn. Destroy all creatures with flying.",
                       target="Serra Angel")
    assert [o for e in _events(out, "destroy") for o in e["objects"]] == ["Serra Angel"]  # later wins (613.7)


def test_without_the_loss_the_filter_sees_its_flying() -> None:
    out = resolve_card("Target creature gets +0/+0 until end of turn. Destroy all creatures with flying.",
                       target="Serra Angel")
    assert [o for e in _events(out, "destroy") for o in e["objects"]] == ["Serra Angel"]


def _board_with_a_dies_trigger(effect: str) -> dict[str, Any]:
    artist = {"name": "Blood Artist", "types": ["creature"], "power": 0, "toughness": 1,
              "triggers": [{"when": "this creature dies", "text": "target player loses 1 life"}]}
    return resolve_card(effect, target="Blood Artist", Dave={"battlefield": [artist, "Swamp (basic land)"]})


def test_a_creature_that_lost_all_abilities_triggers_nothing_when_it_dies() -> None:
    assert _board_with_a_dies_trigger("Destroy target creature.")["stack"]  # the ability triggers (603.6c)
    out = _board_with_a_dies_trigger(f"{LOSES} Destroy target creature.")
    assert not out["stack"]  # it had no ability as it died (613.1f, 603.10a)


def test_frogify_makes_the_enchanted_creature_a_blue_frog_with_no_flying() -> None:
    out = resolve_card(FROGIFY, attached_to="Serra Angel")
    (modify,) = _events(out, "modify")
    (becomes,) = _events(out, "becomes")
    assert (modify["objects"], modify["loses"], modify["duration"]) == (["Serra Angel"], "all abilities", "static")
    after = becomes["after"]["Serra Angel"]
    assert (after["colors"], after["subtypes"], after["types"]) == (["blue"], ["frog"], ["creature"])
    assert becomes["pt"] == "1/1"


def test_the_spanish_narration_says_all_abilities_in_spanish() -> None:
    out = resolve_card(LOSES_ES, "es", target="Serra Angel")
    assert "all abilities" not in out["narration"]


# ------------------------------------------------------------------------------------------------ subtype kinds
@pytest.mark.parametrize(("text", "es"), [
    ("Goblin creatures get +2/+0 until end of turn.", "Las criaturas Trasgo obtienen +2/+0 hasta el final del turno."),
    ("Goblin creatures get +1/+1.", "Las criaturas Trasgo obtienen +1/+1."),
    ("Soldier creatures get +1/+1 and gain first strike until end of turn.",
     "Las criaturas Soldado obtienen +1/+1 y ganan la habilidad de dañar primero hasta el final del turno."),
    ("Saproling creatures get +1/+1 until end of turn.",
     "Las criaturas Saprolín obtienen +1/+1 hasta el final del turno."),
])
def test_a_kind_named_by_its_subtype_alone_is_read_and_said_back(text: str, es: str) -> None:
    plan = plan_of(parse_effect(text))
    assert render_plan(plan, "en") == text and render_plan(plan, "es") == es
    assert [replace(s, text="") for s in plan_of(parse_effect(es, "es")).steps] == [
        replace(s, text="") for s in plan.steps]


def test_goblin_creatures_of_every_player_get_the_bonus() -> None:
    goblin = {"name": "Goblin Piker", "types": ["creature"], "subtypes": ["Goblin"], "power": 2, "toughness": 1}
    raider = {"name": "Goblin Raider", "types": ["creature"], "subtypes": ["Goblin"], "power": 2, "toughness": 2}
    giant = {"name": "Hill Giant", "types": ["creature"], "subtypes": ["Giant"], "power": 3, "toughness": 3}
    out = resolve_card("Goblin creatures get +2/+0 until end of turn.", Dave={"battlefield": [goblin, giant]},
                       Bob={"battlefield": [raider, "Mountain (basic land)"]},
                       Alice={"battlefield": ["Forest (basic land)"]})
    (modify,) = _events(out, "modify")  # the Giant is no Goblin; whose they are does not matter (205.3)
    assert sorted(modify["objects"]) == ["Goblin Piker", "Goblin Raider"] and modify["pt"] == "+2/+0"


def test_a_word_that_is_no_subtype_before_creatures_is_refused() -> None:
    with pytest.raises(BotError) as info:
        parse_effect("Foo creatures get +1/+1.")
    assert info.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------------------ a keyword after whose
@pytest.mark.parametrize(("text", "said"), [
    ("Other creatures you control with flying get +0/+1.", "Other creatures with flying you control get +0/+1."),
    ("Creatures you control with flying get +1/+1 until end of turn.",
     "Creatures with flying you control get +1/+1 until end of turn."),
])
def test_the_keyword_after_whose_is_the_same_filter(text: str, said: str) -> None:
    """Spirit of the Spires: the same permanents as "Other creatures with flying you control" (611.3a)."""
    plan = plan_of(parse_effect(text))
    assert render_plan(plan, "en") == said
    objects = plan.steps[0].objects  # type: ignore[attr-defined]
    assert (objects.keywords, objects.control) == (frozenset({"flying"}), "you")


def test_other_creatures_you_control_with_flying_leave_out_the_source_and_the_ground() -> None:
    out = resolve_card("Other creatures you control with flying get +0/+1.",
                       Dave={"battlefield": [{"name": "Serra Angel", "types": ["creature"], "power": 4,
                                              "toughness": 4, "keywords": ["flying"], "colors": ["white"]},
                                             "Llanowar Elves (creature)"]})
    (modify,) = _events(out, "modify")
    assert (modify["objects"], modify["pt"]) == (["Serra Angel"], "+0/+1")


# ------------------------------------------------------------------------------------------------ "and is black"
SINISTER = "Enchanted creature gets +3/+1 and is black."


def test_sinister_strength_gives_the_bonus_and_sets_the_colour() -> None:
    plan = plan_of(parse_effect(SINISTER))
    assert render_plan(plan, "en") == SINISTER
    assert render_plan(plan, "es") == "La criatura encantada obtiene +3/+1 y es negra."
    assert [replace(s, text="") for s in plan_of(parse_effect("La criatura encantada obtiene +3/+1 y es negra.",
                                                              "es")).steps] == [replace(s, text="") for s in plan.steps]
    out = resolve_card(SINISTER, attached_to="Hill Giant")
    (modify,) = _events(out, "modify")
    (becomes,) = _events(out, "becomes")
    assert (modify["objects"], modify["pt"]) == (["Hill Giant"], "+3/+1")
    assert becomes["after"]["Hill Giant"]["colors"] == ["black"]  # no longer red (105.3)


# ------------------------------------------------------------------------------------------------ statics of a kind
MARCH = ("Each noncreature artifact is an artifact creature with power and toughness each equal to its converted mana "
         "cost.")
MARCH_ES = ("Cada artefacto que no sea criatura es una criatura de artefacto con una fuerza y resistencia iguales a su "
            "coste de maná convertido.")
EVENING = "All permanents are enchantments in addition to their other types."


@pytest.mark.parametrize(("text", "en", "es"), [
    (EVENING, EVENING, "Todos los permanentes son encantamientos además de sus otros tipos."),
    ("All permanents are artifacts in addition to their other types.",
     "All permanents are artifacts in addition to their other types.",
     "Todos los permanentes son artefactos además de sus otros tipos."),
    (MARCH, "All noncreature artifacts are artifact creatures with power and toughness each equal to its converted "
     "mana cost.", "Todos los artefactos que no sean criatura son criaturas de artefacto con una fuerza y resistencia "
     "iguales a su coste de maná convertido."),
    ("Nonwhite creatures get -1/-1 until end of turn.", "Nonwhite creatures get -1/-1 until end of turn.",
     "Las criaturas que no sean blancas obtienen -1/-1 hasta el final del turno."),
])
def test_a_static_change_of_a_kind_is_read_and_said_in_both_languages(text: str, en: str, es: str) -> None:
    plan = plan_of(parse_effect(text))
    assert (render_plan(plan, "en"), render_plan(plan, "es")) == (en, es)


def test_march_of_the_machines_in_printed_spanish_is_the_same_plan() -> None:
    assert [replace(s, text="") for s in plan_of(parse_effect(MARCH_ES, "es")).steps] == [
        replace(s, text="") for s in plan_of(parse_effect(MARCH)).steps]


def test_march_of_the_machines_makes_each_noncreature_artifact_a_creature_of_its_mana_value() -> None:
    sol = {"name": "Sol Ring", "types": ["artifact"], "colors": [], "mana_value": 1}
    stone = {"name": "Mind Stone", "types": ["artifact"], "colors": [], "mana_value": 2}
    wall = {"name": "Steel Wall", "types": ["artifact", "creature"], "colors": [], "power": 0, "toughness": 4,
            "mana_value": 1}
    out = resolve_card(MARCH, Alice={"battlefield": [sol, "Forest (basic land)"]}, Bob={"battlefield": [stone, wall]})
    (becomes,) = _events(out, "becomes")
    assert becomes["objects"] == ["Sol Ring", "Mind Stone"]  # Steel Wall is a creature already: not named
    assert becomes["now"] == {"Sol Ring": "1/1", "Mind Stone": "2/2"}
    assert becomes["after"]["Sol Ring"]["types"] == ["artifact", "creature"]


def test_enchanted_evening_keeps_every_type_and_adds_enchantment() -> None:
    out = resolve_card(EVENING)
    (becomes,) = _events(out, "becomes")
    assert "Grizzly Bears" in becomes["objects"] and "Forest" in becomes["objects"]
    assert sorted(becomes["after"]["Grizzly Bears"]["types"]) == ["creature", "enchantment"]
    assert sorted(becomes["after"]["Forest"]["types"]) == ["enchantment", "land"]
