"""Votes with more than two choices (701.38a: each player, starting with the one the text names and in turn order,
votes for one of the listed choices) and what the choices with the most votes or tied for most decide; two-choice
votes keep their "gets more votes" outcomes."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.errors import BotError
from tests.apnap.realcards import creature, run

GUARDIAN = ("Will of the council — When Council Guardian enters the battlefield, starting with you, each player votes "
            "for blue, black, red, or green. Council Guardian gains protection from each color with the most votes "
            "or tied for most votes.")
GUARDIAN_ES = ("Voluntad del consejo — Cuando el Guardián del Consejo entre al campo de batalla, empezando por ti, "
               "cada jugador vota por azul, negro, rojo o verde. El Guardián del Consejo gana protección contra cada "
               "color con la mayor cantidad de votos o empatado con la mayor cantidad de votos.")
ON_DAVE = {"battlefield": [creature("Council Guardian", 5, 5), "Swamp (basic land)"]}


def _protections(out: dict[str, Any]) -> list[str]:
    return sorted(g["keyword"] for g in out.get("granted", []) if g["object"] == "Council Guardian")


def test_four_colour_vote_tied_gives_each_colour_tied_for_most() -> None:
    out = run({}, card="Council Guardian", effect=GUARDIAN, Dave=ON_DAVE,
              choices={"Dave": ["red"], "Alice": ["blue"], "Bob": ["red"], "Carol": ["blue"]})
    vote, gains = out["steps"]
    assert vote["order"][0] == "Dave"  # "starting with you" (701.38a)
    assert [c["chosen"] for c in vote["choices"]] == [["red"], ["blue"], ["red"], ["blue"]]
    assert _protections(out) == ["protection from blue", "protection from red"]
    assert {g["duration"] for g in out["granted"]} == {"indefinite"}  # no end said (611.2a)
    assert {"701.38a", "702.16a", "611.2a"} <= set(gains["citations"])
    assert "Tied for most votes: blue and red" in out["narration"]


def test_one_colour_with_the_most_votes_alone() -> None:
    out = run({}, card="Council Guardian", effect=GUARDIAN, Dave=ON_DAVE,
              choices={"Dave": ["green"], "Alice": ["green"], "Bob": ["black"], "Carol": ["red"]})
    assert _protections(out) == ["protection from green"]
    assert "“green” gets the most votes." in out["narration"]


def test_printed_spanish_reads_the_same_vote() -> None:
    out = run({}, lang="es", card="Council Guardian", effect=GUARDIAN_ES, Dave=ON_DAVE,
              choices={"Dave": ["negro"], "Alice": ["negro"], "Bob": ["azul"], "Carol": ["negro"]})
    assert _protections(out) == ["protection from black"]
    assert "vota por azul, negro, rojo o verde" in out["narration"]


@pytest.mark.parametrize("text", [
    # "more votes" than which of three is not said: refused, never guessed
    "Starting with you, each player votes for grace, doom, or fate. If grace gets more votes, each player draws a "
    "card.",
    "Starting with you, each player votes for grace, doom, or fate. If the vote is tied, each player draws a card.",
    # a colour's protection from a vote that named no colours
    "Starting with you, each player votes for grace or doom. This creature gains protection from each color with the "
    "most votes or tied for most votes.",
    # with no vote before it at all
    "This creature gains protection from each color with the most votes or tied for most votes.",
])
def test_outcomes_a_vote_does_not_decide_are_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        parse_effect(text)
    assert err.value.code == "unsupported_effect"


def test_three_options_read_and_counted_per_vote() -> None:
    """"For each fate vote": a count of one option's votes, whatever the number of options."""
    effect = parse_effect("Starting with you, each player votes for grace, doom, or fate. For each fate vote, each "
                          "opponent loses 1 life.")
    assert effect.steps[0].options == ("grace", "doom", "fate")
    out = run({}, effect="Starting with you, each player votes for grace, doom, or fate. For each fate vote, each "
              "opponent loses 1 life.", choices={"Dave": ["fate"], "Alice": ["fate"], "Bob": ["doom"]})
    lost = [e for e in out["steps"][1]["events"] if e["action"] == "lose_life"]
    assert {e["amount"] for e in lost} == {2}


def test_two_option_vote_keeps_more_votes_wording() -> None:
    out = run({}, effect="Starting with you, each player votes for grace or doom. If doom gets more votes, each player "
              "draws a card.", choices={"Dave": ["doom"], "Alice": ["doom"], "Bob": ["doom"]})
    assert "“doom” gets more votes." in out["narration"]
    assert len(out["steps"]) == 2


def test_an_object_voted_for_by_everyone_is_no_tie() -> None:
    out = run({}, effect="Starting with you, each player votes for a nonland permanent you don't control. Exile each "
              "permanent with the most votes or tied for most votes.")
    assert "The vote is tied" not in out["narration"]
    assert "gets the most votes" in out["narration"]


SQUIRE = ("Will of the council — When Custodi Squire enters the battlefield, starting with you, each player votes for "
          "an artifact, creature, or enchantment card in your graveyard. Return each card with the most votes or "
          "tied for most votes to your hand.")
SQUIRE_GRAVEYARD = ["Elvish Mystic (creature)", "Mind Stone (artifact)", "Pacifism (enchantment)",
                    "Duress (sorcery)", "Swamp (basic land)"]


def _squire(**changes: Any) -> dict[str, Any]:
    dave = {"battlefield": [creature("Custodi Squire", 3, 3), "Swamp (basic land)"], "graveyard": SQUIRE_GRAVEYARD}
    return run({}, card="Custodi Squire", effect=SQUIRE, Dave=dave, **changes)


def test_vote_for_cards_in_your_graveyard_returns_each_tied_for_most() -> None:
    out = _squire(choices={"Dave": ["Mind Stone"], "Alice": ["Pacifism"], "Bob": ["Mind Stone"],
                           "Carol": ["Pacifism"]})
    vote, back = out["steps"]
    assert vote["order"][0] == "Dave"
    assert [(e["player"], e["objects"]) for e in back["events"]] == [("Dave", ["Mind Stone", "Pacifism"])]
    assert "Tied for most votes: Mind Stone and Pacifism" in out["narration"]


def test_a_card_of_another_kind_is_no_legal_vote() -> None:
    """The choices are the controller's graveyard cards of the kind (701.38b): a sorcery there is not one."""
    with pytest.raises(BotError) as err:
        _squire(choices={"Dave": ["Duress"]})
    assert err.value.code == "bad_scenario"


def test_a_graveyard_nobody_described_is_asked() -> None:
    """Quick mode: which cards there are to vote for is not known, so it is asked, never taken to be none."""
    dave = {"battlefield": [creature("Custodi Squire", 3, 3)], "graveyard": [], "unknown": ["graveyard"]}
    with pytest.raises(BotError) as err:
        run({}, card="Custodi Squire", effect=SQUIRE, Dave=dave)
    assert err.value.code == "choice_needed"


@pytest.mark.parametrize("text", [
    # whose graveyard "their" is, the text does not say here
    "Starting with you, each player votes for a creature card in their graveyard. Return each card with the most "
    "votes or tied for most votes to your hand.",
    # cards with the most votes, after no vote for cards
    "Starting with you, each player votes for grace or doom. Return each card with the most votes or tied for most "
    "votes to your hand.",
])
def test_card_votes_the_text_does_not_tie_down_are_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        parse_effect(text)
    assert err.value.code == "unsupported_effect"
