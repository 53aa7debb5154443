""""… with the greatest power among creatures you control" / "… among creatures" (608.2h): whose creatures are
compared is what the words say. Before, the tail's "you control" was read as the picker's ("they control") and
no controller at all as the picker's too, so each player sacrificed their own biggest creature whatever the text
said.

The standard board (realcards.py): Bob is active, Dave controls; Alice has Grizzly Bears (2) and Serra Angel (4),
Bob Hill Giant (3), Dave Llanowar Elves (1) and Craw Wurm (6).
"""

from __future__ import annotations

import pytest

from bot.apnap.grammar import EN, ES, parse_filter
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of


def _sacrificed(text: str, lang: str | None = None) -> dict[str, list[str]]:
    out = resolve_card(text, lang)
    return {e["player"]: e["objects"] for e in events_of(out, "sacrifice") if e["objects"]}


@pytest.mark.parametrize(("phrase", "g", "whose"), [
    ("creature with the greatest power among creatures they control", EN, "own"),
    ("creature with the greatest power among creatures you control", EN, "you"),
    ("creature with the greatest power among creatures", EN, "all"),
    ("criatura con la mayor fuerza de entre las criaturas que controla", ES, "own"),
    ("criatura con la mayor fuerza de entre las criaturas que controlas", ES, "you"),
])
def test_whose_creatures_the_tail_compares(phrase: str, g: object, whose: str) -> None:
    flt = parse_filter(phrase, g)  # type: ignore[arg-type]
    assert flt is not None and flt.greatest == "power" and flt.greatest_of == whose


def test_among_creatures_they_control_is_each_players_own() -> None:
    said = _sacrificed("Each player sacrifices a creature with the greatest power among creatures they control.")
    assert said == {"Alice": ["Serra Angel"], "Bob": ["Hill Giant"], "Dave": ["Craw Wurm"]}


def test_among_creatures_is_every_creature_on_the_battlefield() -> None:
    said = _sacrificed("Each player sacrifices a creature with the greatest power among creatures.")
    assert said == {"Dave": ["Craw Wurm"]}  # only Craw Wurm has the greatest power of all (6)


def test_among_creatures_you_control_is_never_the_opponents_own() -> None:
    out = resolve_card("Each opponent sacrifices a creature with the greatest power among creatures you control.")
    assert not any(e["objects"] for e in events_of(out, "sacrifice"))
    assert "among creatures you control" in out["reading"]
