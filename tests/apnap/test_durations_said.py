"""Each duration is said as the card says it, in English and in Spanish (611.2a-b; session 35, a blind judge).

Escape to the Wilds' "You may play an additional land this turn." was read "… on each of their turns" and narrated
"on their own turns … until the end of this turn": the additional-land permission was always said as a static
ability's (305.2), whatever its duration. The reading now says the step's duration ("this turn" / "este turno"),
a static one "on each of your / their turns", and the narration's event "this turn". One test per duration, both
languages, reading and narration.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.apnap.realcards import resolve_card


def _said(text: str, lang: str | None, **more: Any) -> tuple[str, str]:
    out = resolve_card(text, lang, card="Duration Test", **more)
    return out["reading"], out["narration"]


@pytest.mark.parametrize(("text", "lang", "reading", "narrated"), [
    ("You may play an additional land this turn.", None, "You may play an additional land this turn.",
     "Dave may play 1 additional land this turn (305.2)"),
    ("Puedes jugar una tierra adicional este turno.", "es", "Puedes jugar una tierra adicional este turno.",
     "Dave puede jugar 1 tierra adicional este turno (305.2)"),
])
def test_an_additional_land_this_turn_is_this_turn(text: str, lang: str | None, reading: str, narrated: str) -> None:
    said, narration = _said(text, lang)
    assert said == reading and narrated in narration
    assert "each of their turns" not in narration and "own turns" not in narration and "sus propios" not in narration


@pytest.mark.parametrize(("text", "lang"), [
    ("You may play an additional land on each of your turns.", None),
    ("Puedes jugar una tierra adicional en cada uno de tus turnos.", "es"),
    ("Each player may play an additional land on each of their turns.", None),
    ("Cada jugador puede jugar una tierra adicional en cada uno de sus turnos.", "es"),
])
def test_an_additional_land_on_each_turn_is_said_as_printed(text: str, lang: str | None) -> None:
    assert _said(text, lang)[0] == text


@pytest.mark.parametrize(("text", "lang", "words"), [
    ("Target creature can't block this turn.", None, "until the end of this turn"),
    ("La criatura objetivo no puede bloquear este turno.", "es", "hasta el final de este turno"),
    ("Target creature gets +2/+2 until end of turn.", None, "gets +2/+2 until end of turn"),
    ("La criatura objetivo obtiene +2/+2 hasta el final del turno.", "es", "obtiene +2/+2 hasta el final del turno"),
    ("You have no maximum hand size until your next turn.", None, "until Dave's next turn"),
    ("No tienes tamaño máximo de mano hasta tu próximo turno.", "es", "hasta el próximo turno de Dave"),
    ("Exile the top card of your library. Until the end of your next turn, you may play that card.", None,
     "until the end of Dave's next turn"),
    ("Exilia la primera carta de tu biblioteca. Hasta el final de tu próximo turno, puedes jugar esa carta.", "es",
     "hasta el final del próximo turno de Dave"),
])
def test_each_duration_is_read_and_narrated_as_printed(text: str, lang: str | None, words: str) -> None:
    said, narration = _said(text, lang, target="Hill Giant") if "arget" in text or "objetivo" in text \
        else _said(text, lang)
    assert said == text and words in narration


@pytest.mark.parametrize(("text", "lang"), [
    ("Gain control of target creature for as long as you control Duration Test.", None),
    ("Gana el control de la criatura objetivo mientras controles Duration Test.", "es"),
])
def test_for_as_long_as_is_read_as_printed(text: str, lang: str | None) -> None:
    assert _said(text, lang, target="Hill Giant")[0] == text
