"""Landfall's condition as a spell resolves (608.2c): "If you had a land enter the battlefield under your control this
turn, that creature gets +4/+4 until end of turn instead" (Groundswell, Rest for the Weary, Mysteries of the Deep),
printed Spanish "Si una tierra entró al campo de batalla bajo tu control este turno, …". Read from the scenario's
``this_turn``: a land of the controller's among the permanents that entered this turn (603.6a), or a land the
controller played (305.2: it entered under their control); neither given, it is asked, never taken as "no". Refused
before (session 32, gE19)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar.conditions import read_condition
from bot.errors import BotError
from tests.apnap.realcards import STANDARD, run

GROUNDSWELL = ("Target creature gets +2/+2 until end of turn. If you had a land enter the battlefield under your "
               "control this turn, that creature gets +4/+4 until end of turn instead.")
GROUNDSWELL_ES = ("La criatura objetivo obtiene +2/+2 hasta el final del turno. Si una tierra entró al campo de "
                  "batalla bajo tu control este turno, esa criatura obtiene +4/+4 hasta el final del turno en su "
                  "lugar.")
DAVE = {**STANDARD["players"][3], "battlefield": [*STANDARD["players"][3]["battlefield"], "Breeding Pool (land)"]}


def _pump(effect: str, this_turn: dict[str, Any]) -> list[str]:
    # on Dave's own turn: a land is played only on its player's turn (305.3), the record's entry set aside otherwise
    out = run({}, effect=effect, target="Hill Giant", this_turn=this_turn, Dave=DAVE, active="Dave")
    return [e["pt"] for s in out["steps"] for e in s["events"]]


@pytest.mark.parametrize("effect", [GROUNDSWELL, GROUNDSWELL_ES])
@pytest.mark.parametrize(("this_turn", "pt"), [
    ({"entered": ["Breeding Pool"]}, "+4/+4"),  # a land of Dave's entered
    ({"entered": [], "played_land": ["Dave"]}, "+4/+4"),  # Dave played one (305.2)
    ({"entered": ["Plains"]}, "+2/+2"),  # Alice's land: not under Dave's control
    ({"entered": ["Llanowar Elves"]}, "+2/+2"),  # Dave's, but no land
    ({"entered": []}, "+2/+2"),
])
def test_the_record_says_whether_a_land_entered_under_your_control(effect: str, this_turn: dict[str, Any],
                                                                     pt: str) -> None:
    assert _pump(effect, this_turn) == [pt]


@pytest.mark.parametrize("effect", [GROUNDSWELL, GROUNDSWELL_ES])
def test_a_record_that_does_not_say_is_asked(effect: str) -> None:
    with pytest.raises(BotError) as info:
        run({}, effect=effect, target="Hill Giant")
    assert info.value.code == "choice_needed" and info.value.field == "this_turn"


def test_the_reading_says_the_condition_in_each_language() -> None:
    out = run({}, effect=GROUNDSWELL, target="Hill Giant", this_turn={"entered": []})
    assert "If you had a land enter the battlefield under your control this turn" in out["reading"]
    out = run({}, effect=GROUNDSWELL, target="Hill Giant", this_turn={"entered": []}, lang="es")
    assert "si una tierra entró al campo de batalla bajo tu control este turno" in out["reading"].lower()


def test_the_spanish_condition_is_the_english_one() -> None:
    english = read_condition("you had a land enter the battlefield under your control this turn")
    assert english == read_condition("una tierra entró al campo de batalla bajo tu control este turno", "es")
    assert english is not None and english.part == "entered" and english.who == "you"
