"""Casting the cards just exiled, as a permission for the turn (611.2a): after the top of another player's library
(Stolen Strategy: "exile the top card of each opponent's library. Until end of turn, you may cast nonland cards from
among those exiled cards, and you may spend mana as though it were mana of any color to cast those spells"), after
a target opponent's own exile (Ornate Kanzashi: "Target opponent exiles the top card of their library. You may play
that card this turn."), and "nonland cards exiled this way" (Apex of Power) (601.3, 305.1, 609.4b, 108.3).

Before: refused ("nonland cards from among those exiled cards, and you may spend mana …", "You may play that card
this turn" after another player's exile). Now the permission names the cards it reaches (lands left out with
"nonland"), the mana rule is part of it, and a library nobody described names none. Printed Spanish reads the same.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import QuickRequest, quick_scenario, resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import PlayPermission, plan_of
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

STOLEN = ("Exile the top card of each opponent's library. Until end of turn, you may cast nonland cards from among "
          "those exiled cards, and you may spend mana as though it were mana of any color to cast those spells.")
STOLEN_ES = ("Exilia la primera carta de la biblioteca de cada oponente. Hasta el final del turno, puedes lanzar las "
             "cartas que no sean tierra de entre esas cartas exiliadas, y puedes gastar maná como si fuera maná de "
             "cualquier color para lanzar esos hechizos.")
LIBRARIES = {"Bob": {"library": ["Shock (instant)", "Swamp (basic land)"]},
             "Carol": {"library": ["Swamp (basic land)"]}, "Alice": {"library": ["Hill Giant (creature)"]}}


def _permission(out: dict[str, Any]) -> dict[str, Any]:
    return next(e for s in out["steps"] for e in s["events"] if e["action"] == "permission")


def test_other_players_nonland_cards_may_be_cast_with_mana_of_any_color() -> None:
    out = resolve_card(STOLEN, active="Dave", **LIBRARIES)
    event = _permission(out)
    # APNAP from Dave: Alice's, Bob's; Carol's Swamp left out
    assert event["player"] == "Dave" and event["objects"] == ["Hill Giant", "Shock"]
    assert event["any_mana"] == "color" and event["nonland"]
    assert "Dave may cast Hill Giant and Shock this turn (from exile), and may spend mana as though it were mana of " \
           "any color to cast those spells (609.4b)" in out["narration"]
    assert {"611.2a", "609.4b"} <= set(out["citations"])


def test_only_lands_exiled_leaves_nothing_to_cast() -> None:
    out = resolve_card(STOLEN, active="Dave", Bob={"library": ["Swamp (basic land)"]},
                       Carol={"library": ["Swamp (basic land)"]}, Alice={"library": ["Forest (basic land)"]})
    event = _permission(out)
    assert event["objects"] == [] and "any_mana" not in event
    assert "every exiled card is a land" in out["narration"]


def test_a_library_nobody_described_names_no_card() -> None:
    data = quick_scenario(QuickRequest(effect=STOLEN, players=["Ann", "Ben"]))
    out = resolve_text(json.dumps(data))
    event = _permission(out)
    assert event["objects"] == [] and event["unknown"]
    assert "may cast the nonland cards among the exiled cards this turn (not named" in out["narration"]


def test_the_controller_may_play_the_card_a_target_opponent_exiled() -> None:
    out = resolve_card("Target opponent exiles the top card of their library. You may play that card this turn.",
                       target="Bob", active="Dave", Bob={"library": ["Shock (instant)"]})
    event = _permission(out)
    assert (event["player"], event["objects"]) == ("Dave", ["Shock"])


def test_nonland_cards_exiled_this_way_from_the_controllers_own_library() -> None:
    out = resolve_card("Exile the top three cards of your library. Until end of turn, you may cast nonland cards "
                       "exiled this way.", active="Dave",
                       Dave={"library": ["Swamp (basic land)", "Counterspell (instant)", "Opt (instant)"]})
    assert _permission(out)["objects"] == ["Counterspell", "Opt"]


@pytest.mark.parametrize("text", [
    # the mana rule of one spell said of several cards: not read
    "Exile the top card of each opponent's library. Until end of turn, you may cast nonland cards from among those "
    "exiled cards, and you may spend mana as though it were mana of any color to cast that spell.",
    # a land is played, never cast: the mana rule of a play permission is not read
    "Exile the top card of target opponent's library. Until end of turn, you may play that card, and you may spend "
    "mana as though it were mana of any color to cast that spell.",
    # "that card" after several libraries' top cards
    "Exile the top card of each opponent's library. Until end of turn, you may cast that card.",
])
def test_mismatched_wordings_are_refused(text: str) -> None:
    with pytest.raises(BotError):
        resolve_card(text, target="Bob")


def test_spanish_reads_the_same_plan() -> None:
    one, other = plan_of(parse_effect(STOLEN, "en")).steps[1], plan_of(parse_effect(STOLEN_ES, "es")).steps[1]
    assert isinstance(one, PlayPermission) and isinstance(other, PlayPermission)
    assert (one.act, one.several, one.nonland, one.any_mana) == (other.act, other.several, other.nonland,
                                                                other.any_mana) == ("cast", True, True, "color")
    out = resolve_card(STOLEN_ES, "es", active="Dave", **LIBRARIES)
    assert "puede gastar maná como si fuera maná de cualquier color para lanzar esos hechizos" in out["narration"]


THADA = ("Search target player's library for an artifact card and exile it. Then that player shuffles their library. "
         "Until end of turn, you may play that card.")


def test_the_card_found_in_another_players_library_may_be_played() -> None:
    out = resolve_card(THADA, target="Bob", active="Dave", choices={"Dave": ["Sol Ring"]},
                       Bob={"library": ["Swamp (basic land)", "Sol Ring (artifact)"]})
    assert _permission(out)["objects"] == ["Sol Ring"]
    assert "Dave may play Sol Ring this turn (from exile)" in out["narration"]


def test_nothing_found_leaves_nothing_to_play() -> None:  # 701.23b: an artifact card may be left unfound
    out = resolve_card(THADA, target="Bob", active="Dave", Bob={"library": ["Swamp (basic land)"]})
    assert _permission(out)["objects"] == []
    assert "Dave may play nothing this way: no card was exiled" in out["narration"]
