"""A search that ends "…, then shuffle your library and put that card on top of it" shuffles first and puts the card on
top after, in the order written (608.2c, 701.23a, 701.24a).

Judge 26 found Kithkin Harbinger's search said as "put it on top of your library, then shuffle your library", in its
reading and its events: had a card been found, that order would shuffle it away. The search step now carries the
order (``Search.shuffle_first``): its reading says the shuffle before the put, its events are the card found, then the
shuffle that puts it on top; in English and in Spanish. The tutors with the same words (Vampiric Tutor, Imperial Seal,
Cruel Tutor, the Harbingers and Forerunners, Loam Larva …) are the same step.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import Search, plan_of
from tests.apnap import corpus
from tests.apnap.test_spanish_no_english import leaks

GREATHEART = {"name": "Kithkin Greatheart", "types": ["creature"], "subtypes": ["Kithkin"]}


def _resolve(card: str, lang: str, library: list[Any]) -> dict[str, Any]:
    item = corpus.ability_of(card)
    data = corpus.request(item, corpus.board(4))
    data["players"][3]["library"] = library  # Dave's, the controller's
    return resolve_text(json.dumps(data), lang, card_lookup=corpus.card_lookup(item))


def _events(out: dict[str, Any]) -> list[tuple[str, Any]]:
    return [(e["action"], e.get("then_top")) for s in out["steps"] for e in s["events"]]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_kithkin_found_is_shuffled_past_and_then_put_on_top(lang: str) -> None:
    out = _resolve("Kithkin Harbinger", lang, [GREATHEART, "Swamp (basic land)", "Island (basic land)"])
    assert _events(out) == [("search", None), ("shuffle", 1)]  # found, then the shuffle that puts it on top
    step = out["narration"].split("\n")[2]
    if lang == "en":
        assert "reveal it, then shuffle your library and put that card on top of it" in step
        assert ("Dave finds Kithkin Greatheart · Dave shuffles their library, then puts the card found on top of it"
                in out["narration"])
    else:
        assert "mostrarla, después barajar y ponerla en la parte superior" in step
        assert "Dave baraja su biblioteca y luego pone la carta encontrada en la parte superior" in out["narration"]
        given = {"Kithkin Harbinger", "Kithkin Greatheart", "Dave", "Bob"}
        assert leaks("\n".join(out["narration"].split("\n")[1:]), given) == []


def test_nothing_found_still_shuffles_after_the_search() -> None:
    out = _resolve("Kithkin Harbinger", "en", ["Swamp (basic land)", "Island (basic land)"])
    assert _events(out) == [("search", None), ("shuffle", None)]
    assert "Dave finds nothing · Dave shuffles their library (its order is now unknown)" in out["narration"]


def test_a_hidden_tutor_says_the_card_found_goes_on_top_after_the_shuffle() -> None:
    out = _resolve("Vampiric Tutor", "en", ["Swamp (basic land)", "Island (basic land)"])
    assert _events(out)[:2] == [("search", None), ("shuffle", 1)]
    assert "Search your library for a card, then shuffle your library and put that card on top of it." \
        in out["narration"]
    assert "Dave finds 1 card · Dave shuffles their library, then puts the card found on top of it" in out["narration"]


def test_the_order_is_part_of_the_plan_and_a_search_to_hand_keeps_its_own() -> None:
    tutor = plan_of(parse_effect("Search your library for a card, then shuffle your library and put that card on top "
                                 "of it.", "en")).steps[0]
    assert isinstance(tutor, Search) and tutor.to == "library_top" and tutor.shuffle and tutor.shuffle_first
    land = plan_of(parse_effect("Search your library for a basic land card, reveal it, put it into your hand, then "
                                "shuffle.", "en")).steps[0]
    assert isinstance(land, Search) and land.shuffle and not land.shuffle_first
