"""Hidden information, libraries and permissions: searches in the older Oracle wording (701.23, 701.24),
a hand revealed or looked at and a card chosen from it (701.20a, 701.20e, 402.3).

Real Oracle text on the standard board (realcards.py). A library searched is shuffled (701.24a): later
draws from it name no card; a player who declined a "may" search searched nothing and does not shuffle.
"""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace
from typing import Any

import pytest

from bot.apnap import parse_text, resolve, resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.narrate import narrate
from bot.apnap.plan import (
    ChooseFromHand,
    MoveChosen,
    MoveRest,
    MoveRevealed,
    PickShown,
    PlayPermission,
    RevealHand,
    RevealTop,
    Search,
    Shuffle,
    plan_of,
)
from bot.apnap.plan.amounts import Fixed
from bot.apnap.quick import QuickRequest, quick_scenario
from bot.errors import BotError
from tests.apnap.realcards import board, resolve_card

RAMPANT = ("Search your library for a basic land card and put that card onto the battlefield tapped. "
           "Then shuffle your library.")
SCARECROW = ("Search your library for up to two basic land cards, reveal them, and put them into your hand. "
             "Then shuffle your library.")
TUTOR = ("Search your library for a creature card, reveal that card, and put it into your hand. "
         "Then shuffle your library.")
VAMPIRIC = "Search your library for a card, then shuffle your library and put that card on top of it. You lose 2 life."
EXPLORER = ("Each player may search their library for up to two basic land cards and put them onto the battlefield. "
            "Then each player who searched their library this way shuffles it.")
SCOPE_LIKE = ("Search your library for up to X basic land cards, where X is the number of creatures you control. "
              "Put those cards onto the battlefield tapped, then shuffle your library.")
ES_RAMPANT = ("Busca en tu biblioteca una carta de tierra básica y ponla en el campo de batalla girada. "
              "Luego baraja tu biblioteca.")
ES_TUTOR = "Busca en tu biblioteca una carta de criatura, muéstrala y ponla en tu mano. Luego baraja tu biblioteca."


out = resolve_card  # the standard board with the effect, resolved (tests/apnap/realcards.py)


def search_of(effect: str) -> Search:
    step = plan_of(parse_effect(effect)).steps[0]
    assert isinstance(step, Search)
    return step


@pytest.mark.parametrize(("text", "to", "tapped", "reveal"), [
    (RAMPANT, "battlefield", True, False), (SCARECROW, "hand", False, True), (TUTOR, "hand", False, True),
    (VAMPIRIC, "library_top", False, False), (SCOPE_LIKE, "battlefield", True, False),
    (ES_RAMPANT, "battlefield", True, False), (ES_TUTOR, "hand", False, True)])
def test_older_search_wordings_read_as_one_search(text: str, to: str, tapped: bool, reveal: bool) -> None:
    step = search_of(text)
    assert (step.to, step.tapped, step.reveal) == (to, tapped, reveal)


def test_english_and_spanish_older_wordings_give_the_same_plan() -> None:
    for en, es in ((RAMPANT, ES_RAMPANT), (TUTOR, ES_TUTOR)):
        english, spanish = search_of(en), search_of(es)
        assert (english.to, english.tapped, english.reveal, english.picks) == (
            spanish.to, spanish.tapped, spanish.reveal, spanish.picks)


def test_then_shuffle_your_library_is_a_step_of_its_own() -> None:
    search, shuffle = plan_of(parse_effect(RAMPANT)).steps
    assert isinstance(search, Search) and not search.shuffle
    assert isinstance(shuffle, Shuffle) and shuffle.zones == () and shuffle.subject.kind == "you"
    assert search_of(SCOPE_LIKE).shuffle and search_of(VAMPIRIC).shuffle  # "…, then shuffle": the same step
    _, es_shuffle = plan_of(parse_effect(ES_RAMPANT)).steps
    assert es_shuffle == replace(shuffle, text=es_shuffle.text)


def test_a_search_moves_the_found_card_and_the_library_is_shuffled() -> None:
    result = out(RAMPANT + " Draw a card.")
    search, shuffle, draw = result["steps"]
    assert [(e["player"], e["action"], e["objects"], e["to"]) for e in search["events"]] == [
        ("Dave", "search", ["Swamp"], "battlefield")]
    assert "701.23b" in search["citations"] and "701.24a" in shuffle["citations"]
    assert [(e["player"], e["action"]) for e in shuffle["events"]] == [("Dave", "shuffle")]
    assert draw["events"][0]["objects"] == []  # the library was shuffled: which card is drawn is unknown


