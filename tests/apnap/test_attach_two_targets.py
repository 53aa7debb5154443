"""Attach with two targets (701.3a, 601.2c, 115.3): "Attach target Aura you control to target creature", "Attach
target Equipment to target creature", "… to this creature". Both targets are named; the Aura or Equipment moves only
when it can legally be attached to that object (701.3b): an Aura to what its enchant ability allows (303.4, 702.5a),
never to itself nor while it is a creature (303.4d); an Equipment to a creature only (301.5), never while it is a
creature itself without reconfigure (301.5c). A named target of the wrong kind is the scenario's slip (115.1)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import AttachTargetTo, plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import creature, resolve_card

SWORD = {"name": "Short Sword", "types": ["artifact"], "subtypes": ["Equipment"], "attached_to": "Llanowar Elves"}
RANCOR = {"name": "Rancor", "types": ["enchantment"], "subtypes": ["Aura"], "attached_to": "Llanowar Elves",
          "text": "Enchant creature\nEnchanted creature gets +2/+0 and has trample."}
COIL = {"name": "Wurmweaver Coil", "types": ["enchantment"], "subtypes": ["Aura"], "attached_to": "Craw Wurm",
        "text": "Enchant green creature\nEnchanted creature gets +6/+6."}
GROWTH = {"name": "Wild Growth", "types": ["enchantment"], "subtypes": ["Aura"], "attached_to": "Swamp",
          "text": "Enchant land\nWhenever enchanted land is tapped for mana, its controller adds an additional {G}."}
DAVE = {"battlefield": [creature("Llanowar Elves", 1, 1, colors=["green"]),
                        creature("Craw Wurm", 6, 4, colors=["green"]), "Swamp (basic land)", SWORD, RANCOR, COIL,
                        GROWTH]}
BOB = {"battlefield": [creature("Hill Giant", 3, 3, colors=["red"]), "Mountain (basic land)"]}


def attach(text: str, target: list[str], **more: Any) -> dict[str, Any]:
    out = resolve_card(text, target=target, **{"Dave": DAVE, "Bob": BOB, **more})
    (event,) = out["steps"][0]["events"]
    return {**event, "citations": out["steps"][0]["citations"], "narration": out["narration"]}


# ------------------------------------------------------------------------------------ legal: it moves
def test_an_equipment_moves_onto_the_other_target() -> None:
    """Brass Squire's shape: from Llanowar Elves onto Craw Wurm, a new timestamp (701.3a, 701.3c, 301.5)."""
    got = attach("Attach target Equipment you control to target creature you control.", ["Short Sword", "Craw Wurm"])
    assert (got["source"], got["objects"], got["from"]) == ("Short Sword", ["Craw Wurm"], "Llanowar Elves")
    assert {"701.3a", "701.3c", "115.1", "301.5"} <= set(got["citations"])
    assert "Dave attaches Short Sword to Craw Wurm" in got["narration"]


def test_an_equipment_onto_another_players_creature() -> None:
    """Magnetic Theft: "target creature" is anyone's; the Equipment's controller does not change (301.5d)."""
    got = attach("Attach target Equipment to target creature.", ["Short Sword", "Hill Giant"])
    assert (got["objects"], got["player"]) == (["Hill Giant"], "Dave") and "cant" not in got


def test_an_aura_onto_a_creature_its_enchant_ability_allows() -> None:
    got = attach("Attach target Aura you control to target creature.", ["Wurmweaver Coil", "Llanowar Elves"])
    assert (got["source"], got["objects"], got["from"]) == ("Wurmweaver Coil", ["Llanowar Elves"], "Craw Wurm")
    assert "303.4" in got["citations"]


def test_onto_this_permanent() -> None:
    """Kazuul's Toll Collector's shape: the second object is the source itself, no second target."""
    board = {"battlefield": [creature("Toll Collector", 3, 2), *DAVE["battlefield"]]}
    out = resolve_card("Attach target Equipment you control to Toll Collector.", card="Toll Collector",
                       target="Short Sword", Dave=board, Bob=BOB)
    (event,) = out["steps"][0]["events"]
    assert (event["source"], event["objects"]) == ("Short Sword", ["Toll Collector"])


