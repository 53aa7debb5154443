"""The "each player" corpus tail: real card text of families read in session 10 (life totals compared, …),
each read into a plan and resolved on the standard board (realcards.py: Carol has 3 life, the others 20)."""

from __future__ import annotations

import json

import pytest

from bot.apnap import QuickRequest, quick_scenario, resolve_text
from bot.errors import BotError
from tests.apnap.realcards import run

HIGHEST = "each player's life total becomes the highest life total among all players."


def test_each_life_total_becomes_the_highest_among_all_players() -> None:
    out = run({}, effect=f"When this creature enters the battlefield, {HIGHEST}", Bob={"life": 25})
    (step,) = out["steps"]
    assert step["action"] == "set_life"
    assert out["life"] == {"Alice": 25, "Bob": 25, "Carol": 25, "Dave": 25}
    gains = {e["player"]: e["amount"] for e in step["events"] if e["action"] == "gain_life" and e["amount"]}
    assert gains == {"Carol": 22, "Dave": 5, "Alice": 5}  # Bob has it already: no event (119.5)
    assert "119.5" in step["citations"]


def test_the_highest_life_total_reads_back_as_printed() -> None:
    out = run({}, effect=HIGHEST.capitalize())
    assert "the highest life total among all players" in out["steps"][0]["text"].casefold()


def test_the_highest_life_total_in_printed_spanish() -> None:
    out = run({}, "es", Bob={"life": 25},
              effect="El total de vidas de cada jugador se convierte en el total de vidas más alto entre todos "
                     "los jugadores.")
    assert out["life"] == {"Alice": 25, "Bob": 25, "Carol": 25, "Dave": 25}


def test_a_life_total_nobody_gave_is_asked_for_not_assumed() -> None:
    with pytest.raises(BotError) as err:  # quick mode with one life total said: the others are not 20
        resolve_text(json.dumps(quick_scenario(QuickRequest(players=["Ann", "Ben"], effect=HIGHEST,
                                                            life={"Ann": 12}))))
    assert err.value.key == "apnap.error.life_totals_needed" and err.value.params["player"] == "Ben"


SIEGE = ("As Palace Siege enters the battlefield, choose Khans or Dragons.\n"
         "• Khans — At the beginning of your upkeep, return target creature card from your graveyard to your hand.\n"
         "• Dragons — At the beginning of your upkeep, each opponent loses 2 life and you gain 2 life.")


def test_a_labelled_ability_works_only_if_its_option_was_chosen() -> None:
    from bot.apnap import abilities_of

    dragons = abilities_of(SIEGE)[2]
    assert dragons.kind == "triggered" and dragons.intervening == (
        "Dragons was chosen as this permanent entered the battlefield")
    with pytest.raises(BotError) as err:  # no board shows which option was chosen: asked (614.12, 603.4)
        run({}, effect=SIEGE, ability=3)
    assert err.value.key == "apnap.error.condition_needed" and "Dragons was chosen" in err.value.text("en")
    out = run({}, effect=SIEGE, ability=3, condition=True)
    assert out["life"] == {"Alice": 18, "Bob": 18, "Carol": 1, "Dave": 22}
    assert run({}, effect=SIEGE, ability=3, condition=False)["steps"] == []


def test_a_labelled_ability_in_printed_spanish_asks_in_spanish() -> None:
    from bot.apnap import abilities_of

    text = ("Mientras el Asedio del monasterio entra al campo de batalla, elige Khans o Dragones.\n"
            "• Khans — Al comienzo de tu paso de robar, roba una carta adicional, luego descarta una carta.")
    assert abilities_of(text)[1].intervening == "se eligió Khans cuando este permanente entró al campo de batalla"


def test_a_bullet_under_choose_one_is_still_a_mode() -> None:
    from bot.apnap import abilities_of

    (modal,) = abilities_of("Choose one —\n• Each player draws a card.\n• Each player discards a card.")
    assert len(modal.modes) == 2 and modal.intervening is None


SKULLCAGE = ("At the beginning of each opponent's upkeep, Skullcage deals 2 damage to that player unless they have "
             "exactly three or exactly four cards in hand.")


