"""A delayed trigger that waits for a player's life event (603.7, 119.3): Vizkopa Guildmage's "{1}{W}{B}: Whenever you
gain life this turn, each opponent loses that much life." Resolving the activation creates the trigger (603.7a); it
waits for the rest of the turn (603.7b, 514.2) and is never done now. Its condition is said in the answer's language
from its typed pattern (render/delayed_event_words.py). It was refused before ("Whenever you gain life this turn").

The standard board (realcards.py): Dave controls; Bob is active.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.corpus import board
from tests.apnap.realcards import STANDARD, resolve_card
from tests.apnap.spanish_parity import Pair, outcome
from tests.apnap.test_spanish_no_english import _board_names, leaks

VIZKOPA = "{1}{W}{B}: Whenever you gain life this turn, each opponent loses that much life."
VIZKOPA_ES = "{1}{W}{B}: Siempre que ganes vidas este turno, cada oponente pierde esa cantidad de vidas."


def _resolve(text: str, lang: str | None) -> dict[str, Any]:
    return resolve_card(text, lang, card="Vizkopa Guildmage")


@pytest.mark.parametrize(("text", "lang"), [(VIZKOPA, None), (VIZKOPA_ES, "es")])
def test_the_activation_creates_a_trigger_that_waits_for_the_turn(text: str, lang: str | None) -> None:
    out = _resolve(text, lang)
    (delayed,) = out["delayed_triggers"]
    assert delayed["controller"] == "Dave" and delayed["when"] == "event" and delayed["ends"] == "cleanup"
    assert [s["action"] for s in delayed["steps"]] == ["lose_life"]
    assert not out["steps"]  # nothing is done now (603.7)
    assert out["life"] == {"Alice": 20, "Bob": 20, "Carol": 3, "Dave": 20}
    assert {"603.7", "603.7b", "514.2"} <= set(out["citations"])
    said = ("Siempre que ganes vidas este turno, cada oponente pierde esa cantidad de vidas" if lang else
            "Whenever you gain life this turn, each opponent loses that much life")
    assert said in out["narration"]
    if lang:
        assert leaks(str(out["narration"]).split("\n", 1)[1], _board_names(STANDARD)) == []


def test_english_text_said_in_spanish_builds_the_condition_from_its_pattern() -> None:
    """The English card answered in Spanish: the condition is built from the pattern, never the English words."""
    out = _resolve(VIZKOPA, "es")
    assert out["delayed_triggers"][0]["condition"] == "Siempre que ganes vidas este turno"


def test_a_life_gain_later_in_the_same_resolution_triggers_it() -> None:
    """Created first, then "You gain 3 life": Dave's gain is its event (603.2), and it waits on the stack."""
    out = resolve_card("{1}: Whenever you gain life this turn, each opponent loses that much life. You gain 3 life.",
                       card="Test Card")
    (trigger,) = out["stack"]
    assert trigger["controller"] == "Dave" and trigger["cause"] == "Dave"
    assert trigger["when"] == "Whenever you gain life this turn"


def test_another_players_gain_is_not_its_event() -> None:
    """"you gain life": target player Bob gains life; the trigger of Dave's waits on (603.2)."""
    out = resolve_card("{1}: Whenever you gain life this turn, each opponent loses that much life. Target player "
                       "gains 3 life.", card="Test Card", target="Bob")
    assert out["stack"] == [] and out["life"]["Bob"] == 23


def test_printed_spanish_reads_into_the_english_plan() -> None:
    assert outcome(Pair("Vizkopa Guildmage", "Creature — Human Wizard", VIZKOPA, VIZKOPA_ES), board(4)) == "same"


def test_a_life_event_about_an_object_is_still_refused() -> None:
    """"Whenever a creature you control gains life this turn": a creature gains no life (119.3), so no pattern reads
    it (refused, never matched loosely)."""
    with pytest.raises(BotError):
        resolve_card("{1}: Whenever a creature you control gains life this turn, you draw a card.", card="Test Card")