def test_a_revealed_card_found_is_named_and_goes_to_hand() -> None:
    step = out(TUTOR)["steps"][0]
    assert [(e["player"], e["objects"], e["to"]) for e in step["events"]] == [("Dave", ["Llanowar Elves"], "hand")]
    assert not step["events"][0].get("hidden")  # revealed (701.20a)


def test_only_who_searched_shuffles() -> None:
    result = out(EXPLORER + " Each player draws a card.",
                 choices={"Bob": ["no"], "Carol": ["yes", "Swamp"], "Dave": ["yes", "Swamp"],
                          "Alice": ["yes", "Swamp"]})
    search, shuffle, draw = result["steps"]
    assert [(e["player"], e["objects"]) for e in search["events"]] == [  # Bob declined: no search event of his
        ("Carol", ["Swamp"]), ("Dave", ["Swamp"]), ("Alice", ["Swamp"])]
    assert shuffle["order"] == ["Carol", "Dave", "Alice"]
    drawn = {e["player"]: e["objects"] for e in draw["events"]}
    assert drawn["Bob"]  # Bob declined: his library was not shuffled, its top card is known
    assert drawn["Carol"] == drawn["Dave"] == drawn["Alice"] == []


# ------------------------------------------------------------------------------------ a hand shown, a card chosen
DURESS_LIKE = ("Target player reveals their hand. You choose a nonland card from it. That player discards that "
               "card.")
EXILE_LIKE = "Target opponent reveals their hand. You choose a nonland card from it and exile that card."
SPECTER = "Look at that player's hand and choose a card from it. The player discards that card."
PEEK = "Look at target player's hand."
ES_DURESS = ("El oponente objetivo muestra su mano. Tú eliges de ella una carta que no sea tierra. Ese jugador "
             "descarta esa carta.")
ES_PEEK = "Mira la mano del jugador objetivo."


def test_a_hand_shown_then_a_card_chosen_then_moved_is_three_steps() -> None:
    reveal, choose, discard = plan_of(parse_effect(DURESS_LIKE)).steps
    assert isinstance(reveal, RevealHand) and not reveal.look and reveal.subject.kind == "target_player"
    assert isinstance(choose, ChooseFromHand) and choose.subject.kind == "you"
    assert choose.pick.filter.alternatives and "land" in choose.pick.filter.alternatives[0][1]  # nonland
    assert isinstance(discard, MoveChosen) and discard.discard and discard.subject.kind == "target_player"
    (look,) = plan_of(parse_effect(PEEK)).steps
    assert isinstance(look, RevealHand) and look.look and look.subject.kind == "target_player"


def test_printed_spanish_gives_the_same_plan() -> None:
    en = plan_of(parse_effect(DURESS_LIKE.replace("Target player", "Target opponent"))).steps
    es = plan_of(parse_effect(ES_DURESS)).steps
    assert [type(s) for s in en] == [type(s) for s in es]
    assert [s.subject.kind for s in en] == [s.subject.kind for s in es]
    assert en[1].pick == es[1].pick  # type: ignore[attr-defined]
    assert plan_of(parse_effect(ES_PEEK)).steps[0].look  # type: ignore[attr-defined]


def test_the_controller_chooses_from_the_revealed_hand_and_its_owner_discards() -> None:
    result = out(DURESS_LIKE, choices={"Dave": ["Shock"]})
    reveal, choose, discard = result["steps"]
    assert [(e["player"], e["action"], e["objects"]) for e in reveal["events"]] == [
        ("Alice", "reveal", ["Opt", "Shock", "Island"])]
    assert not reveal["events"][0]["hidden"] and "701.20a" in reveal["citations"]
    assert [(c["player"], c["chosen"]) for c in choose["choices"]] == [("Dave", ["Shock"])]
    assert [(e["player"], e["action"], e["objects"]) for e in discard["events"]] == [("Alice", "discard", ["Shock"])]
    assert {"608.2c", "701.9a"} <= set(discard["citations"])


def test_a_land_is_not_an_option_for_a_nonland_card() -> None:
    with pytest.raises(BotError):
        out(DURESS_LIKE, choices={"Dave": ["Island"]})


def test_no_card_of_the_kind_asked_means_nothing_is_discarded() -> None:
    result = out(DURESS_LIKE, Alice={"hand": ["Island (basic land)"]})
    assert result["steps"][1]["choices"][0]["none"]
    assert result["steps"][2]["events"] == []