@pytest.mark.parametrize(("cards", "life"), [(1, 18), (3, 20), (4, 20), (5, 18)])
def test_damage_unless_that_player_has_exactly_three_or_four_cards(cards: int, life: int) -> None:
    out = run({}, effect=SKULLCAGE, Bob={"hand": ["Opt (instant)"] * cards})  # Bob is active: "that player"
    assert out["life"]["Bob"] == life
    if life == 20:
        assert out["steps"] == []  # the condition held: no damage step at all (608.2c)
    assert out["reading"].endswith("unless they have exactly three or exactly four cards in hand.")


def test_damage_unless_a_hand_size_in_printed_spanish() -> None:
    text = ("Al comienzo del mantenimiento de cada oponente, este artefacto le hace 2 puntos de daño a ese jugador a "
            "menos que tenga exactamente tres o exactamente cuatro cartas en la mano.")
    assert run({}, "es", effect=text, Bob={"hand": ["Opt (instant)"] * 3})["life"]["Bob"] == 20
    assert run({}, "es", effect=text, Bob={"hand": ["Opt (instant)"] * 2})["life"]["Bob"] == 18


@pytest.mark.parametrize("text", [
    # two numbers that are no range, and a condition of each of several players: not read (refused)
    "This artifact deals 2 damage to that player unless they have exactly two or exactly four cards in hand.",
    "This artifact deals 2 damage to each player unless they have exactly three cards in hand.",
])
def test_damage_unless_what_it_cannot_check_is_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        run({}, effect=text)
    assert err.value.code == "unsupported_effect"


def test_you_gain_control_of_the_creatures_each_opponent_chose() -> None:
    out = run({}, effect="Each opponent chooses a creature they control. You gain control of those creatures.")
    choose, gain = out["steps"]
    assert [c["player"] for c in choose["choices"]] == ["Bob", "Carol", "Alice"]  # APNAP (101.4)
    (event,) = gain["events"]
    assert event["player"] == "Dave" and sorted(event["objects"]) == ["Grizzly Bears", "Hill Giant"]
    assert "613.1b" in gain["citations"]


def test_those_lands_of_each_basic_type_return_to_their_owners_hands() -> None:
    out = run({}, effect="Each player chooses a land they control of each basic land type. Return those lands to "
                         "their owners' hands.")
    choose, back = out["steps"]
    chosen = {c["player"]: sorted(c["chosen"]) for c in choose["choices"]}
    assert chosen == {"Bob": ["Island", "Mountain"], "Carol": ["Forest", "Swamp"], "Dave": ["Swamp"],
                      "Alice": ["Forest", "Plains"]}  # one of each basic type each controls (305.6)
    (event,) = back["events"]
    assert len(event["objects"]) == 7 and "to their owners' hands" in out["narration"]
    assert out["reading"] == ("Each player chooses a land they control of each basic land type. Return those "
                              "lands to their owners' hands.")


def test_those_chosen_creatures_in_printed_spanish() -> None:
    out = run({}, "es", effect="Cada oponente elige una criatura que controla. Ganas el control de esas criaturas.")
    assert sorted(out["steps"][1]["events"][0]["objects"]) == ["Grizzly Bears", "Hill Giant"]


@pytest.mark.parametrize("text", [
    "You gain control of those creatures.",  # no choice before it: what "those" are is not said
    "Each opponent chooses a creature they control. Each player gains control of those creatures.",
])
def test_those_without_a_choice_or_a_single_taker_is_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        run({}, effect=text)
    assert err.value.code == "unsupported_effect"


def test_a_land_of_each_basic_type_keeps_the_lands_own_words() -> None:
    # "a nonbasic land … of each basic land type": the standard board's lands are all basic, so none is chosen
    # (the words before "of each basic land type" were once dropped: every land was one)
    out = run({}, effect="Each player chooses a nonbasic land they control of each basic land type, then sacrifices "
                         "the rest.")
    assert all(c["chosen"] == [] for c in out["steps"][0]["choices"])


@pytest.mark.parametrize("text", [
    # any player's permanent (Eye of Doom): once refused, since the engine picked among the chooser's own (they were
    # once read as "a nonland permanent they control", a wrong answer); now each player picks among every
    # battlefield (grammar/chosen_permanents.py, engine/chosen_pool.py): Carol, who controls none, picks too
    "Each player chooses a nonland permanent and puts a doom counter on it.",
    "Each player chooses a nonland permanent.",
    "Each player puts a doom counter on a nonland permanent.",
])
def test_a_permanent_whose_controller_is_not_said_is_not_read_as_the_choosers_own(text: str) -> None:
    out = run({}, effect=text)
    carol = [c for s in out["steps"] for c in s["choices"] if c["player"] == "Carol"]
    assert carol and carol[0]["chosen"]  # another player's permanent, not "nothing" for want of her own


