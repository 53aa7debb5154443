"""Honest quick mode: no board given means unknown zones, never invented ones; illegal input is refused."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.apnap import QuickRequest, quick_scenario, resolve_text
from bot.errors import BotError

NAMES = ["Alice", "Bob", "Carol", "Dave", "Eve", "Fay", "Gus", "Hal"]


def quick(lang: str | None = None, **fields: object) -> dict:
    fields.setdefault("players", ["Alice", "Bob", "Carol"])
    return resolve_text(json.dumps(quick_scenario(QuickRequest(**fields))), lang)  # type: ignore[arg-type]


def test_a_wheel_from_unknown_libraries_claims_no_loss() -> None:
    # Nobody said what is in the libraries: drawing seven is reported, a loss is not (704.5b needs a known
    # empty library); the hands are "their whole hand", not an invented list.
    out = quick(effect="Each player discards their hand, then draws seven cards.")
    assert out["state_based_actions"] == [] and out["game_result"] is None
    assert [e["amount"] for e in out["steps"][1]["events"]] == [7, 7, 7]
    assert all(c.get("unknown") for c in out["steps"][0]["choices"])
    assert "no loss is claimed" in out["narration"]


def test_unknown_battlefield_speaks_of_a_creature_of_the_players_choice() -> None:
    out = quick(effect="Each player sacrifices a creature of their choice.", lang="en")
    text = out["narration"]
    assert "Alice sacrifices a creature of their choice" in text
    assert "Carol sacrifices a creature of their choice" in text
    assert all(c["chosen"] == [] for c in out["steps"][0]["choices"])  # nothing named that nobody said
    es = quick(effect="Cada jugador sacrifica una criatura de su elección.", lang="es")["narration"]
    assert "Alice sacrifica una criatura de su elección" in es  # the name once (review A23)


def test_unknown_zone_keeps_the_count_the_card_says() -> None:
    """Review A22: "discards two cards" was narrated "a card of Bob's choice"."""
    en = quick(effect="Each player sacrifices two creatures.", lang="en")["narration"]
    assert "Alice sacrifices two creatures of their choice" in en
    es = quick(effect="Cada jugador sacrifica dos criaturas.", lang="es")["narration"]
    assert "Alice sacrifica dos criaturas de su elección" in es
    es = quick(effect="El jugador objetivo descarta dos cartas.", lang="es")["narration"]
    assert "descarta dos cartas de su elección" in es and "una carta" not in es


def test_board_text_is_used_and_other_zones_stay_unknown() -> None:
    out = quick(effect="Each player sacrifices a creature.", board="Bob: Grizzly Bears (creature), Forest (land); "
                "Carol: Island (land)")
    choices = {c["player"]: c for c in out["steps"][0]["choices"]}
    assert choices["Bob"]["chosen"] == ["Grizzly Bears"] and choices["Bob"]["forced"]
    assert choices["Carol"]["none"]  # Carol's battlefield was described: no creature (101.3)
    assert choices["Alice"].get("unknown")


def test_life_totals_and_hand_sizes_are_honoured() -> None:
    out = quick(effect="Each player loses 3 life.", life={"Bob": 2})
    assert out["state_based_actions"] == [{"player": "Bob", "event": "loses", "rules": ["704.5a"]}]
    # Without a life total nothing is claimed, however large the loss; the narration says "?" for it.
    big = quick(effect="Each player loses 30 life.")
    assert big["state_based_actions"] == [] and "(→ ?)" in big["narration"]
    hands = quick(effect="Each player discards a card.", hand_sizes={"Alice": 0, "Bob": 2})
    by = {c["player"]: c for c in hands["steps"][0]["choices"]}
    assert by["Alice"]["none"] and by["Bob"]["chosen"] and by["Carol"].get("unknown")


def test_controller_x_target_mode_and_ability_are_honoured() -> None:
    out = quick(effect="Each opponent loses X life.", controller="Carol", x=2)
    assert out["controller"] == "Carol" and out["steps"][0]["order"] == ["Alice", "Bob"]
    assert [e["amount"] for e in out["steps"][0]["events"]] == [2, 2]
    target = quick(effect="Target player sacrifices a creature of their choice.", target="Bob")
    assert target["steps"][0]["order"] == ["Bob"]
    modal = quick(effect="Choose one —\n• Each player draws a card.\n• Each player discards a card.", mode=2)
    assert modal["steps"][0]["action"] == "discard"
    ability = quick(effect="+1: Each player discards a card.\n−2: Target player sacrifices a creature.", ability=1)
    assert ability["steps"][0]["action"] == "discard"


@pytest.mark.parametrize("fields,where", [
    ({"effect": "Target opponent sacrifices a creature.", "target": "Alice"}, "target"),  # the controller (102.2)
    ({"effect": "Each player draws X cards.", "x": -1}, "x"),
    ({"effect": "Choose one —\n• Each player draws a card.\n• Each player discards a card.", "mode": 3}, "mode"),
    ({"effect": "Each player draws a card.", "controller": "Zed"}, "controller"),
    ({"effect": "Each player draws a card.", "board": "Alice Grizzly Bears"}, "board[0]"),
])
def test_illegal_input_is_refused_clearly(fields: dict, where: str) -> None:
    with pytest.raises(BotError) as info:
        quick(**fields)
    assert info.value.code == "bad_scenario" and info.value.field == where
    assert "{" not in info.value.message  # a finished sentence, not a template


def test_a_target_out_of_range_of_influence_is_refused() -> None:
    data = quick_scenario(QuickRequest(players=NAMES[:6], effect="Target player discards a card.", target="Dave"))
    data["range_of_influence"] = 1  # Alice (seat 1) reaches Bob and Fay only (801.2)
    with pytest.raises(BotError) as info:
        resolve_text(json.dumps(data))
    assert info.value.field == "target" and "801.5a" in info.value.message


SUPPORTED = [
    "Each player sacrifices a creature of their choice.",
    "Each player discards their hand, then draws seven cards.",
    "Each player draws three cards, then discards three cards at random.",
    "Each player mills 4 cards.",
    "Each opponent sacrifices two creatures of their choice.",
    "Each player chooses from among the permanents they control an artifact, a creature, an enchantment, and a "
    "land, then sacrifices the rest.",
    "Each player exiles all creature cards from their graveyard, then sacrifices all creatures they control, then "
    "puts all cards they exiled this way onto the battlefield.",
    "Destroy all creatures.",
    "This spell deals 2 damage to each creature.",
    "Each player shuffles their hand and graveyard into their library, then draws seven cards.",
    "Each player discards their hand, then draws cards equal to the greatest number of cards a player discarded "
    "this way.",
    "Each player searches their library for a basic land card, puts it onto the battlefield, then shuffles.",
    "Each player returns a creature card from their graveyard to the battlefield.",
    "Each player sacrifices a creature. Each player who can't discards a card.",
    "Each player loses 25 life.",
    "This spell deals 30 damage to each creature and each player.",
    "Each opponent loses 3 life unless they sacrifice a nonland permanent of their choice or discard a card.",
    "Each player loses half their life, rounded up.",
]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=st.sampled_from(SUPPORTED), n=st.integers(2, 8), active=st.integers(0, 7), controller=st.integers(0, 7),
       lang=st.sampled_from(["en", "es"]))
def test_unknown_zones_never_produce_a_state_based_action_or_a_result(text: str, n: int, active: int,
                                                                        controller: int, lang: str) -> None:
    # Nothing is known but the seats: whatever the text and the seating, no SBA and no game result can
    # follow from zones nobody described, nor from life totals nobody gave (20? 40 in Commander?).
    names = NAMES[:n]
    out = quick(lang, players=names, effect=text, active=names[active % n], controller=names[controller % n])
    assert out["state_based_actions"] == []
    assert out["game_result"] is None


def test_an_unknown_property_in_quick_mode_is_a_stated_assumption() -> None:
    # scenario-format: in quick mode a result that depends on an unknown property is not guessed; the
    # assumption is stated in warnings and the pick stays the player's.
    out = quick(effect="Each opponent sacrifices a creature with the greatest power among creatures that player "
                "controls.", board="Bob: Grizzly Bears (creature), Hill Giant (creature)")
    assert any("Grizzly Bears, Hill Giant" in w for w in out["warnings"])


@pytest.mark.parametrize("text", [
    "Each player searches their library for a basic land card, puts it onto the battlefield, then shuffles.",
    "Each player returns a creature card from their graveyard to their hand.",
    "Each player sacrifices a creature.",
])
def test_nothing_is_claimed_about_zones_nobody_described(text: str) -> None:
    # "finds nothing" or "nothing happens" would be a claim about a zone nobody described.
    for lang, marker in (("en", "zone not described"), ("es", "zona no descrita")):
        narration = quick(effect=text, lang=lang)["narration"]
        assert marker in narration
        assert "finds nothing" not in narration and "nothing happens" not in narration
        assert "no encuentra nada" not in narration and "no pasa nada" not in narration


async def test_the_resolve_service_passes_every_quick_mode_field_to_the_engine() -> None:
    # Both requests have the quick-mode fields from one owner, QuickFields; each must arrive.
    from bot.apnap import QuickFields
    from bot.services.resolve import ResolveRequest, ResolveService, Seat

    assert issubclass(QuickRequest, QuickFields) and issubclass(ResolveRequest, QuickFields)
    request = ResolveRequest(lang="en", effect="Each player loses X life.", players=(Seat("Ann"), Seat("Bob")),
                             active="Bob", x=3, seed=7, kicked=True, life={"Ann": 5}, hand_sizes={"Bob": 2})
    data = json.loads(await ResolveService().scenario_text(request))
    assert (data["active"], data["x"], data["seed"], data["kicked"], data["lang"]) == ("Bob", 3, 7, True, "en")
    assert data["players"][0]["life"] == 5 and data["players"][1]["hand"] == 2
