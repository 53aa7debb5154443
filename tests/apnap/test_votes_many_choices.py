"""Votes with more than two choices (701.38a: each player, starting with the one named and in turn order, votes for one
of the listed choices) and what the winners give: "starting with you, each player votes for blue, black, red, or green.
Council Guardian gains protection from each color with the most votes or tied for most votes." — one protection per
winning colour (702.16a; two or more when tied, 702.16g), with no end said (611.2a)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap import corpus
from tests.apnap.realcards import resolve_card

GUARDIAN = ("Will of the council — When Council Guardian enters the battlefield, starting with you, each player votes "
            "for blue, black, red, or green. Council Guardian gains protection from each color with the most votes or "
            "tied for most votes.")


def _guardian(**changes: Any) -> dict[str, Any]:
    players = corpus.board(4)["players"]
    players[3]["battlefield"].append({"name": "Council Guardian", "types": ["creature"], "power": 5, "toughness": 5})
    return resolve_card(GUARDIAN, card="Council Guardian", players=players, **changes)


def _granted(out: dict[str, Any]) -> list[str]:
    return [e["keywords"] for s in out["steps"] for e in s["events"] if e["action"] == "modify"]


def test_four_choices_are_read_and_said_back_as_printed() -> None:
    out = _guardian()
    assert out["reading"] == ("Starting with you, each player votes for blue, black, red, or green. Council Guardian "
                              "gains protection from each color with the most votes or tied for most votes.")
    votes = [e for e in out["steps"][0]["events"] if e["action"] == "vote"]
    assert len(votes) == 4  # one vote each, starting with the controller (701.38a)


def test_the_color_with_the_most_votes_gives_its_protection_for_good() -> None:
    out = _guardian(choices={"Dave": ["red"], "Alice": ["red"], "Bob": ["blue"], "Carol": ["green"]})
    assert _granted(out) == ["protection from red"]
    modify = next(e for s in out["steps"] for e in s["events"] if e["action"] == "modify")
    assert modify["objects"] == ["Council Guardian"] and modify["duration"] == "indefinite"
    assert {"701.38a", "702.16a", "611.2a"} <= set(out["citations"])


def test_tied_colors_each_give_a_protection() -> None:
    out = _guardian(choices={"Dave": ["red"], "Alice": ["black"], "Bob": ["black"], "Carol": ["red"]})
    assert _granted(out) == ["protection from black, protection from red"]
    assert "702.16g" in out["citations"]


def test_the_corpus_card_resolves() -> None:
    out = corpus.resolve_ability(corpus.ability_of("Council Guardian", 1), corpus.board(4))
    assert _granted(out) == ["protection from blue"]  # every vote the first choice, as the bench answers


def test_a_voted_protection_after_a_vote_of_words_is_refused() -> None:
    with pytest.raises(BotError) as exc:
        resolve_card("Starting with you, each player votes for grace or doom. This creature gains protection from "
                     "each color with the most votes or tied for most votes.")
    assert exc.value.key == "apnap.error.unsupported_effect"


def test_two_choices_are_unchanged() -> None:
    out = resolve_card("Starting with you, each player votes for grace or condemnation. If grace gets more votes, "
                       "each player gains 3 life.")
    assert out["reading"].startswith("Starting with you, each player votes for grace or condemnation.")
