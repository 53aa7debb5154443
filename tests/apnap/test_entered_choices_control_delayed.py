"""Choices a permanent made as it entered, control changes with their duration, delayed triggers and "dies" triggers
(issue #22, session 18): the wordings the fresh sample refused most in these families.

- "Creatures you control of the chosen type get +1/+1" (Vanquisher's Banner, Etchings of the Chosen, Obelisk of
  Urd, Morophon): the value the source chose as it entered (614.12a, 607.2d) after whose the permanents are.
- "Gain control of target artifact for as long as you control Aladdin" (Aladdin, Thrull Champion, Dragonlord
  Silumgar): the control lasts while the controller controls the source; shown elsewhere, it never starts (611.2b).
- Delayed triggers that return the card exiled (603.7, 603.7c: bound now): "Return the exiled card …" (Voyager
  Staff), "Exile another target creature. Return that card …" (Roon), "Return Saltskitter …" after its own exile.
- "When Thought Sponge dies, draw cards equal to its power": the source as it last existed (608.2h, 603.10a).
- "When Sleeper Agent enters the battlefield, target opponent gains control of it": the source (613.1b).

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


# ------------------------------------------------------------------ delayed returns of the card exiled (603.7)
def _delayed(out: dict[str, Any]) -> dict[str, Any]:
    (delayed,) = out["delayed_triggers"]
    return dict(delayed)


@pytest.mark.parametrize(("card", "text"), [
    ("Voyager Staff", "{2}, Sacrifice Voyager Staff: Exile target creature. Return the exiled card to the battlefield "
                      "under its owner's control at the beginning of the next end step."),
    ("Roon of the Hidden Realm", "{2}, {T}: Exile another target creature. Return that card to the battlefield "
                                 "under its owner's control at the beginning of the next end step."),
])
def test_the_exiled_card_returns_at_the_next_end_step_as_a_delayed_trigger_bound_now(card: str, text: str) -> None:
    out = resolve(text, card=card, target="Hill Giant", Dave={"battlefield": [creature(card, 2, 2)]})
    assert [(e["action"], e["objects"]) for s in out["steps"] for e in s["events"]][-1] == ("exile", ["Hill Giant"])
    delayed = _delayed(out)
    assert (delayed["when"], delayed["rule"], delayed["object"]) == ("next_end_step", "513.2", "Hill Giant")
    assert [s["action"] for s in delayed["steps"]] == ["return"]
    assert {"603.7", "603.7c"} <= set(out["citations"])


def test_another_target_is_never_the_source_of_an_exile() -> None:
    err = pytest.raises(Exception, resolve, "{2}, {T}: Exile another target creature.", card="Roon of the Hidden Realm",
                        target="Roon of the Hidden Realm",
                        Dave={"battlefield": [creature("Roon of the Hidden Realm", 4, 4)]}).value
    assert getattr(err, "code", "") == "bad_scenario"


def test_the_source_exiled_and_returned_by_its_name() -> None:
    out = resolve("Whenever another creature enters the battlefield, exile Saltskitter. Return Saltskitter to the "
                  "battlefield under its owner's control at the beginning of the next end step.", card="Saltskitter",
                  Dave={"battlefield": [creature("Saltskitter", 2, 4)]})
    assert [(e["action"], e["objects"]) for s in out["steps"] for e in s["events"]] == [("exile", ["Saltskitter"])]
    assert (_delayed(out)["when"], _delayed(out)["object"]) == ("next_end_step", "Saltskitter")


def test_returning_the_source_after_another_objects_exile_is_refused() -> None:
    err = pytest.raises(Exception, resolve, "Exile target creature. Return this creature to the battlefield under its "
                        "owner's control at the beginning of the next end step.", target="Hill Giant").value
    assert getattr(err, "code", "") == "unsupported_effect"


def test_another_target_permanent_you_control_returned_in_printed_spanish() -> None:
    out = resolve("Exilia otro permanente objetivo que controlas. Regresa la carta exiliada al campo de batalla "
                  "bajo el control de su propietario al comienzo del próximo paso final.", target="Craw Wurm")
    delayed = _delayed(out)
    assert (delayed["when"], delayed["object"]) == ("next_end_step", "Craw Wurm")
    assert "Al comienzo del próximo paso final, regresa esa carta" in out["narration"]


# ------------------------------------------------------------------ "dies" triggers read the source as it last existed
@pytest.mark.parametrize("zone", ["battlefield", "graveyard"])
def test_when_this_dies_draw_cards_equal_to_its_power_reads_the_source_as_it_last_existed(zone: str) -> None:
    sponge = {"name": "Thought Sponge", "types": ["creature"], "power": 3, "toughness": 3}
    out = resolve("When Thought Sponge dies, draw cards equal to its power.", card="Thought Sponge",
                  Dave={zone: [sponge]})
    (event,) = [e for s in out["steps"] for e in s["events"]]
    assert (event["player"], event["action"], event["amount"]) == ("Dave", "draw", 3)
    assert "608.2h" in out["citations"]


def test_when_this_dies_its_power_in_printed_spanish() -> None:
    out = resolve("Cuando esta criatura muera, roba una cantidad de cartas igual a su fuerza.", card="Thought Sponge",
                  Dave={"graveyard": [{"name": "Thought Sponge", "types": ["creature"], "power": 2, "toughness": 2}]})
    (event,) = [e for s in out["steps"] for e in s["events"]]
    assert (event["action"], event["amount"]) == ("draw", 2)


# ------------------------------------------------------------------ "target opponent gains control of it" (the source)
def test_target_opponent_gains_control_of_it_gives_the_source_to_that_player() -> None:
    out = resolve("When Sleeper Agent enters the battlefield, target opponent gains control of it.",
                  card="Sleeper Agent", target="Bob", Dave={"battlefield": [creature("Sleeper Agent", 3, 3)]})
    (event,) = [e for s in out["steps"] for e in s["events"]]
    assert (event["player"], event["action"], event["objects"]) == ("Bob", "gain_control", ["Sleeper Agent"])
    assert "613.1b" in out["citations"]


def test_target_opponent_gains_control_of_it_in_printed_spanish() -> None:
    out = resolve("Cuando Sleeper Agent entre al campo de batalla, el oponente objetivo gana el control de él.",
                  card="Sleeper Agent", target="Bob", Dave={"battlefield": [creature("Sleeper Agent", 3, 3)]})
    (event,) = [e for s in out["steps"] for e in s["events"]]
    assert (event["player"], event["objects"]) == ("Bob", ["Sleeper Agent"])
    assert "Bob gana el control de Sleeper Agent" in out["narration"]


def test_target_opponent_gains_control_of_an_object_named_before_is_refused() -> None:
    err = pytest.raises(Exception, resolve, "Tap target creature. Target opponent gains control of it.",
                        target=["Bob", "Hill Giant"]).value
    assert getattr(err, "code", "") == "unsupported_effect"
