"""A spell that has split second under a condition (702.61a): Molten Disaster's "If this spell was kicked, it has split
second." Split second functions only while the spell is on the stack; as the spell resolves it changes nothing, so the
step says what it did and the damage follows. Unkicked, the step does not happen (its condition, 608.2c). It was
refused before ("split second").

The standard board (realcards.py): Dave controls; Bob is active.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.realcards import STANDARD, resolve_card
from tests.apnap.step_events import events_of as _events
from tests.apnap.test_spanish_no_english import _board_names, leaks

MOLTEN = ("Kicker {R}\nIf this spell was kicked, it has split second.\nMolten Disaster deals X damage to each creature "
          "without flying and each player.")
KICKED_ES = "Si este hechizo fue estimulado, tiene fracción de segundo."



@pytest.mark.parametrize("lang", [None, "es"])
def test_kicked_it_has_split_second_then_the_damage(lang: str | None) -> None:
    out = resolve_card(MOLTEN, lang, card="Molten Disaster", x=1, kicked=1)
    (said,) = _events(out, "split_second")
    assert said["player"] == "Dave" and said["source"] == "Molten Disaster"
    assert {"702.61a", "702.61b"} <= set(out["steps"][0]["citations"])
    assert out["life"] == {"Alice": 19, "Bob": 19, "Carol": 2, "Dave": 19}
    text = ("Molten Disaster tiene fracción de segundo (702.61a): mientras estuvo en la pila, ningún jugador pudo "
            "lanzar otro hechizo") if lang else \
        ("Molten Disaster has split second (702.61a): while it was on the stack, no player could cast another spell")
    assert text in out["narration"]
    if lang:
        assert leaks(str(out["narration"]).split("\n", 1)[1], _board_names(STANDARD) | {"Molten Disaster"}) == []


def test_unkicked_it_has_no_split_second() -> None:
    out = resolve_card(MOLTEN, card="Molten Disaster", x=1, kicked=0)
    assert not _events(out, "split_second") and out["life"]["Bob"] == 19


def test_printed_spanish_reads_the_same_step() -> None:
    out = resolve_card(KICKED_ES, "es", card="Molten Disaster", kicked=1)
    assert [e["action"] for e in _events(out, "split_second")] == ["split_second"]
    assert out["reading"] == "Si este hechizo fue estimulado, este hechizo tiene fracción de segundo."


def test_another_keyword_said_of_it_is_still_refused() -> None:
    with pytest.raises(BotError):
        resolve_card("If this spell was kicked, it has storm.", card="Molten Disaster", kicked=1)
