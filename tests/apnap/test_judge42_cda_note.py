"""Faults the blind judges found in session 41 (verdict41w case 40, verdict41 case 27), mended in session 42.

A placed source's characteristic-defining ability ("… 's power is equal to the number of Swamps you control", 604.3,
611.3a) works in every zone (604.3, 113.6a): the note no longer says "a static ability works while its permanent is on
the battlefield" of it; one owner (plan.steps_layers.defines_characteristics) answers "is this a CDA" for the note and
for "is every creature type" / "is all colors" alike."""

from __future__ import annotations

import pytest

from tests.apnap.realcards import run

_ON_BATTLEFIELD = ("works while its permanent is on the battlefield", "funciona mientras su permanente")


@pytest.mark.parametrize(("lang", "card", "text"), [
    ("en", "Dakmor Sorceress", "Dakmor Sorceress's power is equal to the number of Swamps you control."),
    ("es", "Dakmor Sorceress", "La fuerza de Dakmor Sorceress es igual al número de Pantanos que controlas."),
    ("en", "Westvale Cult Leader", "Westvale Cult Leader's power and toughness are each equal to the number of "
                                   "creatures you control."),
    ("en", "Sphinx of the Guildpact", "Sphinx of the Guildpact is all colors.")])
def test_a_placed_sources_defining_ability_is_said_to_work_in_every_zone(lang: str, card: str, text: str) -> None:
    out = run({}, lang=lang, card=card, effect=text, controller="Dave")  # 604.3, 113.6a
    [note] = [w for w in out["warnings"] if card in w and "113.6" in w]
    assert "604.3" in note and "113.6a" in note
    assert ("every zone" if lang == "en" else "todas las zonas") in note
    assert not any(words in note for words in _ON_BATTLEFIELD)


def test_another_static_ability_still_works_only_on_the_battlefield() -> None:  # 604.1, 113.6
    out = run({}, card="Bad Moon", effect="Black creatures get +1/+1.", controller="Dave")
    assert any("works while its permanent is on the battlefield" in w for w in out["warnings"])
