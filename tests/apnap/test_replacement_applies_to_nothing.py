"""A qualifier of the instruction before it ("If a creature dealt damage this way would die this turn, exile it
instead", 614.1a; "It can't be regenerated", 701.19c) that found none of that instruction's objects says it applies
to nothing, never an empty line ("if — would die this turn, it is exiled instead").

Judge 30 found Yamabushi's Flame aimed at a player narrated so: no creature was dealt damage this way (a player is
not a creature, 120.3a), so the replacement has nothing to apply to.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from tests.apnap import corpus


def _flame(target: str, lang: str = "en") -> dict[str, Any]:
    item = corpus.ability_of("Yamabushi's Flame")
    data = {**corpus.request(item, corpus.board(4)), "target": target}
    return resolve_text(json.dumps(data), lang, card_lookup=corpus.card_lookup(item))


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "Now: no creature was dealt damage this way, so “if it would die this turn, exile it instead” applies to "
           "nothing (614.1a)."),
    ("es", "Ahora: ninguna criatura recibió daño de esta manera, así que «si fuera a morir este turno, exíliala en su "
           "lugar» no se aplica a nada (614.1a)."),
])
def test_damage_to_a_player_leaves_the_replacement_nothing(lang: str, said: str) -> None:
    narration = _flame("Alice", lang)["narration"]
    assert said in narration.split("\n")
    assert not any(line.startswith(("Now: if —", "Ahora: si —")) for line in narration.split("\n"))


def test_a_creature_dealt_damage_is_named() -> None:
    narration = _flame("Hill Giant")["narration"]
    assert "if Hill Giant would die this turn, it is exiled instead (614.1a)" in narration
