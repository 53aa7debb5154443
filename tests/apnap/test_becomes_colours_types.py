"""What an object is after an effect changes its colours and types (#22, session 17; 613.1d-e, 105.3, 205.1b): every
word of the change is in the plan and said back — "a black Zombie in addition to its other colors and types" keeps
"black" (it was read and then dropped from the reading and the narration) and the words of what it keeps — "It's /
That creature is … in addition to …" after a return changes the permanent that entered (400.7), a bare colour
alone sets the colours (test_becomes.py), and printed Spanish reads into the same plan. Real cards:
Rise from the Grave, Liliana, Death's Majesty, Ever After's and Dread Slaver's wording."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.plan.steps_layers import BecomesTarget
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

RISE = ("Put target creature card from a graveyard onto the battlefield under your control. That creature is a black "
        "Zombie in addition to its other colors and types.")
LILIANA = ("Return target creature card from your graveyard to the battlefield. That creature is a black Zombie in "
           "addition to its other colors and types.")
ELVISH_MYSTIC = {"name": "Elvish Mystic", "types": ["creature"], "subtypes": ["Elf", "Druid"], "colors": ["green"],
                 "power": 1, "toughness": 1}


def _step(text: str) -> BecomesTarget:
    step = plan_of(parse_effect(text)).steps[-1]
    assert isinstance(step, BecomesTarget)
    return step


def _becomes(out: dict[str, Any]) -> dict[str, Any]:
    (event,) = [e for s in out["steps"] for e in s["events"] if e["action"] == "becomes"]
    return event


# ------------------------------------------------------------------------------------------------ the reading
@pytest.mark.parametrize(("text", "said"), [
    ("Target creature becomes a black Zombie in addition to its other colors and types until end of turn.",
     "Target creature becomes a black Zombie in addition to its other colors and types until end of turn."),
    ("Target creature becomes a blue Wall in addition to its other creature types.",
     "Target creature becomes a blue Wall in addition to its other creature types."),
    ("All creatures become black Zombies in addition to their other colors and types until end of turn.",
     "All creatures become black Zombies in addition to their other colors and types until end of turn."),
    (LILIANA, LILIANA),
    ("Return target creature card from your graveyard to the battlefield. It's a black Zombie in addition to its "
     "other colors and types.", "Return target creature card from your graveyard to the battlefield. It's a black "
     "Zombie in addition to its other colors and types."),
])
def test_every_word_of_the_change_is_said_back(text: str, said: str) -> None:
    assert render_plan(plan_of(parse_effect(text)), "en") == said


def test_in_addition_to_its_other_colors_keeps_the_colours_and_adds_black() -> None:
    change = _step(LILIANA).change
    assert (change.colors, change.colors_added, change.subtypes, change.keep, change.in_addition) == (
        ("black",), True, ("zombie",), "all", "colors and types")


def test_in_addition_to_its_other_creature_types_sets_the_colour() -> None:
    change = _step("Target creature becomes a blue Wall in addition to its other creature types.").change
    assert (change.colors, change.colors_added, change.in_addition) == (("blue",), False, "creature types")


def test_it_is_without_what_it_keeps_is_refused() -> None:
    with pytest.raises(BotError) as info:
        parse_effect("Return target creature card from your graveyard to the battlefield. It's a black Zombie.")
    assert info.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------------------ printed Spanish
@pytest.mark.parametrize(("spanish", "english"), [
    ("Regresa la carta de criatura objetivo de tu cementerio al campo de batalla. Es un Zombie negro además de sus "
     "otros colores y tipos.", "Return target creature card from your graveyard to the battlefield. It's a black "
     "Zombie in addition to its other colors and types."),
])
def test_printed_spanish_reads_into_the_same_plan(spanish: str, english: str) -> None:
    assert [replace(s, text="") for s in plan_of(parse_effect(spanish, "es")).steps] == [
        replace(s, text="") for s in plan_of(parse_effect(english)).steps]


@pytest.mark.parametrize(("english", "spanish"), [
    ("Return target creature card from your graveyard to the battlefield. It's a black Zombie in addition to its "
     "other colors and types.", "Regresa la carta de criatura objetivo de tu cementerio al campo de batalla. Es un "
     "Zombie negro además de sus otros colores y tipos."),
    ("All creatures become black Zombies in addition to their other colors and types until end of turn.",
     "Todas las criaturas se convierten en Zombies negros además de sus otros colores y tipos hasta el final del "
     "turno."),
    ("Target land becomes an Island until end of turn.",
     "La tierra objetivo se convierte en una Isla hasta el final del turno."),
])
def test_the_spanish_reading_says_the_colour_and_its_agreement(english: str, spanish: str) -> None:
    assert render_plan(plan_of(parse_effect(english)), "es") == spanish


# ------------------------------------------------------------------------------------------------ the engine
def _rise(lang: str | None = None) -> dict[str, Any]:
    return resolve_card(RISE, lang, target="Elvish Mystic", Dave={"graveyard": [ELVISH_MYSTIC]})


def test_the_returned_creature_is_black_and_green_and_a_zombie_too() -> None:
    event = _becomes(_rise())
    assert event["objects"] == ["Elvish Mystic"]
    assert event["after"]["Elvish Mystic"] == {"colors": ["black", "green"], "colors_known": True,
                                               "types": ["creature"], "subtypes": ["druid", "elf", "zombie"]}
    assert (event["layers"], event["duration"], event["colors_added"]) == (["4", "5"], "indefinite", True)


def test_the_narration_says_black_and_what_it_is_now() -> None:
    out = _rise()
    step = next(s for s in out["narration"].splitlines() if s.startswith("→") and "Zombie" in s)
    assert "a black Zombie" in step and "keeping its other colours and types" in step
    assert "now Elvish Mystic: a black and green Druid Elf Zombie creature" in step
    cited = str(out["steps"][-1]["citations"])
    assert "400.7" in cited and "115.1" not in cited  # the permanent that entered, no target (400.7)


def test_the_spanish_narration_says_it_in_spanish() -> None:
    step = next(s for s in _rise("es")["narration"].splitlines() if s.startswith("→") and "Zombie" in s)
    assert "un Zombie negro" in step and "conservando sus otros colores y tipos" in step
    assert "una criatura Druida Elfo Zombie negra y verde" in step


def test_a_filter_after_the_change_sees_the_new_colour() -> None:
    out = resolve_card("Target creature becomes a blue Wall in addition to its other creature types until end of turn. "
                       "Destroy all blue creatures.", target="Grizzly Bears")
    destroyed = [o for s in out["steps"] for e in s["events"] if e["action"] == "destroy" for o in e["objects"]]
    assert destroyed == ["Grizzly Bears"]


def test_they_are_after_no_one_group_is_refused_not_run_on_nothing() -> None:
    """Grimoire of the Dead: every creature card of every graveyard put onto the battlefield; "They're black Zombies
    …" names no group this reader follows, so it is refused (it crashed the engine with no objects)."""
    with pytest.raises(BotError) as info:
        parse_effect("Put all creature cards from all graveyards onto the battlefield under your control. They're "
                     "black Zombies in addition to their other colors and types.")
    assert info.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------------------ colour or colours
