"""Conditions are checked (603.4), never read and dropped: a trigger's intervening "if" and the
answers a scenario gives when the board cannot show it (scenario-format.md, "Conditions, costs …")."""

from __future__ import annotations

import json

import pytest

from bot.apnap import QuickRequest, quick_scenario, resolve_text
from bot.apnap.grammar.conditions import Controls, HandSize, Kicked, Life, read_condition
from bot.apnap.grammar.sentences import Unread
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

KICKER = "When this creature enters, if it was kicked, each player sacrifices a creature."
PLAINS = "At the beginning of each upkeep, if that player controls a Plains, that player loses 2 life."
HISTORY = "At the beginning of your upkeep, if a player cast two or more spells last turn, each player loses 2 life."


resolve = resolve_card  # the standard board with the effect, resolved (tests/apnap/realcards.py)


def test_a_kicker_only_trigger_does_nothing_unkicked() -> None:
    out = resolve(KICKER)  # it used to sacrifice anyway: the "if" was folded into the trigger and never checked
    assert out["steps"] == [] and out["state_based_actions"] == []
    assert any("it was kicked" in w for w in out["warnings"])
    assert [s["action"] for s in resolve(KICKER, kicked=True)["steps"]] == ["sacrifice"]


def test_that_player_controls_a_plains_is_looked_at() -> None:
    assert resolve(PLAINS)["steps"] == []  # Bob (the active player) controls no Plains
    out = resolve(PLAINS, that_player="Alice")  # Alice does
    assert [(s["action"], s["order"]) for s in out["steps"]] == [("lose_life", ["Alice"])]


def test_a_condition_the_board_cannot_show_is_asked_then_answered() -> None:
    with pytest.raises(BotError) as info:
        resolve(HISTORY)
    assert info.value.code == "choice_needed" and info.value.field == "condition"
    assert "two or more spells last turn" in info.value.text("en")
    assert resolve(HISTORY, condition=False)["steps"] == []
    assert len(resolve(HISTORY, condition=True)["steps"]) == 1


def test_quick_mode_assumes_the_condition_and_says_so() -> None:
    data = quick_scenario(QuickRequest(players=["Ann", "Ben"], effect=HISTORY))
    out = resolve_text(json.dumps(data))
    assert len(out["steps"]) == 1 and any("two or more spells" in w for w in out["warnings"])


def test_condition_field_without_a_condition_is_refused() -> None:
    with pytest.raises(BotError) as info:
        resolve("Each player draws a card.", condition=True)
    assert info.value.code == "bad_scenario" and info.value.field == "condition"


@pytest.mark.parametrize(("text", "expect"), [
    ("you control two or more Gates", Controls),
    ("that player has one or fewer cards in hand", HandSize),
    ("you have 5 or less life", Life),
    ("it was kicked", Kicked),
])
def test_conditions_read_into_typed_values(text: str, expect: type) -> None:
    assert isinstance(read_condition(text), expect)


def test_an_unknown_condition_names_its_words() -> None:
    with pytest.raises(Unread) as info:
        read_condition("a player cast two or more spells last turn")
    assert "spells last turn" in info.value.words


def test_more_than_each_other_player_is_compared_on_the_board() -> None:
    rivalry = ("At the beginning of each player's upkeep, if that player controls more lands than each other "
               "player, this enchantment deals 2 damage to them.")
    assert resolve(rivalry)["steps"] == []  # Bob's 2 lands tie Alice's and Carol's: not more (it used to be asked)
    lands = ["Forest (basic land)", "Swamp (basic land)", "Island (basic land)"]
    out = resolve(rivalry, Bob={"battlefield": lands})
    assert [(s["action"], s["order"]) for s in out["steps"]] == [("damage", ["Bob"])]


IF_YOU_DO = ("When this creature enters the battlefield, you may sacrifice an artifact. If you do, put two +1/+1 "
             "counters on this creature and each opponent loses 2 life.")


def test_if_you_do_is_false_when_the_may_had_nothing_to_act_on() -> None:
    """A "yes" to "you may sacrifice an artifact" without an artifact is not sacrificing one (608.2c): the
    standard board's Dave controls none, so no counters and no life lost (it used to do both)."""
    out = resolve(IF_YOU_DO, choices={"Dave": ["yes"]})
    assert [s["action"] for s in out["steps"]] == ["sacrifice"]
    assert out["steps"][0]["events"][0]["objects"] == []
    dave = {"name": "Dave", "battlefield": ["Sol Ring (artifact)", "Swamp (basic land)"]}
    done = resolve(IF_YOU_DO, Dave=dave, choices={"Dave": ["yes"]})
    assert [s["action"] for s in done["steps"]] == ["sacrifice", "counter", "lose_life"]
    assert [e["player"] for e in done["steps"][2]["events"]] == ["Bob", "Carol", "Alice"]


DAVRIEL = ("At the beginning of each opponent's upkeep, if that player has one or fewer cards in hand, Davriel, Rogue "
           "Shadowmage deals 2 damage to them.")


@pytest.mark.parametrize(("hand", "steps"), [(["Opt (instant)", "Shock (instant)"], []),
                                             (["Opt (instant)"], ["damage"])])
def test_an_intervening_if_before_a_name_with_a_comma_is_kept(hand: list[str], steps: list[str]) -> None:
    """Pasted without its name, a trigger whose effect starts with a name holding a comma kept the name's
    second half as the effect and lost its "if": Bob with two cards took 2 damage (603.4)."""
    out = resolve(DAVRIEL, Bob={"name": "Bob", "hand": hand})
    assert [s["action"] for s in out["steps"]] == steps
    assert out["reading"].startswith("Davriel, Rogue Shadowmage deals") or not steps
