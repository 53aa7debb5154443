"""The library as an ordered zone of known and unknown cards (401, 701.23 search, 701.20 reveal and look,
701.24 shuffle, 701.17 mill): what a search may find (land types, 205.3i), what a look puts back and in
which order, what "otherwise" moves, and what stays unknown.

Real Oracle text (and printed Spanish) on the standard board (realcards.py): Dave controls the effect, his
library is known from the top (Swamp, Counterspell, Forest, Llanowar Elves, …).
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import Search, plan_of
from bot.apnap.render import render_plan
from tests.apnap.realcards import board

PANORAMA = ("Search your library for a basic Mountain, Forest, or Plains card and put it onto the battlefield tapped. "
            "Then shuffle your library.")
FETCH = "Search your library for a Forest or Plains card, put it onto the battlefield, then shuffle."
ES_PANORAMA = ("Busca en tu biblioteca una carta de Montaña, Bosque o Llanura básica y ponla en el campo de batalla "
               "girada. Luego baraja tu biblioteca.")
ES_FETCH = ("Busca en tu biblioteca una carta de Bosque o Llanura y ponla en el campo de batalla. Luego baraja tu "
            "biblioteca.")


def out(effect: str, **changes: Any) -> dict[str, Any]:
    data = board(**changes)
    data["effect"] = effect
    return dict(resolve_text(json.dumps(data)))


def events(result: dict[str, Any], action: str) -> list[dict[str, Any]]:
    return [e for s in result["steps"] for e in s["events"] if e["action"] == action]


# ------------------------------------------------------------------------------ land types of a searched card
@pytest.mark.parametrize(("text", "types", "basic"), [
    (PANORAMA, {"mountain", "forest", "plains"}, True),
    (FETCH, {"forest", "plains"}, False),
    (ES_PANORAMA, {"mountain", "forest", "plains"}, True),
    (ES_FETCH, {"forest", "plains"}, False),
    ("Search your library for a basic Forest card, reveal it, put it into your hand, then shuffle.", {"forest"}, True),
])
def test_a_search_for_land_types_reads_each_type_and_basic_for_all(text: str, types: set[str], basic: bool) -> None:
    step = plan_of(parse_effect(text)).steps[0]
    assert isinstance(step, Search)
    flt = step.picks[0].filter
    assert flt.subtypes == frozenset(types)
    assert flt.alternatives == ((frozenset({"land"}), frozenset(), basic, False),)


def test_the_search_finds_only_a_land_of_those_types() -> None:
    """Dave's library: Swamp first, then Forest: a Mountain, Forest or Plains card is the Forest (205.3i)."""
    result = out(PANORAMA)
    found = events(result, "search")[0]
    assert found["objects"] == ["Forest"] and found["tapped"] is True and found["to"] == "battlefield"
    assert events(result, "shuffle")


def test_a_search_with_no_card_of_those_types_finds_nothing() -> None:
    result = out(FETCH, Dave={"library": ["Swamp (basic land)", "Island (basic land)"]})
    assert events(result, "search")[0]["objects"] == []


def test_the_land_types_render_back_in_english_and_spanish() -> None:
    plan = plan_of(parse_effect(PANORAMA))
    assert render_plan(plan, "en").startswith("Search your library for a basic Plains, Mountain, or Forest card")
    assert "una carta de Llanura, Montaña o Bosque básica" in render_plan(plan, "es")
    assert render_plan(plan_of(parse_effect(ES_FETCH)), "en").startswith(
        "Search your library for a Plains or Forest card")


def test_a_word_that_is_no_land_type_is_not_read_as_one() -> None:
    """"a Goblin or Plains card" is no list of land types: not read as one (the general reader decides)."""
    from bot.apnap.grammar.filters import _land_type_cards
    from bot.apnap.grammar.lexicon import EN

    assert _land_type_cards("goblin or plains card", EN) is None
    assert _land_type_cards("forest or plains card", EN) is not None
