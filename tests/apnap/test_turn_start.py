"""What a player controlled at the beginning of this turn, a fact no board now shows (the scenario's ``turn_start``),
and who tapped a land for mana this turn (``tapped_for_mana``), as the corpus bench answers it.

Real card text on the standard board (tests/apnap/realcards.py: Alice, Bob, Carol, Dave in turn order, Bob active,
Dave controls). The count is read from the record, asked when the record does not give it (never the board now,
never 0), and a record given to a text that reads none is a bad scenario.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.corpus import _first_option
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of

POWER_SURGE = ("At the beginning of each player's upkeep, Power Surge deals X damage to that player, where X is the "
               "number of untapped lands they controlled at the beginning of this turn.")


def test_the_turn_start_record_is_the_amount_not_the_board_now() -> None:
    out = resolve_card(POWER_SURGE, card="Power Surge", turn_start={"Bob": {"untapped_lands": 3}})
    (damage,) = events_of(out, "damage")
    assert (damage["player"], damage["amount"]) == ("Bob", 3)
    assert "at the beginning of this turn" in out["reading"]


def test_the_turn_start_not_given_is_asked_never_taken_as_none() -> None:
    with pytest.raises(BotError) as err:
        resolve_card(POWER_SURGE, card="Power Surge")
    assert (err.value.code, err.value.field) == ("choice_needed", "turn_start")
    assert "turn_start: {Alice: {untapped_lands: 3" in err.value.suggestions[0]


def test_a_player_the_record_leaves_out_is_asked_about() -> None:
    with pytest.raises(BotError) as err:
        resolve_card(POWER_SURGE, card="Power Surge", turn_start={"Alice": {"untapped_lands": 3}})
    assert (err.value.code, err.value.field) == ("choice_needed", "turn_start")
    assert "Bob" in err.value.text("en") and "Bob" in err.value.text("es")


def test_the_record_for_a_text_that_reads_none_is_a_bad_scenario() -> None:
    with pytest.raises(BotError) as err:
        resolve_card("Each player draws a card.", turn_start={"Bob": {"lands": 3}})
    assert err.value.code == "bad_scenario"


def test_a_kind_the_record_does_not_hold_is_refused_with_its_words() -> None:
    with pytest.raises(BotError) as err:
        resolve_card("Power Surge deals X damage to each player, where X is the number of creatures they controlled "
                     "at the beginning of this turn.", card="Power Surge")
    assert err.value.code == "unsupported_effect"


def test_the_bench_answers_who_tapped_a_land_for_mana_as_the_question_suggests() -> None:
    text = ("At the beginning of each end step, each player who tapped a land for mana this turn sacrifices a land. "
            "Desolation deals 2 damage to each player who sacrificed a Plains this way.")
    with pytest.raises(BotError) as err:
        resolve_card(text, card="Desolation")
    assert _first_option(err.value) == []
