"""Protection from each opponent (702.16i: shorthand for protection from each of those players; 702.16k: what
protection from a player does), given until end of turn by a resolving ability (611.2a, layer 6, 613.1f): "Target
permanent you control gets protection from each opponent until end of turn" (Cliffside Rescuer). Printed Spanish
"obtiene protección contra cada oponente" gives the same plan."""

from __future__ import annotations

from typing import Any

from tests.apnap import corpus
from tests.apnap.realcards import resolve_card

RESCUER = "Target permanent you control gets protection from each opponent until end of turn."


def _granted(out: dict[str, Any]) -> list[tuple[list[str], str, str]]:
    return [(e["objects"], e["keywords"], e["duration"]) for s in out["steps"] for e in s["events"]]


def test_target_permanent_gets_protection_from_each_opponent_until_end_of_turn() -> None:
    out = resolve_card(RESCUER, target="Craw Wurm")
    assert _granted(out) == [(["Craw Wurm"], "protection from each opponent", "this_turn")]
    assert {"702.16i", "702.16k", "611.2a", "613.1f"} <= set(out["citations"])
    assert out["reading"] == "Target permanent you control gains protection from each opponent until end of turn."


def test_gains_protection_from_each_opponent_is_the_same_grant() -> None:
    out = resolve_card("Target creature you control gains protection from each opponent until end of turn.",
                       target="Craw Wurm")
    assert _granted(out) == [(["Craw Wurm"], "protection from each opponent", "this_turn")]


def test_printed_spanish_gives_the_same_grant() -> None:
    es = ("El permanente objetivo que controlas obtiene protección contra cada oponente hasta el final del turno.")
    english = resolve_card(RESCUER, target="Craw Wurm")
    spanish = resolve_card(es, lang="en", target="Craw Wurm")
    assert _granted(spanish) == _granted(english)
    assert spanish["reading"] == english["reading"]
    assert "protección contra cada oponente" in resolve_card(es, target="Craw Wurm")["reading"]


def test_cliffside_rescuer_resolves_from_its_card() -> None:
    out = corpus.resolve_ability(corpus.ability_of("Cliffside Rescuer", 1), corpus.board(4))
    assert [k for _, k, _ in _granted(out)] == ["protection from each opponent"]
