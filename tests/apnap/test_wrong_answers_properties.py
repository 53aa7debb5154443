"""Property tests for issue #22's invariants: what protection allows (702.16b), who "each opponent" is (102.3), and
that a count never exceeds what the zone holds (701.9a: a player discards as many as they can, no more)."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.apnap import resolve_text
from bot.apnap.oracle import CardText
from bot.errors import BotError

COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
NAMES = ["Ann", "Ben", "Cid", "Dot", "Eve"]


def _players(n: int, hands: list[int]) -> list[dict]:
    return [{"name": NAMES[i], "battlefield": ["Forest (basic land)"],
             "hand": [f"Card{i}_{j} (sorcery)" for j in range(hands[i])], "library": ["Swamp (basic land)"] * 3}
            for i in range(n)]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sets(st.sampled_from(sorted(COLORS)), min_size=1, max_size=3), st.sampled_from(sorted(COLORS.values())))
def test_a_spell_can_target_a_creature_with_protection_only_from_another_colour(cost: set[str], shield: str) -> None:
    mana = "".join(f"{{{c}}}" for c in sorted(cost))
    data = {"players": _players(2, [0, 0]), "active": "Ann", "controller": "Ann", "card": "Test Bolt",
            "target": "Warded Bear"}
    data["players"][1]["battlefield"].append({"name": "Warded Bear", "types": ["creature"], "power": 2,
                                              "toughness": 2, "colors": ["green"],
                                              "keywords": [f"protection from {shield}"]})
    found = CardText("Test Bolt", "Test Bolt deals 1 damage to target creature.", "en", "Instant", mana_cost=mana)
    forbidden = shield in {COLORS[c] for c in cost}
    try:
        out = resolve_text(json.dumps(data), None, card_lookup=lambda n: found)
    except BotError as exc:
        assert forbidden and exc.code == "bad_scenario" and "702.16b" in exc.text("en"), exc.text("en")
        return
    assert not forbidden
    assert [e["objects"] for e in out["steps"][0]["events"]] == [["Warded Bear"]]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 5), st.data())
def test_each_opponent_never_includes_the_controller(n: int, data: st.DataObject) -> None:
    controller = NAMES[data.draw(st.integers(0, n - 1))]
    active = NAMES[data.draw(st.integers(0, n - 1))]
    scenario = {"players": _players(n, [1] * n), "active": active, "controller": controller,
                "effect": "Each opponent loses 1 life and discards a card."}
    out = resolve_text(json.dumps(scenario))
    for step in out["steps"]:
        assert controller not in step["order"]
        assert all(e["player"] != controller for e in step["events"])
        assert len(step["order"]) == n - 1


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(2, 5), st.integers(1, 4), st.data())
def test_a_discard_never_takes_more_than_the_hand_holds_nor_another_players_card(n: int, count: int,
                                                                               data: st.DataObject) -> None:
    hands = [data.draw(st.integers(0, 4)) for _ in range(n)]
    words = {1: "a card", 2: "two cards", 3: "three cards", 4: "four cards"}[count]
    scenario = {"players": _players(n, hands), "active": NAMES[0], "controller": NAMES[0],
                "effect": f"Each player discards {words}."}
    out = resolve_text(json.dumps(scenario))
    (step,) = out["steps"]
    seen: list[str] = []
    for e in step["events"]:
        i = NAMES.index(e["player"])
        assert len(e["objects"]) == min(count, hands[i])
        assert all(o.startswith(f"Card{i}_") for o in e["objects"])
        seen += e["objects"]
    assert len(seen) == len(set(seen))  # no card discarded twice: each object is in one zone (400.1)
