"""An Aura's or Equipment's bonus on the board at every reading of a size (issue #22; 611.3a, 613.4c, 303.4, 301.5,
704.5f-g): applied to the permanent it is attached to whenever a power or toughness is read, and no more once it has
left the battlefield (608.2h is for the object that left, not for the one it was on), in English and printed Spanish."""

from __future__ import annotations

from typing import Any

import pytest

from tests.apnap.realcards import creature, run


def aura(text: str, onto: str = "Hill Giant", name: str = "Holy Strength") -> dict[str, Any]:
    return {"name": name, "types": ["enchantment"], "subtypes": ["Aura"], "attached_to": onto, "text": text}


def equipment(text: str, onto: str = "Hill Giant", name: str = "Short Sword") -> dict[str, Any]:
    return {"name": name, "types": ["artifact"], "subtypes": ["Equipment"], "attached_to": onto, "text": text}


def giant(*more: Any) -> dict[str, Any]:
    return {"battlefield": [creature("Hill Giant", 3, 3, colors=["red"]), *more]}


def dead(out: dict[str, Any]) -> list[str]:
    by_sba = [e["object"] for e in out["state_based_actions"] if e["event"] == "dies"]
    return by_sba + [o for s in out["steps"] for e in s.get("events", []) if e.get("action") == "destroy"
                     for o in e.get("objects", []) if o != "Holy Strength"]


PLUS2 = ["Enchant creature\nEnchanted creature gets +2/+2.",
         "Encantar criatura\nLa criatura encantada obtiene +2/+2."]
SWORD = ["Equipped creature gets +1/+1.\nEquip {1}", "La criatura equipada obtiene +1/+1.\nEquipar {1}"]
WEAK = ["Enchant creature\nEnchanted creature gets -3/-0.", "Encantar criatura\nLa criatura encantada obtiene -3/-0."]


@pytest.mark.parametrize("text", PLUS2)
def test_an_auras_bonus_decides_whether_damage_kills(text: str) -> None:  # 613.4c, 704.5g: a 5/5 survives 4
    out = run({}, effect="Flame Slash deals 4 damage to target creature.", target="Hill Giant", Bob=giant(aura(text)))
    assert dead(out) == []


@pytest.mark.parametrize("text", SWORD)
def test_an_equipments_bonus_decides_whether_damage_kills(text: str) -> None:  # 301.5, 613.4c: a 4/4 survives 3
    bolt = "Lightning Bolt deals 3 damage to any target."
    out = run({}, effect=bolt, target="Hill Giant", Bob=giant(equipment(text)))
    assert dead(out) == []


@pytest.mark.parametrize("text", PLUS2)
def test_the_bonus_ends_when_the_aura_leaves_mid_resolution(text: str) -> None:  # 611.3a: only while on the battlefield
    effect = "Destroy all enchantments. Flame Slash deals 4 damage to target creature."
    out = run({}, effect=effect, target="Hill Giant", Bob=giant(aura(text)))
    assert "Hill Giant" in dead(out)  # a 3/3 again when the damage is dealt (704.5g)


@pytest.mark.parametrize("text", PLUS2)
def test_power_filter_reads_the_bonus(text: str) -> None:  # 613.4c: a 5/5 has power 4 or greater
    out = run({}, effect="Destroy each creature with power 4 or greater.", Bob=giant(aura(text)))
    assert "Hill Giant" in dead(out)


@pytest.mark.parametrize("text", WEAK)
def test_a_minus_bonus_takes_a_creature_out_of_a_power_filter(text: str) -> None:  # 0/3 has no power 2 or greater
    out = run({}, effect="Destroy each creature with power 2 or greater.",
              Bob=giant(aura(text, name="Pacifism Weak")))
    assert "Hill Giant" not in dead(out) and "Craw Wurm" in dead(out)