PRISMATIC_LACE = "Target permanent becomes the color or colors of your choice."


@pytest.mark.parametrize("text", [
    PRISMATIC_LACE,
    "El permanente objetivo se vuelve del color o colores de tu elección.",
    "El permanente objetivo se convierte en el color o colores de tu elección.",
])
def test_the_color_or_colors_of_your_choice_is_one_choice_of_one_colour_or_more(text: str) -> None:
    choose, becomes = plan_of(parse_effect(text)).steps
    assert (getattr(choose, "kind", None), getattr(choose, "most", None)) == ("color", 5)
    assert isinstance(becomes, BecomesTarget) and becomes.change.choice == "colors"


def test_the_controller_chooses_two_colours_and_the_permanent_is_both() -> None:
    out = resolve_card(PRISMATIC_LACE, target="Grizzly Bears", choices={"Dave": [["white", "blue"]]})
    event = _becomes(out)
    assert event["colors"] == ["white", "blue"] and not event["colors_added"]
    assert event["after"]["Grizzly Bears"]["colors"] == ["white", "blue"]  # green is gone (105.3)
    assert "Choose one or more colors." in out["narration"]


def test_the_colours_chosen_in_spanish_are_the_same_colours() -> None:
    out = resolve_card("El permanente objetivo se vuelve del color o colores de tu elección.", "es",
                       target="Grizzly Bears", choices={"Dave": [["blanco", "azul"]]})
    assert _becomes(out)["colors"] == ["white", "blue"]
    assert "Elige uno o más colores." in out["narration"] and "una criatura blanca y azul" in out["narration"]


def test_the_color_or_colors_is_said_back_in_both_languages() -> None:
    plan = plan_of(parse_effect(PRISMATIC_LACE))
    assert render_plan(plan, "en") == PRISMATIC_LACE
    assert render_plan(plan, "es") == "El permanente objetivo se vuelve del color o colores de tu elección."


# ------------------------------------------------------------------------------------------------ "that creature"
TRANSMOGRANT = ("Put a +1/+1 counter on target nonartifact creature. That creature becomes an artifact in addition to "
                "its other types.")


def test_that_creature_becomes_is_the_one_target_before_it_and_said_back() -> None:
    """Ashnod's Transmogrant: the target of the instruction before (608.2c), an artifact too (205.1b)."""
    plan = plan_of(parse_effect(TRANSMOGRANT))
    assert render_plan(plan, "en") == TRANSMOGRANT
    spanish = ("Pon un contador +1/+1 sobre la criatura objetivo que no sea artefacto. Esa criatura se convierte en un "
               "artefacto además de sus otros tipos.")
    assert [replace(s, text="") for s in plan_of(parse_effect(spanish, "es")).steps] == [
        replace(s, text="") for s in plan.steps]
    event = _becomes(resolve_card(TRANSMOGRANT, target="Grizzly Bears"))
    assert event["objects"] == ["Grizzly Bears"]
    assert event["after"]["Grizzly Bears"]["types"] == ["artifact", "creature"]
