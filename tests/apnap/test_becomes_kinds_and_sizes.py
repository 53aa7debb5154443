"""What a permanent becomes, the wordings the fresh sample still refused (#22, session 21; 205.1b, 205.4a, 608.2c,
613.1d-f, 613.4b).

"Vehicles you control become artifact creatures until end of turn" (a kind named by its subtype, 205.3; no size: each
keeps its printed power and toughness), "that land becomes a 0/0 Elemental creature with haste that's still a land"
(the one target land before it, 608.2c), "becomes a legendary 4/4 red Dragon creature" (a supertype, 205.4a), "loses
all abilities and has base power and toughness 0/1 until end of turn" (layer 6, then 7b: two steps on one target),
"When an opponent has 10 or less life, if Lurking Jackals is an enchantment, it becomes a 3/2 Jackal creature" ("it":
the source its intervening "if" names). Real cards: Start Your Engines, Cyclone Sire, Sarkhan, the Dragonspeaker,
Warkite Marauder, Lurking Jackals. Each was refused before, with the words where the parse stopped; printed Spanish
reads into the same plan and every reading is said in both languages."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from bot.apnap import CardText, resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from tests.apnap.realcards import board, resolve_card

START_YOUR_ENGINES = "Vehicles you control become artifact creatures until end of turn."
START_YOUR_ENGINES_ES = "Los Vehículos que controlas se convierten en criaturas artefacto hasta el final del turno."
CYCLONE_SIRE = ("You may put three +1/+1 counters on target land you control. If you do, that land becomes a 0/0 "
                "Elemental creature with haste that's still a land.")
CYCLONE_SIRE_ES = ("Puedes poner tres contadores +1/+1 sobre la tierra objetivo que controlas. Si lo haces, esa tierra "
                   "se convierte en una criatura Elemental 0/0 con prisa que sigue siendo una tierra.")
SARKHAN = ("Until end of turn, Sarkhan, the Dragonspeaker becomes a legendary 4/4 red Dragon creature with flying, "
           "indestructible, and haste.")
SARKHAN_ES = ("Hasta el final del turno, Sarkhan, el Dracohablante se convierte en una criatura Dragón roja legendaria "
              "4/4 con las habilidades de volar, indestructible y prisa.")
WARKITE = ("Target creature loses all abilities and has base power and toughness 0/1 until end of turn.")
WARKITE_ES = ("La criatura objetivo pierde todas sus habilidades y tiene fuerza y resistencia base 0/1 hasta el final "
              "del turno.")
VEHICLE = {"name": "Smuggler's Copter", "types": ["artifact"], "subtypes": ["Vehicle"], "power": 3, "toughness": 3,
           "keywords": ["flying"], "colors": []}


def _events(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"]]


def _plan(text: str, lang: str = "en", names: tuple[str, ...] = ()) -> Any:
    return plan_of(parse_effect(text, lang, None, names) if names else parse_effect(text, lang))


def _same_steps(a: Any, b: Any) -> bool:
    return [replace(s, text="") for s in a.steps] == [replace(s, text="") for s in b.steps]


# ------------------------------------------------------------------------------------------------ the reading
@pytest.mark.parametrize(("text", "en", "es"), [
    (START_YOUR_ENGINES, "All Vehicles you control become artifact creatures until end of turn.",
     "Todos los Vehículos que controlas se convierten en criaturas de artefacto hasta el final del turno."),
    (CYCLONE_SIRE, CYCLONE_SIRE,
     "Puedes poner tres contadores +1/+1 en la tierra objetivo que controlas. Si lo haces, esa tierra se convierte en "
     "una criatura Elemental 0/0 con prisa que sigue siendo una tierra."),
    (WARKITE, "Target creature loses all abilities until end of turn. It has base power and toughness 0/1 until end "
     "of turn.", "La criatura objetivo pierde todas sus habilidades hasta el final del turno. Esa criatura tiene "
     "fuerza y resistencia base 0/1 hasta el final del turno."),
    ("Until end of turn, this creature becomes a legendary 4/4 red Dragon creature with flying, indestructible, and "
     "haste.", "This permanent becomes a legendary 4/4 red Dragon creature with flying, indestructible, and haste "
     "until end of turn.", "Este permanente se convierte en una criatura Dragón roja legendaria 4/4 con la habilidad "
     "de volar, indestructible y prisa hasta el final del turno."),
    ("Untap target land. That land gains hexproof until end of turn.",
     "Untap target land. It gains hexproof until end of turn.",
     "Endereza la tierra objetivo. Esa tierra gana antimaleficio hasta el final del turno."),
])
def test_every_word_is_in_the_plan_and_said_back_in_both_languages(text: str, en: str, es: str) -> None:
    plan = _plan(text)
    assert render_plan(plan, "en") == en
    assert render_plan(plan, "es") == es


@pytest.mark.parametrize(("spanish", "english", "names"), [
    (START_YOUR_ENGINES_ES, START_YOUR_ENGINES, ()),
    (CYCLONE_SIRE_ES, CYCLONE_SIRE, ()),
    (WARKITE_ES, WARKITE, ()),
    (SARKHAN_ES.replace("Sarkhan, el Dracohablante", "este permanente"),
     SARKHAN.replace("Sarkhan, the Dragonspeaker", "this permanent"), ()),
])
def test_printed_spanish_reads_into_the_same_plan(spanish: str, english: str, names: tuple[str, ...]) -> None:
    assert _same_steps(_plan(spanish, "es", names), _plan(english, "en", names))


def test_a_legendary_size_needs_a_card_type() -> None:
    """"a legendary Dragon" names no card type a supertype goes with here (205.4a): refused, never half read."""
    from bot.errors import BotError

    with pytest.raises(BotError) as info:
        parse_effect("This creature becomes a legendary Dragon.")
    assert info.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------------------ the engine
def test_vehicles_become_artifact_creatures_with_their_printed_size() -> None:
    out = resolve_card(f"{START_YOUR_ENGINES} Creatures you control get +2/+0 until end of turn.",
                       Dave={"battlefield": [VEHICLE, creature_("Llanowar Elves", 1, 1), "Swamp (basic land)"]})
    change, bonus = _events(out)
    assert (change["objects"], change["duration"], change["now"]) == (["Smuggler's Copter"], "this_turn",
                                                                      {"Smuggler's Copter": "3/3"})
    assert change["after"]["Smuggler's Copter"]["types"] == ["artifact", "creature"]
    assert change["after"]["Smuggler's Copter"]["subtypes"] == ["vehicle"]  # an artifact type, kept (205.1b)
    assert sorted(bonus["objects"]) == ["Llanowar Elves", "Smuggler's Copter"]  # a creature now (613.1d)


def test_an_opponents_vehicle_is_not_one_you_control() -> None:
    out = resolve_card(START_YOUR_ENGINES, Bob={"battlefield": [VEHICLE]})
    (change,) = _events(out)
    assert change["objects"] == []


def test_cyclone_sires_land_becomes_an_elemental_with_its_counters_on_top() -> None:
    out = resolve_card(CYCLONE_SIRE, target="Swamp (Dave)")
    counters, change = _events(out)
    assert counters["objects"] == ["Swamp"]
    assert (change["objects"], change["pt"], change["now"]) == (["Swamp"], "0/0", {"Swamp": "3/3"})  # 613.4c
    assert change["after"]["Swamp"]["types"] == ["land", "creature"]  # still a land (205.1b)
    assert change["keywords"] == ["haste"]


def test_sarkhan_becomes_a_legendary_dragon_until_end_of_turn() -> None:
    card = "Sarkhan, the Dragonspeaker"
    sarkhan = {"name": card, "types": ["planeswalker"], "supertypes": ["legendary"], "subtypes": ["Sarkhan"],
               "colors": ["red"]}
    data = board(card=card, Dave={"battlefield": [sarkhan]})
    out = resolve_text(json.dumps(data), None, lambda n: CardText(card, SARKHAN) if n == card else None)
    (change,) = _events(out)
    assert change["types"] == ["legendary", "creature"]
    assert (change["objects"], change["duration"], change["now"]) == ([card], "this_turn", {card: "4/4"})
    assert change["after"][card]["types"] == ["creature"]  # the planeswalker type replaced (205.1a)
    assert "a legendary 4/4 red Dragon creature" in out["narration"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_warkite_marauder_takes_every_ability_and_sets_the_size_of_the_one_target(lang: str) -> None:
    out = resolve_card(WARKITE if lang == "en" else WARKITE_ES, lang, target="Serra Angel")
    lost, size = _events(out)
    assert (lost["objects"], lost["loses"], lost["duration"]) == (["Serra Angel"], "all abilities", "this_turn")
    assert (size["objects"], size["pt"], size["now"]) == (["Serra Angel"], "0/1", {"Serra Angel": "0/1"})


def test_lurking_jackals_it_is_the_source_its_intervening_if_names() -> None:
    card = "Lurking Jackals"
    text = ("When an opponent has 10 or less life, if Lurking Jackals is an enchantment, it becomes a 3/2 Jackal "
            "creature.")
    jackals = {"name": card, "types": ["enchantment"], "colors": ["black"]}
    data = board(card=card, ability=1, condition=True, Dave={"battlefield": [jackals]})
    out = resolve_text(json.dumps(data), None, lambda n: CardText(card, text) if n == card else None)
    (change,) = _events(out)
    assert (change["objects"], change["pt"], change["duration"]) == ([card], "3/2", "indefinite")
    assert change["after"][card]["types"] == ["creature"]  # no "still": the enchantment type replaced (205.1a)


def creature_(name: str, power: int, toughness: int) -> dict[str, Any]:
    return {"name": name, "types": ["creature"], "power": power, "toughness": toughness}
