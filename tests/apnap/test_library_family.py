"""The library family in the grammar: revealing and looking at the top of a library (701.20a, 701.20e), what
"that card" / "it" / "those cards" then moves (608.2c), a hand put on the bottom (401.4), a card put from a
graveyard, "return all … to their owners' hands", exiling the top card face down (406.3).

Real Oracle text on the standard board (realcards.py: every known library starts Swamp, Counterspell,
Forest, Llanowar Elves, …; Carol's has three cards), and hidden information kept (401.2): a library nobody
described shows no card, and nothing that depends on that card is guessed.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.apnap import parse_text, resolve, resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.grammar.phrases import Unread
from bot.apnap.grammar.sentences import read
from bot.apnap.narrate import narrate
from bot.apnap.plan import (
    CardValue,
    HandToBottom,
    MoveRevealed,
    PayLifeInstead,
    ReturnToHand,
    RevealTop,
    UnlessPaid,
    YouDidnt,
    plan_of,
)
from bot.apnap.quick import QuickRequest, quick_scenario
from bot.errors import BotError
from tests.apnap.realcards import board, resolve_card

GATE = ("At the beginning of each player's upkeep, that player reveals the top card of their library. If it's an "
        "artifact, creature, enchantment, or land card, the player may put it onto the battlefield.")
SORIN = ("+1: Reveal the top card of your library and put that card into your hand. Each opponent loses life "
         "equal to its converted mana cost.")
DAKRA = ("{U}, {T}: Each player reveals the top card of their library. You may put the revealed cards into their "
         "owners' graveyards. If you don't, each player draws a card.")
ABERRATION = ("Whenever you cast a spell, each opponent reveals cards from the top of their library until they "
              "reveal a land card, then puts those cards into their graveyard.")
PUZZLE_BOX = ("At the beginning of each player's draw step, that player puts the cards in their hand on the bottom "
              "of their library in any order, then draws that many cards.")


out = resolve_card  # the standard board with the effect, resolved (tests/apnap/realcards.py)


def events(step: dict[str, Any]) -> list[tuple[str, str, list[str]]]:
    return [(e["player"], e["action"], e["objects"]) for e in step["events"]]


def quick(effect: str) -> dict[str, Any]:
    return quick_scenario(QuickRequest(players=["Alice", "Bob"], effect=effect))


# ------------------------------------------------------------------------------------ what the text means
def test_reveal_then_that_card_then_its_mana_value_is_one_plan() -> None:
    reveal, put, lose = plan_of(parse_effect(SORIN.split(": ", 1)[1])).steps
    assert isinstance(reveal, RevealTop) and reveal.action == "reveal" and reveal.subject.kind == "you"
    assert isinstance(put, MoveRevealed) and put.to == "hand" and not put.everyone
    assert lose.action == "lose_life" and lose.amount == CardValue("mana_value")


def test_if_its_a_card_of_a_kind_is_a_filter_on_the_revealed_card() -> None:
    reveal, put = plan_of(parse_effect(GATE.split(", ", 1)[1])).steps
    assert isinstance(put, MoveRevealed) and put.optional and put.to == "battlefield"
    assert put.only is not None and {next(iter(a[0])) for a in put.only.alternatives} == {
        "artifact", "creature", "enchantment", "land"}


def test_look_is_shown_to_one_player_and_reveal_until_has_a_kind() -> None:
    (look,) = plan_of(parse_effect("Look at the top two cards of your library.")).steps
    assert isinstance(look, RevealTop) and look.look and look.action == "look"
    reveal, put = plan_of(parse_effect(ABERRATION.split(", ", 1)[1])).steps
    assert isinstance(reveal, RevealTop) and reveal.until is not None and reveal.until.noun == "land"
    assert isinstance(put, MoveRevealed) and put.to == "graveyard"


def test_if_you_dont_and_a_hand_on_the_bottom() -> None:
    steps = plan_of(parse_effect(DAKRA.split(": ", 1)[1])).steps
    assert isinstance(steps[1], MoveRevealed) and steps[1].everyone and steps[1].optional
    assert isinstance(steps[2].condition, YouDidnt)
    put, draw = plan_of(parse_effect(PUZZLE_BOX.split(", ", 1)[1])).steps
    assert isinstance(put, HandToBottom) and draw.action == "draw"


@pytest.mark.parametrize("text", [
    "Put that card into your hand.",  # no reveal before it: "that card" stands for nothing
    "Each player sacrifices a creature. Each player puts it into their hand.",  # "it" after no reveal
    "Each opponent loses life equal to that card's converted mana cost.",
    "Each player reveals the top card of your library.",  # whose library? not the acting player's
    "Each player reveals the top card of their library. If it's a creature card, each player draws a card.",
    # another player's card moved by the controller "into your hand": whose card is not said, never a silent no-op
    "Each opponent reveals the top card of their library. You may put that card into your hand.",
])
def test_a_pronoun_or_condition_with_nothing_to_stand_for_is_refused(text: str) -> None:
    with pytest.raises(Unread):
        read(text, "en")


# ------------------------------------------------------------------------------------ what happens
def test_each_player_reveals_the_top_card_which_stays_on_top() -> None:
    result = out("Each player reveals the top card of their library. Each player draws a card.")
    reveal, draw = result["steps"]
    assert reveal["action"] == "reveal" and reveal["order"] == ["Bob", "Carol", "Dave", "Alice"]
    assert events(reveal) == [(p, "reveal", ["Swamp"]) for p in ("Bob", "Carol", "Dave", "Alice")]
    assert "701.20a" in reveal["citations"] and "701.20b" in reveal["citations"]
    assert [e["objects"] for e in draw["events"]] == [["Swamp"]] * 4  # revealing moved nothing (701.20b)


def test_sorin_puts_the_card_in_hand_and_opponents_lose_its_mana_value() -> None:
    lib = [{"name": "Shock", "types": ["instant"], "mana_value": 1}, "Swamp (basic land)"]
    result = out(SORIN.split(": ", 1)[1], Dave={"library": lib})
    reveal, put, lose = result["steps"]
    assert events(reveal) == [("Dave", "reveal", ["Shock"])]
    assert events(put) == [("Dave", "put", ["Shock"])] and put["events"][0]["to"] == "hand"
    assert [(e["player"], e["amount"]) for e in lose["events"]] == [("Bob", 1), ("Carol", 1), ("Alice", 1)]
    # a land has no mana cost (202.3a): the standard board's Swamp on top costs nobody anything
    assert {e["amount"] for e in out(SORIN.split(": ", 1)[1])["steps"][2]["events"]} == {0}


def test_a_nonland_card_with_no_mana_value_given_is_asked_for() -> None:
    with pytest.raises(BotError) as info:
        out(SORIN.split(": ", 1)[1], Dave={"library": ["Counterspell (instant)"]})
    assert info.value.code == "choice_needed" and "mana_value" in info.value.text("en")


def test_gate_puts_only_a_card_of_the_kind_asked() -> None:
    land = out(GATE, that_player="Bob")
    assert events(land["steps"][1]) == [("Bob", "put", ["Swamp"])] and land["steps"][1]["events"][0]["to"] == \
        "battlefield"
    instant = out(GATE, that_player="Bob", Bob={"library": ["Counterspell (instant)", "Forest (basic land)"]})
    # a false "If it's a … card" produces no step (scenario-format, Conventions): nothing to decide, nothing moved
    assert [s["action"] for s in instant["steps"]] == ["reveal"]
    declined = out(GATE, that_player="Bob", choices={"Bob": ["no"]})
    assert declined["steps"][1]["events"] == []


def test_dakra_mystic_if_you_dont_each_player_draws() -> None:
    taken = out(DAKRA.split(": ", 1)[1])
    assert [s["action"] for s in taken["steps"]] == ["reveal", "put"]
    assert events(taken["steps"][1]) == [("Dave", "put", ["Swamp"] * 4)]  # the controller moves every revealed card
    left = out(DAKRA.split(": ", 1)[1], choices={"Dave": ["no"]})
    assert [s["action"] for s in left["steps"]] == ["reveal", "put", "draw"]
    assert [e["objects"] for e in left["steps"][2]["events"]] == [["Swamp"]] * 4  # the revealed cards stayed on top


def test_reveal_until_a_kind_then_those_cards_go_to_the_graveyard() -> None:
    result = out("Each opponent reveals cards from the top of their library until they reveal a creature card, "
                 "then puts those cards into their graveyard.")
    reveal, put = result["steps"]
    assert events(reveal)[0] == ("Bob", "reveal", ["Swamp", "Counterspell", "Forest", "Llanowar Elves"])
    assert events(reveal)[1] == ("Carol", "reveal", ["Swamp", "Counterspell", "Forest"])  # no creature: all of it
    assert events(put)[1] == ("Carol", "put", ["Swamp", "Counterspell", "Forest"])


def test_puzzle_box_puts_the_hand_on_the_bottom_then_draws_that_many() -> None:
    result = out(PUZZLE_BOX, that_player="Dave")
    put, draw = result["steps"]
    assert put["action"] == "put_on_bottom" and events(put) == [("Dave", "put_on_bottom", ["Duress", "Counterspell"])]
    assert put["events"][0]["hidden"] and "401.4" in put["citations"]
    assert events(draw) == [("Dave", "draw", ["Swamp", "Counterspell"])]  # from the top, not the cards put under


def test_put_from_graveyard_and_bounce_all_and_return_all_to_hand() -> None:
    exhume = out("Each player puts a creature card from their graveyard onto the battlefield.")["steps"][0]
    assert exhume["action"] == "put" and ("Dave", "put", ["Elvish Mystic"]) in events(exhume)
    assert all(e["from"] == "graveyard" for e in exhume["events"])
    islands = out("Return all Islands to their owners' hands.")["steps"][0]
    assert islands["order"] == ["Dave"] and events(islands) == [("Dave", "return", ["Island"])]
    catacombs = out("Each player returns all creature cards from their graveyard to their hand.")["steps"][0]
    assert ("Alice", "return", ["Gray Ogre"]) in events(catacombs)  # not Ponder, not Mountain


def test_face_down_exile_is_hidden() -> None:
    step = out("Each player exiles the top card of their library face down.")["steps"][0]
    assert all(e["hidden"] and e["face"] == "down" for e in step["events"]) and "406.3" in step["citations"]


def test_infernal_genesis_x_is_the_milled_cards_mana_value() -> None:
    text = ("At the beginning of each player's upkeep, that player puts the top card of their library into their "
            "graveyard. Then they create X 1/1 black Minion creature tokens, where X is that card's converted mana "
            "cost.")
    lib = [{"name": "Craw Wurm", "types": ["creature"], "mana_value": 6}]
    result = out(text, that_player="Bob", Bob={"library": lib})
    assert result["steps"][1]["events"][0]["amount"] == 6


# ------------------------------------------------------------------------------------ hidden information
def test_an_undescribed_library_shows_no_card_and_says_so() -> None:
    data = quick(GATE)
    result = resolve_text(json.dumps(data))
    reveal, put = result["steps"]
    assert reveal["events"][0]["objects"] == [] and reveal["events"][0]["unknown"]
    assert put["events"][0]["objects"] == [] and put["events"][0]["unknown"]  # not claimed a land, nor not one
    assert any("not named" in w for w in result["warnings"])


def test_a_value_of_an_unnamed_card_is_asked_for_not_guessed() -> None:
    with pytest.raises(BotError) as info:
        resolve_text(json.dumps(quick(SORIN.split(": ", 1)[1])))
    assert info.value.code == "choice_needed" and "library" in info.value.text("en")


def test_after_a_shuffle_the_top_card_is_not_named() -> None:
    result = out("Each player shuffles their hand into their library. Each player reveals the top card of their "
                 "library.")
    assert all(e["objects"] == [] and e["unknown"] for e in result["steps"][1]["events"])


# ------------------------------------------------------------------------------------ narration, both languages
@pytest.mark.parametrize(("lang", "words"), [("en", ["reveals Swamp", "puts Swamp onto the battlefield"]),
                                              ("es", ["muestra Swamp", "pone Swamp en el campo de batalla"])])
def test_narration_says_what_was_shown_and_moved(lang: str, words: list[str]) -> None:
    data = board(that_player="Bob")
    data["effect"] = GATE
    text = narrate(asyncio.run(resolve(parse_text(json.dumps(data)))), lang)
    assert all(w in text for w in words), text


@pytest.mark.parametrize(("lang", "words"), [("en", ["not named", "if it is of the kind"]),
                                              ("es", ["no se nombra", "si es del tipo"])])
def test_narration_of_an_unknown_top_card(lang: str, words: list[str]) -> None:
    text = narrate(asyncio.run(resolve(parse_text(json.dumps(quick(GATE))))), lang)
    assert all(w in text for w in words), text


@pytest.mark.parametrize(("effect", "words"), [
    ("Each player mills two cards.", "mills 2 cards (library not described"),  # never "Alice: nothing"
    ("Each player exiles the top card of their library face down.", "exiles 1 card from the top of the library"),
    (PUZZLE_BOX, "draws as many cards as before (how many is not known"),  # never "draws 0 cards"
    ("Each player discards their hand, then draws that many cards.", "draws as many cards as before"),
])
def test_quick_mode_says_what_is_known_of_an_undescribed_zone(effect: str, words: str) -> None:
    text = narrate(asyncio.run(resolve(parse_text(json.dumps(quick(effect))))), "en")
    assert words in text and "nothing" not in text and "draws 0" not in text, text


# ------------------------------------------------------------------------------------ "unless they pay N life"
BLOOD_CLOCK = ("At the beginning of each player's upkeep, that player returns a permanent they control to its "
               "owner's hand unless they pay 2 life.")
TRADEWIND = "{3}: Each player returns a permanent they control to its owner's hand unless they pay 2 life."


def test_unless_they_pay_life_wraps_the_instruction_it_avoids() -> None:
    (step,) = plan_of(parse_effect(BLOOD_CLOCK.split(", ", 1)[1])).steps
    assert isinstance(step, UnlessPaid) and step.alternatives == (PayLifeInstead(2),)
    assert isinstance(step.penalty, ReturnToHand) and step.action == "return"
    spanish = plan_of(parse_effect("Ese jugador regresa a la mano de su propietario un permanente que controla a "
                                   "menos que pague 2 vidas.")).steps[0]
    assert isinstance(spanish, UnlessPaid) and replace(spanish.penalty, text="") == replace(step.penalty, text="")


def test_who_pays_keeps_the_permanent_and_the_others_return_one() -> None:
    result = out(TRADEWIND.split(": ", 1)[1], choices={"Bob": ["yes"], "Carol": ["no", "Swamp"]})
    (step,) = result["steps"]
    assert [(c["player"], c.get("answer"), c["chosen"]) for c in step["choices"]][:2] == [
        ("Bob", "yes", []), ("Carol", "no", [])]  # every "unless" answer first, in APNAP order (101.4)
    assert ("Bob", "pay", []) in events(step) and ("Carol", "return", ["Swamp"]) in events(step)
    assert not any(e["player"] == "Bob" and e["action"] == "return" for e in step["events"])
    assert result["life"]["Bob"] == 18 and "119.4" in step["citations"]


def test_the_highest_converted_mana_cost_is_a_property_asked_for_when_not_given() -> None:
    text = ("Each opponent returns a nonland permanent they control with the highest converted mana cost among "
            "permanents they control to its owner's hand, then discards a card.")
    with pytest.raises(BotError) as info:
        out(text)
    assert info.value.code == "choice_needed" and "mana_value" in info.value.text("en")
    bob = [{"name": "Hill Giant", "types": ["creature"], "mana_value": 4},
           {"name": "Mind Stone", "types": ["artifact"], "mana_value": 2}, "Mountain (basic land)"]
    result = out(text, Bob={"battlefield": bob, "hand": []}, Alice={"battlefield": []}, Carol={"battlefield": []})
    assert ("Bob", "return", ["Hill Giant"]) in events(result["steps"][0])


# ------------------------------------------------------------------------------------ kinship (look, then reveal it)
SCHEMERS = ("Kinship — At the beginning of your upkeep, you may look at the top card of your library. If it shares "
            "a creature type with Nightshade Schemers, you may reveal it. If you do, each opponent loses 2 life.")
SCHEMERS_ON_BOARD = {"name": "Nightshade Schemers", "types": ["creature"], "subtypes": ["Faerie", "Wizard"]}


def test_kinship_reveals_only_a_card_sharing_a_creature_type_and_if_you_do_follows_it() -> None:
    faerie = {"name": "Sower of Temptation", "types": ["creature"], "subtypes": ["Faerie", "Wizard"]}
    shared = out(SCHEMERS, Dave={"library": [faerie], "battlefield": [SCHEMERS_ON_BOARD]})
    look, reveal, lose = shared["steps"]
    assert events(look) == [("Dave", "look", ["Sower of Temptation"])] and look["events"][0]["hidden"]
    assert events(reveal) == [("Dave", "reveal", ["Sower of Temptation"])] and "205.3m" in reveal["citations"]
    assert [e["amount"] for e in lose["events"]] == [2, 2, 2]
    elf = {"name": "Elvish Visionary", "types": ["creature"], "subtypes": ["Elf", "Shaman"]}
    other = out(SCHEMERS, Dave={"library": [elf], "battlefield": [SCHEMERS_ON_BOARD]})
    assert [s["action"] for s in other["steps"]] == ["look", "reveal"]  # nothing revealed: "if you do" is false
    assert other["steps"][1]["choices"] == []  # no "may" asked with nothing to reveal
    land = out(SCHEMERS)  # a Swamp has no creature type (205.3m), whatever the source's
    assert [s["action"] for s in land["steps"]] == ["look", "reveal"]


def test_kinship_with_creature_types_not_given_asks_for_them() -> None:
    faerie = {"name": "Sower of Temptation", "types": ["creature"], "subtypes": ["Faerie"]}
    with pytest.raises(BotError) as info:
        out(SCHEMERS, Dave={"library": [faerie]})  # the source is not on the board: its types are not known
    assert info.value.code == "choice_needed" and "creature type" in info.value.text("en")


# ------------------------------------------------------------------------------------ exiling picks
def test_exiles_a_creature_they_control_is_a_pick_into_exile() -> None:
    step = out("Each player exiles a creature they control.")["steps"][0]
    assert step["action"] == "exile" and ("Bob", "exile", ["Hill Giant"]) in events(step)
    assert ("Carol", "exile", []) in events(step) and all(e["from"] == "battlefield" for e in step["events"])
    assert "701.13a" in step["citations"] and "101.3" in step["citations"]  # Carol has no creature


def test_may_exile_a_card_from_their_graveyard() -> None:
    text = "At the beginning of combat on each opponent's turn, that player may exile a card from their graveyard."
    taken = out(text, that_player="Alice", choices={"Alice": ["yes", "Ponder"]})["steps"][0]
    assert events(taken) == [("Alice", "exile", ["Ponder"])] and taken["events"][0]["from"] == "graveyard"
    declined = out(text, that_player="Alice", choices={"Alice": ["no"]})["steps"][0]
    assert declined["events"] in ([], [{"player": "Alice", "action": "exile", "objects": [], "amount": None,
                                        "hidden": False, "from": "graveyard"}])


@pytest.mark.parametrize("text", ["Each player exiles a card.",  # from where?
                                  "Each opponent exiles a creature you control."])  # not theirs to exile
def test_an_exile_pick_must_say_from_where_and_whose(text: str) -> None:
    with pytest.raises(Unread):
        read(text, "en")


# ---------------------------------------------------------------------------- "with converted mana cost 3 or less"
CRYPT_CHAMPION = ("Each player puts a creature card with converted mana cost 3 or less from their graveyard onto the "
                  "battlefield.")


def test_a_mana_value_bound_picks_only_cards_within_it() -> None:
    result = out(CRYPT_CHAMPION,
                 Alice={"graveyard": [{"name": "Craw Wurm", "types": ["creature"], "mana_value": 6},
                                      {"name": "Gray Ogre", "types": ["creature"], "mana_value": 3},
                                      "Ponder (sorcery)"]},
                 Bob={"graveyard": [{"name": "Baneslayer Angel", "types": ["creature"], "mana_value": 5}]},
                 Dave={"graveyard": [{"name": "Elvish Mystic", "types": ["creature"], "mana_value": 1}]})
    step = result["steps"][0]
    assert ("Alice", "put", ["Gray Ogre"]) in events(step) and ("Bob", "put", []) in events(step)
    assert ("Dave", "put", ["Elvish Mystic"]) in events(step)


def test_a_mana_value_bound_asks_for_a_value_not_given() -> None:
    with pytest.raises(BotError) as info:
        out(CRYPT_CHAMPION)  # the standard board's creature cards have no mana value given (Ponder is no creature)
    assert info.value.code == "choice_needed" and "mana_value" in info.value.text("en")
    assert "Ponder" not in info.value.text("en")


# ------------------------------------------------------------------------------------ properties
KINDS = ["creature", "land", "instant", "sorcery", "artifact"]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(KINDS), max_size=8), st.sampled_from(["creature", "land", "artifact"]))
def test_reveal_until_shows_the_prefix_to_the_first_match_and_moves_exactly_it(kinds: list[str], wanted: str) -> None:
    library = [f"Card{i} ({kind})" for i, kind in enumerate(kinds)]
    data = {"players": [{"name": "Ann", "library": library}, {"name": "Ben"}], "active": "Ann", "controller": "Ben",
            "effect": f"Each opponent reveals cards from the top of their library until they reveal a {wanted} "
                      "card, then puts those cards into their graveyard. Each opponent draws a card."}
    reveal, put, draw = resolve_text(json.dumps(data))["steps"]
    first = next((i for i, kind in enumerate(kinds) if kind == wanted), len(kinds) - 1)
    shown = [name.split(" (")[0] for name in library[:first + 1]]
    assert reveal["events"][0]["objects"] == shown  # 701.20a: up to and including the first match, else all
    assert put["events"][0]["objects"] if shown else not put["events"]
    assert put["events"] == [] or put["events"][0]["objects"] == shown
    rest = [name.split(" (")[0] for name in library[first + 1:]]
    assert draw["events"][0]["objects"] == rest[:1]  # the shown cards left the library, in order; the rest stayed


# ------------------------------------------------------------------------------------ "this way" counts of a kind
def test_for_each_card_of_a_kind_moved_this_way_counts_only_that_kind() -> None:
    # The standard board's hands hold no creature card: five cards are discarded, none of them a creature.
    kind = out("Each player discards two cards. You gain 1 life for each creature card discarded this way.")
    assert kind["steps"][1]["events"][0]["amount"] == 0
    every = out("Each player discards two cards. You gain 1 life for each card discarded this way.")
    assert every["steps"][1]["events"][0]["amount"] == 5
    lands = out("Each player mills three cards. You gain life equal to the number of land cards milled this way.")
    assert lands["steps"][1]["events"][0]["amount"] == 2  # Dave milled Swamp, Counterspell, Forest


def test_a_kind_counted_among_cards_nobody_named_is_asked_for() -> None:
    data = quick("Each player discards a card. You gain 1 life for each creature card discarded this way.")
    with pytest.raises(BotError) as info:
        resolve_text(json.dumps(data))
    assert info.value.code == "choice_needed"


# ---------------------------------------------------------------------- parley: "for each … revealed this way"
ROUSING = ("Parley — Each player reveals the top card of their library. For each nonland card revealed this way, you "
           "create a 1/1 white Spirit creature token with flying. Then each player draws a card.")


def test_parley_counts_the_nonland_cards_revealed() -> None:
    lands = out(ROUSING)  # every top card of the standard board is a Swamp: no token
    assert [s["action"] for s in lands["steps"]] == ["reveal", "create", "draw"]
    assert lands["steps"][1]["events"][0]["amount"] == 0
    spells = out(ROUSING, Bob={"library": ["Opt (instant)"]}, Alice={"library": ["Shock (instant)", "Swamp (land)"]})
    create = spells["steps"][1]["events"][0]
    assert create["player"] == "Dave" and create["amount"] == 2
    assert all("with flying" in name for name in create["objects"])  # the token as printed, its keyword kept
    assert [e["objects"] for e in spells["steps"][2]["events"]][0] == ["Opt"]  # the revealed card stayed on top


def test_for_each_needs_a_printed_amount_to_multiply() -> None:
    with pytest.raises(Unread):
        read("Each player reveals the top card of their library. For each nonland card revealed this way, each "
             "player sacrifices a creature.", "en")
