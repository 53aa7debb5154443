"""Every one of a closed list (session 37, gE24): "Sphinx of the Guildpact is all colors" (105.1, a characteristic-
defining ability, 604.3), "Dr. Julius Jumblemorph is every creature type" (702.73a), "Enchanted land is every basic land
type in addition to its other types" and "Lands you control are every basic land type in addition to their other
types" (205.3i, 205.1b, 305.6: the five basic land types added, with their mana abilities).

Each was refused before with its words ("is all colors", "is every creature type", "every basic land type in addition
to …"). The change applies the whole list in its layer (613.1d: types, 613.1e: colours), so a filter after it sees
each one ("a Goblin" matches the permanent that is every creature type); the answer and the narration say "every
creature type" rather than listing some three hundred subtypes. Printed Spanish reads into the same plan."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap import corpus


def _run(card: str, index: int, lang: str = "en", **more: Any) -> dict[str, Any]:
    item = corpus.ability_of(card, index)
    data = {**corpus.request(item, corpus.board(4)), **more}
    return resolve_text(json.dumps(data), lang, card_lookup=corpus.card_lookup(item))


def _event(out: dict[str, Any]) -> dict[str, Any]:
    [event] = [e for s in out["steps"] for e in s["events"] if e["action"] == "becomes"]
    return event


@pytest.mark.parametrize(("text", "lang", "name", "every", "keep"), [
    ("Sphinx of the Guildpact is all colors.", "en", "Sphinx of the Guildpact", "colors", ""),
    ("Esfinge del Gremio es de todos los colores.", "es", "Esfinge del Gremio", "colors", ""),
    ("Dr. Julius Jumblemorph is every creature type.", "en", "Dr. Julius Jumblemorph", "creature_type", ""),
    ("Enchanted land is every basic land type in addition to its other types.", "en", "", "basic_land_type", "all"),
    ("La tierra encantada es de todos los tipos de tierra básica además de sus otros tipos.", "es", "",
     "basic_land_type", "all"),
    ("Lands you control are every basic land type in addition to their other types.", "en", "", "basic_land_type",
     "all"),
])
def test_every_reads_into_one_static_change(text: str, lang: str, name: str, every: str, keep: str) -> None:
    (step,) = plan_of(parse_effect(text, lang=lang, names=(name,) if name else ())).steps
    assert (step.change.every, step.change.keep, step.duration) == (every, keep, "static")
    reading = render_plan(plan_of(parse_effect(text, lang=lang, names=(name,) if name else ())), lang)
    said = {"colors": ("all colors", "de todos los colores"),
            "creature_type": ("every creature type", "de todos los tipos de criatura"),
            "basic_land_type": ("every basic land type", "de todos los tipos de tierra básica")}[every]
    assert said[lang == "es"] in str(reading)


@pytest.mark.parametrize("lang", ["en", "es"])
def test_all_colors_is_each_of_the_five_in_layer_5(lang: str) -> None:
    out = _run("Sphinx of the Guildpact", 1, lang)
    event = _event(out)
    after = event["after"]["Sphinx of the Guildpact"]
    assert after["colors"] == ["white", "blue", "black", "red", "green"]
    assert event["layers"] == ["5"] and event["every"] == "colors"
    assert {"604.3", "105.1", "613.1e"} <= set(out["citations"])
    assert ("all colours (105.1)" if lang == "en" else "de todos los colores (105.1)") in out["narration"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_every_creature_type_is_said_not_listed_and_matches_any_type(lang: str) -> None:
    out = _run("Dr. Julius Jumblemorph", 1, lang)
    event = _event(out)
    after = event["after"]["Dr. Julius Jumblemorph"]
    assert after["every_creature_type"] is True and after["subtypes"] == []
    assert event["subtypes"] == [] and event["every"] == "creature_type"
    assert "702.73a" in out["citations"] and "205.1a" not in out["citations"]
    said = "creature of every creature type" if lang == "en" else "de todos los tipos de criatura"
    assert said in out["narration"]


def test_a_target_that_becomes_every_creature_type_is_a_goblin_after() -> None:
    """613.1d: the layered permanent has each creature type, so "Goblin" finds it (State.matches)."""
    def creature(name: str, sub: str, colour: str) -> dict[str, Any]:
        return {"name": name, "types": ["creature"], "subtypes": [sub], "power": 2, "toughness": 2, "colors": [colour]}

    data = {"players": [{"name": "Alice", "battlefield": [creature("Grizzly Bears", "Bear", "green"),
                                                          creature("Goblin Piker", "Goblin", "red"),
                                                          creature("Hill Giant", "Giant", "red")]},
                        {"name": "Bob", "battlefield": []}],
            "controller": "Alice", "active": "Alice", "target": "Grizzly Bears",
            "effect": "Target creature becomes every creature type until end of turn. "
                      "Goblin creatures get +1/+1 until end of turn."}
    out = resolve_text(json.dumps(data), "en")
    boosted = [o for s in out["steps"][1:] for e in s["events"] for o in e.get("objects", [])]
    assert "Hill Giant" not in boosted and "Goblin Piker" in boosted
    assert "Grizzly Bears" in boosted


@pytest.mark.parametrize("lang", ["en", "es"])
def test_enchanted_land_is_every_basic_land_type_with_each_mana_ability(lang: str) -> None:
    out = _run("Nylea's Presence", 2, lang, attached_to="Island")
    event = _event(out)
    after = event["after"]["Island"]
    assert after["subtypes"] == ["forest", "island", "mountain", "plains", "swamp"] and after["types"] == ["land"]
    assert event["land_type_mana"] == ["{W}", "{U}", "{B}", "{R}", "{G}"] and event["keeps_types"] is True
    assert {"205.3i", "205.1b", "305.6", "303.4"} <= set(out["citations"])
    said = "every basic land type (205.3i)" if lang == "en" else "de todos los tipos de tierra básica (205.3i)"
    assert said in out["narration"]


# ------------------------------------------------------------------------------ what it is now, layer by layer
@pytest.mark.parametrize("lang", ["en", "es"])
def test_the_after_state_says_each_value_and_the_layer_that_set_it(lang: str) -> None:
    """613.1d-f, 613.4b: after "becomes a 3/3 blue Elemental creature with flying", the land is a blue Island
    Elemental land creature (types: layer 4; colours: layer 5), has flying (layer 6) and is 3/3 (base set in 7b)."""
    data = {**corpus.board(4), "target": "Island",
            "effect": "Target land becomes a 3/3 blue Elemental creature with flying until end of turn. "
                      "It's still a land."}
    out = resolve_text(json.dumps(data), lang)
    [effect] = out["continuous_effects"]
    after = effect["after"]["Island"]
    assert (after["keywords"], after["pt"], after["subtypes"]) == (["flying"], "3/3", ["elemental", "island"])
    assert after["set_in"] == {"types": "4", "colors": "5", "abilities": "6", "pt": "7b"}
    if lang == "en":
        assert ("now Island: a basic blue Island Elemental land creature with flying, 3/3 (types: layer 4; colours: "
                "layer 5; abilities: layer 6; base power and toughness: layer 7b)") in out["narration"]
    else:
        assert ("con la habilidad de volar, 3/3 (tipos: capa 4; colores: capa 5; habilidades: capa 6; fuerza y "
                "resistencia base: capa 7b)") in out["narration"]


def test_a_change_of_colour_alone_says_layer_5_only_and_no_size_for_a_noncreature() -> None:
    data = {**corpus.board(4), "target": "Sol Ring", "effect": "Target permanent becomes white."}
    [effect] = resolve_text(json.dumps(data), "en")["continuous_effects"]
    assert effect["after"]["Sol Ring"]["set_in"] == {"colors": "5"} and "pt" not in effect["after"]["Sol Ring"]


# ------------------------------------------------------------------------- "is black and is a Nightmare in addition"
CHAINER = ("Put target creature card from a graveyard onto the battlefield under your control. That creature is black "
           "and is a Nightmare in addition to its other creature types.")


def test_is_a_colour_and_is_a_creature_type_stays_refused() -> None:
    """Read for one session and answered wrong (blind judge37b): the answer took Chainer, Dementia Master to be on the
    battlefield, and its own "Nightmare creatures get +1/+1" was not applied to the new Nightmare (613.4c), which the
    read-out said was 2/2. Until the statics of the permanents on the battlefield apply to such a read-out, the
    words stay refused, named."""
    data = corpus.board(4)
    data["players"][1]["graveyard"] = [{"name": "Elvish Mystic", "types": ["creature"], "subtypes": ["Elf", "Druid"],
                                        "power": 1, "toughness": 1, "colors": ["green"]}]
    with pytest.raises(BotError) as info:
        resolve_text(json.dumps({**data, "effect": CHAINER, "target": "Elvish Mystic"}), "en")
    assert info.value.code == "unsupported_effect"


@pytest.mark.parametrize(("card", "lang", "said"), [
    ("Dr. Julius Jumblemorph", "en", "in every zone, even while the source is not on the battlefield"),
    ("Sphinx of the Guildpact", "es", "en todas las zonas, incluso mientras la fuente no está en el campo de batalla"),
])
def test_a_characteristic_defining_ability_works_in_every_zone(card: str, lang: str, said: str) -> None:
    """604.3: a characteristic-defining ability functions everywhere, even outside the game; a blind judge (session
    41) found "is every creature type" said to apply only "while the source is on the battlefield (611.3a)", which
    the card's own "(even if this card isn't on the battlefield)" contradicts."""
    out = _run(card, 1, lang)
    assert said in out["narration"]
    assert "611.3a" not in out["steps"][0]["citations"] and "604.3" in out["steps"][0]["citations"]


def test_a_conditional_every_is_not_a_defining_ability() -> None:
    """604.3a (5): an ability that sets a value only under a condition is not characteristic-defining; it applies
    while its condition holds (611.3a)."""
    text = "As long as you control a Forest, Sphinx of the Guildpact is all colors."
    (step,) = plan_of(parse_effect(text, lang="en", names=("Sphinx of the Guildpact",))).steps
    assert step.while_ is not None
