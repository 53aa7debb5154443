"""A card whose own ability makes it an Aura (a Licid: "… loses this ability and becomes an Aura enchantment with
enchant creature. Attach it to target creature.") is, while its "enchanted creature" abilities work, that Aura and no
longer a creature (205.1a: the new card type replaces the old; 613.1d; 303.4: it enchants the creature it is attached
to). The board's missing source is placed so and the result says so (aura_made.py), never as the artifact creature
its card prints enchanting a creature (303.4d, 704.5p: no board holds that).

Judge 30 found Transmogrifying Licid's "Enchanted creature gets +1/+1 and is an artifact …" resolved with the Licid
taken to be an artifact creature "with the types its card prints".
"""

from __future__ import annotations

import json

import pytest

from bot.apnap import abilities_of, parse_text
from bot.apnap.aura_made import made_aura
from tests.apnap import corpus


def _placed(card: str, index: int) -> tuple[object, list[str]]:
    item = corpus.ability_of(card, index)
    data = {**corpus.request(item, corpus.board(4)), "attached_to": "Hill Giant"}
    scenario = parse_text(json.dumps(data), "en", card_lookup=corpus.card_lookup(item))
    dave = scenario.game.player("Dave")
    return next(o for o in dave.battlefield if o.name == card), list(scenario.warnings)


@pytest.mark.parametrize(("card", "index"), [("Transmogrifying Licid", 2), ("Nurturing Licid", 2),
                                             ("Quickening Licid", 2)])
def test_the_licid_is_the_aura_its_ability_made_it(card: str, index: int) -> None:
    source, warnings = _placed(card, index)
    assert source.types == frozenset({"enchantment"}) and source.subtypes == frozenset({"aura"})  # type: ignore[attr-defined]
    assert source.power is None and source.toughness is None  # type: ignore[attr-defined]
    said = next(w for w in warnings if card in w and "113.6" in w)
    assert "as that Aura, not as the creature its card prints" in said and "205.1a" in said
    assert "with the types its card prints" not in said


def test_the_result_says_it_in_spanish_too() -> None:
    out = corpus.resolve_ability(corpus.ability_of("Transmogrifying Licid", 2), corpus.board(4), out_lang="es")
    assert "como esa Aura, no como la criatura que imprime su carta" in out["narration"]


def test_a_printed_creatures_own_ability_is_not_an_auras() -> None:
    card = corpus.card_database()["transmogrifying licid"]
    first = abilities_of(card.text)[0]  # "{1}, {T}: … becomes an Aura enchantment …": the creature's own ability
    assert not made_aura(card, first)
