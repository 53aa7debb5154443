"""Subtype words the CR lists (205.3g-m, data/apnap/subtypes.json) as card text spells them: "Urza's" with the folded
straight apostrophe (the CR prints "Urza’s", 205.3i), "C'tan", the two-word "Time Lord" (205.3m), and a spell type
before "card" ("a Lesson card", 205.3k). Before, each was refused (no subtype the object reader knew), and a subtype
was said back title-cased ("Urza'S").
"""

from __future__ import annotations

import pytest

from bot.apnap.grammar import EN, parse_filter
from bot.apnap.grammar.subtypes import subtype_title, subtypes
from bot.apnap.model import GameObject
from tests.apnap.realcards import resolve_card
from tests.apnap.step_events import events_of


@pytest.mark.parametrize(("phrase", "subtype"), [("urza's land", "urza's"), ("c'tan creature", "c'tan"),
                                                 ("time lord creature", "time lord"), ("time lords", "time lord"),
                                                 ("lesson card", "lesson"), ("arcane card", "arcane"),
                                                 ("desert card", "desert"), ("desert", "desert")])
def test_every_subtype_the_cr_lists_is_read(phrase: str, subtype: str) -> None:
    flt = parse_filter(phrase, EN)
    assert flt is not None and flt.subtypes == frozenset({subtype})


def test_each_listed_subtype_is_a_known_word_in_the_folded_spelling() -> None:
    assert {"urza's", "c'tan", "time lord", "power-plant", "assembly-worker"} <= subtypes()
    assert subtype_title("urza's") == "Urza's" and subtype_title("time lord") == "Time Lord"


def test_a_time_lord_matches_by_its_two_words() -> None:
    flt = parse_filter("time lord creature", EN)
    doctor = GameObject(1, "The Doctor", "Bob", frozenset({"creature"}), subtypes=frozenset({"time lord", "doctor"}))
    bears = GameObject(2, "Grizzly Bears", "Bob", frozenset({"creature"}), subtypes=frozenset({"bear"}))
    assert flt is not None and flt.matches(doctor) and not flt.matches(bears)


def test_each_player_sacrifices_an_urzas_land() -> None:
    mine = {"name": "Urza's Mine", "types": ["land"], "subtypes": ["Urza's", "Mine"]}
    out = resolve_card("Each player sacrifices an Urza's land.", Bob={"battlefield": [mine, "Island (basic land)"]})
    assert {e["player"]: e["objects"] for e in events_of(out, "sacrifice") if e["objects"]} == {"Bob": ["Urza's Mine"]}
    assert "an Urza's land" in out["reading"]
