"""Permissions on exiled cards that last longer than the turn (session 34, gG21; 611.2a, 611.2b, 601.3, 305.1, 609.4b):
"Until your next turn, you may play those cards", "Until the end of your next turn, …", "You may play that card until
the end of your next turn", "For as long as that card remains exiled, you may play it", "You may cast that card for as
long as it remains exiled", and "Until end of turn, you may cast spells from among cards exiled this way, and you may
spend mana as though it were mana of any color to cast those spells". Before: refused ("as long as that card remains
exiled, …", "until the end of your next turn", "spells from among cards exiled this way …").

What is checked: nothing is cast or moved at resolution (the cards stay in exile, the stack stays empty); the result
reports the permission as a created effect (the ``permission`` event: who may use it, on which cards, for how long);
a spell is never a land (305.1), so "spells from among …" leaves the lands out; a library nobody described names no
card; "those cards … for as long as it remains exiled" names no card "it" could be and is refused; printed Spanish
reads the same. The standard board (realcards.py): Bob active, Dave controls.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import QuickRequest, quick_scenario, resolve_text
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

TOP_TWO = {"library": ["Shock (instant)", "Hill Giant (creature)", "Forest (basic land)"]}


def _permission(out: dict[str, Any]) -> dict[str, Any]:
    (event,) = [e for s in out["steps"] for e in s["events"] if e["action"] == "permission"]
    return event


def _nothing_cast(out: dict[str, Any]) -> None:
    assert out["stack"] == []
    assert not [e for s in out["steps"] for e in s["events"] if e["action"] in ("cast_now", "cast")]


@pytest.mark.parametrize(("text", "duration"), [
    ("Exile the top two cards of your library. Until your next turn, you may play those cards.",
     "until_your_next_turn"),
    ("Exile the top two cards of your library. Until the end of your next turn, you may play those cards.",
     "until_end_of_your_next_turn"),
    ("Exile the top two cards of your library. You may play them until the end of your next turn.",
     "until_end_of_your_next_turn"),
    ("Exile the top two cards of your library. For as long as those cards remain exiled, you may play them.",
     "while_exiled"),
])
def test_a_lasting_permission_is_a_created_effect_and_nothing_is_cast(text: str, duration: str) -> None:
    out = resolve_card(text, Dave=TOP_TWO)
    event = _permission(out)
    assert (event["player"], event["objects"], event["duration"], event["act"], event["from"]) == \
        ("Dave", ["Shock", "Hill Giant"], duration, "play", "exile")
    _nothing_cast(out)
    assert {"611.2a", "601.3", "305.1"} <= set(out["citations"])
    said = {"until_your_next_turn": "Until your next turn, you may play those cards.",
            "until_end_of_your_next_turn": "the end of your next turn",
            "while_exiled": "For as long as those cards remain exiled, you may play those cards."}[duration]
    assert said in out["reading"]  # the duration said back where it was printed


def test_for_as_long_as_it_remains_exiled_cites_its_end() -> None:
    """611.2b: the card leaving exile ends it (a new object, 400.7); Bob's turn, so Shock (an instant) can be cast
    now and the permission outlasts the turn."""
    out = resolve_card("Exile the top card of your library. For as long as that card remains exiled, you may cast it.",
                       Dave=TOP_TWO)
    event = _permission(out)
    assert (event["objects"], event["duration"], event["act"]) == (["Shock"], "while_exiled", "cast")
    assert {"611.2b", "400.7"} <= set(out["citations"])
    assert "Dave may cast Shock for as long as it remains exiled" in out["narration"]
    assert "the permission lasts beyond this turn" in out["narration"]


def test_spells_from_among_cards_exiled_this_way_leave_the_lands_out() -> None:
    """"Spells" are cast, never a land (305.1); the mana rule rides with the permission (609.4b)."""
    text = ("Exile the top card of each player's library. Until end of turn, you may cast spells from among cards "
            "exiled this way, and you may spend mana as though it were mana of any color to cast those spells.")
    out = resolve_card(text, active="Dave", Bob={"library": ["Shock (instant)"]},
                       Carol={"library": ["Swamp (basic land)"]}, Alice={"library": ["Hill Giant (creature)"]},
                       Dave={"library": ["Forest (basic land)"]})
    event = _permission(out)
    assert sorted(event["objects"]) == ["Hill Giant", "Shock"] and event["nonland"] and event["any_mana"] == "color"
    assert event["duration"] == "this_turn"
    _nothing_cast(out)
    assert out["reading"].endswith("Until end of turn, you may cast spells from among cards exiled this way, and you "
                                   "may spend mana as though it were mana of any color to cast those spells.")


def test_a_library_nobody_described_names_no_card() -> None:
    text = "Exile the top two cards of your library. Until the end of your next turn, you may play those cards."
    out = resolve_text(json.dumps(quick_scenario(QuickRequest(effect=text, players=["Ann", "Ben"]))))
    event = _permission(out)
    assert event["objects"] == [] and event["unknown"] and event["duration"] == "until_end_of_your_next_turn"
    assert "until the end of Ann's next turn" in out["narration"]


@pytest.mark.parametrize("text", [
    # "it" after several cards: which one? (608.2c)
    "Exile the top two cards of your library. For as long as it remains exiled, you may play those cards.",
    # a land is played, never cast as a spell (305.1)
    "Exile the top two cards of your library. Until your next turn, you may play spells from among them.",
])
def test_what_names_no_card_is_refused(text: str) -> None:
    with pytest.raises(BotError):
        resolve_card(text, Dave=TOP_TWO)


@pytest.mark.parametrize(("text", "duration"), [
    ("Exilia las primeras dos cartas de tu biblioteca. Hasta el final de tu próximo turno, puedes jugar esas cartas.",
     "until_end_of_your_next_turn"),
    ("Exilia las primeras dos cartas de tu biblioteca. Hasta tu próximo turno, puedes jugarlas.",
     "until_your_next_turn"),
    ("Exilia la primera carta de tu biblioteca. Mientras esa carta permanezca exiliada, puedes jugarla.",
     "while_exiled"),
])
def test_printed_spanish_reads_the_same(text: str, duration: str) -> None:
    out = resolve_card(text, lang="es", Dave=TOP_TWO)
    event = _permission(out)
    assert event["duration"] == duration and event["objects"][0] == "Shock"
    _nothing_cast(out)