def test_a_permanent_they_control_is_still_the_choosers_own() -> None:
    out = run({}, effect="Each player puts a doom counter on a nonland permanent they control.")
    assert {c["player"]: c["chosen"] for c in out["steps"][0]["choices"]}["Bob"] == ["Hill Giant"]


OF_EACH_TYPE = "Each opponent chooses a permanent they control of each permanent type and sacrifices the rest."


def test_a_permanent_of_each_permanent_type_is_kept_and_the_rest_sacrificed() -> None:
    out = run({}, effect=OF_EACH_TYPE)
    choose, sacrifice = out["steps"]
    kept = {c["player"]: sorted(c["chosen"]) for c in choose["choices"]}
    # one artifact, creature, enchantment, land and planeswalker each (110.4); Bob keeps one of his two lands
    assert kept == {"Bob": ["Hill Giant", "Mind Stone", "Mountain"], "Carol": ["Forest"],
                    "Alice": ["Forest", "Grizzly Bears", "Oblivion Ring", "Sol Ring"]}
    gone = {e["player"]: sorted(e["objects"]) for e in sacrifice["events"]}
    assert gone == {"Bob": ["Island"], "Carol": ["Swamp"], "Alice": ["Plains", "Serra Angel"]}
    assert out["reading"] == ("Each opponent chooses a permanent they control of each permanent type, then "
                              "sacrifices the rest.")


def test_a_permanent_of_each_permanent_type_in_printed_spanish() -> None:
    out = run({}, "es", effect="Cada oponente elige un permanente que controla de cada tipo de permanente y "
                               "sacrifica el resto.")
    assert {e["player"]: sorted(e["objects"]) for e in out["steps"][1]["events"]}["Alice"] == ["Plains",
                                                                                              "Serra Angel"]


def test_a_narrowed_permanent_of_each_permanent_type_is_refused() -> None:
    with pytest.raises(BotError):  # "a nonland permanent of each permanent type": not read (never a land kept)
        run({}, effect="Each opponent chooses a nonland permanent they control of each permanent type and "
                       "sacrifices the rest.")


UNDOING = ("Each player shuffles their hand and graveyard into their library, then draws seven cards. If it's your "
           "turn, end the turn.")


def test_end_the_turn_only_on_the_controllers_turn() -> None:
    mine = run({}, effect=UNDOING, active="Dave")  # Dave controls: his turn
    end = mine["steps"][-1]
    assert end["action"] == "end_turn" and end["events"][0]["spell_exiled"] is True  # a spell: exiled (724.1b)
    assert {"724.1", "724.1b", "724.1d"} <= set(end["citations"])
    assert "skips to the cleanup step" in mine["narration"]
    theirs = run({}, effect=UNDOING)  # Bob's turn: the condition is false, no step (608.2c)
    assert [s["action"] for s in theirs["steps"]] == ["shuffle", "draw"]


def test_end_the_turn_in_printed_spanish() -> None:
    out = run({}, "es", active="Dave", effect="Cada jugador baraja su mano y su cementerio en su biblioteca, luego "
                                              "roba siete cartas. Si es tu turno, termina el turno.")
    assert out["steps"][-1]["action"] == "end_turn" and "paso de limpieza" in out["narration"]


def test_nothing_of_an_effect_comes_after_ending_the_turn() -> None:
    with pytest.raises(BotError):  # 724.1: the process ends the effect's resolution
        run({}, effect="End the turn. Each player draws a card.")


def test_a_choice_is_narrated_as_chosen_not_kept() -> None:
    # the chosen creatures change controller next: "Bob keeps Hill Giant" told the opposite of what happens
    out = run({}, effect="Each opponent chooses a creature they control. You gain control of those creatures.")
    assert "Bob chooses Hill Giant" in out["narration"] and "keeps" not in out["narration"]


REVIVAL = ("Each player returns each creature card from their graveyard to the battlefield with an additional -1/-1 "
           "counter on it.")


