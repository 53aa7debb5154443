"""Conditions and counts the board decides, read from real card text: a sentence's "if" (608.2c), an
intervening "if" on some player (603.4), delirium and basic land types, "… instead", "the player with
the most …", "for each opponent who controls fewer …", "that much", and an X/X token's size."""

from __future__ import annotations

import json

import pytest

from bot.apnap import plan as p
from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.errors import BotError
from tests.apnap.realcards import creature, run, typed
from tests.apnap.test_board_steps import DAVE, _plan_without_text, events, on_dave


def test_the_player_with_the_most_gains_control_of_the_source() -> None:
    """Sokenzan Renegade, Wild Dogs, Thoughtbound Primoc: the intervening "if a player has more … than each other
    player" is checked on the board (603.4), then that one player gains control (613.1b)."""
    renegade = ("At the beginning of your upkeep, if a player has more cards in hand than each other player, the "
                "player who has the most cards in hand gains control of Sokenzan Renegade.")
    out = run({}, card="Sokenzan Renegade", effect=renegade, Dave=on_dave("Sokenzan Renegade (creature)"))
    assert events(out["steps"][0]) == [("Alice", "gain_control", ["Sokenzan Renegade"], None)]  # Alice: 3 cards
    out = run({}, card="Sokenzan Renegade", effect=renegade, Dave={"hand": 3})  # Alice and Dave tie: nothing
    assert out["steps"] == [] and out["warnings"]
    dogs = ("At the beginning of your upkeep, if a player has more life than each other player, the player with the "
            "most life gains control of Wild Dogs.")
    out = run({}, card="Wild Dogs", effect=dogs, Bob={"life": 30}, Dave=on_dave("Wild Dogs (creature)"))
    assert events(out["steps"][0]) == [("Bob", "gain_control", ["Wild Dogs"], None)]
    primoc = ("At the beginning of your upkeep, if a player controls more Wizards than each other player, the player "
              "who controls the most Wizards gains control of Thoughtbound Primoc.")
    wizard = {"name": "Prodigal Sorcerer", "types": ["creature"], "subtypes": ["Human", "Wizard"]}
    out = run({}, card="Thoughtbound Primoc", effect=primoc, Carol={"battlefield": [wizard]},
              Alice=typed("Alice"), Bob=typed("Bob"),  # a count of Wizards asks for creature types not given
              Dave={"battlefield": ["Thoughtbound Primoc (Creature — Bird Beast)", *typed("Dave")["battlefield"]]})
    assert events(out["steps"][0]) == [("Carol", "gain_control", ["Thoughtbound Primoc"], None)]


def test_a_condition_on_some_player_reads_in_both_languages() -> None:
    from bot.apnap.grammar.conditions import Controls, read_condition

    en, es = read_condition("a player controls two or more lands", "en"), read_condition(
        "un jugador controla dos o más tierras", "es")
    assert isinstance(en, Controls) and en == es and en.who == "a_player"


def test_a_sentences_if_is_checked_on_the_board_as_it_is_reached() -> None:
    """Spawn of Mayhem: the damage first, then "if you have 10 or less life" on the life as it is then (608.2c)."""
    text = ("At the beginning of your upkeep, Spawn of Mayhem deals 1 damage to each player. Then if you have 10 or "
            "less life, put a +1/+1 counter on Spawn of Mayhem.")
    spawn = creature("Spawn of Mayhem", 4, 4)
    out = run({}, card="Spawn of Mayhem", effect=text, Dave={"life": 11, **on_dave(spawn)})
    damage, counter = out["steps"]
    assert events(counter) == [("Dave", "counter", ["Spawn of Mayhem"], 1)]  # 11 - 1 = 10: it holds
    out = run({}, card="Spawn of Mayhem", effect=text, Dave={"life": 12, **on_dave(spawn)})
    assert [s["action"] for s in out["steps"]] == ["damage"]  # 11 life: no counter
    en = _plan_without_text("Then if you have 10 or less life, put a +1/+1 counter on this creature.", "en")
    es = _plan_without_text("Luego, si tienes 10 o menos vidas, pon un contador +1/+1 sobre esta criatura.", "es")
    (en_step,), (es_step,) = en, es
    assert isinstance(en_step.condition, p.BoardCondition) and isinstance(es_step.condition, p.BoardCondition)
    assert en_step.condition.check == es_step.condition.check  # the words differ, the condition does not


