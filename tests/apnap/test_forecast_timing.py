"""Forecast (702.57): "A forecast ability may be activated only during the upkeep step of the card's owner and only
once each turn" (702.57b). The restriction is printed only as reminder text, which is not the ability (207.2): it is
the keyword's, so the resolver checks it as it checks a printed "Activate only …" (602.5b, activation.py).

Judge 30 found Spirit en-Dal's forecast ability resolved on Bob's turn with nothing said of its timing.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import abilities_of, resolve_text
from tests.apnap import corpus

_SPIRIT = ("Forecast — {1}{W}, Reveal Spirit en-Dal from your hand: Target creature gains shadow until end of turn. "
           "(Activate this ability only during your upkeep and only once each turn.)")


def _forecast(**more: Any) -> dict[str, Any]:
    item = corpus.ability_of("Spirit en-Dal", 1)
    data = {**corpus.request(item, corpus.board(4)), "target": "Hill Giant", **more}
    return resolve_text(json.dumps(data), "en", card_lookup=corpus.card_lookup(item))


def test_the_keyword_gives_the_ability_its_restriction() -> None:
    ability = abilities_of(_SPIRIT)[0]
    assert ability.kind == "activated"
    assert ability.restriction == "Activate this ability only during your upkeep and only once each turn."


def test_the_spanish_keyword_gives_it_too() -> None:
    text = ("Pronosticar — {1}{W}, mostrar el Espíritu en-Dal de tu mano: La criatura objetivo gana la habilidad de "
            "sombra.")
    restriction = abilities_of(text)[0].restriction
    assert restriction is not None and "durante tu mantenimiento" in restriction


def test_a_printed_restriction_is_kept_beside_it() -> None:
    text = "Forecast — {2}, Reveal this card from your hand: Draw a card. Activate only once each turn."
    assert abilities_of(text)[0].restriction == ("Activate only once each turn. Activate this ability only during "
                                                 "your upkeep and only once each turn.")


def test_an_ability_word_gives_none() -> None:
    assert abilities_of("Hellbent — {T}: Draw a card.")[0].restriction is None


def test_on_another_players_turn_it_is_said_broken() -> None:
    out = _forecast()  # Bob's turn; Dave controls the forecast ability
    assert out["forbidden"]["restriction"] == "Activate this ability only during your upkeep."
    assert "Dave could not activate this ability on this board" in out["narration"]


@pytest.mark.parametrize("step", ["precombat_main", "draw"])
def test_on_the_owners_turn_outside_the_upkeep_it_is_said_broken(step: str) -> None:
    out = _forecast(active="Dave", step=step)
    assert out["forbidden"]["restriction"] == "Activate this ability only during your upkeep."


def test_during_the_owners_upkeep_it_resolves_with_the_once_each_turn_assumed() -> None:
    out = _forecast(active="Dave", step="upkeep")
    assert "forbidden" not in out
    assert any("only once each turn" in w for w in out["warnings"])
    assert out["steps"][0]["events"][0]["objects"] == ["Hill Giant"]
