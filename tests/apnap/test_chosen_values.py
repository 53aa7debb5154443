"""Choices of a value (issue #22, session 12): a colour (105.1), a card name (201.3), an opponent or a player
(102.2), one of the card types listed (205.2a), made as a permanent enters (614.12a) or as an effect resolves, and
the words that read them later: "the chosen color", "of the chosen type", "with the chosen name", "that player"
(607.2d, 608.2c).

Real card text on the standard board (tests/apnap/realcards.py: Alice, Bob, Carol, Dave in turn order, Bob active,
Dave controls).
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar.phrases import Unread
from bot.apnap.grammar.sentences import read_english
from bot.apnap.plan import ChooseWord, plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import resolve_card, typed

resolve = resolve_card  # tests/apnap/realcards.py


def refused(effect: str, **changes: Any) -> BotError:
    with pytest.raises(BotError) as err:
        resolve(effect, **changes)
    return err.value


# ------------------------------------------------------------------------------------ as it enters: a colour
@pytest.mark.parametrize("card", ["Caged Sun", "Coldsteel Heart"])
def test_as_it_enters_the_controller_chooses_a_color_kept_for_the_source(card: str) -> None:
    out = resolve(f"As {card} enters the battlefield, choose a color.", choices={"Dave": ["blue"]})
    (step,) = out["steps"]
    assert (step["action"], step["order"], step["chosen_for"]) == ("choose", ["Dave"], {"Dave": "blue"})
    (event,) = step["events"]
    assert (event["objects"], event["as_enters"], event["source"]) == (["blue"], True, card)
    assert {"614.12a", "607.2d", "105.1"} <= set(step["citations"])
    assert f"Dave chooses blue as {card} enters the battlefield (614.12a)" in out["narration"]


def test_a_colour_in_printed_spanish_is_answered_in_spanish_and_narrated_in_spanish() -> None:
    out = resolve("En cuanto Jaula solar entre al campo de batalla, elige un color.", choices={"Dave": ["azul"]})
    assert out["steps"][0]["chosen_for"] == {"Dave": "azul"}
    assert "Dave elige azul al entrar" in out["narration"]


def test_a_colour_that_is_none_of_the_five_is_a_bad_scenario() -> None:
    err = refused("As Caged Sun enters the battlefield, choose a color.", choices={"Dave": ["purple"]})
    assert err.code == "bad_scenario" and "choices.Dave[0]" in err.text("en")


def test_without_an_answer_the_default_is_the_colour_most_common_among_the_players_permanents() -> None:
    (step,) = resolve("As Coldsteel Heart enters the battlefield, choose a color.")["steps"]
    assert step["chosen_for"] == {"Dave": "green"}  # Llanowar Elves and Craw Wurm
    assert step["choices"][0]["auto"] is True


# ------------------------------------------------------------------------------------ a card name, an opponent
@pytest.mark.parametrize("text", ["As Pithing Needle enters the battlefield, choose a card name.",
                                  "As Runed Halo enters the battlefield, choose a card name."])
def test_a_card_name_may_be_any_card_the_scenario_shows_an_opponents_too(text: str) -> None:
    (step,) = resolve(text, choices={"Dave": ["Lightning Bolt"]})["steps"]  # in Bob's hand
    assert step["chosen_for"] == {"Dave": "Lightning Bolt"} and "614.12a" in step["citations"]


def test_a_nonland_card_name_is_never_a_lands() -> None:
    err = refused("As Declaration of Naught enters the battlefield, choose a nonland card name.",
                  choices={"Dave": ["Island"]})
    assert err.code == "bad_scenario"


def test_name_a_card_is_the_older_wording_of_the_same_choice_and_renders_as_printed() -> None:
    plan = plan_of(read_english("Name a card."))
    (step,) = plan.steps
    assert isinstance(step, ChooseWord) and (step.kind, step.named) == ("card_name", True)
    assert render_plan(plan, "en").rstrip(".") == "Name a card"


@pytest.mark.parametrize("card", ["Black Vise", "The Rack"])
def test_choose_an_opponent_offers_only_opponents(card: str) -> None:
    text = f"As {card} enters the battlefield, choose an opponent."
    assert resolve(text, choices={"Dave": ["Carol"]})["steps"][0]["chosen_for"] == {"Dave": "Carol"}
    assert refused(text, choices={"Dave": ["Dave"]}).code == "bad_scenario"


def test_choose_a_player_may_be_the_controller() -> None:
    out = resolve("As Stuffy Doll enters the battlefield, choose a player.", choices={"Dave": ["Dave"]})
    assert out["steps"][0]["chosen_for"] == {"Dave": "Dave"}


def test_that_player_after_choose_an_opponent_is_the_player_chosen() -> None:
    # Benevolent Offering: "that player" is Alice, whom Dave chose (608.2c), not the active player
    out = resolve("Choose an opponent. You gain 2 life for each creature you control and that player gains 2 life for "
                  "each creature you control.", choices={"Dave": ["Alice"]})
    choose, yours, theirs = out["steps"]
    assert theirs["order"] == ["Alice"] and theirs["events"][0]["amount"] == 4  # Dave's two creatures
    assert not out.get("warnings")


def test_a_count_of_that_players_permanents_in_another_players_instruction_is_refused() -> None:
    # Canker Abomination: the count would be read as the performer's own (the controller's), a different player
    with pytest.raises(Unread):
        read_english("As this creature enters the battlefield, choose an opponent. This creature enters the "
                     "battlefield with a -1/-1 counter on it for each creature that player controls.")


# ------------------------------------------------------------------------------------ card types listed
def test_one_of_the_card_types_listed_and_no_other() -> None:
    text = "As Cloud Key enters the battlefield, choose artifact, creature, enchantment, instant, or sorcery."
    (step,) = resolve(text, choices={"Dave": ["instant"]})["steps"]
    assert step["chosen_for"] == {"Dave": "instant"}
    assert refused(text, choices={"Dave": ["land"]}).code == "bad_scenario"


# ------------------------------------------------------------------------------------ what reads the choice
@pytest.mark.parametrize(("card", "text"), [("Coldsteel Heart", "{T}: Add one mana of the chosen color."),
                                            ("Paradise Plume", "{T}: Add one mana of the chosen color."),
                                            ("Sol Grail", "Agrega un maná del color elegido.")])
def test_mana_of_the_chosen_color_is_the_sources_choice_given_by_the_scenario(card: str, text: str) -> None:
    out = resolve(text, card=card, chosen={"color": "blue"})
    (event,) = out["steps"][0]["events"]
    assert (event["action"], event["mana"], event["amount"]) == ("add_mana", "{U}", 1)
    assert "607.2d" in out["steps"][0]["citations"]


def test_the_chosen_color_no_board_shows_is_asked_with_its_options_never_guessed() -> None:
    err = refused("{T}: Add one mana of the chosen color.")
    assert err.code == "choice_needed" and err.field == "chosen"
    assert "white, blue, black, red, green" in err.text("en") and "607.2d" in err.text("es")


def test_a_chosen_value_given_for_a_text_that_reads_none_is_a_bad_scenario() -> None:
    err = refused("Each player draws a card.", chosen={"color": "blue"})
    assert err.code == "bad_scenario" and "chosen" in err.text("en")


def test_the_chosen_color_in_the_same_effect_is_the_choice_just_made() -> None:
    out = resolve("Choose a color. Creatures of the chosen color get +1/+1 until end of turn.",
                  choices={"Dave": ["white"]})
    assert out["steps"][1]["events"][0]["objects"] == ["Serra Angel"]


def test_creatures_of_the_chosen_color_in_a_static_read_the_sources_choice() -> None:
    # Teferi's Moat, chosen green: the green creatures without flying
    out = resolve("Creatures of the chosen color without flying can't attack you.", chosen={"color": "green"})
    assert out["steps"][0]["events"][0]["objects"] == ["Grizzly Bears"]  # an opponent's: Dave's can't attack Dave
    out = resolve("Creatures of the chosen color without flying can't attack you.", chosen={"color": "white"})
    assert out["steps"][0]["events"][0]["objects"] == []  # Serra Angel flies


def test_creatures_of_the_chosen_type_in_a_static_read_the_sources_choice() -> None:
    # Shared Triumph, chosen Elf: only Llanowar Elves (its creature types given, as a scenario file would)
    out = resolve("Creatures of the chosen type get +1/+1.", chosen={"creature_type": "elf"},
                  Alice=typed("Alice"), Bob=typed("Bob"), Dave=typed("Dave"))
    assert [e["objects"] for e in out["steps"][0]["events"] if e["objects"]] == [["Llanowar Elves"]]


def test_of_that_type_after_a_colour_choice_is_refused() -> None:
    with pytest.raises(Unread):
        read_english("Choose a color. Destroy all creatures of that type.")


# ------------------------------------------------------------------------------------ protection from a colour
@pytest.mark.parametrize("text", [
    "{T}: Target creature you control gains protection from the color of your choice until end of turn.",  # Mother
    "Target creature gains protection from the color of your choice until end of turn.",  # Stave Off
])
def test_protection_from_the_color_of_your_choice_is_the_controllers_choice_as_it_resolves(text: str) -> None:
    out = resolve(text, target="Craw Wurm", choices={"Dave": ["red"]})
    choose, modify = out["steps"]
    assert (choose["action"], choose["order"], choose["chosen_for"]) == ("choose", ["Dave"], {"Dave": "red"})
    (event,) = modify["events"]
    assert (event["objects"], event["keywords"]) == (["Craw Wurm"], "protection from red")
    assert "702.16a" in modify["citations"]
    assert "Dave chooses red" in out["narration"] and "gains protection from red until end of turn" in out["narration"]


def test_protection_of_your_choice_renders_as_printed_with_no_sentence_for_the_choice() -> None:
    text = "Target creature gains protection from the color of your choice until end of turn."
    assert render_plan(plan_of(read_english(text)), "en") == text


def test_protection_from_a_printed_colour_needs_no_choice() -> None:
    out = resolve("Target creature gains protection from red until end of turn.", target="Craw Wurm")  # Crimson Acolyte
    (step,) = out["steps"]
    assert step["events"][0]["keywords"] == "protection from red"


def test_protection_from_the_chosen_color_reads_the_choice_just_made() -> None:
    # Brave the Elements: the white creatures Dave controls (Savannah Lions), Alice's Serra Angel is not his
    out = resolve("Choose a color. White creatures you control gain protection from the chosen color until end of "
                  "turn.", choices={"Dave": ["black"]}, Dave={"battlefield": [
                      {"name": "Savannah Lions", "types": ["creature"], "colors": ["white"], "power": 2,
                       "toughness": 1}]})
    (event,) = out["steps"][1]["events"]
    assert (event["objects"], event["keywords"]) == (["Savannah Lions"], "protection from black")


def test_protection_of_your_choice_in_printed_spanish() -> None:
    out = resolve("La criatura objetivo gana protección contra el color de tu elección hasta el final del turno.",
                  target="Craw Wurm", choices={"Dave": ["rojo"]})
    assert out["steps"][1]["events"][0]["keywords"] == "protection from red"
    assert "gana protección contra el rojo hasta el final del turno" in out["narration"]


# ------------------------------------------------------------------------------------ a source of your choice
@pytest.mark.parametrize("text", [
    "The next time a red source of your choice would deal damage to you this turn, prevent that damage.",  # CoP: Red
    "The next time a source of your choice would deal damage to you this turn, prevent that damage.",  # Haazda
])
def test_the_next_time_a_source_of_your_choice_would_deal_damage_the_controller_chooses_it(text: str) -> None:
    out = resolve(text, choices={"Dave": ["Hill Giant"]})
    choose, prevent = out["steps"]
    assert (choose["order"], choose["chosen_for"]) == (["Dave"], {"Dave": "Hill Giant"})
    assert "609.7a" in choose["citations"]
    (event,) = prevent["events"]
    assert (event["change"], event["sources"], event["next_time"], event["duration"]) == (
        "prevent", ["Hill Giant"], True, "this_turn")
    assert event["objects"] == ["Dave"]
    assert "the damage (the next time only) that Hill Giant would deal to Dave is prevented" in out["narration"]


def test_a_source_of_another_colour_than_the_one_printed_is_not_an_option() -> None:
    err = refused("The next time a white source of your choice would deal damage to you this turn, prevent that "
                  "damage.", choices={"Dave": ["Hill Giant"]})  # Hill Giant is red
    assert err.code == "bad_scenario"


def test_prevent_all_damage_by_a_source_of_your_choice_renders_and_resolves() -> None:
    text = "Prevent all damage a source of your choice would deal this turn."  # Prahv, Spires of Order
    # the same prevention as "… that would be dealt by …" (as the older "damage target creature would deal" reads)
    said = "Prevent all damage that would be dealt by a source of your choice this turn."
    assert render_plan(plan_of(read_english(text)), "en") == said
    out = resolve(text, choices={"Dave": ["Serra Angel"]})
    assert out["steps"][1]["events"][0]["sources"] == ["Serra Angel"]
    assert "next_time" not in out["steps"][1]["events"][0]


def test_the_next_time_in_spanish_output() -> None:
    out = resolve("The next time a red source of your choice would deal damage to you this turn, prevent that "
                  "damage.", choices={"Dave": ["Hill Giant"]}, lang="es")
    assert "una fuente roja de tu elección" in out["narration"] and "solo la próxima vez" in out["narration"]


def test_each_player_reads_their_own_chosen_color() -> None:
    # each player returns the creature cards of the colour they chose (608.2c), not another's
    out = resolve("Each player chooses a color. Each player returns all creature cards of the chosen color from their "
                  "graveyard to the battlefield.", choices={"Bob": ["red"], "Carol": ["red"], "Dave": ["green"],
                                                            "Alice": ["blue"]},
                  Bob={"graveyard": [{"name": "Runeclaw Bear", "types": ["creature"], "colors": ["green"]}]},
                  Dave={"graveyard": [{"name": "Elvish Mystic", "types": ["creature"], "colors": ["green"]}]},
                  Alice={"graveyard": [{"name": "Gray Ogre", "types": ["creature"], "colors": ["red"]}]})
    moved = {e["player"]: e["objects"] for e in out["steps"][1]["events"] if e["objects"]}
    assert moved == {"Dave": ["Elvish Mystic"]}


def test_a_source_of_your_choice_may_be_a_spell_on_the_stack() -> None:
    # Circle of Protection: Red in answer to a red sorcery (609.7a): the spell is offered, top of the stack first
    spells = [{"name": "Fireball", "controller": "Bob", "types": ["sorcery"], "colors": ["red"]}]
    out = resolve("The next time a red source of your choice would deal damage to you this turn, prevent that damage.",
                  spells=spells)
    assert out["steps"][0]["chosen_for"] == {"Dave": "Fireball"}
    assert out["steps"][1]["events"][0]["sources"] == ["Fireball"]
    assert not any("609.7a" in w for w in out.get("warnings", []))


def test_without_the_stack_given_only_permanents_are_offered_and_a_warning_says_so() -> None:
    out = resolve("The next time a red source of your choice would deal damage to you this turn, prevent that damage.")
    assert out["steps"][0]["chosen_for"] == {"Dave": "Hill Giant"}
    assert any("609.7a" in w for w in out["warnings"])
