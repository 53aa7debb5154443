"""Hidden information, libraries and permissions: searches in the older Oracle wording (701.23, 701.24),
a hand revealed or looked at and a card chosen from it (701.20a, 701.20e, 402.3).

Real Oracle text on the standard board (realcards.py). A library searched is shuffled (701.24a): later
draws from it name no card; a player who declined a "may" search searched nothing and does not shuffle.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import Search, plan_of
from tests.apnap.realcards import board

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


def out(effect: str, **changes: Any) -> dict[str, Any]:
    data = board(**changes)
    data["effect"] = effect
    return dict(resolve_text(json.dumps(data)))


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


def test_a_search_moves_the_found_card_and_shuffles_the_library() -> None:
    result = out(RAMPANT + " Draw a card.")
    search, draw = result["steps"]
    assert [(e["player"], e["action"], e["objects"], e["to"]) for e in search["events"]] == [
        ("Dave", "search", ["Swamp"], "battlefield")]
    assert "701.24a" in search["citations"] and "701.23b" in search["citations"]
    assert draw["events"][0]["objects"] == []  # the library was shuffled: which card is drawn is unknown


def test_a_revealed_card_found_is_named_and_goes_to_hand() -> None:
    step = out(TUTOR)["steps"][0]
    assert [(e["player"], e["objects"], e["to"]) for e in step["events"]] == [("Dave", ["Llanowar Elves"], "hand")]
    assert not step["events"][0].get("hidden")  # revealed (701.20a)


def test_only_who_searched_shuffles() -> None:
    result = out(EXPLORER + " Each player draws a card.",
                 choices={"Bob": ["no"], "Carol": ["yes", "Swamp"], "Dave": ["yes", "Swamp"],
                          "Alice": ["yes", "Swamp"]})
    search, draw = result["steps"]
    assert [(e["player"], e["objects"]) for e in search["events"]] == [
        ("Bob", []), ("Carol", ["Swamp"]), ("Dave", ["Swamp"]), ("Alice", ["Swamp"])]
    drawn = {e["player"]: e["objects"] for e in draw["events"]}
    assert drawn["Bob"]  # Bob declined: his library was not shuffled, its top card is known
    assert drawn["Carol"] == drawn["Dave"] == drawn["Alice"] == []
