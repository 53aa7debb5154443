"""Values chosen "of your choice" as an instruction is carried out, and "the chosen …" wherever a step reads it
(issue #22, session 21): "Destroy all enchantments of the color of your choice" (Root Greevil), "Creatures of the
creature type of your choice get -3/-3 until end of turn" (Witch's Vengeance), "… gains your choice of reach,
trample, or haste until end of turn" (Shifting Ceratops, Golem Artisan), "Creatures you control also gain protection
from the chosen color" (Aven Warcraft), "Creatures of the chosen type don't untap …" (An-Zerrin Ruins).

Why these answers: the controller chooses as the instruction is carried out (608.2d); which objects the instruction
acts on, or which keyword it grants, depends on the answer, so a scenario that gives none is asked (``choice_needed``
naming the answers), never answered by a default. Real card text on the standard board (tests/apnap/realcards.py:
Alice, Bob, Carol, Dave in turn order, Bob active, Dave controls).
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar.effect import parse_effect
from bot.apnap.plan import ChooseWord, plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import creature, resolve_card

resolve = resolve_card


def refused(effect: str, **changes: Any) -> BotError:
    with pytest.raises(BotError) as err:
        resolve(effect, **changes)
    return err.value


def _elves_board() -> dict[str, Any]:
    """Elves on two sides and a Giant: a creature type nobody gave would be asked, so each has its subtypes."""
    return {
        "Alice": {"battlefield": [creature("Elvish Mystic", 1, 1, colors=["green"], subtypes=["Elf", "Druid"]),
                                  creature("Serra Angel", 4, 4, colors=["white"], subtypes=["Angel"])]},
        "Bob": {"battlefield": [creature("Hill Giant", 3, 3, colors=["red"], subtypes=["Giant"])]},
        "Dave": {"battlefield": [creature("Llanowar Elves", 1, 1, colors=["green"], subtypes=["Elf", "Druid"]),
                                 creature("Craw Wurm", 6, 4, colors=["green"], subtypes=["Wurm"])]},
    }


# ------------------------------------------------------------------------------------ of the color of your choice
ROOT_GREEVIL = "Destroy all enchantments of the color of your choice."


def test_destroy_all_of_the_color_of_your_choice_destroys_the_chosen_colour_only() -> None:
    rancor = {"name": "Rancor", "types": ["enchantment"], "colors": ["green"]}
    out = resolve(ROOT_GREEVIL, choices={"Dave": ["white"]}, Dave={"battlefield": [rancor]})
    choose, destroy = out["steps"]
    assert (choose["action"], choose["chosen_for"]) == ("choose", {"Dave": "white"})
    assert "608.2d" in choose["citations"]
    (event,) = destroy["events"]
    assert event["objects"] == ["Oblivion Ring"]  # Alice's white enchantment; Dave's green Rancor stays
    assert "Dave chooses white" in out["narration"]


def test_the_color_of_your_choice_unanswered_is_asked_with_the_five_colours() -> None:
    err = refused(ROOT_GREEVIL)
    assert err.code == "choice_needed"
    assert "choices: {Dave: [white]}" in err.suggestions and "choices: {Dave: [green]}" in err.suggestions


def test_the_color_of_your_choice_in_printed_spanish() -> None:
    out = resolve("Destruye todos los encantamientos del color de tu elección.", choices={"Dave": ["blanco"]})
    assert out["steps"][1]["events"][0]["objects"] == ["Oblivion Ring"]
    assert "Dave elige blanco" in out["narration"]


@pytest.mark.parametrize("text", [ROOT_GREEVIL,
                                  "Creatures of the creature type of your choice get -3/-3 until end of turn."])
def test_of_your_choice_renders_as_printed_with_no_sentence_for_the_choice(text: str) -> None:
    plan = plan_of(parse_effect(text))
    assert isinstance(plan.steps[0], ChooseWord) and plan.steps[0].asked and plan.steps[0].inline
    assert render_plan(plan, "en") == text


def test_of_your_choice_renders_in_spanish() -> None:
    text = "Destruye todos los encantamientos del color de tu elección."
    assert render_plan(plan_of(parse_effect(text)), "es") == text


# ------------------------------------------------------------------------------------ of the creature type of …
def test_creatures_of_the_creature_type_of_your_choice_each_players_of_that_type() -> None:
    # Witch's Vengeance: both Elves die, whoever controls them; the Angel, the Giant and the Wurm are not Elves
    out = resolve("Creatures of the creature type of your choice get -3/-3 until end of turn.",
                  choices={"Dave": ["Elf"]}, **_elves_board())
    choose, modify = out["steps"]
    assert choose["chosen_for"] == {"Dave": "Elf"}
    assert sorted(modify["events"][0]["objects"]) == ["Elvish Mystic", "Llanowar Elves"]
    assert {d["object"] for d in out["state_based_actions"]} >= {"Elvish Mystic", "Llanowar Elves"}


def test_defensive_maneuvers_gives_the_bonus_to_the_type_chosen() -> None:
    out = resolve("Creatures of the creature type of your choice get +0/+4 until end of turn.",
                  choices={"Dave": ["Wurm"]}, **_elves_board())
    assert out["steps"][1]["events"][0]["objects"] == ["Craw Wurm"]


def test_the_creature_type_of_your_choice_unanswered_is_asked_types_on_the_table_first() -> None:
    err = refused("Creatures of the creature type of your choice get -3/-3 until end of turn.", **_elves_board())
    assert err.code == "choice_needed"
    assert err.suggestions[0] == "choices: {Dave: [Angel]}"  # on the table, then the rules' order


def test_the_creature_type_of_your_choice_in_printed_spanish() -> None:
    out = resolve("Las criaturas del tipo de criatura de tu elección obtienen -3/-3 hasta el final del turno.",
                  choices={"Dave": ["Elf"]}, **_elves_board())
    assert sorted(out["steps"][1]["events"][0]["objects"]) == ["Elvish Mystic", "Llanowar Elves"]
    assert "Dave elige Elfo" in out["narration"]


# ------------------------------------------------------------------------------------ your choice of keywords
_STEEL_WALL = {"Dave": {"battlefield": [{"name": "Steel Wall", "types": ["artifact", "creature"], "power": 0,
                                         "toughness": 4, "colors": []}]}}
GOLEM_ARTISAN = "{2}: Target artifact creature gains your choice of flying, trample, or haste until end of turn."


def test_your_choice_of_keywords_grants_the_one_chosen() -> None:
    out = resolve(GOLEM_ARTISAN, target="Steel Wall", choices={"Dave": ["haste"]}, **_STEEL_WALL)
    choose, modify = out["steps"]
    assert choose["chosen_for"] == {"Dave": "haste"} and "608.2d" in choose["citations"]
    (event,) = modify["events"]
    assert (event["objects"], event["keywords"]) == (["Steel Wall"], "haste")
    assert "Steel Wall: gains haste until end of turn" in out["narration"]


def test_your_choice_of_keywords_on_the_source_itself() -> None:
    ceratops = creature("Shifting Ceratops", 5, 4, colors=["green"])
    out = resolve("{G}: Shifting Ceratops gains your choice of reach, trample, or haste until end of turn.",
                  card="Shifting Ceratops", choices={"Dave": ["reach"]}, Dave={"battlefield": [ceratops]})
    assert out["steps"][1]["events"][0]["keywords"] == "reach"


def test_your_choice_of_keywords_unanswered_is_asked_with_each_keyword() -> None:
    err = refused(GOLEM_ARTISAN, target="Steel Wall", **_STEEL_WALL)
    assert err.code == "choice_needed"
    assert err.suggestions == ["choices: {Dave: [flying]}", "choices: {Dave: [trample]}", "choices: {Dave: [haste]}"]


def test_your_choice_of_keywords_renders_as_printed() -> None:
    text = "Target artifact creature gains your choice of flying, trample, or haste until end of turn."
    assert render_plan(plan_of(parse_effect(text)), "en") == text


@pytest.mark.parametrize("text", [
    "La criatura artefacto objetivo gana la habilidad de volar, arrollar o prisa a tu elección hasta el final del "
    "turno.",
    "La criatura artefacto objetivo gana, a tu elección, la habilidad de volar, arrollar o prisa hasta el final del "
    "turno.",
])
def test_your_choice_of_keywords_in_printed_spanish_answered_in_spanish(text: str) -> None:
    out = resolve(text, target="Steel Wall", choices={"Dave": ["prisa"]}, **_STEEL_WALL)
    assert out["steps"][1]["events"][0]["keywords"] == "haste"
    assert "Dave elige prisa" in out["narration"] and "gana prisa hasta el final del turno" in out["narration"]
    assert "trample" not in out["narration"] and "haste" not in out["narration"]


def test_a_choice_of_words_that_are_not_keywords_is_refused() -> None:
    err = refused("Target creature gains your choice of flying, wings, or haste until end of turn.",
                  target="Craw Wurm", choices={"Dave": ["haste"]})
    assert err.code == "unsupported_effect"


# ------------------------------------------------------------------------------------ also; the chosen type's rule
def test_also_gain_protection_from_the_chosen_color() -> None:
    # Aven Warcraft's threshold sentence: the colour chosen just before
    out = resolve("Choose a color. Creatures you control also gain protection from the chosen color until end of "
                  "turn.", choices={"Dave": ["red"]})
    (event,) = out["steps"][1]["events"]
    assert (sorted(event["objects"]), event["keywords"]) == (["Craw Wurm", "Llanowar Elves"], "protection from red")


def test_a_chosen_type_read_by_a_rule_change_takes_the_scenarios_chosen() -> None:
    # An-Zerrin Ruins: its chosen type was refused as read by nothing
    out = resolve("Creatures of the chosen type don't untap during their controllers' untap steps.",
                  chosen={"creature_type": "Elf"}, **_elves_board())
    assert "607.2d" in out["narration"]
    assert "Llanowar Elves" in out["narration"] and "Craw Wurm" not in out["narration"]


# ------------------------------------------------------------------------------------ sources of the chosen color
def test_prevention_from_sources_of_the_chosen_color_names_the_colour_chosen() -> None:
    # Charm School: the colour chosen as it entered (607.2d), a kind of source (609.7b: a spell too)
    out = resolve("Prevent all damage that would be dealt to you by sources of the chosen color.",
                  chosen={"color": "red"})
    assert "all damage that red sources would deal to Dave is prevented" in out["narration"]
    assert "607.2d" in out["narration"]


def test_prevention_from_sources_of_the_chosen_color_unanswered_is_asked() -> None:
    err = refused("Prevent all damage that would be dealt to you by sources of the chosen color.")
    assert err.code == "choice_needed" and "chosen: {color: white}" in err.suggestions


def test_prevention_from_red_sources_reads_as_printed() -> None:
    text = "Prevent all damage that would be dealt to you by red sources."
    assert render_plan(plan_of(parse_effect(text)), "en") == text


def test_prevention_from_sources_of_the_chosen_color_in_printed_spanish() -> None:
    # Prismatic Ward: the enchanted creature, the colour chosen as it entered
    out = resolve("Previene todo el daño que las fuentes del color elegido fueran a hacer a la criatura encantada.",
                  chosen={"color": "rojo"}, attached_to="Craw Wurm")
    assert "se previene todo el daño que se fuera a hacer a Craw Wurm por fuentes rojas" in out["narration"]


# ------------------------------------------------------------------------------------ you and the player chosen
def test_you_and_that_player_each_create_after_choose_an_opponent() -> None:
    # Sylvan Offering's first mode: the controller and the opponent chosen, each their own tokens (608.2c)
    out = resolve("Choose an opponent. You and that player each create X 1/1 green Elf Warrior creature tokens.",
                  choices={"Dave": ["Carol"]}, x=2)
    choose, create = out["steps"]
    assert choose["chosen_for"] == {"Dave": "Carol"}
    # in APNAP order (Bob active: Carol before Dave, 101.4)
    assert [(e["player"], len(e["objects"])) for e in create["events"]] == [("Carol", 2), ("Dave", 2)]


def test_you_and_that_player_in_printed_spanish_and_as_read_back() -> None:
    out = resolve("Elige un oponente. Tú y ese jugador roban una carta cada uno.", choices={"Dave": ["Alice"]})
    assert [e["player"] for e in out["steps"][1]["events"]] == ["Dave", "Alice"]
    text = "Choose an opponent. You and that player each draw a card."
    assert render_plan(plan_of(parse_effect(text)), "en") == text


# ------------------------------------------------------------------------------------ of that color
def test_of_that_color_reads_the_colour_chosen_just_before() -> None:
    out = resolve("Choose a color. Destroy all creatures of that color.", choices={"Dave": ["white"]})
    assert out["steps"][1]["events"][0]["objects"] == ["Serra Angel"]


@pytest.mark.parametrize("text", [
    # no colour chosen before: "that color" is another object's, not read here
    "Destroy all creatures of that color.",
])
def test_of_that_color_is_refused_where_it_would_be_counted_or_read_wrongly(text: str) -> None:
    assert refused(text, choices={"Dave": ["green"]}).code == "unsupported_effect"
