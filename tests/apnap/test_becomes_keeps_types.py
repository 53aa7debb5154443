""""Target land becomes an Island in addition to its other types": the land keeps its supertype and its other subtypes
(205.1b), and has the Island's mana ability beside its own (305.6).

Judge 26 found Sealock Monster's trigger on a "Plains (basic land)" said to leave "now Plains: an Island land", its
after-state ``subtypes: [island]`` and no supertype: the board's basic land named Plains had no Plains subtype (its
type line is "Basic Land — Plains", 205.3i: board.named_land_type gives it), and the after-state listed card types
only (the supertypes are kept in ``supertypes`` and said, 205.4a). English and Spanish.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from tests.apnap import corpus
from tests.apnap.test_spanish_no_english import leaks


def _sealock(lang: str, target: str = "Plains") -> dict[str, Any]:
    item = corpus.ability_of("Sealock Monster", 3)
    data = {**corpus.request(item, corpus.board(4)), "target": target}
    return resolve_text(json.dumps(data), lang, card_lookup=corpus.card_lookup(item))


def _event(out: dict[str, Any]) -> dict[str, Any]:
    [event] = [e for s in out["steps"] for e in s["events"] if e["action"] == "becomes"]
    return event


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_basic_plains_becomes_a_basic_plains_island(lang: str) -> None:
    out = _sealock(lang)
    after = _event(out)["after"]["Plains"]
    assert (after["supertypes"], after["types"], after["subtypes"]) == (["basic"], ["land"], ["island", "plains"])
    assert _event(out)["land_type_mana"] == ["{U}"]
    assert {"205.1b", "305.6", "613.1d"} <= set(out["citations"])
    if lang == "en":
        assert "now Plains: a basic Plains Island land" in out["narration"]
        assert "so it also has the mana ability “{T}: Add {U}” (305.6)" in out["narration"]
    else:
        assert "ahora Plains: una tierra básica Llanura Isla" in out["narration"]
        assert "«{T}: Agrega {U}» (305.6)" in out["narration"]
        given = {"Sealock Monster", "Plains", "Dave", "Bob"}
        assert leaks("\n".join(out["narration"].split("\n")[1:]), given) == []


def test_a_basic_land_named_on_the_board_has_its_land_type() -> None:
    from bot.apnap.board import named_land_type

    assert named_land_type("Plains", {"basic", "land"}) == {"plains"}
    assert named_land_type("Snow-Covered Island", {"basic", "snow", "land"}) == {"island"}
    assert named_land_type("Montaña", {"basic", "land"}) == {"mountain"}
    assert named_land_type("Plains", {"creature"}) == frozenset()  # a creature named so is no land
    assert named_land_type("Urza's Mine", {"land"}) == frozenset()


def test_a_land_that_becomes_only_an_island_loses_its_plains_type() -> None:
    out = resolve_text(json.dumps({**corpus.board(4), "target": "Plains",
                                   "effect": "Target land becomes an Island until end of turn."}), "en")
    event = _event(out)
    assert event["after"]["Plains"]["subtypes"] == ["island"] and event["lost_subtypes"] == ["plains"]
    assert "basic" in event["after"]["Plains"]["supertypes"]  # 305.7 replaces the land type, not the supertype
    assert "305.7" in out["citations"] and "land_type_mana" not in event