def test_exile_that_card_moves_it_to_its_owners_exile() -> None:
    result = out(EXILE_LIKE, choices={"Dave": ["Opt"]})
    (exiled,) = result["steps"][2]["events"]
    assert (exiled["player"], exiled["action"], exiled["objects"], exiled["from"]) == ("Dave", "exile", ["Opt"], "hand")


def test_a_look_is_seen_by_the_controller_only() -> None:
    (look,) = out(PEEK)["steps"][0]["events"]
    assert (look["player"], look["action"], look["hidden"], look["seen_by"]) == ("Alice", "look", True, "Dave")
    assert look["objects"] == ["Opt", "Shock", "Island"]
    assert {"701.20e", "402.3"} <= set(out(PEEK)["steps"][0]["citations"])


def test_that_players_hand_after_a_trigger_is_the_triggers_player() -> None:
    result = out(SPECTER, that_player="Bob")
    look, choose, discard = result["steps"]
    assert look["events"][0]["player"] == "Bob" and look["events"][0]["hidden"]
    assert choose["choices"][0]["forced"]  # Bob holds one card (608.2d)
    assert [(e["player"], e["objects"]) for e in discard["events"]] == [("Bob", ["Lightning Bolt"])]


def test_that_player_after_a_target_player_is_that_target() -> None:
    draw, lose = out("Target player draws two cards. That player loses 2 life.")["steps"]
    assert draw["events"][0]["player"] == lose["events"][0]["player"] == "Alice"


def test_a_hand_nobody_described_names_nothing_and_says_so() -> None:
    data = quick_scenario(QuickRequest(players=["Alice", "Bob"], effect=DURESS_LIKE))
    result = resolve_text(json.dumps(data))
    reveal, choose, discard = result["steps"]
    assert reveal["events"][0]["objects"] == [] and reveal["events"][0]["unknown"]
    assert choose["events"][0]["unknown"] and choose["choices"][0]["chosen"] == []
    assert discard["events"][0]["unknown"] and discard["events"][0]["objects"] == []
    assert any("hand was not described" in w for w in result["warnings"])
    text = narrate(asyncio.run(resolve(parse_text(json.dumps(data)))), "en")
    assert "Bob discards the card Alice chose" in text


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_narration_tells_the_reveal_the_choice_and_the_discard(lang: str) -> None:
    data = board(choices={"Dave": ["Shock"]})
    data["effect"] = DURESS_LIKE
    text = narrate(asyncio.run(resolve(parse_text(json.dumps(data)))), lang)
    said = {"en": ("Alice reveals their hand: Opt, Shock and Island", "Dave chooses Shock from Alice's hand",
                   "Alice discards Shock"),
            "es": ("Alice muestra su mano: Opt, Shock y Island", "Dave elige Shock de la mano de Alice",
                   "Alice descarta Shock")}[lang]
    assert all(s in text for s in said), text


@pytest.mark.parametrize("text", [
    "You choose a nonland card from it. That player discards that card.",  # no hand shown before "it"
    "Each opponent reveals their hand. You choose a nonland card from it. That player discards that card.",
    "Target player reveals their hand. You choose a nonland card from it. You discard that card.",
    "Target player discards that card.",  # no card chosen before "that card"
])
def test_a_pronoun_without_its_antecedent_is_refused(text: str) -> None:
    with pytest.raises(BotError) as info:
        parse_effect(text)
    assert info.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------ from among them, the rest
COMMUNE = ("Look at the top three cards of your library. You may reveal a creature or land card from among them "
           "and put it into your hand. Put the rest on the bottom of your library in any order.")
GREEN_SUN_ZENITH_LIKE = ("Look at the top seven cards of your library. You may put a creature card from among them "
                         "onto the battlefield. Put the rest on the bottom of your library in any order.")
ONE_OF_THEM = ("Look at the top three cards of your library. Put one of them into your hand and the rest into your "
               "graveyard.")
THE_OTHER = ("Look at the top two cards of your library. Put one of them into your hand and the other into your "
             "graveyard.")
UNTIL = ("Reveal cards from the top of your library until you reveal a creature card. Put that card onto the "
         "battlefield and the rest on the bottom of your library in a random order.")


def moved(step: dict[str, Any]) -> list[tuple[str, str, list[str], str]]:
    return [(e["player"], e["action"], e["objects"], e.get("to", "")) for e in step["events"]]