def test_a_sentences_if_the_board_cannot_show_is_assumed_in_quick_mode_and_said() -> None:
    from bot.apnap import QuickRequest, quick_scenario

    text = "Each player loses 1 life. Then if that player has no cards in hand, put a +1/+1 counter on this creature."
    out = resolve_text(json.dumps(quick_scenario(QuickRequest(players=["Ann", "Ben"], effect=text))))
    assert [s["action"] for s in out["steps"]] == ["lose_life", "counter"]
    assert out["warnings"] == ["Assumed that “that player has no cards in hand” holds: the board does not say."]


def test_delirium_is_counted_in_the_graveyard() -> None:
    """Obsessive Skinner: "if there are four or more card types among cards in your graveyard" (603.4) on the board."""
    text = ("Delirium — At the beginning of each opponent's upkeep, if there are four or more card types among cards "
            "in your graveyard, put a +1/+1 counter on target creature.")
    out = run({}, card="Obsessive Skinner", effect=text, target="Craw Wurm")  # creature and land only
    assert out["steps"] == [] and out["warnings"]
    four = {"graveyard": ["Elvish Mystic (creature)", "Swamp (basic land)", "Duress (sorcery)", "Opt (instant)"]}
    out = run({}, card="Obsessive Skinner", effect=text, target="Craw Wurm", Dave=four)
    assert events(out["steps"][0]) == [("Dave", "counter", ["Craw Wurm"], 1)]


def test_a_sentence_with_instead_replaces_the_one_before_when_its_condition_holds() -> None:
    """Gangrenous Zombies: 1 damage, or 2 instead if you control a snow Swamp (608.2c; "snow Swamp": a subtype
    after a supertype). Only one of the two sentences happens."""
    text = ("{T}, Sacrifice Gangrenous Zombies: Gangrenous Zombies deals 1 damage to each creature and each player. "
            "If you control a snow Swamp, Gangrenous Zombies deals 2 damage to each creature and each player instead.")
    zombies = creature("Gangrenous Zombies", 2, 2)
    out = run({}, card="Gangrenous Zombies", effect=text, Dave=on_dave(zombies))
    (step,) = out["steps"]
    assert {e["amount"] for e in step["events"]} == {1}
    snow = {"name": "Snow-Covered Swamp", "types": ["land"], "supertypes": ["basic", "snow"], "subtypes": ["Swamp"]}
    out = run({}, card="Gangrenous Zombies", effect=text, Dave={"battlefield": [zombies, *DAVE[:2], snow]})
    (step,) = out["steps"]
    assert {e["amount"] for e in step["events"]} == {2}
    with pytest.raises(BotError):  # "instead" of a different instruction: not read as a replacement
        parse_effect("Each player draws a card. If you control a Swamp, each player loses 2 life instead.")


def test_a_card_for_each_opponent_who_controls_fewer_creatures_than_you() -> None:
    """Voice of Many: Dave's 3 creatures against Bob's 1, Carol's 0, Alice's 2: three opponents, three cards."""
    text = ("When Voice of Many enters the battlefield, draw a card for each opponent who controls fewer creatures "
            "than you.")
    out = run({}, card="Voice of Many", effect=text, Dave=on_dave(creature("Voice of Many", 1, 1)))
    assert events(out["steps"][0])[0][3] == 3
    out = run({}, card="Voice of Many", effect=text)  # not shown: it is on the battlefield anyway (113.6), said
    assert events(out["steps"][0])[0][3] == 3 and any("113.6" in w for w in out["warnings"])
    out = run({}, effect=text)  # pasted text (no type line): 2 against 1, 0 and 2: a tie is not fewer
    assert events(out["steps"][0])[0][3] == 2
    en = _plan_without_text("Draw a card for each opponent who controls fewer creatures than you.", "en")
    es = _plan_without_text("Roba una carta por cada oponente que controle menos criaturas que tú.", "es")
    assert en == es


