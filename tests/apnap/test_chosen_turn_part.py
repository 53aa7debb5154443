"""A step or phase chosen among listed ones ("that player chooses draw step, main phase, or combat phase", 500.1) and
what reads it later: "The player skips each instance of the chosen step or phase this turn" (500.11; both main
phases for "main phase", 505.1).

Real card text on the standard board (tests/apnap/realcards.py: Alice, Bob, Carol, Dave in turn order, Bob active,
Dave controls): at the beginning of Bob's upkeep "that player" is Bob.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of

FATESPINNER = ("At the beginning of each opponent's upkeep, that player chooses draw step, main phase, or combat "
               "phase. The player skips each instance of the chosen step or phase this turn.")


@pytest.mark.parametrize(("chosen", "act"), [("draw step", "draw_step"), ("main phase", "main_phase"),
                                             ("combat phase", "combat_phase")])
def test_the_player_skips_the_step_or_phase_they_chose(chosen: str, act: str) -> None:
    out = resolve_card(FATESPINNER, card="Fatespinner", choices={"Bob": [chosen]})
    choose, skip = out["steps"]
    assert choose["chosen_for"] == {"Bob": chosen}
    (change,) = events_of(out, "rule_change")
    assert (change["player"], change["change"], change["act"], change["duration"]) == ("Bob", "skip", act,
                                                                                       "this_turn")
    assert "500.11" in skip["citations"] and ("505.1" in skip["citations"]) is (act == "main_phase")


def test_the_choice_and_the_skip_are_said_in_both_languages() -> None:
    out = resolve_card(FATESPINNER, card="Fatespinner", choices={"Bob": ["main phase"]})
    assert "chooses draw step, main phase, or combat phase" in out["reading"]
    assert "each of their main phases this turn" in out["narration"]
    es = resolve_card(FATESPINNER, card="Fatespinner", choices={"Bob": ["main phase"]}, lang="es")
    assert "elige paso de robar, fase principal o fase de combate" in es["reading"]
    assert "cada una de sus fases principales este turno" in es["narration"]


def test_an_option_the_text_does_not_list_is_a_bad_scenario() -> None:
    with pytest.raises(BotError) as err:
        resolve_card(FATESPINNER, card="Fatespinner", choices={"Bob": ["end step"]})
    assert err.value.code == "bad_scenario"


def test_the_chosen_step_with_no_choice_before_it_is_refused_with_its_words() -> None:
    with pytest.raises(BotError) as err:
        resolve_card("Target player skips each instance of the chosen step or phase this turn.", target="Bob")
    assert err.value.code == "unsupported_effect"
    assert "chosen step or phase" in err.value.text("en")


def test_a_list_with_something_that_is_no_step_or_phase_is_refused() -> None:
    with pytest.raises(BotError) as err:
        resolve_card("Target player chooses draw step or creature.", target="Bob")
    assert err.value.code == "unsupported_effect"
