"""Tap and untap "each" of a kind (701.26: the same objects as "all", said as printed), a list of kinds said once
with "tapped" / "untapped" before it and "they control" after it (109.2), and the simultaneous turn-over of Sands of
Time: "that player simultaneously untaps each tapped artifact, creature, and land they control and taps each untapped
artifact, creature, and land they control" (which are tapped is seen once, before either happens; read in order,
every permanent would end tapped). All refused before. Printed Spanish: "endereza cada …", "simultáneamente
endereza cada artefacto, criatura y tierra girados que controla y gira cada … enderezados que controla".

The standard board (realcards.py): Bob is active, Dave controls, Alice is the target player; Alice has Grizzly
Bears, Serra Angel, a Forest, a Plains, Sol Ring and Oblivion Ring.
"""

from __future__ import annotations

import copy

import pytest

from tests.apnap.realcards import STANDARD, resolve_card
from tests.apnap.step_events import events_of

SANDS = ("Target player simultaneously untaps each tapped artifact, creature, and land they control and taps each "
         "untapped artifact, creature, and land they control.")
SANDS_ES = ("El jugador objetivo simultáneamente endereza cada artefacto, criatura y tierra girados que controla y "
            "gira cada artefacto, criatura y tierra enderezados que controla.")


def _alice_tapped(*names: str) -> dict[str, object]:
    """Alice's battlefield with the permanents ``names`` tapped, and Alice the target player."""
    field = copy.deepcopy(STANDARD["players"][0]["battlefield"])
    for i, o in enumerate(field):
        name = o["name"] if isinstance(o, dict) else o.split(" (")[0]
        if name in names:
            field[i] = dict(o, tapped=True) if isinstance(o, dict) else {"name": name, "types": ["land", "basic"],
                                                                          "tapped": True}
    return {"Alice": {"battlefield": field}, "target": "Alice"}


@pytest.mark.parametrize(("text", "lang"), [(SANDS, None), (SANDS, "es"), (SANDS_ES, "es")])
def test_sands_of_time_turns_each_one_over_at_once(text: str, lang: str | None) -> None:
    out = resolve_card(text, lang, **_alice_tapped("Grizzly Bears", "Forest"))
    assert sorted(o for e in events_of(out, "untap") for o in e["objects"]) == ["Forest", "Grizzly Bears"]
    assert sorted(o for e in events_of(out, "tap") for o in e["objects"]) == ["Plains", "Serra Angel", "Sol Ring"]
    assert "Oblivion Ring" not in str(events_of(out, "tap"))  # an enchantment is none of the kinds listed


def test_the_reading_says_both_halves() -> None:
    out = resolve_card(SANDS, **_alice_tapped("Forest"))
    assert out["reading"] == SANDS


@pytest.mark.parametrize("text", [
    # other kinds on each side, or a kind not said tapped then untapped: not one turn-over, refused
    "Target player simultaneously untaps each tapped creature they control and taps each untapped land they control.",
    "Target player simultaneously untaps each untapped creature they control and taps each tapped creature they "
    "control.",
])
def test_a_turn_over_of_other_kinds_is_refused(text: str) -> None:
    from bot.errors import BotError

    with pytest.raises(BotError):
        resolve_card(text)


@pytest.mark.parametrize(("text", "lang"), [("Untap each tapped artifact, creature, and land you control.", None),
                                            ("Tap each untapped artifact, creature, and land target player controls.",
                                             None)])
def test_each_of_a_list_of_kinds(text: str, lang: str | None) -> None:
    out = resolve_card(text, lang, **_alice_tapped("Grizzly Bears"))
    assert out["reading"] == text
    if text.startswith("Tap"):
        assert sorted(events_of(out, "tap")[0]["objects"]) == ["Forest", "Plains", "Serra Angel", "Sol Ring"]