# ------------------------------------------------------------------------------------ legal targets, illegal attach
@pytest.mark.parametrize(("aura", "onto", "why"), [
    ("Wurmweaver Coil", "Hill Giant", "enchant green creature"),  # a red creature (702.5a)
    ("Wild Growth", "Hill Giant", "enchant land"),  # not a land at all
])
def test_an_aura_stays_where_it_is_when_its_enchant_ability_forbids(aura: str, onto: str, why: str) -> None:
    got = attach("Attach target Aura you control to target creature.", [aura, onto])
    assert (got["objects"], got["cant"]) == ([onto], why) and "from" not in got
    assert {"701.3b", "303.4"} <= set(got["citations"]) and "701.3a" not in got["citations"]
    assert f"{aura} can't be attached to {onto}, so it doesn't move (701.3b)" in got["narration"]


def test_an_equipment_is_never_attached_to_a_noncreature() -> None:
    got = attach("Attach target Equipment to target permanent.", ["Short Sword", "Swamp"])
    assert (got["objects"], got["cant"]) == (["Swamp"], "not a creature")
    assert {"701.3b", "301.5"} <= set(got["citations"])


def test_an_equipment_that_is_a_creature_does_not_equip() -> None:
    """301.5c: an Equipment creature (no reconfigure) can't equip a creature."""
    walker = {"name": "Lizard Blades", "types": ["artifact", "creature"], "subtypes": ["Equipment", "Lizard"],
              "power": 1, "toughness": 1}
    board = {"battlefield": [walker, *DAVE["battlefield"]]}
    got = attach("Attach target Equipment you control to target creature you control.",
                 ["Lizard Blades", "Craw Wurm"], Dave=board)
    assert got["cant"] == "an Equipment that is a creature" and "301.5c" in got["citations"]


def test_already_attached_there_nothing_happens() -> None:
    got = attach("Attach target Equipment to target creature.", ["Short Sword", "Llanowar Elves"])
    assert got["already"] is True and "701.3b" in got["citations"]


# ------------------------------------------------------------------------------------ not answered: the scenario
def test_an_auras_enchant_ability_not_given_is_asked() -> None:
    bare = {"name": "Mystery Aura", "types": ["enchantment"], "subtypes": ["Aura"]}
    with pytest.raises(BotError) as exc:
        attach("Attach target Aura you control to target creature.", ["Mystery Aura", "Hill Giant"],
               Dave={"battlefield": [bare, *DAVE["battlefield"]]})
    assert exc.value.code == "choice_needed"


def test_a_second_target_of_the_wrong_kind_is_named_in_the_refusal() -> None:
    """"Target creature you control" given Bob's Hill Giant: that object is not a legal target (115.1)."""
    with pytest.raises(BotError) as exc:
        attach("Attach target Equipment you control to target creature you control.", ["Short Sword", "Hill Giant"])
    assert exc.value.code == "bad_scenario" and "Hill Giant" in str(exc.value)


def test_a_first_target_that_is_no_equipment_is_refused() -> None:
    with pytest.raises(BotError) as exc:
        attach("Attach target Equipment to target creature.", ["Llanowar Elves", "Hill Giant"])
    assert exc.value.code == "bad_scenario" and "Llanowar Elves" in str(exc.value)


def test_only_an_aura_or_equipment_is_read_as_the_first_target() -> None:
    with pytest.raises(BotError):
        plan_of(parse_effect("Attach target creature to target creature."))


# ------------------------------------------------------------------------------------ said back, both languages
@pytest.mark.parametrize("text", [
    "Attach target Aura you control to target creature.",
    "Attach target Equipment you control to target creature you control.",
    "Attach target Equipment to target creature.",
])
def test_the_reading_says_the_card_and_printed_spanish_reads_the_same(text: str) -> None:
    plan = plan_of(parse_effect(text))
    (step,) = plan.steps
    assert isinstance(step, AttachTargetTo)
    assert render_plan(plan, "en") == text
    (back,) = plan_of(parse_effect(render_plan(plan, "es"), "es")).steps
    assert (type(back), back.attachment, back.objects) == (type(step), step.attachment, step.objects)  # type: ignore


def test_printed_spanish_two_targets() -> None:
    (step,) = plan_of(parse_effect("Anexa el Aura objetivo que controlas a la criatura objetivo.", "es")).steps
    (en,) = plan_of(parse_effect("Attach target Aura you control to target creature.")).steps
    assert isinstance(step, AttachTargetTo) and (step.attachment, step.objects) == (en.attachment, en.objects)  # type: ignore
