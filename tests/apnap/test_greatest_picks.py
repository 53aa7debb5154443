"""A player's pick of "the greatest … among …", its ties and its pool (101.4, 608.2d, 208.1, 202.3).

"Each player sacrifices the creature they control with the highest converted mana cost. If two or more creatures a
player controls are tied for highest cost, that player chooses one." (Tariff-like, without its "unless"): "the" names
one object, the greatest (the grammar's THE_GREATEST counts one, only before such a phrase); with no "among", the pool
is the objects the phrase names; the tie sentence says the picker chooses among the tied ones, which a pick of the
greatest does (engine/asking._legal), and is read only after one (grammar/greatest_ties.py). The pool of "among
creatures they control" is all of that player's creatures, so a narrower kind need not reach it ("a green creature
with the greatest power among creatures they control": none when a white one is greater); a pool of anyone's or the
controller's creatures is not the picking player's and stays refused."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import creature, resolve_card
from tests.apnap.rendering import _comparable

TARIFF_LIKE = ("Each player sacrifices the creature they control with the highest converted mana cost. If two or "
               "more creatures a player controls are tied for highest cost, that player chooses one.")
# Alice: Grizzly Bears 2/2 (2), Serra Angel 4/4 (5); Bob: Hill Giant 3/3 (4); Dave: Llanowar Elves 1/1 (1), Craw Wurm
# 6/4 (6); mana values given, as a scenario file would give them
VALUES = {"Alice": {"battlefield": [creature("Grizzly Bears", 2, 2, mana_value=2, colors=["green"]),
                                    creature("Serra Angel", 4, 4, mana_value=5, colors=["white"]),
                                    creature("Air Elemental", 4, 4, mana_value=5, colors=["blue"])]},
          "Bob": {"battlefield": [creature("Hill Giant", 3, 3, mana_value=4, colors=["red"])]},
          "Dave": {"battlefield": [creature("Llanowar Elves", 1, 1, mana_value=1, colors=["green"]),
                                   creature("Craw Wurm", 6, 4, mana_value=6, colors=["green"])]}}


def picked(out: dict[str, Any], action: str = "sacrifice") -> dict[str, list[str]]:
    return {e["player"]: e["objects"] for s in out["steps"] for e in s["events"] if e["action"] == action}


def test_the_greatest_one_each_player_picks_among_the_tied() -> None:
    out = resolve_card(TARIFF_LIKE, choices={"Alice": ["Air Elemental"]}, **VALUES)
    assert picked(out) == {"Bob": ["Hill Giant"], "Carol": [], "Dave": ["Craw Wurm"], "Alice": ["Air Elemental"]}
    assert out["reading"] == ("Each player sacrifices a creature with the greatest mana value. If two or more are "
                              "tied, that player chooses one.")


def test_a_creature_below_the_greatest_is_no_answer() -> None:
    with pytest.raises(BotError) as info:  # Grizzly Bears (2) is not tied for Alice's greatest (5)
        resolve_card(TARIFF_LIKE, choices={"Alice": ["Grizzly Bears"]}, **VALUES)
    assert info.value.code == "bad_scenario"


def test_the_among_wording_and_another_verb() -> None:  # the same construction with "among …" and a return
    out = resolve_card("Each player returns the creature with the greatest toughness among creatures they control to "
                       "its owner's hand. If two or more are tied, that player chooses one.",
                       choices={"Alice": ["Serra Angel"]}, **VALUES)
    assert picked(out, "return") == {"Bob": ["Hill Giant"], "Carol": [], "Dave": ["Craw Wurm"],
                                     "Alice": ["Serra Angel"]}


def test_the_pool_among_creatures_they_control_is_all_of_them() -> None:
    out = resolve_card("Each player sacrifices a green creature with the greatest power among creatures they "
                       "control.", **VALUES)
    assert picked(out) == {"Bob": [], "Carol": [], "Dave": ["Craw Wurm"], "Alice": []}  # Alice's 4/4s are not green
    out = resolve_card("Each player sacrifices the green creature they control with the greatest power.", **VALUES)
    assert picked(out)["Alice"] == ["Grizzly Bears"]  # the greatest of her green ones


@pytest.mark.parametrize("text", [
    "Each player sacrifices a creature. If two or more are tied, that player chooses one.",  # no greatest before it
    "Each opponent sacrifices a creature with the greatest power among creatures you control.",  # the controller's
    "Each opponent sacrifices a creature with the greatest power among creatures.",  # anyone's
    "Each player sacrifices the creature they control.",  # "the" only before "the greatest"
])
def test_what_is_not_such_a_pick_is_refused(text: str) -> None:
    with pytest.raises(BotError) as info:
        resolve_card(text)
    assert info.value.code == "unsupported_effect"


def test_the_reading_reads_back_into_the_same_plan() -> None:
    plan = plan_of(parse_effect(TARIFF_LIKE))
    reading = render_plan(plan, "en")
    assert _comparable(plan_of(parse_effect(reading))) == _comparable(plan)  # its steps, their text aside
    es = render_plan(plan, "es")
    assert "Si dos o más están empatadas, ese jugador elige una." in es and "el mayor valor de maná" in es
