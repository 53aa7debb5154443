"""How many Auras and Equipment are attached to a permanent (#22, session 24; 301.5, 303.4): "Myr Adapter gets +1/+1
for each Equipment attached to it", "Champion of the Flame gets +2/+2 for each Aura and Equipment attached to it",
"Equipped creature gets +1/+0 for each Equipment attached to it" (Golem-Skin Gauntlets, itself one of them), "Other
Kor creatures you control get +2/+2 for each Equipment attached to Armament Master". The count reads each board
permanent's ``attached_to``; an Equipment or Aura whose attachment the board does not give is asked, never taken as
elsewhere. Every test here failed before (the words "attached to it" were refused)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.plan.attached_amounts import AttachedCount
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import creature, run

MYR_ADAPTER = "Myr Adapter gets +1/+1 for each Equipment attached to it."
CHAMPION = "Champion of the Flame gets +2/+2 for each Aura and Equipment attached to it."
GAUNTLETS = "Equipped creature gets +1/+0 for each Equipment attached to it."
ARMAMENT = "Other Kor creatures you control get +2/+2 for each Equipment attached to Armament Master."


def _equipment(name: str, onto: str | None = None) -> dict[str, Any]:
    return {"name": name, "types": ["artifact"], "subtypes": ["Equipment"], **({"attached_to": onto} if onto else {})}


def _aura(name: str, onto: str | None = None) -> dict[str, Any]:
    return {"name": name, "types": ["enchantment"], "subtypes": ["Aura"], **({"attached_to": onto} if onto else {})}


def _pts(out: dict[str, Any]) -> list[tuple[list[str], str]]:
    return [(e["objects"], e["pt"]) for s in out["steps"] for e in s["events"] if e["action"] == "modify"]


# ------------------------------------------------------------------------------------------ the plan
@pytest.mark.parametrize(("text", "kinds", "onto"), [
    (MYR_ADAPTER, ("equipment",), "source"),
    (CHAMPION, ("aura", "equipment"), "source"),
    (GAUNTLETS, ("equipment",), "attached"),  # "it" is the equipped creature, the sentence's subject
    (ARMAMENT, ("equipment",), "source"),
])
def test_the_count_is_typed_with_its_kinds_and_the_permanent_counted_on(text: str, kinds: tuple[str, ...],
                                                                         onto: str) -> None:
    card = {MYR_ADAPTER: "Myr Adapter", CHAMPION: "Champion of the Flame", ARMAMENT: "Armament Master"}.get(text)
    (step,) = plan_of(parse_effect(text, None, None, (card,) if card else ())).steps
    assert step.times == AttachedCount(kinds, onto)


def test_it_of_a_group_static_is_refused_not_guessed() -> None:  # "it" would be each creature: not read
    with pytest.raises(BotError) as info:
        parse_effect("Creatures you control get +1/+1 for each Equipment attached to it.")
    assert info.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------------ the board
def test_myr_adapter_counts_the_equipment_attached_to_it_only() -> None:  # 301.5
    out = run({}, card="Myr Adapter", effect=MYR_ADAPTER, Dave={"battlefield": [
        creature("Myr Adapter", 1, 1), creature("Llanowar Elves", 1, 1), _equipment("Bonesplitter", "Myr Adapter"),
        _equipment("Vulshok Morningstar", "Myr Adapter"), _equipment("Loxodon Warhammer", "Llanowar Elves")]})
    assert _pts(out) == [(["Myr Adapter"], "+2/+2")]
    assert "for each Equipment attached to" in out["narration"]


def test_no_equipment_on_the_board_is_none_attached() -> None:
    out = run({}, card="Myr Adapter", effect=MYR_ADAPTER, Dave={"battlefield": [creature("Myr Adapter", 1, 1)]})
    assert _pts(out) == [(["Myr Adapter"], "+0/+0")]


def test_an_equipment_whose_attachment_is_not_given_is_asked() -> None:  # never taken as elsewhere
    with pytest.raises(BotError) as info:
        run({}, card="Myr Adapter", effect=MYR_ADAPTER, Dave={"battlefield": [
            creature("Myr Adapter", 1, 1), _equipment("Bonesplitter")]})
    assert (info.value.code, info.value.field) == ("choice_needed", "players")
    assert "Bonesplitter" in info.value.text("en") and "Bonesplitter" in info.value.text("es")
    assert "attached to" not in info.value.text("es")


def test_champion_of_the_flame_counts_auras_and_equipment_on_any_battlefield() -> None:  # an opponent's Aura too
    out = run({}, card="Champion of the Flame", effect=CHAMPION,
              Dave={"battlefield": [creature("Champion of the Flame", 1, 1),
                                    _equipment("Bonesplitter", "Champion of the Flame")]},
              Bob={"battlefield": [creature("Hill Giant", 3, 3), _aura("Pacifism", "Champion of the Flame")]})
    assert _pts(out) == [(["Champion of the Flame"], "+4/+4")]


def test_golem_skin_gauntlets_counts_itself_on_the_equipped_creature() -> None:  # it is attached to it (301.5)
    out = run({}, card="Golem-Skin Gauntlets", effect=GAUNTLETS, attached_to="Craw Wurm", Dave={"battlefield": [
        creature("Craw Wurm", 6, 4), _equipment("Golem-Skin Gauntlets"), _equipment("Bonesplitter", "Craw Wurm")]})
    assert _pts(out) == [(["Craw Wurm"], "+2/+0")]


def test_the_equipped_creature_not_given_is_asked() -> None:
    with pytest.raises(BotError) as info:
        run({}, card="Golem-Skin Gauntlets", effect=GAUNTLETS, Dave={"battlefield": [
            creature("Craw Wurm", 6, 4), _equipment("Golem-Skin Gauntlets")]})
    assert (info.value.code, info.value.field) == ("choice_needed", "attached_to")


def test_armament_master_gives_its_bonus_per_equipment_on_it_to_other_kor() -> None:
    kor = {**creature("Kor Skyfisher", 2, 3), "subtypes": ["Kor", "Soldier"]}
    out = run({}, card="Armament Master", effect=ARMAMENT, Dave={"battlefield": [
        {**creature("Armament Master", 2, 2), "subtypes": ["Kor", "Soldier"]}, kor,
        _equipment("Bonesplitter", "Armament Master")]})
    assert _pts(out) == [(["Kor Skyfisher"], "+2/+2")]


# ------------------------------------------------------------------------------------------ printed Spanish
@pytest.mark.parametrize(("english", "spanish"), [
    ("This creature gets +1/+1 for each Equipment attached to it.",
     "Esta criatura obtiene +1/+1 por cada Equipo anexado a ella."),
    ("This creature gets +2/+2 for each Aura and Equipment attached to it.",
     "Esta criatura obtiene +2/+2 por cada Aura y Equipo anexados a ella."),
    (GAUNTLETS, "La criatura equipada obtiene +1/+0 por cada Equipo anexado a ella."),
])
def test_printed_spanish_reads_into_the_same_plan_and_says_it_back(english: str, spanish: str) -> None:
    en, es = plan_of(parse_effect(english)), plan_of(parse_effect(spanish, "es"))
    assert en.steps[0].times == es.steps[0].times
    said = render_plan(en, "es")
    assert "por cada" in said and "anexad" in said and "attached" not in said
    assert plan_of(parse_effect(said, "es")).steps[0].times == en.steps[0].times  # it reads back
    assert plan_of(parse_effect(render_plan(es, "en"))).steps[0].times == en.steps[0].times


# ------------------------------------------------------------------------------------------ the same count elsewhere
def test_uril_counts_auras_only() -> None:  # a name with a comma; an Equipment on it is no Aura
    out = run({}, card="Uril, the Miststalker", effect="Uril, the Miststalker gets +2/+2 for each Aura attached to it.",
              Dave={"battlefield": [creature("Uril, the Miststalker", 5, 5), _aura("Rancor", "Uril, the Miststalker"),
                                    _equipment("Bonesplitter", "Uril, the Miststalker")]})
    assert _pts(out) == [(["Uril, the Miststalker"], "+2/+2")]


def test_kemba_creates_a_token_for_each_equipment_attached_to_it() -> None:  # the count in a resolving instruction
    text = ("At the beginning of your upkeep, create a 2/2 white Cat creature token for each Equipment attached to "
            "Kemba, Kha Regent.")
    out = run({}, card="Kemba, Kha Regent", effect=text, active="Dave", Dave={"battlefield": [
        creature("Kemba, Kha Regent", 2, 4), _equipment("Bonesplitter", "Kemba, Kha Regent"),
        _equipment("Vulshok Morningstar", "Kemba, Kha Regent")]})
    assert [len(e["objects"]) for s in out["steps"] for e in s["events"] if e["action"] == "create"] == [2]


def test_attached_in_a_trigger_condition_is_still_named_unread() -> None:  # the count's words read nothing else
    text = "Whenever an Aura becomes attached to Bramble Elemental, create two 1/1 green Saproling creature tokens."
    out = run({}, card="Bramble Elemental", effect=text, Dave={"battlefield": [creature("Bramble Elemental", 4, 4)]})
    assert any("“attached”" in w for w in out["warnings"])