@pytest.mark.parametrize("text", PLUS2)
def test_the_bonus_is_not_applied_once_the_aura_left_before_a_power_filter(text: str) -> None:  # 611.3a
    effect = "Destroy all enchantments. Destroy each creature with power 4 or greater."
    out = run({}, effect=effect, Bob=giant(aura(text)))
    assert "Hill Giant" not in dead(out)


def _dave(*objs: Any) -> dict[str, Any]:
    return {"battlefield": [creature("Elvish Warrior", 2, 2, subtypes=["Elf"], colors=["green"]),
                            creature("Gray Ogre", 2, 2, subtypes=["Ogre"], colors=["red"]), *objs]}


def _sba_dead(out: dict[str, Any]) -> set[str]:
    return {e["object"] for e in out["state_based_actions"] if e["event"] == "dies" and e["player"] == "Dave"}


@pytest.mark.parametrize("text", SWORD)
def test_the_resolving_equipments_own_bonus_counts(text: str) -> None:  # 611.3a: its static works as it resolves
    out = run({}, effect="Short Sword deals 2 damage to each creature.", controller="Dave", active="Dave",
              Dave=_dave(equipment(text, onto="Elvish Warrior")))
    assert _sba_dead(out) == {"Gray Ogre"}  # a 3/3 survives 2 (704.5g); the 2/2 does not


@pytest.mark.parametrize("text", SWORD)
def test_an_equipment_moved_mid_resolution_gives_its_bonus_to_the_new_creature(text: str) -> None:  # 701.3a, 613.4c
    effect = "Attach Short Sword to target creature you control. Short Sword deals 2 damage to each creature."
    out = run({}, effect=effect, target="Gray Ogre", controller="Dave",
              active="Dave", Dave=_dave(equipment(text, onto="Elvish Warrior")))
    assert _sba_dead(out) == {"Elvish Warrior"}  # the sword left it (a 2/2 again); Gray Ogre is 3/3 now


def test_a_germ_made_then_equipped_has_the_bonus_when_damage_is_dealt() -> None:  # 702.92a, 701.3a, 704.5f
    skull = {"name": "Batterskull", "types": ["artifact"], "subtypes": ["Equipment"],
             "text": "Equipped creature gets +4/+4."}
    effect = ("Create a 0/0 black Phyrexian Germ creature token, then attach Batterskull to it. Batterskull deals 3 "
              "damage to each creature.")
    out = run({}, effect=effect, controller="Dave", active="Dave", Dave=_dave(skull))
    assert _sba_dead(out) == {"Elvish Warrior", "Gray Ogre"}  # the Germ, 4/4, survives 3


TWO_ATTACHES = [("Create a 0/0 black Phyrexian Germ creature token, then attach Batterskull to it. Attach Batterskull "
                 "to target creature you control.", None),
                ("Crea una ficha de criatura Germen pirexiano negra 0/0, luego anexa Batterskull a ella. Anexa "
                 "Batterskull a la criatura objetivo que controlas.", "es")]


@pytest.mark.parametrize(("effect", "lang"), TWO_ATTACHES)
def test_a_second_attach_in_one_resolution_moves_it_from_the_first(effect: str, lang: str | None) -> None:
    # 701.3a then 701.3c: the second attach moves Batterskull from the Germ it was put on a step before (a new
    # timestamp), not an attach of an unattached Equipment; its bonus reaches Gray Ogre from then on (613.4c), and the
    # 0/0 Germ it left dies (704.5f)
    skull = {"name": "Batterskull", "types": ["artifact"], "subtypes": ["Equipment"],
             "text": "Equipped creature gets +4/+4."}
    out = run({}, lang, card="Batterskull", effect=effect, controller="Dave", active="Dave", Dave=_dave(skull),
              target=["Gray Ogre"])
    first, second = (s for s in out["steps"] if s["action"] == "attach")
    assert "701.3a" in first["citations"] and "701.3c" not in first["citations"]  # attached to nothing before
    assert "701.3c" in second["citations"] and "701.3b" not in second["citations"]
    assert _sba_dead(out) == {"black Phyrexian Germ creature"}
