"""The controller exiles the top of another player's library: "Exile the top card of each opponent's library" (Stolen
Strategy's first sentence), "exile the top three cards of target opponent's library face down" (Grimoire Thief's
effect), "… of that player's library" (400.1, 701.13a, 406.3, 115.1, 608.2c).

Before: refused ("each opponent's library", "target opponent's library face down"). Now the controller acts and the
cards leave their owner's library for exile, each library the text names in APNAP order (101.4: no choice); a library
nobody described exiles cards nobody knows (401.2), a shuffled one cards nobody can name (701.24a). Another subject
with another player's library is refused. The printed Spanish wording reads the same plan.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import QuickRequest, quick_scenario, resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import ExileTop, ExileTopOf, plan_of
from bot.apnap.plan import amounts as a
from bot.errors import BotError
from tests.apnap.realcards import resolve_card


def _exiled(out: dict[str, Any]) -> list[tuple[str, str, int | None]]:
    return [(e["player"], e["owner"], e["amount"]) for s in out["steps"] for e in s["events"]
            if e["action"] == "exile"]


def test_each_opponents_top_card_is_exiled_by_the_controller() -> None:
    out = resolve_card("Exile the top card of each opponent's library.")
    assert _exiled(out) == [("Dave", "Bob", 1), ("Dave", "Carol", 1), ("Dave", "Alice", 1)]  # APNAP from Bob
    assert "Dave exiles Swamp from the top of Bob's library" in out["narration"]
    assert {"400.1", "701.13a"} <= set(out["citations"])


def test_each_players_includes_the_controllers_own_and_an_empty_library_gives_nothing() -> None:
    out = resolve_card("Exile the top card of each player's library.", Carol={"library": []})
    assert _exiled(out) == [("Dave", "Bob", 1), ("Dave", "Carol", 0), ("Dave", "Dave", 1), ("Dave", "Alice", 1)]


def test_target_opponents_cards_face_down() -> None:
    out = resolve_card("Exile the top three cards of target opponent's library face down.", target="Bob")
    assert _exiled(out) == [("Dave", "Bob", 3)]
    assert "Dave exiles 3 cards from the top of Bob's library face down (nobody may look at what was exiled)" \
        in out["narration"]
    assert "406.3" in out["citations"] and "115.1" in out["citations"]


def test_that_player_is_the_one_named_before() -> None:
    out = resolve_card("Target player discards a card. Exile the top card of that player's library.", target="Bob")
    assert _exiled(out)[-1] == ("Dave", "Bob", 1)


def test_a_library_nobody_described_is_not_invented() -> None:
    data = quick_scenario(QuickRequest(effect="Exile the top card of each opponent's library.",
                                       players=["Ann", "Ben", "Cy"]))
    out = resolve_text(json.dumps(data))
    assert [(e["owner"], e["unknown"]) for s in out["steps"] for e in s["events"]] == [("Ben", True), ("Cy", True)]
    assert "library not described: which cards is not known" in out["narration"]


def test_a_shuffled_library_names_no_card() -> None:
    out = resolve_card("Target player shuffles their library. Exile the top card of that player's library.",
                       target="Bob")
    exiled = [e for s in out["steps"] for e in s["events"] if e["action"] == "exile"]
    assert exiled and exiled[-1]["objects"] == [] and exiled[-1]["shuffled"]


def test_spanish_reads_the_same_plan() -> None:
    for en, es in (("Exile the top card of each opponent's library.",
                    "Exilia la primera carta de la biblioteca de cada oponente."),
                   ("Exile the top three cards of target opponent's library face down.",
                    "Exilia las primeras tres cartas de la biblioteca del oponente objetivo boca abajo.")):
        one, other = plan_of(parse_effect(en, "en")).steps[0], plan_of(parse_effect(es, "es")).steps[0]
        assert isinstance(one, ExileTopOf) and isinstance(other, ExileTopOf)
        assert (one.zone_of, one.amount, one.face_down) == (other.zone_of, other.amount, other.face_down)
    assert plan_of(parse_effect("Exile the top three cards of target opponent's library face down.", "en")).steps[0] \
        == ExileTopOf(text="Exile the top three cards of target opponent's library face down",
                      subject=one.subject, amount=a.Fixed(3), zone_of="target_opponent", face_down=True)


def test_each_players_own_library_stays_the_plain_step() -> None:
    step = plan_of(parse_effect("Each player exiles the top card of their library.", "en")).steps[0]
    assert type(step) is ExileTop


@pytest.mark.parametrize("text", ["Each opponent exiles the top card of each player's library.",
                                  "Target player exiles the top card of target opponent's library."])
def test_another_actor_on_another_library_is_refused(text: str) -> None:
    with pytest.raises(BotError) as exc:
        plan_of(parse_effect(text, "en"))
    assert exc.value.code == "unsupported_effect"
