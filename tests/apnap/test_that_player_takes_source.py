"""The player a trigger names acting on the source: "At the beginning of each player's upkeep, that player untaps
Karona, False God and gains control of it." (603.2: "that player" is the one whose upkeep it is; 701.26b, 613.1b).
"It" is the source (608.2c), and the untap is that player's act, said with their name. Printed Spanish ("ese jugador
endereza a Karona, … y gana el control de ella") reads into the same plan.

The standard board (realcards.py): Dave controls, Bob is active (so "that player" is Bob).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from tests.apnap.realcards import board, card_text, creature
from tests.apnap.step_events import events_of
from tests.apnap.test_spanish_no_english import leaks

KARONA = "Karona, False God"
EN = f"At the beginning of each player's upkeep, that player untaps {KARONA} and gains control of it."
ES = f"Al comienzo del mantenimiento de cada jugador, ese jugador endereza a {KARONA} y gana el control de ella."


def _resolve(text: str, lang: str | None, **more: Any) -> dict[str, Any]:
    data = board(card=KARONA, Dave={"battlefield": [{**creature(KARONA, 5, 5), "tapped": True}, "Swamp (basic land)"]},
                 **more)
    return resolve_text(json.dumps(data), lang, card_lookup=lambda n: card_text(KARONA, text, lang)
                        if n.casefold() == KARONA.casefold() else None)


@pytest.mark.parametrize(("text", "lang"), [(EN, None), (ES, "es")])
def test_the_upkeep_player_untaps_the_source_and_gains_control_of_it(text: str, lang: str | None) -> None:
    out = _resolve(text, lang)
    assert [(e["player"], e["objects"]) for e in events_of(out, "untap")] == [("Bob", [KARONA])]
    assert [(e["player"], e["objects"]) for e in events_of(out, "gain_control")] == [("Bob", [KARONA])]
    assert {"701.26b", "613.1b"} <= set(out["citations"])
    if lang:
        assert f"Bob endereza {KARONA}" in out["narration"] and f"Bob gana el control de {KARONA}" in out["narration"]
        assert leaks(out["narration"], {KARONA, "Bob", "Dave", "Swamp"}) == []
    else:
        assert f"Bob untaps {KARONA}" in out["narration"] and f"Bob gains control of {KARONA}" in out["narration"]


def test_on_the_controllers_own_upkeep_it_stays_theirs() -> None:
    out = _resolve(EN, None, active="Dave")
    assert [(e["player"], e["objects"]) for e in events_of(out, "untap")] == [("Dave", [KARONA])]
    assert [e["player"] for e in events_of(out, "gain_control")] == ["Dave"]
