""""If a player does, …" after "each player may …": each player decides for themselves (101.4), so the condition is
each player's own and "that player" is each player who did, in turn (608.2c); after "any player may …" it stays the
one-player reading (any_player_may.py)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.errors import BotError
from tests.apnap.realcards import run

ADVOKIST = ("Each player may put two +1/+1 counters on a creature they control. If a player does, creatures that "
            "player controls can't attack you or a planeswalker you control until your next turn.")


def _restricted(step: dict[str, Any]) -> list[str]:
    return sorted(o for e in step["events"] if e["action"] == "rule_change" for o in e["objects"])


def test_each_player_who_did_has_their_creatures_restricted() -> None:
    """Alice and Bob put counters, Dave declines (Carol has no creature): only Alice's and Bob's creatures."""
    out = run({}, effect=ADVOKIST, choices={"Bob": ["yes", "Hill Giant"], "Dave": ["no"],
                                            "Alice": ["yes", "Grizzly Bears"]})
    put, restriction = out["steps"]
    assert sorted(restriction["order"]) == ["Alice", "Bob"]
    assert _restricted(restriction) == ["Grizzly Bears", "Hill Giant", "Serra Angel"]
    assert "608.2c" in restriction["citations"]
    assert "If a player does, creatures that player controls can't attack you" in out["narration"]


def test_nobody_did_nothing_is_restricted() -> None:
    out = run({}, effect=ADVOKIST, choices={"Bob": ["no"], "Dave": ["no"], "Alice": ["no"]})
    assert _restricted(out["steps"][1]) == []


def test_that_player_draws_for_each_player_who_sacrificed() -> None:
    out = run({}, effect="Each player may sacrifice a creature. If a player does, that player draws a card.",
              choices={"Bob": ["yes", "Hill Giant"], "Dave": ["no"], "Alice": ["no"]})
    draws = [(e["player"], e["action"]) for e in out["steps"][1]["events"] if e["action"] == "draw"]
    assert draws == [("Bob", "draw")]


def test_printed_spanish_reads_the_same() -> None:
    out = run({}, lang="es", effect="Cada jugador puede sacrificar una criatura. Si un jugador lo hace, ese jugador "
              "roba una carta.", choices={"Bob": ["no"], "Dave": ["yes", "Llanowar Elves"], "Alice": ["no"]})
    draws = [e["player"] for e in out["steps"][1]["events"] if e["action"] == "draw"]
    assert draws == ["Dave"]


@pytest.mark.parametrize("text", [
    # once per player who did, or once in all? The card does not say: refused
    "Each player may sacrifice a creature. If a player does, you draw a card.",
])
def test_a_branch_that_names_no_such_player_is_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        parse_effect(text)
    assert err.value.code == "unsupported_effect"


def test_any_player_may_keeps_its_one_player_reading() -> None:
    out = run({}, effect="Any player may sacrifice a creature. If a player does, each player draws a card.",
              choices={"Bob": ["yes", "Hill Giant"]})
    sacrificed, drawn = out["steps"]
    assert [e["player"] for e in sacrificed["events"]] == ["Bob"]
    assert sorted(e["player"] for e in drawn["events"]) == ["Alice", "Bob", "Carol", "Dave"]  # once, everyone
