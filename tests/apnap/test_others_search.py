"""The controller searches another player's library: "Search target player's library for a card and exile it. Then that
player shuffles their library." (Extract), "… for up to seven cards and exile them" (Denying Wind), "… for an artifact
card and put that card onto the battlefield under your control" (Acquire), "… and put them into that player's
graveyard. Then the player shuffles their library." (701.23a, 701.23b, 701.23d, 701.24a, 108.3, 110.2, 401.2).

Before: refused ("target player's library for a card and exile it"). Now the controller picks what is found among the
cards the board shows (asked, 701.23a), the cards stay their owner's (108.3), and that player shuffles; a library
nobody described names no card (401.2) and says so in ``warnings``. The printed Spanish reads the same plan.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from bot.apnap import QuickRequest, quick_scenario, resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import SearchOthersLibrary, plan_of
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

EXTRACT = "Search target player's library for a card and exile it. Then that player shuffles their library."
DENYING = ("Search target player's library for up to seven cards and exile them. Then that player shuffles their "
           "library.")
ACQUIRE = ("Search target opponent's library for an artifact card and put that card onto the battlefield under your "
           "control. Then that player shuffles their library.")
GRAVE = ("Search target player's library for up to two cards and put them into that player's graveyard. Then the "
         "player shuffles their library.")


def _events(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"]]


def test_the_card_found_is_exiled_from_the_targets_library_which_its_owner_shuffles() -> None:
    out = resolve_card(EXTRACT, target="Bob", choices={"Dave": ["Counterspell"]})
    search, shuffle = _events(out)
    assert (search["player"], search["owner"], search["to"], search["objects"]) == ("Dave", "Bob", "exile",
                                                                                  ["Counterspell"])
    assert (shuffle["player"], shuffle["action"]) == ("Bob", "shuffle")
    assert "Dave searches Bob's library, finds Counterspell and exiles it" in out["narration"]
    assert {"701.23a", "701.23d", "701.24a", "115.1", "108.3"} <= set(out["citations"])
    assert out["steps"][0]["choices"][0]["hidden"]  # the searcher looked at a hidden zone (401.2)


def test_up_to_may_find_nothing_and_the_library_is_still_shuffled() -> None:
    out = resolve_card(DENYING, target="Bob", choices={"Dave": [[]]})
    search, shuffle = _events(out)
    assert search["objects"] == [] and shuffle["player"] == "Bob"
    assert "Dave searches Bob's library and finds nothing" in out["narration"]


def test_a_stated_quality_may_be_left_unfound() -> None:  # 701.23b
    out = resolve_card(ACQUIRE, target="Bob", choices={"Dave": [[]]},
                       Bob={"library": ["Sol Ring (artifact)", "Swamp (basic land)"]})
    assert _events(out)[0]["objects"] == [] and "701.23b" in out["citations"]


def test_an_artifact_found_enters_under_the_controllers_control_still_owned_by_its_owner() -> None:
    out = resolve_card(ACQUIRE, target="Bob", choices={"Dave": ["Sol Ring"]},
                       Bob={"library": ["Swamp (basic land)", "Sol Ring (artifact)"]})
    assert "Dave searches Bob's library, finds Sol Ring and puts it onto the battlefield under their control" \
        in out["narration"]
    assert "110.2" in out["citations"]


def test_cards_found_go_to_that_players_graveyard() -> None:
    out = resolve_card(GRAVE, target="Bob", choices={"Dave": [["Opt", "Shock"]]})
    assert "Dave searches Bob's library, finds Opt and Shock and puts them into Bob's graveyard" in out["narration"]


def test_a_library_nobody_described_names_no_card_and_says_so() -> None:
    data = quick_scenario(QuickRequest(effect=DENYING, players=["Ann", "Ben"]))
    out = resolve_text(json.dumps({**data, "target": "Ben"}))
    search = _events(out)[0]
    assert search["objects"] == [] and search["unknown"] and search["owner"] == "Ben"
    assert "Ann searches Ben's library and exiles up to seven cards of their choice (library not described" \
        in out["narration"]
    assert any("Ben's library is not shown" in w for w in out["warnings"])


def test_x_is_the_sentences_own() -> None:
    out = resolve_card("Search target player's library for X cards, where X is the number of cards in your hand, "
                       "and exile them. Then that player shuffles their library.", target="Bob",
                       choices={"Dave": [["Swamp", "Opt"]]})
    assert _events(out)[0]["objects"] == ["Swamp", "Opt"]  # Dave holds two cards (107.3)


@pytest.mark.parametrize("text", [
    "Search target player's library for a card and exile it.",  # no shuffle said: not this reading
    "Target player searches target opponent's library for a card and exiles it. Then that player shuffles their "
    "library.",
])
def test_other_wordings_are_refused(text: str) -> None:
    with pytest.raises(BotError):
        resolve_card(text, target="Bob")


def test_spanish_reads_the_same_plan() -> None:
    for en, es in ((EXTRACT, "Busca en la biblioteca del jugador objetivo una carta y exíliala. Luego ese jugador "
                             "baraja su biblioteca."),
                   (ACQUIRE, "Busca en la biblioteca del oponente objetivo una carta de artefacto y ponla en el campo "
                             "de batalla bajo tu control. Luego ese jugador baraja su biblioteca.")):
        one, other = plan_of(parse_effect(en, "en")).steps[0], plan_of(parse_effect(es, "es")).steps[0]
        assert isinstance(one, SearchOthersLibrary) and isinstance(other, SearchOthersLibrary)
        assert (one.zone_of, one.to, one.picks) == (other.zone_of, other.to, other.picks)
    out = resolve_card("Busca en la biblioteca del jugador objetivo una carta y exíliala. Luego ese jugador baraja su "
                       "biblioteca.", "es", target="Bob", choices={"Dave": ["Counterspell"]})
    assert "Dave busca en la biblioteca de Bob, encuentra Counterspell y la exilia" in out["narration"]


@pytest.mark.parametrize("text", [
    # the shuffle in the same sentence, after ", then" (Jace, Architect of Thought's wording): marked as another
    # player's clause before parsing (marks.py), still the search's own tail
    "Search target player's library for a nonland card and exile it, then that player shuffles their library.",
    "Search target opponent's library for an artifact card and put that card onto the battlefield under your control, "
    "then that player shuffles their library.",
])
def test_then_that_player_shuffles_in_the_same_sentence(text: str) -> None:
    (step,) = plan_of(parse_effect(text)).steps
    assert isinstance(step, SearchOthersLibrary)
    (same,) = plan_of(parse_effect(text.replace(", then that player", ". Then that player"))).steps
    assert replace(step, text="") == replace(same, text="")  # the same plan as the two-sentence wording
