"""Control of the attached permanent (613.1b, 301.5): "At the beginning of each opponent's upkeep, you may have that
player gain control of equipped creature until end of turn. If you do, untap it." (Assault Suit), printed Spanish
"… puedes hacer que ese jugador gane el control de la criatura equipada hasta el final del turno. Si lo haces,
enderézala." The creature is the one ``attached_to`` names (never a target); "it" after it is that creature (608.2c).

The standard board (realcards.py): Dave controls, Bob is active (the opponent whose upkeep it is). Here Assault Suit
is attached to Dave's tapped Craw Wurm.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.errors import BotError
from tests.apnap.realcards import board, card_text, creature
from tests.apnap.step_events import events_of
from tests.apnap.test_spanish_no_english import leaks

SUIT = "Assault Suit"
EN = ("At the beginning of each opponent's upkeep, you may have that player gain control of equipped creature until "
      "end of turn. If you do, untap it.")
ES = ("Al comienzo del mantenimiento de cada oponente, puedes hacer que ese jugador gane el control de la criatura "
      "equipada hasta el final del turno. Si lo haces, enderézala.")


def _resolve(text: str, lang: str | None = None, **more: Any) -> dict[str, Any]:
    data = board(card=SUIT, attached_to="Craw Wurm", **more, Dave={"battlefield": [
        {**creature("Craw Wurm", 6, 4), "tapped": True}, {"name": SUIT, "types": ["artifact"],
                                                          "subtypes": ["equipment"]}]})
    return resolve_text(json.dumps(data), lang, card_lookup=lambda n: card_text(SUIT, text, lang)
                        if n.casefold() == SUIT.casefold() else None)


@pytest.mark.parametrize(("text", "lang"), [(EN, None), (ES, "es")])
def test_that_player_gains_the_equipped_creature_and_you_untap_it(text: str, lang: str | None) -> None:
    out = _resolve(text, lang)
    (gained,) = events_of(out, "gain_control")
    assert (gained["player"], gained["objects"], gained.get("duration")) == ("Bob", ["Craw Wurm"], "this_turn")
    assert [(e["player"], e["objects"]) for e in events_of(out, "untap")] == [("Dave", ["Craw Wurm"])]
    assert {"301.5", "613.1b", "611.2a", "701.26b"} <= set(out["citations"])
    if lang:
        assert "Bob gana el control de Craw Wurm" in out["narration"]
        assert "endereza la criatura equipada" in out["reading"]
        assert leaks(out["narration"], {"Bob", "Dave", "Craw Wurm", SUIT}) == []
    else:
        assert "Bob gains control of Craw Wurm" in out["narration"]
        assert out["reading"].endswith("If you do, untap equipped creature.")


def test_declined_nothing_changes() -> None:
    out = _resolve(EN, choices={"Dave": ["no"]})
    assert not events_of(out, "gain_control") and not events_of(out, "untap")


def test_the_controller_gains_it_when_no_player_is_said() -> None:
    out = _resolve("Gain control of equipped creature until end of turn. Put a +1/+1 counter on it.")
    assert [e["player"] for e in events_of(out, "gain_control")] == ["Dave"]
    assert [e["objects"] for e in events_of(out, "counter")] == [["Craw Wurm"]]


@pytest.mark.parametrize("text", [
    "Gain control of equipped creature until your next turn.",  # a duration these rules do not read
    "Each opponent gains control of equipped creature until end of turn.",  # several gainers: whose is it?
    "Gain control of equipped creature until end of turn. Return it to its owner's hand.",  # a verb not read on it
])
def test_what_is_not_read_is_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        _resolve(text)
    assert err.value.key == "apnap.error.unsupported_effect"