def test_from_among_them_and_the_rest_are_typed_steps() -> None:
    look, pick, put, rest = plan_of(parse_effect(COMMUNE)).steps
    assert isinstance(look, RevealTop) and look.look
    assert isinstance(pick, PickShown) and pick.to == "" and pick.optional and pick.action == "reveal"
    assert isinstance(put, MoveRevealed) and put.to == "hand"
    assert isinstance(rest, MoveRest) and rest.to == "library_bottom" and not rest.random
    _, one, other = plan_of(parse_effect(THE_OTHER)).steps
    assert isinstance(one, PickShown) and one.to == "hand" and one.pick.count == Fixed(1)
    assert isinstance(other, MoveRest) and other.to == "graveyard"
    *_, until_rest = plan_of(parse_effect(UNTIL)).steps
    assert isinstance(until_rest, MoveRest) and until_rest.random


def test_a_card_revealed_from_among_them_goes_to_hand_and_the_rest_to_the_bottom() -> None:
    result = out(COMMUNE, choices={"Dave": ["yes", "Forest"]})
    look, pick, put, rest = result["steps"]
    assert look["events"][0]["objects"] == ["Swamp", "Counterspell", "Forest"] and look["events"][0]["hidden"]
    assert moved(pick) == [("Dave", "reveal", ["Forest"], "")] and "701.20a" in pick["citations"]
    assert moved(put) == [("Dave", "put", ["Forest"], "hand")]
    assert moved(rest) == [("Dave", "put", ["Swamp", "Counterspell"], "library_bottom")]
    assert "401.4" in rest["citations"]


def test_declining_the_reveal_puts_every_card_on_the_bottom() -> None:
    result = out(COMMUNE, choices={"Dave": ["no"]})
    assert result["steps"][1]["events"] == [] and result["steps"][2]["events"] == []
    assert moved(result["steps"][3]) == [("Dave", "put", ["Swamp", "Counterspell", "Forest"], "library_bottom")]


def test_an_instant_is_not_a_creature_or_land_card() -> None:
    with pytest.raises(BotError):
        out(COMMUNE, choices={"Dave": ["yes", "Counterspell"]})


def test_a_creature_put_from_among_them_enters_the_battlefield() -> None:
    result = out(GREEN_SUN_ZENITH_LIKE)
    assert moved(result["steps"][1]) == [("Dave", "put", ["Llanowar Elves"], "battlefield")]
    assert len(result["steps"][2]["events"][0]["objects"]) == 6


@pytest.mark.parametrize("text", [ONE_OF_THEM, THE_OTHER])
def test_one_of_them_into_the_hand_and_the_rest_into_the_graveyard(text: str) -> None:
    result = out(text, choices={"Dave": ["Counterspell"]})
    assert moved(result["steps"][1]) == [("Dave", "put", ["Counterspell"], "hand")]
    assert result["steps"][1]["events"][0]["hidden"]  # looked at, not revealed (701.20e)
    rest = result["steps"][2]["events"][0]
    assert rest["objects"] == ["Swamp", "Forest"][: 2 if text == ONE_OF_THEM else 1] and rest["to"] == "graveyard"


def test_that_card_after_reveal_until_is_the_one_card_that_stopped_it() -> None:
    result = out(UNTIL)
    assert moved(result["steps"][1]) == [("Dave", "put", ["Llanowar Elves"], "battlefield")]
    assert moved(result["steps"][2]) == [("Dave", "put", ["Swamp", "Counterspell", "Forest"], "library_bottom")]
    # "in a random order": nobody arranges them, so the owner's arranging (401.4) is not the rule (judge 32b)
    assert "401.4" not in result["steps"][2]["citations"]
    assert "401.4" in out(COMMUNE, choices={"Dave": ["yes", "Forest"]})["steps"][3]["citations"]


def test_a_library_nobody_described_names_no_card_picked_or_left() -> None:
    data = quick_scenario(QuickRequest(players=["Alice", "Bob"], effect=ONE_OF_THEM))
    look, pick, rest = resolve_text(json.dumps(data))["steps"]
    assert look["events"][0]["unknown"] and pick["events"][0]["unknown"] and rest["events"][0]["unknown"]
    assert pick["events"][0]["objects"] == rest["events"][0]["objects"] == []


@pytest.mark.parametrize("text", [
    "Put one of them into your hand and the rest into your graveyard.",  # nothing shown before "them"
    "Put the rest on the bottom of your library in any order.",
    "Each opponent looks at the top two cards of their library. Put one of them into your hand.",  # not yours
])
def test_them_and_the_rest_with_nothing_shown_before_are_refused(text: str) -> None:
    with pytest.raises(BotError) as info:
        parse_effect(text)
    assert info.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------ more search destinations
