"""One choice among the objects of two zones: "Each opponent exiles a card from their hand or a permanent they
control" (printed Spanish "Cada oponente exilia una carta de su mano o un permanente que controle"). Each player
chooses one object of their own, from either zone, in APNAP order (101.4); every chosen object is exiled at once into
its owner's exile (701.13a). A hand nobody described leaves the choice unknown: "of their choice", never a permanent
guessed for them. Refused before ("or a permanent they control")."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import QuickRequest, quick_scenario, resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import run
from tests.apnap.rendering import _comparable

BOLAS = "You draw a card. Each opponent exiles a card from their hand or a permanent they control."
BOLAS_ES = "Cada oponente exilia una carta de su mano o un permanente que controle."


def _exiled(out: dict[str, Any]) -> dict[str, tuple[list[str], str]]:
    (step,) = [s for s in out["steps"] if s["action"] == "exile"]
    return {e["player"]: (e["objects"], e["from"]) for e in step["events"]}


@pytest.mark.parametrize(("effect", "lang"), [(BOLAS, None), (BOLAS_ES, "es")])
def test_each_opponent_chooses_from_either_zone(effect: str, lang: str | None) -> None:
    # Bob gives up his Hill Giant, Alice her Opt; Carol has no hand, so one of her lands (101.4)
    out = run({}, lang, effect=effect, choices={"Bob": [["Hill Giant"]], "Carol": [["Swamp"]], "Alice": [["Opt"]]})
    assert _exiled(out) == {"Bob": (["Hill Giant"], "battlefield"), "Carol": (["Swamp"], "battlefield"),
                            "Alice": (["Opt"], "hand")}
    exile = next(s for s in out["steps"] if s["action"] == "exile")
    assert exile["order"] == ["Bob", "Carol", "Alice"] and {"101.4", "701.13a"} <= set(exile["citations"])
    assert "Hill Giant" in json.dumps(out["steps"][-1]["events"])


def test_an_object_of_another_player_is_no_option() -> None:
    with pytest.raises(BotError) as err:  # Serra Angel is Alice's: Bob's choice is among his own (101.4)
        run({}, effect=BOLAS, choices={"Bob": [["Serra Angel"]]})
    assert err.value.code in ("bad_choice", "bad_scenario", "choice_needed")


def test_a_hand_nobody_described_is_a_choice_nobody_knows() -> None:
    request = QuickRequest(players=["Ann", "Ben"], effect=BOLAS, board="Ben: Grizzly Bears")
    out = resolve_text(json.dumps(quick_scenario(request)))
    (exile,) = [s for s in out["steps"] if s["action"] == "exile"]
    (event,) = exile["events"]
    assert event["player"] == "Ben" and event["objects"] == [] and event.get("unknown")  # the Bears never guessed
    assert "of their choice" in event["what"]


@pytest.mark.parametrize(("effect", "lang"), [(BOLAS, "en"), (BOLAS_ES, "es")])
def test_the_reading_says_both_zones(effect: str, lang: str) -> None:
    plan = plan_of(parse_effect(effect, lang))
    said = render_plan(plan, lang)
    assert said.endswith("Each opponent exiles a card from their hand or a permanent they control." if lang == "en"
                         else "Cada oponente exilia una carta de su mano o un permanente que controla.")
    assert _comparable(plan_of(parse_effect(said, lang))) == _comparable(plan)


def test_only_a_card_of_the_hand_and_a_permanent_of_their_own_are_read() -> None:
    with pytest.raises(BotError) as err:  # the second object must be theirs, "they control" (the pick is theirs)
        run({}, effect="Each opponent exiles a card from their hand or a permanent.")
    assert err.value.code == "unsupported_effect"


@pytest.mark.parametrize(("effect", "kind"), [("Each opponent exiles a card from their hand.", "ExileFromHand"),
                                              ("That player may exile a card from their graveyard.",
                                               "ExileFromGraveyard"),
                                              ("Each opponent exiles a permanent they control.",
                                               "ExileFromBattlefield")])
def test_one_zones_exile_still_reads_as_before(effect: str, kind: str) -> None:
    """The two-zone rule shares its first words with one zone's: those keep their own reading (the first form of the
    rule, ``object`` where ``objects`` stood, refused these)."""
    (step,) = plan_of(parse_effect(effect, None)).steps
    assert type(step).__name__ == kind


DESCENT = ("At the beginning of your upkeep, put a despair counter on Descent into Madness, then each player exiles X "
           "permanents they control and/or cards from their hand, where X is the number of despair counters on "
           "Descent into Madness.")
DESCENT_SOURCE = {"name": "Descent into Madness", "types": ["enchantment"], "counters": {"despair": 1}}


def test_x_objects_among_both_zones_in_any_mix() -> None:  # Descent into Madness: X is 2 once its counter is put
    from tests.apnap.realcards import resolve_card

    out = resolve_card(DESCENT, card="Descent into Madness", ability=1, active="Dave",
                       Dave={"battlefield": [DESCENT_SOURCE], "hand": ["Duress (sorcery)"]},
                       Carol={"battlefield": ["Forest (basic land)"]},
                       choices={"Bob": [["Lightning Bolt", "Hill Giant"]], "Alice": [["Opt", "Sol Ring"]]})
    exiled = {(e["player"], e["from"]): e["objects"] for s in out["steps"] if s["action"] == "exile"
              for e in s["events"]}
    assert exiled == {("Dave", "hand"): ["Duress"], ("Dave", "battlefield"): ["Descent into Madness"],
                      ("Alice", "hand"): ["Opt"], ("Alice", "battlefield"): ["Sol Ring"],
                      ("Bob", "hand"): ["Lightning Bolt"], ("Bob", "battlefield"): ["Hill Giant"],
                      ("Carol", "battlefield"): ["Forest"]}  # Carol has one object: as many as she can (609.3)
    assert "exiles X permanents they control and/or cards from their hand" in out["reading"]


def test_and_or_printed_spanish_reads_the_same_plan() -> None:
    en = plan_of(parse_effect("Each player exiles two permanents they control and/or cards from their hand."))
    es = plan_of(parse_effect("Cada jugador exilia dos permanentes que controla y/o cartas de su mano.", "es"))
    assert en.steps[0].picks == es.steps[0].picks  # type: ignore[attr-defined]
    assert en.steps[0].and_or and es.steps[0].and_or  # type: ignore[attr-defined]
    assert render_plan(es, "es") == "Cada jugador exilia dos permanentes que controla y/o cartas de su mano."


def test_and_or_with_another_kind_of_card_is_refused() -> None:  # only "cards" (the hand's, any kind) is read
    with pytest.raises(BotError) as info:
        parse_effect("Each player exiles two permanents they control and/or creature cards from their hand.")
    assert info.value.key == "apnap.error.unsupported_effect"