def test_each_creature_returns_with_an_additional_counter_and_a_one_toughness_one_dies() -> None:
    out = run({}, effect=REVIVAL, Alice={"graveyard": [
        {"name": "Gray Ogre", "types": ["creature"], "power": 2, "toughness": 2},
        {"name": "Elite Vanguard", "types": ["creature"], "power": 2, "toughness": 1}]})
    (step,) = out["steps"]
    alice = next(e for e in step["events"] if e["player"] == "Alice")
    assert alice["objects"] == ["Gray Ogre", "Elite Vanguard"] and alice["with_counter"] == "-1/-1"
    assert {"122.6", "614.1c"} <= set(step["citations"])
    # it enters with the counter (a 2/1 is a 1/0 on the battlefield), so it dies at once (704.5f); the 2/2 lives
    assert [(s["object"], s["rules"]) for s in out["state_based_actions"]] == [("Elite Vanguard", ["704.5f"])]
    assert "dies: toughness 0 or less" in out["narration"]
    assert out["reading"].endswith("with an additional -1/-1 counter on it.")


INCITE = ("For each player, Incite Rebellion deals damage to that player and each creature that player controls equal "
          "to the number of creatures they control.")


def test_for_each_player_damage_by_that_players_own_count() -> None:
    out = run({}, card="Incite Rebellion", effect=INCITE)
    (step,) = out["steps"]
    dealt = {(e["player"], tuple(e["objects"])): e["amount"] for e in step["events"]}
    # Bob 1 creature, Carol none (no damage at all, 120.8), Dave 2, Alice 2 (608.2h: each their own count)
    assert dealt == {("Bob", ("Hill Giant",)): 1, ("Bob", ()): 1, ("Dave", ("Llanowar Elves", "Craw Wurm")): 2,
                     ("Dave", ()): 2, ("Alice", ("Grizzly Bears", "Serra Angel")): 2, ("Alice", ()): 2,
                     ("Carol", ()): 0}
    assert sorted(s["object"] for s in out["state_based_actions"]) == ["Grizzly Bears", "Llanowar Elves"]


def test_damage_counted_per_player_was_once_the_controllers_count_for_everyone() -> None:
    # the same reading without "for each player": Bob was dealt Dave's count (2) before the fix
    out = run({}, effect="This spell deals damage to each player and each creature they control equal to the number "
                         "of creatures they control.")
    assert out["life"] == {"Alice": 18, "Bob": 19, "Carol": 3, "Dave": 18}


def test_for_each_player_damage_to_creatures_not_theirs_is_refused() -> None:
    with pytest.raises(BotError):  # whose creatures "each creature" means would be lost
        run({}, effect="For each player, this spell deals damage to that player and each creature equal to the "
                       "number of creatures they control.")


def test_a_counter_on_a_creature_of_unknown_toughness_is_not_decided() -> None:
    out = run({}, effect=REVIVAL)  # the standard board's graveyard cards give no toughness
    assert out["state_based_actions"] == []
    assert any("Elvish Mystic's toughness was not given" in w for w in out["warnings"])


TOMBS = ("At the beginning of each player's upkeep, that player may sacrifice a creature. If that player doesn't, they "
         "lose 5 life and you sacrifice Pillar Tombs of Aku.")
TOMBS_BOARD = {"battlefield": [{"name": "Pillar Tombs of Aku", "types": ["enchantment"]}, "Swamp (basic land)"]}


def test_if_that_player_doesnt_follows_that_players_answer() -> None:
    sacrificed = run({}, card="Pillar Tombs of Aku", effect=TOMBS, that_player="Bob", Dave=TOMBS_BOARD)
    assert [s["action"] for s in sacrificed["steps"]] == ["sacrifice"] and sacrificed["life"]["Bob"] == 20
    # Carol has no creature: she does not sacrifice one, so she loses 5 and the enchantment goes (608.2c)
    out = run({}, card="Pillar Tombs of Aku", effect=TOMBS, that_player="Carol", Dave=TOMBS_BOARD)
    assert [s["action"] for s in out["steps"]] == ["sacrifice", "lose_life", "sacrifice"]
    assert out["life"]["Carol"] == -2 and out["steps"][2]["events"][0]["objects"] == ["Pillar Tombs of Aku"]


def test_if_that_player_doesnt_in_printed_spanish() -> None:
    text = ("Al comienzo del mantenimiento de cada jugador, ese jugador puede sacrificar una criatura. Si ese "
            "jugador no lo hace, pierde 5 vidas.")
    assert run({}, "es", effect=text, that_player="Carol")["life"]["Carol"] == -2


