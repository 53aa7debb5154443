"""Phasing out as an instruction (session 34, gG21; 702.26): "Target creature phases out", "Each creature you control
phases out", "All lands you control phase out", "This permanent phases out", and printed Spanish ("… queda fuera de
fase"). Before: refused ("out", "phase out", "phases out").

What is checked: what phases out is treated as though it doesn't exist (702.26b), so a later instruction of the same
effect ("Destroy all creatures") misses it; an Aura attached to it phases out with it, indirectly (702.26g); nothing
changes zone (702.26d: no graveyard, no leaves-the-battlefield trigger); the result reports them (``phased_out``) with
their phasing in at their controller's next untap step (702.26a). The standard board (realcards.py): Bob active,
Dave controls.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.apnap.realcards import resolve_card

WURM_WITH_AURA = {"battlefield": [{"name": "Craw Wurm", "types": ["creature"], "power": 6, "toughness": 4},
                                  {"name": "Rancor", "types": ["enchantment"], "subtypes": ["Aura"],
                                   "attached_to": "Craw Wurm"},
                                  "Swamp (basic land)"]}


def _events(out: dict[str, Any], action: str) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"] if e["action"] == action]


def test_what_phased_out_is_not_destroyed_by_a_later_instruction() -> None:
    out = resolve_card("Each creature you control phases out. Destroy all creatures.")
    (phased,) = _events(out, "phase_out")
    assert sorted(phased["objects"]) == ["Craw Wurm", "Llanowar Elves"]
    (destroyed,) = _events(out, "destroy")
    assert sorted(destroyed["objects"]) == ["Grizzly Bears", "Hill Giant", "Serra Angel"]
    assert out["phased_out"] == [{"player": "Dave", "objects": ["Llanowar Elves", "Craw Wurm"], "indirect": [],
                                  "phases_in": "next_untap_step"}]
    assert {"702.26b", "702.26d", "702.26a"} <= set(out["citations"])
    assert "treated as though they don't exist (702.26b)" in out["narration"]


def test_an_attached_aura_phases_out_indirectly_and_nothing_changes_zone() -> None:
    out = resolve_card("Target creature phases out. Destroy all creatures.", target="Craw Wurm", Dave=WURM_WITH_AURA)
    (phased,) = _events(out, "phase_out")
    assert phased["objects"] == ["Craw Wurm"] and phased["indirect"] == ["Rancor"]
    assert out["phased_out"] == [{"player": "Dave", "objects": ["Craw Wurm"], "indirect": ["Rancor"],
                                  "phases_in": "next_untap_step"}]
    (destroyed,) = _events(out, "destroy")
    assert "Craw Wurm" not in destroyed["objects"]
    assert not [s for s in out["state_based_actions"] if "Rancor" in str(s)]  # not an Aura left unattached (704.5m)
    assert {"702.26g", "115.1"} <= set(out["citations"])


def test_all_lands_you_control_phase_out() -> None:
    out = resolve_card("All lands you control phase out.")
    (phased,) = _events(out, "phase_out")
    assert phased["objects"] == ["Swamp"] and out["reading"] == "All lands you control phase out."


@pytest.mark.parametrize(("text", "target"), [
    ("Todas las tierras que controlas quedan fuera de fase.", None),
    ("La criatura objetivo queda fuera de fase.", "Craw Wurm"),
])
def test_printed_spanish_reads_the_same(text: str, target: str | None) -> None:
    out = resolve_card(text, lang="es", **({"target": target} if target else {}))
    (phased,) = _events(out, "phase_out")
    assert phased["objects"] == ["Swamp" if target is None else "Craw Wurm"]
    assert out["reading"] == text


# "Phases out" triggers (session 35, gG22; 702.26d, 603.10b): before, "phases out" was no trigger event, so a board
# permanent's "Whenever this creature phases out, …" was never read and never triggered.
IMP = {"name": "Teferi's Imp", "types": ["creature"], "power": 1, "toughness": 1,
       "text": "Whenever this creature phases out, discard a card.\nWhenever this creature phases in, draw a card."}
WATCHER = {"name": "Watcher", "types": ["enchantment"],
           "text": "Whenever a creature you control leaves the battlefield, you gain 1 life."}


def _sources(out: dict[str, Any]) -> list[tuple[str, str]]:
    return [(t["source"], t["text"]) for t in out["stack"]]


def test_a_phases_out_ability_triggers_on_its_own_phasing_out() -> None:
    out = resolve_card("Each creature you control phases out.", Dave={"battlefield": [IMP, "Swamp (basic land)"]})
    assert _sources(out) == [("Teferi's Imp", "discard a card.")]  # looks back in time (603.10b); never "phases in"
    assert "603.10b" in out["citations"]


def test_phasing_out_triggers_no_leaves_the_battlefield_ability() -> None:
    out = resolve_card("Each creature you control phases out.",
                       Dave={"battlefield": [IMP, WATCHER, "Swamp (basic land)"]})
    assert ("Watcher", "you gain 1 life.") not in _sources(out)  # no zone change (702.26d)
    out = resolve_card("Destroy all creatures.", Dave={"battlefield": [IMP, WATCHER, "Swamp (basic land)"]})
    assert ("Watcher", "you gain 1 life.") in _sources(out)  # the same ability does see a creature leave
