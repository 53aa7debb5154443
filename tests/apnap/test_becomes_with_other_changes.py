"""What a permanent becomes, said with the other changes one sentence makes to it (#22, session 19; 611.2a, 613.1,
105.3): every verb a typed step on the same permanent, the sentence's one "until end of turn" the duration of each,
and a colour alone ("becomes blue") a change of colour. Real cards: Traitor's Clutch, Disciple of Kangee, Viridescent
Wisps, Crimson Wisps, Chimeric Sphere, Wishful Merfolk, Fylamarid, Sea Kings' Blessing. Each failed before: refused
with the words where the parse stopped."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

TRAITORS_CLUTCH = "Target creature gets +1/+0, becomes black, and gains shadow until end of turn."
SPHERE = {"name": "Chimeric Sphere", "types": ["artifact", "creature"], "subtypes": ["Construct"], "power": 2,
          "toughness": 1, "keywords": ["flying"], "colors": []}


def _events(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"]]


def test_traitors_clutch_gives_the_bonus_the_colour_and_the_keyword_to_the_one_target() -> None:
    out = resolve_card(TRAITORS_CLUTCH, target="Hill Giant")
    bonus, change, keyword = _events(out)
    assert (bonus["action"], bonus["objects"], bonus["pt"], bonus["duration"]) == ("modify", ["Hill Giant"], "+1/+0",
                                                                                   "this_turn")
    assert (change["action"], change["objects"], change["colors"], change["duration"]) == (
        "becomes", ["Hill Giant"], ["black"], "this_turn")
    assert change["after"]["Hill Giant"]["colors"] == ["black"]
    assert change["now"] == {"Hill Giant": "4/3"}  # the bonus before it applies on top (613.4c)
    assert (keyword["objects"], keyword["keywords"], keyword["duration"]) == (["Hill Giant"], "shadow", "this_turn")


@pytest.mark.parametrize(("text", "actions"), [
    ("Target creature gains flying and becomes blue until end of turn.", ["modify", "becomes"]),  # Disciple of Kangee
    ("Target creature becomes green and gets +1/+0 until end of turn.", ["becomes", "modify"]),  # Viridescent Wisps
    ("Target creature becomes red and gains haste until end of turn.", ["becomes", "modify"]),  # Crimson Wisps
])
def test_each_verb_is_a_step_on_the_one_target(text: str, actions: list[str]) -> None:
    out = resolve_card(text, target="Hill Giant")
    assert [(e["action"], e["objects"], e["duration"]) for e in _events(out)] == [
        (a, ["Hill Giant"], "this_turn") for a in actions]


def test_chimeric_sphere_becomes_a_construct_and_loses_flying() -> None:
    out = resolve_card("Until end of turn, Chimeric Sphere becomes a 3/2 Construct artifact creature and loses flying.",
                       card="Chimeric Sphere", Dave={"battlefield": [SPHERE]})
    change, lost = _events(out)
    assert (change["objects"], change["pt"], change["now"]) == (["Chimeric Sphere"], "3/2", {"Chimeric Sphere": "3/2"})
    assert (lost["objects"], lost["loses"], lost["duration"]) == (["Chimeric Sphere"], "flying", "this_turn")


def test_a_verb_before_the_change_on_the_source() -> None:  # Wishful Merfolk
    (lost, change) = plan_of(parse_effect("Wishful Merfolk loses defender and becomes a Human until end of turn.",
                                          names=("Wishful Merfolk",))).steps
    assert (lost.action, change.action, change.change.subtypes, change.duration) == (
        "modify", "becomes", ("human",), "this_turn")


def test_without_a_duration_the_sentence_is_refused() -> None:
    """"gets" / "gains" here last until end of turn: a sentence that says no duration is not that, so refused."""
    with pytest.raises(BotError) as info:
        parse_effect("Target creature gains flying and becomes blue.")
    assert info.value.code == "unsupported_effect"


@pytest.mark.parametrize(("spanish", "english"), [
    ("La criatura objetivo obtiene +1/+0, se vuelve negra y gana la habilidad de sombra hasta el final del turno.",
     TRAITORS_CLUTCH),
    ("La criatura objetivo gana la habilidad de volar y se vuelve azul hasta el final del turno.",
     "Target creature gains flying and becomes blue until end of turn."),
    ("La criatura objetivo se vuelve verde y obtiene +1/+0 hasta el final del turno.",
     "Target creature becomes green and gets +1/+0 until end of turn."),
    ("La criatura objetivo se vuelve azul hasta el final del turno.",
     "Target creature becomes blue until end of turn."),
])
def test_printed_spanish_reads_into_the_same_plan(spanish: str, english: str) -> None:
    assert [replace(s, text="") for s in plan_of(parse_effect(spanish, "es")).steps] == [
        replace(s, text="") for s in plan_of(parse_effect(english)).steps]


def test_chimeric_sphere_in_spanish() -> None:
    spanish = plan_of(parse_effect("Hasta el final del turno, Esfera quimérica se convierte en una criatura de "
                                   "artefacto Constructo 3/2 y pierde la habilidad de volar.", "es",
                                   names=("Esfera quimérica",)))
    english = plan_of(parse_effect("Until end of turn, Chimeric Sphere becomes a 3/2 Construct artifact creature and "
                                   "loses flying.", names=("Chimeric Sphere",)))
    assert [replace(s, text="") for s in spanish.steps] == [replace(s, text="") for s in english.steps]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_said_back_in_both_languages(lang: str) -> None:
    said = render_plan(plan_of(parse_effect(TRAITORS_CLUTCH)), lang)
    if lang == "en":
        assert said.startswith("Target creature gets +1/+0 until end of turn. It becomes black until end of turn")
        assert "shadow" in said
    else:
        assert said.startswith("La criatura objetivo obtiene +1/+0 hasta el final del turno.")
        assert "se vuelve negra" in said and "sombra" in said


def test_any_number_of_targets_become_blue() -> None:  # Sea Kings' Blessing
    out = resolve_card("Any number of target creatures become blue until end of turn.", target=["Hill Giant",
                                                                                                 "Craw Wurm"])
    (change,) = _events(out)
    assert (sorted(change["objects"]), change["colors"]) == (["Craw Wurm", "Hill Giant"], ["blue"])


# ------------------------------------------------------------------------------ a static change of every permanent
def test_living_plane_makes_every_land_a_1_1_creature_that_is_still_a_land() -> None:
    text = "All lands are 1/1 creatures that are still lands."
    out = resolve_card(text)
    (change,) = _events(out)
    assert (change["duration"], change["pt"], change["keeps_types"]) == ("static", "1/1", True)
    assert change["after"]["Swamp"]["types"] == ["land", "creature"]
    assert render_plan(plan_of(parse_effect(text)), "en") == text
    assert render_plan(plan_of(parse_effect(text)), "es") == "Todas las tierras son criaturas 1/1 que siguen siendo " \
                                                              "tierras."
    assert [replace(s, text="") for s in plan_of(parse_effect(render_plan(plan_of(parse_effect(text)), "es"),
                                                              "es")).steps] == [
        replace(s, text="") for s in plan_of(parse_effect(text)).steps]


def test_natural_emergence_lands_you_control_are_creatures_with_first_strike() -> None:
    out = resolve_card("Lands you control are 2/2 creatures with first strike. They're still lands.")
    (change,) = _events(out)
    assert (change["objects"], change["keywords"], change["pt"], change["duration"]) == (
        ["Swamp"], ["first strike"], "2/2", "static")  # Dave's only land
    assert change["after"]["Swamp"]["types"] == ["land", "creature"]


def test_each_land_is_a_swamp_in_addition_to_its_other_land_types() -> None:  # Urborg, Tomb of Yawgmoth (305.7)
    forest = {"name": "Forest", "types": ["land"], "supertypes": ["basic"], "subtypes": ["Forest"]}
    out = resolve_card("Each land is a Swamp in addition to its other land types.", Dave={"battlefield": [forest]})
    (change,) = _events(out)
    assert change["after"]["Forest"]["subtypes"] == ["forest", "swamp"]
    (step,) = plan_of(parse_effect("Each land is a Swamp in addition to its other land types.")).steps
    assert (step.change.keep, step.change.in_addition, step.duration) == ("all", "land types", "static")


# ------------------------------------------------------------------ an Aura's or Equipment's bonus and change at once
@pytest.mark.parametrize(("text", "pt", "keywords", "subtypes", "colors"), [
    ("Enchanted creature gets +3/+3, has reach, and is a Giant in addition to its other types.",  # Tall as a Beanstalk
     "+3/+3", "reach", ["giant"], ["red"]),
    ("Equipped creature gets +2/+2, has flying, and is a white Angel in addition to its other colors and types.",
     "+2/+2", "flying", ["angel"], ["white", "red"]),  # Angelic Armaments: white added (105.3)
    ("Enchanted creature gets +1/+1 and is an artifact in addition to its other types.",  # Transmogrifying Licid
     "+1/+1", "", [], ["red"]),
])
def test_the_attached_creature_gets_the_bonus_and_is_the_new_type(text: str, pt: str, keywords: str,
                                                                  subtypes: list[str], colors: list[str]) -> None:
    out = resolve_card(text, attached_to="Hill Giant")
    bonus, change = _events(out)
    assert (bonus["objects"], bonus["pt"], bonus["keywords"], bonus["duration"]) == (["Hill Giant"], pt, keywords,
                                                                                     "static")
    after = change["after"]["Hill Giant"]
    assert (change["duration"], after["subtypes"], after["colors"]) == ("static", subtypes, colors)
    assert render_plan(plan_of(parse_effect(text)), "en") == text.replace(", has", " and has").replace(", and is",
                                                                                                       " and is")


@pytest.mark.parametrize(("spanish", "english"), [
    ("La criatura encantada obtiene +3/+3, tiene la habilidad de alcance y es un Gigante además de sus otros tipos.",
     "Enchanted creature gets +3/+3, has reach, and is a Giant in addition to its other types."),
    ("La criatura encantada obtiene +1/+1 y es un artefacto además de sus otros tipos.",
     "Enchanted creature gets +1/+1 and is an artifact in addition to its other types."),
])
def test_the_attached_change_in_printed_spanish(spanish: str, english: str) -> None:
    assert [replace(s, text="") for s in plan_of(parse_effect(spanish, "es")).steps] == [
        replace(s, text="") for s in plan_of(parse_effect(english)).steps]


# ------------------------------------------------------------------------- defender no bar to attacking (702.3b)
@pytest.mark.parametrize(("text", "lang"), [
    ("Target creature can attack this turn as though it didn't have defender.", "en"),
    ("La criatura objetivo puede atacar este turno como si no tuviera la habilidad de defensor.", "es"),
])
def test_a_target_can_attack_this_turn_as_though_it_had_no_defender(text: str, lang: str) -> None:
    out = resolve_card(text, lang, target="Hill Giant")
    (event,) = _events(out)
    assert (event["action"], event["rule"], event["objects"], event["duration"]) == (
        "combat_rule", "attack_despite_defender", ["Hill Giant"], "this_turn")
    assert "702.3b" in out["steps"][0]["citations"]


def test_the_sources_own_permission_said_back_in_both_languages() -> None:  # Wall of One Thousand Cuts, Arcades
    for text in ("Wall of One Thousand Cuts can attack this turn as though it didn't have defender.",
                 "Wall of One Thousand Cuts can attack as though it didn't have defender."):
        plan = plan_of(parse_effect(text, names=("Wall of One Thousand Cuts",)))
        assert render_plan(plan, "en") == text.replace("Wall of One Thousand Cuts", "This permanent")
        assert "como si no tuviera la habilidad de defensor" in render_plan(plan, "es")


# --------------------------------------------------- each permanent's own size: its mana value (613.4b, 202.3)
KARNS_TOUCH = ("Target noncreature artifact becomes an artifact creature with power and toughness each equal to its "
               "converted mana cost until end of turn.")
MIND_STONE = {"name": "Mind Stone", "types": ["artifact"], "colors": [], "mana_value": 2}


def test_karns_touch_makes_the_artifact_a_creature_of_its_own_mana_value() -> None:
    out = resolve_card(KARNS_TOUCH, target="Mind Stone", Bob={"battlefield": [MIND_STONE]})
    (change,) = _events(out)
    assert (change["objects"], change["now"], change["pt_each"], change["layers"]) == (
        ["Mind Stone"], {"Mind Stone": "2/2"}, "mana_value", ["4", "7b"])
    assert change["after"]["Mind Stone"]["types"] == ["artifact", "creature"]
    assert "202.3" in out["steps"][0]["citations"]


def test_a_mana_value_the_board_does_not_give_is_asked_for() -> None:
    with pytest.raises(BotError) as info:
        resolve_card(KARNS_TOUCH, target="Mind Stone")  # the standard board's Mind Stone: no mana value given
    assert info.value.code == "choice_needed"


def test_karns_touch_in_printed_spanish_and_said_back() -> None:
    spanish = ("El artefacto objetivo que no sea criatura se convierte en una criatura de artefacto con una fuerza y "
               "resistencia iguales a su coste de maná convertido hasta el final del turno.")
    assert [replace(s, text="") for s in plan_of(parse_effect(spanish, "es")).steps] == [
        replace(s, text="") for s in plan_of(parse_effect(KARNS_TOUCH)).steps]
    assert render_plan(plan_of(parse_effect(KARNS_TOUCH)), "en") == KARNS_TOUCH
    assert render_plan(plan_of(parse_effect(KARNS_TOUCH)), "es") == spanish


# ------------------------------------------------------------ the basic land type of your choice (305.7, 608.2d)
SHIMMERING_MIRAGE = "Target land becomes the basic land type of your choice until end of turn."
MIRAGE_ES = "La tierra objetivo se convierte en el tipo de tierra básica de tu elección hasta el final del turno."


@pytest.mark.parametrize(("text", "lang"), [(SHIMMERING_MIRAGE, "en"), (MIRAGE_ES, "es")])
def test_the_chosen_basic_land_type_replaces_the_lands_land_types(text: str, lang: str) -> None:
    mountain = {"name": "Mountain", "types": ["land"], "supertypes": ["basic"], "subtypes": ["Mountain"]}
    out = resolve_card(text, lang, target="Mountain", choices={"Dave": ["island"]}, Bob={"battlefield": [mountain]})
    chose, change = _events(out)
    assert (chose["action"], chose["objects"]) == ("choose", ["Island"])
    assert (change["objects"], change["subtypes"], change["loses_rules_text_abilities"]) == (
        ["Mountain"], ["island"], True)
    assert change["after"]["Mountain"]["subtypes"] == ["island"]  # no longer a Mountain (305.7)
    assert "305.7" in out["steps"][-1]["citations"]
    if lang == "es":
        assert "Isla" in out["narration"] and "Island" not in out["narration"]


def test_the_land_type_choice_in_both_languages_is_one_plan() -> None:
    assert [replace(s, text="") for s in plan_of(parse_effect(MIRAGE_ES, "es")).steps] == [
        replace(s, text="") for s in plan_of(parse_effect(SHIMMERING_MIRAGE)).steps]
    assert render_plan(plan_of(parse_effect(SHIMMERING_MIRAGE)), "en") == SHIMMERING_MIRAGE
    spanish = render_plan(plan_of(parse_effect(SHIMMERING_MIRAGE)), "es")
    assert spanish == ("La tierra objetivo se vuelve del tipo de tierra básica de tu elección hasta el final del "
                       "turno.")
    assert [replace(s, text="") for s in plan_of(parse_effect(spanish, "es")).steps] == [
        replace(s, text="") for s in plan_of(parse_effect(SHIMMERING_MIRAGE)).steps]
