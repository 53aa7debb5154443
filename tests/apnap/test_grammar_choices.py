"""Choices that are not of objects (issue #22): friend or foe, a named option, a creature or card type, left or
right, and what later text does with them ("each foe", "of that type", a token copy).

Real card text on the standard board (tests/apnap/realcards.py: Alice, Bob, Carol, Dave in turn order,
Bob active, Dave controls; APNAP order Bob, Carol, Dave, Alice).
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar.sentences import Unread, read_english
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

VIRTUS = ("For each player, choose friend or foe. Each friend returns a creature card from their graveyard to their "
          "hand. Each foe sacrifices a creature they control.")
VIRTUS_ES = ("Para cada jugador, elige amigo o enemigo. Cada amigo regresa una carta de criatura de su cementerio a "
             "su mano. Cada enemigo sacrifica una criatura que controla.")


resolve = resolve_card  # tests/apnap/realcards.py


def chosen(step: dict[str, Any]) -> list[tuple[str, list[str], str | None]]:
    return [(c["player"], c["chosen"], c.get("answer")) for c in step["choices"]]


# ------------------------------------------------------------------------------------ friend or foe
def test_friend_or_foe_is_the_controllers_choice_for_each_player_then_each_group_acts() -> None:
    out = resolve(VIRTUS, choices={"Dave": ["foe", "foe", "friend", "foe"], "Alice": ["Grizzly Bears"]})
    choose, back, sacrifice = out["steps"]
    assert (choose["action"], choose["order"]) == ("choose", ["Dave"])
    # one decision per player, in APNAP order (101.4), each saying whom it is for
    assert [(e["for"], e["objects"]) for e in choose["events"]] == [
        ("Bob", ["foe"]), ("Carol", ["foe"]), ("Dave", ["friend"]), ("Alice", ["foe"])]
    assert choose["chosen_for"] == {"Bob": "foe", "Carol": "foe", "Dave": "friend", "Alice": "foe"}
    assert back["order"] == ["Dave"] and chosen(back) == [("Dave", ["Elvish Mystic"], None)]
    assert sacrifice["order"] == ["Bob", "Carol", "Alice"]
    assert [e["objects"] for e in sacrifice["events"]] == [["Hill Giant"], [], ["Grizzly Bears"]]
    assert "Dave chooses foe for Bob" in out["narration"]


def test_friend_or_foe_in_printed_spanish_reads_the_same_and_narrates_in_spanish() -> None:
    out = resolve(VIRTUS_ES, choices={"Dave": ["enemigo", "enemigo", "amigo", "enemigo"], "Alice": ["Grizzly Bears"]},
                  lang="es")
    assert [s["order"] for s in out["steps"]] == [["Dave"], ["Dave"], ["Bob", "Carol", "Alice"]]
    assert "Dave elige enemigo para Bob" in out["narration"]


def test_an_answer_that_is_not_one_of_the_options_is_a_bad_scenario() -> None:
    with pytest.raises(BotError) as err:
        resolve(VIRTUS, choices={"Dave": ["maybe"]})
    assert err.value.code == "bad_scenario" and "choices.Dave[0]" in err.value.text("en")


def test_each_word_with_no_choice_before_it_is_refused() -> None:
    with pytest.raises(Unread):
        read_english("Each foe sacrifices a creature they control.")


# ------------------------------------------------------------------------------------ a creature type, a card type
HARSH_MERCY = ("Each player chooses a creature type. Destroy all creatures that aren't of a type chosen this way. "
               "They can't be regenerated.")
GRAVE_SIFTER = ("When Grave Sifter enters the battlefield, each player chooses a creature type and returns any number "
                "of cards of that type from their graveyard to their hand.")
WORLD_QUELLER = ("At the beginning of your upkeep, you may choose a card type. If you do, each player sacrifices a "
                 "permanent of that type.")


def typed(name: str, *subtypes: str) -> dict[str, Any]:
    return {"name": name, "types": ["creature"], "subtypes": list(subtypes)}


TYPED_BOARD: dict[str, Any] = {
    "Alice": {"battlefield": [typed("Grizzly Bears", "Bear"), typed("Serra Angel", "Angel"), "Forest (basic land)"]},
    "Bob": {"battlefield": [typed("Hill Giant", "Giant"), "Mountain (basic land)"]},
    "Dave": {"battlefield": [typed("Llanowar Elves", "Elf", "Druid"), typed("Craw Wurm", "Wurm")]},
}


def test_each_player_names_a_creature_type_in_apnap_order_and_the_rest_are_destroyed() -> None:
    out = resolve(HARSH_MERCY, **TYPED_BOARD,
                  choices={"Bob": ["Giant"], "Carol": ["Bear"], "Dave": ["Elf"], "Alice": ["Angel"]})
    choose, destroy = out["steps"]
    assert choose["order"] == ["Bob", "Carol", "Dave", "Alice"] and "101.4" in choose["citations"]
    assert [c["chosen"] for c in choose["choices"]] == [["Giant"], ["Bear"], ["Elf"], ["Angel"]]
    assert choose["chosen_for"] == {"Bob": "Giant", "Carol": "Bear", "Dave": "Elf", "Alice": "Angel"}
    # Grizzly Bears lives through Carol's choice; only Craw Wurm is of no type chosen
    assert destroy["events"][0]["objects"] == ["Craw Wurm"]
    # "They can't be regenerated": a typed record on what was destroyed (701.19c), listed in the destruction's step
    assert [(e["objects"], e["act"]) for e in destroy["effects"]] == [(["Craw Wurm"], "be_regenerated")]
    assert "Carol chooses Bear" in out["narration"]


def test_a_creature_type_answer_is_the_word_and_an_unknown_word_is_a_bad_scenario() -> None:
    with pytest.raises(BotError) as err:
        resolve(HARSH_MERCY, **TYPED_BOARD, choices={"Bob": ["Frobnicator"]})
    assert (err.value.code, err.value.field) == ("bad_scenario", "choices.Bob[0]")


def test_the_default_creature_type_is_the_players_most_common_one() -> None:
    out = resolve(HARSH_MERCY, **TYPED_BOARD)
    first = out["steps"][0]["choices"]
    assert (first[0]["chosen"], first[0]["auto"]) == (["Giant"], True)  # Bob's only creature is a Giant
    # Carol has no creature: the first type on the table in the rules' order (Angel); a tie goes to that order too
    assert [c["chosen"] for c in first] == [["Giant"], ["Angel"], ["Druid"], ["Angel"]]
    assert out["steps"][1]["events"][0]["objects"] == ["Grizzly Bears", "Craw Wurm"]


def test_a_creature_without_its_creature_types_is_asked_never_guessed() -> None:
    with pytest.raises(BotError) as err:
        resolve(HARSH_MERCY)  # the standard board's creatures have no subtypes
    assert (err.value.code, err.value.field) == ("choice_needed", "players")
    assert "Grizzly Bears" in err.value.text("en") and "tipos de criatura" in err.value.text("es")


def test_of_that_type_is_each_players_own_choice() -> None:
    out = resolve(GRAVE_SIFTER, card="Grave Sifter",
                  Alice={"graveyard": [typed("Gray Ogre", "Ogre"), "Ponder (sorcery)"]},
                  Bob={"graveyard": [typed("Runeclaw Bear", "Bear")]},
                  Dave={"graveyard": [typed("Elvish Mystic", "Elf", "Druid"), "Island (basic land)"]},
                  choices={"Bob": ["Bear", ["Runeclaw Bear"]], "Carol": ["Human"], "Dave": ["Elf", ["Elvish Mystic"]],
                           "Alice": ["Ogre", []]})
    choose, back = out["steps"]
    assert [c["chosen"] for c in choose["choices"]] == [["Bear"], ["Human"], ["Elf"], ["Ogre"]]
    assert [e["objects"] for e in back["events"]] == [["Runeclaw Bear"], [], ["Elvish Mystic"], []]


def test_you_may_choose_a_card_type_then_each_player_sacrifices_one_of_it() -> None:
    out = resolve(WORLD_QUELLER, card="World Queller", choices={"Dave": ["yes", "artifact"]})
    choose, sacrifice = out["steps"]
    assert [(c["chosen"], c.get("answer")) for c in choose["choices"]] == [([], "yes"), (["artifact"], None)]
    assert [e["objects"] for e in sacrifice["events"]] == [["Mind Stone"], [], [], ["Sol Ring"]]
    declined = resolve(WORLD_QUELLER, card="World Queller", choices={"Dave": ["no"]})
    assert [s["action"] for s in declined["steps"]] == ["choose"]  # "If you do": nothing more


def test_a_condition_on_the_chosen_type_is_refused_not_read_without_it() -> None:
    from bot.apnap.grammar.conditions import read_condition

    with pytest.raises(Unread):
        read_condition("you control two or more creatures of the chosen type", "en")


def test_a_creature_type_in_printed_spanish() -> None:
    text = ("Cada jugador elige un tipo de criatura. Destruye todas las criaturas que no sean de un tipo elegido de "
            "esta manera. No pueden ser regeneradas.")
    out = resolve(text, **TYPED_BOARD, lang="es",
                  choices={"Bob": ["Giant"], "Carol": ["Bear"], "Dave": ["Elf"], "Alice": ["Angel"]})
    assert out["steps"][1]["events"][0]["objects"] == ["Craw Wurm"]
    assert "Carol: Oso" in out["narration"] and "Bear" not in out["narration"]  # said in Spanish, matched in English


KHORVATH = ("For each player, choose friend or foe. Each friend discards all cards from their hand, then draws that "
            "many cards plus one. Khorvath's Fury deals damage to each foe equal to the number of cards in their hand.")


def test_friends_discard_and_draw_that_many_plus_one_and_foes_are_dealt_damage_by_hand_size() -> None:
    out = resolve(KHORVATH, choices={"Dave": ["foe", "foe", "friend", "foe"]})
    choose, discard, draw, damage = out["steps"]
    assert discard["order"] == draw["order"] == ["Dave"]
    assert discard["events"][0]["objects"] == ["Duress", "Counterspell"]
    assert draw["events"][0]["amount"] == 3  # two discarded, plus one
    assert damage["order"] == ["Bob", "Carol", "Alice"]
    assert [e["amount"] for e in damage["events"]] == [1, 0, 3]  # each foe's own hand


def test_khorvaths_fury_in_printed_spanish_gives_the_same_result() -> None:
    text = ("Para cada jugador, elige amigo o enemigo. Cada amigo descarta todas las cartas de su mano y luego roba "
            "esa cantidad de cartas más una. Este hechizo hace a cada enemigo una cantidad de daño igual al "
            "número de cartas en su mano.")
    out = resolve(text, lang="es", choices={"Dave": ["enemigo", "enemigo", "amigo", "enemigo"]})
    assert [e["amount"] for e in out["steps"][2]["events"]] == [3]
    assert [e["amount"] for e in out["steps"][3]["events"]] == [1, 0, 3]


def test_damage_to_each_word_nobody_chose_is_refused() -> None:
    with pytest.raises(Unread):
        read_english("This spell deals 2 damage to each foe.")


ZNDRSPLT = ("For each player, choose friend or foe. Each friend creates a token that's a copy of a creature they "
            "control. Each foe returns a creature they control to its owner's hand.")


def test_a_friend_copies_a_creature_they_pick_and_foes_return_one() -> None:
    out = resolve(ZNDRSPLT, choices={"Dave": ["foe", "foe", "friend", "foe", "Craw Wurm"], "Alice": ["Serra Angel"]})
    _, create, back = out["steps"]
    assert (create["action"], create["order"]) == ("create", ["Dave"])
    assert [(e["player"], e["amount"], e["objects"], e["copy_of"]) for e in create["events"]] == [
        ("Dave", 1, ["Craw Wurm"], "Craw Wurm")]
    assert "707.2" in create["citations"]
    assert [c["chosen"] for c in back["choices"]] == [["Hill Giant"], [], ["Serra Angel"]]


def test_the_copy_has_the_originals_abilities_and_its_own_enters_trigger() -> None:
    # 707.2: abilities are copiable values, so the token's "when this enters" triggers as it enters (603.6a)
    dave = {"battlefield": [{"name": "Gray Merchant", "types": ["creature"], "subtypes": ["Zombie"],
                             "triggers": [{"when": "this enters", "text": "each opponent loses 1 life"}]}]}
    out = resolve("Each player creates a token that's a copy of a creature they control.", Dave=dave,
                  Alice={"battlefield": []}, Bob={"battlefield": []})
    (step,) = out["steps"]
    assert [(e["player"], e["objects"]) for e in step["events"]] == [("Dave", ["Gray Merchant"])]
    assert [(s["controller"], s["source"]) for s in out["stack"]] == [("Dave", "Gray Merchant")]
    with pytest.raises(Unread):  # two copies of one creature: "a token" only
        read_english("Each player creates two tokens that are copies of a creature they control.")


# ------------------------------------------------------------------------------------ left or right
SUCCESSION = ("Choose left or right. Starting with you and proceeding in the chosen direction, each player chooses a "
              "creature controlled by the next player in that direction. Each player gains control of the creature "
              "they chose.")


def test_left_is_turn_order_and_each_player_takes_what_they_chose_from_the_next_player() -> None:
    out = resolve(SUCCESSION, choices={"Dave": ["left", "Serra Angel"], "Carol": ["Craw Wurm"]})
    direction, choose, control = out["steps"]
    assert (direction["order"], direction["events"][0]["objects"]) == (["Dave"], ["left"])
    assert choose["order"] == ["Dave", "Alice", "Bob", "Carol"]  # 103.1: turn order proceeds clockwise, to the left
    assert [c["chosen"] for c in choose["choices"]] == [["Serra Angel"], ["Hill Giant"], [], ["Craw Wurm"]]
    got = {e["player"]: e["objects"] for e in control["events"]}
    assert got == {"Bob": [], "Carol": ["Craw Wurm"], "Dave": ["Serra Angel"], "Alice": ["Hill Giant"]}
    assert "613.1b" in control["citations"] and "Dave chooses Serra Angel" in out["narration"]


def test_right_goes_the_other_way_round_the_table() -> None:
    out = resolve(SUCCESSION, choices={"Dave": ["right"], "Bob": ["Grizzly Bears"]})
    choose = out["steps"][1]
    assert choose["order"] == ["Dave", "Carol", "Bob", "Alice"]
    # Dave takes from Carol (no creature), Carol from Bob, Bob from Alice, Alice from Dave
    assert [c["chosen"] for c in choose["choices"]][:3] == [[], ["Hill Giant"], ["Grizzly Bears"]]


def test_left_or_right_in_printed_spanish() -> None:
    text = ("Elige izquierda o derecha. Empezando por ti y siguiendo en la dirección elegida, cada jugador elige una "
            "criatura controlada por el siguiente jugador en esa dirección. Cada jugador gana el control de la "
            "criatura que eligió.")
    out = resolve(text, lang="es", choices={"Dave": ["izquierda", "Serra Angel"], "Carol": ["Craw Wurm"]})
    assert out["steps"][1]["order"] == ["Dave", "Alice", "Bob", "Carol"]
    assert "Dave gana el control de Serra Angel" in out["narration"]


def test_a_direction_with_no_left_or_right_chosen_before_is_refused() -> None:
    with pytest.raises(Unread):
        read_english("Choose war or peace. Starting with you and proceeding in the chosen direction, each player "
                     "chooses a creature controlled by the next player in that direction.")



def test_of_that_type_with_no_type_chosen_before_is_refused() -> None:
    with pytest.raises(Unread):  # "that type" would otherwise match nothing, and nobody would sacrifice
        read_english("Each player sacrifices a creature of that type.")
    with pytest.raises(BotError) as err:  # nor do the older clause tables read it
        resolve("Each player sacrifices a creature of that type.")
    assert err.value.code == "unsupported_effect"
