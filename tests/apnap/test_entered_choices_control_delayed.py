"""Choices a permanent made as it entered, control changes with their duration, delayed triggers and "dies" triggers
(issue #22, session 18): the wordings the fresh sample refused most in these families.

- "Creatures you control of the chosen type get +1/+1" (Vanquisher's Banner, Etchings of the Chosen, Obelisk of
  Urd, Morophon): the value the source chose as it entered (614.12a, 607.2d) after whose the permanents are.
- "Gain control of target artifact for as long as you control Aladdin" (Aladdin, Thrull Champion, Dragonlord
  Silumgar): the control lasts while the controller controls the source; shown elsewhere, it never starts (611.2b).

Real card text on the standard board (tests/apnap/realcards.py: Alice, Bob, Carol, Dave in turn order, Bob active,
Dave controls).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.apnap.realcards import creature, resolve_card

resolve = resolve_card  # tests/apnap/realcards.py


def _elves(source: str = "Vanquisher's Banner", **more: Any) -> dict[str, Any]:
    """The source (an artifact; Morophon a Shapeshifter), Dave's Elf and Wurm with their types, and an Elf of
    Alice's: whose Elves the static ability reads."""
    kind = creature(source, 6, 6, subtypes=["Shapeshifter"]) if source.startswith("Morophon") else \
        {"name": source, "types": ["artifact"]}
    return {"Dave": {"battlefield": [kind, creature("Llanowar Elves", 1, 1, subtypes=["Elf", "Druid"]),
                                     creature("Craw Wurm", 6, 4, subtypes=["Wurm"])]},
            "Alice": {"battlefield": [creature("Elvish Mystic", 1, 1, subtypes=["Elf", "Druid"])]}, **more}


def _changed(out: dict[str, Any]) -> list[str]:
    return [name for step in out["steps"] for event in step["events"] for name in event["objects"]]


# ------------------------------------------------------------------ "<kind> you control of the chosen type"
@pytest.mark.parametrize(("card", "text", "pt"), [
    ("Vanquisher's Banner", "Creatures you control of the chosen type get +1/+1.", "+1/+1"),
    ("Obelisk of Urd", "Creatures you control of the chosen type get +2/+2.", "+2/+2"),
    ("Morophon, the Boundless", "Other creatures you control of the chosen type get +1/+1.", "+1/+1"),
])
def test_creatures_you_control_of_the_chosen_type_are_the_controllers_of_the_type_the_source_chose(
        card: str, text: str, pt: str) -> None:
    out = resolve(text, card=card, chosen={"creature_type": "Elf"}, **_elves(card))
    assert _changed(out) == ["Llanowar Elves"]  # not Alice's Elf, not Dave's Wurm
    assert "607.2d" in out["citations"] and pt in out["narration"]


def test_the_chosen_type_in_printed_spanish_reads_the_same() -> None:
    out = resolve("Las criaturas que controlas del tipo elegido obtienen +1/+1.", card="Vanquisher's Banner",
                  chosen={"creature_type": "Elf"}, **_elves())
    assert _changed(out) == ["Llanowar Elves"]


def test_creatures_you_control_of_the_chosen_type_without_the_choice_is_asked() -> None:
    with pytest.raises(Exception) as err:
        resolve("Creatures you control of the chosen type get +1/+1.", card="Vanquisher's Banner", **_elves())
    assert getattr(err.value, "code", "") == "choice_needed" and getattr(err.value, "field", "") == "chosen"


def test_a_grant_until_end_of_turn_to_creatures_you_control_of_the_chosen_color() -> None:
    out = resolve("Creatures you control of the chosen color gain flying until end of turn.",
                  chosen={"color": "green"})
    assert sorted(_changed(out)) == ["Craw Wurm", "Llanowar Elves"]


# ------------------------------------------------------------------ "for as long as you control <this>"
@pytest.mark.parametrize(("card", "text", "target"), [
    ("Aladdin", "{1}{R}{R}, {T}: Gain control of target artifact for as long as you control Aladdin.", "Sol Ring"),
    ("Dragonlord Silumgar", "When Dragonlord Silumgar enters the battlefield, gain control of target creature or "
                            "planeswalker for as long as you control Dragonlord Silumgar.", "Hill Giant"),
])
def test_control_for_as_long_as_you_control_the_source_lasts_while_you_do(card: str, text: str,
                                                                           target: str) -> None:
    out = resolve(text, card=card, target=target, Dave={"battlefield": [creature(card, 3, 3)]})
    (event,) = [e for s in out["steps"] for e in s["events"]]
    assert (event["player"], event["action"], event["objects"]) == ("Dave", "gain_control", [target])
    assert event["duration"] == "while_you_control_source"
    assert {"613.1b", "611.2b"} <= set(out["citations"])
    assert "for as long as you control" in out["narration"]


def test_control_for_as_long_as_you_control_a_source_shown_in_the_graveyard_never_starts() -> None:
    out = resolve("{1}{R}{R}, {T}: Gain control of target artifact for as long as you control Aladdin.",
                  card="Aladdin", target="Sol Ring", Dave={"battlefield": [], "graveyard": [creature("Aladdin", 1, 1)]})
    assert not [e for s in out["steps"] for e in s["events"]]
    assert "611.2b" in out["citations"] and any("never starts" in w for w in out["warnings"])


def test_control_for_as_long_as_you_control_in_printed_spanish() -> None:
    out = resolve("Gana el control del artefacto objetivo mientras controles a Aladdin.", card="Aladdin",
                  target="Sol Ring", Dave={"battlefield": [creature("Aladdin", 1, 1)]})
    (event,) = [e for s in out["steps"] for e in s["events"]]
    assert (event["objects"], event["duration"]) == (["Sol Ring"], "while_you_control_source")
    assert "mientras controles" in out["narration"]