WORLDLY = ("Search your library for a creature card, reveal it, then shuffle your library and put that card on top "
           "of it.")
FORESIGHT = "Search your library for three cards, exile them, then shuffle your library."
SEVERANCE = "Search your library for any number of land cards and exile them. Then shuffle your library."
ENTOMB = "Search your library for a card and put that card into your graveyard. Then shuffle your library."
RANGER = ("You may search your library for a basic land card, reveal it, and put it into your hand. If you do, "
          "shuffle your library.")


@pytest.mark.parametrize(("text", "to", "zone"), [(FORESIGHT, "exile", "exile"), (SEVERANCE, "exile", "exile"),
                                                  (ENTOMB, "graveyard", "graveyard")])
def test_a_card_found_may_be_exiled_or_put_into_the_graveyard(text: str, to: str, zone: str) -> None:
    result = out(text)
    events = result["steps"][0]["events"]  # "…, then shuffle": the searcher's shuffle, a public event (701.24a)
    (event,) = [e for e in events if e["action"] != "shuffle"]
    assert all(not e["hidden"] for e in events if e["action"] == "shuffle")
    assert event["to"] == to and event["objects"] and not event["hidden"]  # face up, public (406.3)
    assert search_of(text).to == zone


def test_a_creature_found_and_revealed_goes_on_top_after_the_shuffle() -> None:
    step = search_of(WORLDLY)
    assert step.to == "library_top" and step.reveal and step.shuffle


def test_if_you_do_shuffle_only_after_the_search_was_made() -> None:
    taken = out(RANGER, choices={"Dave": ["yes", "Swamp"]})["steps"]
    assert [s["action"] for s in taken] == ["search", "shuffle"] and taken[1]["events"]
    declined = out(RANGER, choices={"Dave": ["no"]})["steps"]
    assert all(s["action"] != "shuffle" or not s["events"] for s in declined)  # no search, no shuffle


def test_printed_spanish_reveal_from_among_them_moves_the_same_card() -> None:
    text = ("Mira las cuatro primeras cartas de tu biblioteca. Puedes mostrar una carta de criatura de entre ellas y "
            "ponerla en tu mano. Pon el resto en el fondo de tu biblioteca en un orden aleatorio.")
    look, pick, put, rest = out(text, choices={"Dave": ["yes", "Llanowar Elves"]})["steps"]
    assert moved(pick) == [("Dave", "reveal", ["Llanowar Elves"], "")]
    assert moved(put) == [("Dave", "put", ["Llanowar Elves"], "hand")]
    assert moved(rest) == [("Dave", "put", ["Swamp", "Counterspell", "Forest"], "library_bottom")]
    declined = out(text, choices={"Dave": ["no"]})["steps"]
    assert declined[2]["events"] == [] and len(declined[3]["events"][0]["objects"]) == 4


# ------------------------------------------------------------------------------------ a permission on the exiled card
@pytest.mark.parametrize(("text", "act"), [
    ("Exile the top card of your library. You may play that card this turn.", "play"),
    ("Exile the top card of your library. You may cast that card this turn.", "cast"),
    ("Exilia la primera carta de tu biblioteca. Puedes jugar esa carta este turno.", "play"),
])
def test_a_permission_on_the_card_just_exiled_is_reported_with_its_duration(text: str, act: str) -> None:
    exile, permission = out(text)["steps"]
    assert exile["events"][0]["objects"] == ["Swamp"]
    (event,) = permission["events"]
    assert (event["player"], event["action"], event["objects"], event["act"], event["duration"]) == (
        "Dave", "permission", ["Swamp"], act, "this_turn")
    assert {"611.2a", "601.3"} <= set(permission["citations"])
    assert isinstance(plan_of(parse_effect(text)).steps[1], PlayPermission)


def test_a_permission_on_an_undescribed_library_names_no_card() -> None:
    data = quick_scenario(QuickRequest(players=["Alice", "Bob"],
                                       effect="Exile the top card of your library. You may play that card this turn."))
    (event,) = resolve_text(json.dumps(data))["steps"][1]["events"]
    assert event["unknown"] and event["objects"] == []


@pytest.mark.parametrize("text", [
    "You may play that card this turn.",  # nothing exiled before "that card"
    "You may cast that card.",  # cast now (608.2g, read since session 32): nothing exiled before "that card"
    "Each opponent exiles the top card of their library. You may play that card this turn.",  # whose card?
])
def test_a_permission_without_its_card_is_refused(text: str) -> None:
    with pytest.raises(BotError) as info:
        parse_effect(text)
    assert info.value.code == "unsupported_effect"
