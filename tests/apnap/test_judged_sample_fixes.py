"""Confidently wrong answers found by judging a random sample of accepted abilities of the whole corpus against
the CR (session 9). Each test failed before its fix."""

from __future__ import annotations

import pytest

from bot.apnap import abilities_of
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

PEGASUS_STAMPEDE = ("Buyback—Sacrifice a land. (You may sacrifice a land in addition to any other costs as you cast "
                    "this spell. If you do, put this card into your hand as it resolves.)\n"
                    "Create a 1/1 white Pegasus creature token with flying.")
COLLECTIVE_EFFORT = ("Escalate—Tap an untapped creature you control. (Pay this cost for each mode chosen beyond the "
                     "first.)\nChoose one or more —\n• Destroy target creature with power 4 or greater.\n"
                     "• Destroy target enchantment.\n• Put a +1/+1 counter on each creature target player controls.")
FORMATION = "Draw a card at the beginning of the next turn's upkeep."


_resolve = resolve_card  # the standard board with the effect, resolved (tests/apnap/realcards.py)


def test_a_keyword_with_a_cost_that_is_not_mana_is_no_effect() -> None:
    """"Buyback—Sacrifice a land." is a cost paid as the spell is cast (702.27a), never an instruction: it used to
    resolve as "Sacrifice a land" and was counted as the card's first ability."""
    assert [(a.index, a.kind) for a in abilities_of(PEGASUS_STAMPEDE)] == [(1, "spell")]
    assert [s["action"] for s in _resolve(PEGASUS_STAMPEDE)["steps"]] == ["create"]
    escalate = abilities_of(COLLECTIVE_EFFORT)
    assert len(escalate) == 1 and len(escalate[0].modes) == 3


def test_an_instruction_ending_in_a_delayed_time_waits_for_it() -> None:
    """"Draw a card at the beginning of the next turn's upkeep" creates a delayed trigger (603.7) and draws nothing
    now; it used to draw at once and read the time as a sentence of its own."""
    out = _resolve(FORMATION)
    assert out["steps"] == []
    assert [d["text"] for d in out["delayed_triggers"]] == ["At the beginning of the next turn's upkeep, draw a card"]
    assert "603.7" in out["citations"]


def test_a_payment_keeps_its_mana_symbols() -> None:
    """"You may pay {G}{G}" was read, rendered and reported as "{2}": the colours are part of the cost (118.1)."""
    out = _resolve("Whenever an opponent casts a black spell, you may pay {G}{G}. If you do, you draw a card.")
    assert out["reading"].startswith("You may pay {G}{G}.")
    assert out["steps"][0]["events"][0]["mana"] == "{G}{G}" and out["steps"][0]["events"][0]["amount"] == 2


def test_a_colour_nobody_gave_is_asked_not_taken_as_colourless() -> None:
    """"Red creatures get +1/+1" found no red creature when the board named its cards without colours: it now
    asks (a property not given is unknown); colours given, or read from a mana cost (202.2), answer it."""
    soothsayer = "Red creatures get +1/+1 until end of turn."
    with pytest.raises(BotError) as asked:
        _resolve(soothsayer, Bob={"name": "Bob", "battlefield": ["Hill Giant (creature)", "Mountain (basic land)"]})
    assert asked.value.code == "choice_needed" and "Hill Giant" in asked.value.text("en")
    assert "Hill Giant" in asked.value.text("es")
    giant = {"name": "Hill Giant", "types": ["creature"], "mana_cost": "{3}{R}", "power": 3, "toughness": 3}
    out = _resolve(soothsayer, Bob={"name": "Bob", "battlefield": [giant, "Mountain (basic land)"]})
    assert out["steps"][0]["events"][0]["objects"] == ["Hill Giant"]


def test_an_x_by_x_token_has_x_as_its_power_and_toughness() -> None:
    """"Create X X/X green Hydra creature tokens" made tokens of unknown size and read back without "X/X"."""
    out = _resolve("Create X X/X green Hydra creature tokens.", x=3)
    assert out["reading"] == "Create X X/X green Hydra creature tokens."
    assert out["steps"][0]["events"][0]["amount"] == 3 and out["steps"][0]["events"][0]["pt"] == "3/3"


def test_draw_up_to_does_not_choose_to_draw_from_an_empty_library() -> None:
    """"Then each player draws up to seven cards": the default drew seven from a three-card library and Carol lost
    (704.5b); nobody chooses that. A player who says so still may."""
    text = ("Each player shuffles their hand and graveyard into their library. You exile the top ten cards of your "
            "library. Then each player draws up to seven cards.")
    out = _resolve(text)
    assert [(e["player"], e["amount"]) for e in out["steps"][2]["events"]] == [
        ("Bob", 7), ("Carol", 3), ("Dave", 5), ("Alice", 7)]
    assert out["state_based_actions"] == []
    chosen = _resolve(text, choices={"Carol": [5]})
    assert [s["player"] for s in chosen["state_based_actions"]] == ["Carol"]


SCALELORD = ("Whenever a Dragon you control becomes the target of a spell or ability an opponent controls, destroy "
             "target nonland permanent that player controls.")


def test_a_target_that_player_controls_must_be_that_players() -> None:
    """"Destroy target nonland permanent that player controls" destroyed any permanent named, Alice's too, while
    that player was Bob (115.1): the words were dropped from the plan and the reading."""
    out = _resolve(SCALELORD, target="Hill Giant")
    assert out["reading"] == "Destroy target nonland permanent that player controls."
    assert out["steps"][0]["events"][0]["objects"] == ["Hill Giant"]
    with pytest.raises(BotError) as wrong:
        _resolve(SCALELORD, target="Grizzly Bears")  # Alice's: not that player's
    assert wrong.value.code in ("choice_needed", "bad_scenario") and "Bob" in wrong.value.text("en")