def test_basic_land_types_among_lands_that_player_controls() -> None:
    """Mask of Intolerance (603.4): four basic land types among Bob's lands, by subtype or by a basic land's name."""
    from bot.apnap.grammar.conditions import BasicLandTypes, read_condition

    text = ("At the beginning of each player's upkeep, if there are four or more basic land types among lands that "
            "player controls, Mask of Intolerance deals 3 damage to that player.")
    lands = {"battlefield": ["Mountain (basic land)", "Island (basic land)", "Plains (basic land)",
                             {"name": "Overgrown Tomb", "types": ["land"], "subtypes": ["Swamp", "Forest"]}]}
    out = run({}, card="Mask of Intolerance", effect=text, that_player="Bob", Bob=lands)
    assert events(out["steps"][0]) == [("Bob", "damage", [], 3)]
    out = run({}, card="Mask of Intolerance", effect=text, that_player="Bob")  # Mountain and Island only
    assert out["steps"] == []
    es = read_condition("hay cuatro o más tipos de tierra básica entre las tierras que controla ese jugador", "es")
    assert es == BasicLandTypes("that_player", 4)


def test_that_much_is_the_instruction_before_or_the_trigger_event() -> None:
    """Grollub: "each opponent gains that much life" is the damage that triggered it (603.2), which no board shows:
    asked for (event_amount; tests/apnap/test_this_way.py resolves it); after an instruction of the same effect it
    is that instruction's amount in all."""
    with pytest.raises(BotError) as err:
        run({}, card="Grollub", effect="Whenever Grollub is dealt damage, each opponent gains that much life.")
    assert err.value.code == "choice_needed" and err.value.field == "event_amount"
    out = run({}, effect="Target player loses 3 life. You gain that much life.", target="Bob")
    assert events(out["steps"][1]) == [("Dave", "gain_life", [], 3)]


def test_quick_mode_says_an_undescribed_battlefield_is_not_listed() -> None:
    from bot.apnap import QuickRequest, quick_scenario

    data = quick_scenario(QuickRequest(players=["Ann", "Ben"], effect="Regenerate each creature you control.",
                                       board="Ann: Grizzly Bears (creature)"))
    out = resolve_text(json.dumps(data))
    assert events(out["steps"][0]) == [("Ann", "regenerate", ["Grizzly Bears"], None)]
    data = quick_scenario(QuickRequest(players=["Ann", "Ben"], effect="All creatures get -1/-1 until end of turn."))
    out = resolve_text(json.dumps(data))
    assert out["warnings"] == ["Nobody described every battlefield, so what this changes there is not listed."]


def test_an_x_x_token_is_as_big_as_the_total_power_sacrificed() -> None:
    """Reign of the Pit: Hill Giant 3 + Craw Wurm 6 + Serra Angel 4 (Carol has none): a 13/13 Demon (608.2h)."""
    text = ("Each player sacrifices a creature. Create an X/X black Demon creature token with flying, where X is the "
            "total power of the creatures sacrificed this way.")
    out = run({}, card="Reign of the Pit", effect=text, choices={"Dave": ["Craw Wurm"], "Alice": ["Serra Angel"]})
    sacrifice, create = out["steps"]
    assert create["events"][0]["pt"] == "13/13" and create["events"][0]["amount"] == 1
    with pytest.raises(BotError) as err:  # a power nobody gave is asked
        run({}, card="Reign of the Pit", effect=text, choices={"Dave": ["Craw Wurm"], "Alice": ["Serra Angel"]},
            Bob={"battlefield": ["Hill Giant (creature)"]})
    assert err.value.code == "choice_needed" and "Hill Giant" in err.value.text("en")