URBORG = ("At the beginning of each player's upkeep, if that player controls a nonblack, nonland permanent, Urborg "
          "Stalker deals 1 damage to that player.")


@pytest.mark.parametrize(("player", "life"), [("Bob", 19), ("Carol", 3)])
def test_an_intervening_if_keeps_a_comma_between_non_words(player: str, life: int) -> None:
    # "a nonblack, nonland permanent": the comma is not the end of the "if" (603.4); Carol controls only lands
    assert run({}, card="Urborg Stalker", effect=URBORG, that_player=player)["life"][player] == life


def test_each_opponent_keeps_two_graveyard_cards_and_exiles_the_rest() -> None:
    out = run({}, effect="Each opponent chooses two cards in their graveyard and exiles the rest.",
              choices={"Alice": [["Gray Ogre", "Ponder"]]})
    choose, exile = out["steps"]
    assert [c["player"] for c in choose["choices"]] == ["Bob", "Carol", "Alice"]
    gone = {e["player"]: e["objects"] for e in exile["events"]}
    assert gone == {"Bob": [], "Carol": [], "Alice": ["Mountain"]}  # to exile, not a graveyard (701.13a)
    assert all(e["from"] == "graveyard" for e in exile["events"])
    assert "Alice exiles Mountain from the graveyard" in out["narration"]


@pytest.mark.parametrize("text", [
    "Each player exiles the rest.",  # no choice before it: what "the rest" is, is not said
    # ("Target player chooses a card in their hand and discards the rest." is read now: tests/apnap/test_hand_choice.py)
])
def test_the_rest_without_a_choice_in_a_public_zone_is_refused(text: str) -> None:
    with pytest.raises(BotError):
        run({}, effect=text, target="Alice")


FEELING = ("Exile all permanents and all cards from all graveyards. Each player shuffles their hand into their "
           "library, then draws seven cards. Each player's life total becomes 10. Exile Once More with Feeling.\n"
           "DCI ruling — A deck can have only one card named Once More with Feeling.")


def test_exile_all_permanents_and_all_graveyards_and_a_dci_ruling_line_is_no_ability() -> None:
    from bot.apnap import abilities_of

    assert [a.kind for a in abilities_of(FEELING)] == ["spell", "static"]  # deck construction: no effect
    out = run({}, card="Once More with Feeling", effect=FEELING)
    exiled = [o for e in out["steps"][0]["events"] for o in e["objects"]]  # one instruction, one step (608.2f)
    assert "Hill Giant" in exiled and "Runeclaw Bear" in exiled
    assert [(s["player"], s["event"]) for s in out["state_based_actions"]] == [("Carol", "loses")]  # 121.4, 704.5b


GROWTH = ("At the beginning of each opponent's draw step, that player draws an additional card for each growth counter "
          "on Malignant Growth, then Malignant Growth deals damage to the player equal to the number of cards they "
          "drew this way.")


def test_an_additional_card_for_each_counter_then_damage_by_the_cards_drawn() -> None:
    board = {"battlefield": [{"name": "Malignant Growth", "types": ["enchantment"], "counters": {"growth": 3}}]}
    out = run({}, card="Malignant Growth", effect=GROWTH, that_player="Bob", Dave=board)
    draw, damage = out["steps"]
    assert draw["events"][0]["amount"] == 3 and damage["events"][0]["amount"] == 3  # 608.2c: "the player": Bob
    assert out["life"]["Bob"] == 17


JELEVA = ("When Jeleva, Nephalia's Scourge enters the battlefield, each player exiles the top X cards of their "
          "library, where X is the amount of mana spent to cast Jeleva.")


def test_x_as_the_mana_spent_to_cast_it_is_the_scenarios_x_and_asked_when_missing() -> None:
    out = run({}, card="Jeleva, Nephalia's Scourge", effect=JELEVA, x=3)
    assert all(len(e["objects"]) == 3 for e in out["steps"][0]["events"])
    assert "where X is the amount of mana spent to cast" in out["reading"]
    with pytest.raises(BotError) as err:  # how much was spent is a fact of the casting: never 0 by default
        run({}, card="Jeleva, Nephalia's Scourge", effect=JELEVA)
    assert err.value.key == "apnap.error.x_missing"
