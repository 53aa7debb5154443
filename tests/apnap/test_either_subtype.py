"""A kind narrowed to either of two subtypes (205.3m): "each other creature you control that's a Wolf or a Werewolf"
(Immerwolf, Howlpack Alpha, Spirit of the Hunt, Pallid Mycoderm, Sporecrown Thallid), read by the one object filter
(grammar/filters.py: its subtypes are any-of), with "each … you control gets" as "creatures you control get" (611.2c,
611.3a). A word that is no subtype ("that's a host or …") or a kind that already names a subtype is refused.
Printed Spanish "que sea un Lobo o un Hongo" reads into the same filter. Real card text on the standard board."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.errors import BotError
from tests.apnap.realcards import creature, resolve_card

PACK = {"battlefield": [creature("Gatstaf Howler", 3, 2, subtypes=["Human", "Werewolf"]),
                        creature("Timberpack Wolf", 2, 2, subtypes=["Wolf"]),
                        creature("Llanowar Elves", 1, 1, subtypes=["Elf", "Druid"]),
                        creature("Spirit of the Hunt", 3, 3, subtypes=["Wolf", "Spirit"])]}


def _modified(out: dict[str, Any]) -> list[str]:
    return sorted(o for s in out["steps"] for e in s["events"] for o in e["objects"])


def test_until_end_of_turn_each_wolf_or_werewolf_but_the_source() -> None:  # Spirit of the Hunt
    text = ("When Spirit of the Hunt enters the battlefield, each other creature you control that's a Wolf or a "
            "Werewolf gets +0/+3 until end of turn.")
    out = resolve_card(text, card="Spirit of the Hunt", ability=1, Dave=PACK)
    assert _modified(out) == ["Gatstaf Howler", "Timberpack Wolf"]  # not the Elf, not the source (109.3)
    assert "Werewolf or Wolf creatures" in out["narration"]
    assert "611.2c" in out["steps"][0]["citations"]


def test_a_static_ability_names_the_same_creatures() -> None:  # Immerwolf
    text = "Each other creature you control that's a Wolf or a Werewolf gets +1/+1."
    board = {"battlefield": [*PACK["battlefield"][:3], creature("Immerwolf", 2, 2, subtypes=["Wolf"])]}
    out = resolve_card(text, card="Immerwolf", Dave=board)
    assert _modified(out) == ["Gatstaf Howler", "Timberpack Wolf"]
    assert "611.3a" in out["steps"][0]["citations"]


@pytest.mark.parametrize(("text", "subtypes"), [
    ("Each creature you control that's a Fungus or a Saproling gets +1/+1 until end of turn.",
     {"fungus", "saproling"}),  # Pallid Mycoderm
    ("Each other creature you control that's a Fungus or Saproling gets +1/+1.", {"fungus", "saproling"}),
    ("Cada criatura que controlas que sea un Lobo o un Hongo obtiene +1/+1 hasta el final del turno.",
     {"wolf", "fungus"}),
])
def test_the_filter_takes_either_subtype(text: str, subtypes: set[str]) -> None:
    (step,) = parse_effect(text).steps
    assert step.creatures is not None and step.creatures.subtypes == subtypes
    assert step.creatures.control == "you"


@pytest.mark.parametrize("text", [
    "Each creature you control that's a host or a Wolf gets +1/+1 until end of turn.",  # "host" is no subtype
    "Each Elf creature you control that's a Wolf or a Werewolf gets +1/+1 until end of turn.",  # which is meant?
])
def test_unclear_or_unknown_words_are_refused(text: str) -> None:
    with pytest.raises(BotError):
        parse_effect(text)
