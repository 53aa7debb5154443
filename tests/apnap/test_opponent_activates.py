""""Only any opponent may activate this ability." (Knight of the Holy Nimbus, Clergy of the Holy Nimbus; issue #22,
session 22; 602.2, 602.5), English and printed Spanish. Before: the sentence was read as part of the effect and
refused ("Only any opponent may activate this ability").

The activator is the ability's controller: the scenario's controller (Dave) must not be the player whose battlefield
holds the source. The standard board (realcards.py): Bob is active.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import STANDARD, resolve_card

KNIGHT = {"en": "{2}: Knight of the Holy Nimbus can't be regenerated this turn. Only any opponent may activate this "
                "ability.",
          "es": "{2}: El Caballero del Nimbo Sagrado no puede regenerarse este turno. Sólo un oponente puede activar "
                "esta habilidad."}
NAME = {"en": "Knight of the Holy Nimbus", "es": "Caballero del Nimbo Sagrado"}


def _knight(lang: str, holder: str | None) -> dict[str, Any]:
    more: dict[str, Any] = {}
    if holder is not None:
        player = next(p for p in STANDARD["players"] if p["name"] == holder)
        more[holder] = {"battlefield": [*player["battlefield"], {"name": NAME[lang], "types": ["creature"],
                                                                 "power": 2, "toughness": 2}]}
    return resolve_card(KNIGHT[lang], lang, card=NAME[lang], ability=1, **more)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_an_opponent_activates_it(lang: str) -> None:
    """Alice controls the Knight, Dave activates: the restriction holds and the ability resolves."""
    out = _knight(lang, "Alice")
    assert "forbidden" not in out
    assert out["steps"] and "701.19c" in out["citations"]


def test_its_own_controller_cannot() -> None:
    """Dave's own Knight: this board breaks the restriction, and the result says so (602.5b)."""
    out = _knight("en", "Dave")
    assert "Only any opponent may activate this ability" in str(out["forbidden"])


def test_a_source_nobody_placed_is_asked() -> None:
    """No Knight on any battlefield: not taken to be Dave's (which would break the restriction), asked."""
    with pytest.raises(BotError) as err:
        _knight("en", None)
    assert (err.value.code, err.value.key) == ("choice_needed", "apnap.error.opponent_source_needed")
