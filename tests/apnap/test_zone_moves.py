"""A player's whole zone put into another of their zones: "Each player puts their library into their hand" (402.1).

Before: refused ("their library into their hand"). Now each acting player moves every card of their own library into
their own hand at once, no choice (101.4) and no draw (121.1: the cards are put there by an effect); a library nobody
described moves cards nobody knows (how many is not said, never invented), and leaves the library known empty. The
printed Spanish wording is the same plan; another player's zone in the same sentence is refused with its words.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import QuickRequest, quick_scenario, resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import PutZone, plan_of
from bot.errors import BotError
from tests.apnap.realcards import LIB, resolve_card

EFFECT = "Each player puts their library into their hand."


def _events(out: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {e["player"]: e for s in out["steps"] for e in s["events"] if e["action"] == "put_zone"}


def test_each_library_goes_whole_into_its_owners_hand() -> None:
    out = resolve_card(EFFECT)
    events = _events(out)
    assert {p: e["amount"] for p, e in events.items()} == {"Alice": len(LIB), "Bob": len(LIB), "Carol": 3,
                                                           "Dave": len(LIB)}
    assert all((e["from"], e["to"], e["unknown"], e["hidden"]) == ("library", "hand", False, True)
               for e in events.values())  # 402.1: a hand is hidden
    step = out["steps"][0]
    assert step["simultaneous"] and {"402.1", "121.1"} <= set(step["citations"])
    assert "Carol puts their library into their hand (3 cards; put there, not drawn, 402.1)" in out["narration"]
    assert not any(e["action"] == "draw" for s in out["steps"] for e in s["events"])  # 121.1: nothing is drawn


def test_the_cards_reach_the_hand_and_the_library_is_empty() -> None:
    """A draw after it finds the library empty (121.4 is checked by the draw, not by this move)."""
    out = resolve_card(EFFECT + " Each player draws a card.")
    draws = [e for s in out["steps"] for e in s["events"] if e["action"] == "draw"]
    assert draws and all(e["empty_library"] for e in draws)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_library_nobody_described_moves_cards_nobody_knows(lang: str) -> None:
    effect = EFFECT if lang == "en" else "Cada jugador pone su biblioteca en su mano."
    out = resolve_text(json.dumps(quick_scenario(QuickRequest(effect=effect, players=["Ann", "Ben"]))), lang)
    events = _events(out)
    assert set(events) == {"Ann", "Ben"}
    assert all(e["amount"] is None and e["unknown"] for e in events.values())
    said = "library not described: how many cards is not known" if lang == "en" else \
        "biblioteca no descrita: no se sabe cuántas cartas"
    assert said in out["narration"]


def test_spanish_reads_the_same_plan() -> None:
    en = plan_of(parse_effect(EFFECT, "en")).steps
    es = plan_of(parse_effect("Cada jugador pone su biblioteca en su mano.", "es")).steps
    assert len(en) == len(es) == 1 and isinstance(en[0], PutZone) and isinstance(es[0], PutZone)
    assert (en[0].zone, en[0].to, en[0].subject.kind) == (es[0].zone, es[0].to, es[0].subject.kind) == \
        ("library", "hand", "each_player")


@pytest.mark.parametrize("text", ["Each player puts their library into your hand.",
                                  "Each player puts your library into your hand."])
def test_another_players_zone_is_refused(text: str) -> None:
    with pytest.raises(BotError) as exc:
        plan_of(parse_effect(text, "en"))
    assert exc.value.code == "unsupported_effect"
