"""Power and toughness in the layers (#22, session 11), read from real card text in English and printed Spanish:
characteristic-defining abilities (604.3, layer 7a), base power and toughness set (613.4b, 7b), switched (613.4d, 7d),
and "enters the battlefield with N counters" (614.1c). Each result names the permanents, the layer, how long, and
the power and toughness each has now; the state-based actions see the layered result (704.5f)."""

from __future__ import annotations

from dataclasses import fields
from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.plan.steps_layers import DefinedPT, EntersWithCounters, SetBasePT, TargetSetBasePT, TargetSwitchPT
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import creature, run


def events(out: dict[str, Any], *keys: str) -> list[tuple[Any, ...]]:
    return [(e["objects"], *(e.get(k) for k in keys)) for s in out["steps"] for e in s["events"]]


def dies(out: dict[str, Any]) -> list[str]:
    return [r["object"] for r in out["state_based_actions"] if r["event"] == "dies"]


# ------------------------------------------------------------------------------ characteristic-defining (604.3, 7a)
def test_power_and_toughness_each_equal_to_creatures_you_control() -> None:  # Westvale Cult Leader
    text = "Westvale Cult Leader's power and toughness are each equal to the number of creatures you control."
    leader = {"name": "Westvale Cult Leader", "types": ["creature"]}
    out = run({}, card="Westvale Cult Leader", effect=text, Dave={"battlefield": [leader, creature("Craw Wurm", 6, 4)]})
    assert events(out, "layer", "value", "now") == [(["Westvale Cult Leader"], "7a", 2,
                                                     {"Westvale Cult Leader": "2/2"})]
    assert {"604.3", "613.4a", "611.3a"} <= set(out["steps"][0]["citations"])
    assert dies(out) == []


def test_cards_in_hand_zero_and_the_creature_dies() -> None:  # Overbeing of Myth with an empty hand: 0/0 (704.5f)
    text = "Overbeing of Myth's power and toughness are each equal to the number of cards in your hand."
    out = run({}, card="Overbeing of Myth", effect=text,
              Dave={"hand": [], "battlefield": [{"name": "Overbeing of Myth", "types": ["creature"]}]})
    assert events(out, "now") == [(["Overbeing of Myth"], {"Overbeing of Myth": "0/0"})]
    assert dies(out) == ["Overbeing of Myth"]
    assert out["state_based_actions"][0]["rules"] == ["704.5f"]


def test_power_only_keeps_the_printed_toughness() -> None:  # Dakmor Sorceress (*/4): Dave controls one Swamp
    text = "Dakmor Sorceress's power is equal to the number of Swamps you control."
    out = run({}, card="Dakmor Sorceress", effect=text,
              Dave={"battlefield": [{"name": "Dakmor Sorceress", "types": ["creature"], "toughness": 4},
                                    {"name": "Swamp", "types": ["land"], "subtypes": ["Swamp"],
                                     "supertypes": ["basic"]}]})
    assert events(out, "which", "value", "now") == [(["Dakmor Sorceress"], "power", 1, {"Dakmor Sorceress": "1/4"})]


def test_toughness_only_on_everyones_battlefield() -> None:  # People of the Woods (1/*): no Forest → 1/0, dies
    text = "People of the Woods's toughness is equal to the number of Forests you control."
    out = run({}, card="People of the Woods", effect=text,
              Dave={"battlefield": [{"name": "People of the Woods", "types": ["creature"], "power": 1}]})
    assert events(out, "which", "now") == [(["People of the Woods"], "toughness", {"People of the Woods": "1/0"})]
    assert dies(out) == ["People of the Woods"]


def test_counted_on_the_battlefield_and_said_when_the_source_is_not_shown() -> None:  # Altar Golem, not on the board
    text = "Altar Golem's power and toughness are each equal to the number of creatures on the battlefield."
    out = run({}, card="Altar Golem", effect=text)  # the standard board's five creatures and the Golem (113.6)
    assert events(out, "value") == [(["Altar Golem"], 6)]
    assert any("113.6" in w for w in out["warnings"])
    out = run({}, effect=text)  # pasted text, no type line: the board as given, and said
    assert events(out, "value") == [(["Altar Golem"], 5)]
    assert "no permanent of it on this board" in out["narration"]


def test_a_characteristic_defining_ability_in_a_resolving_ability_is_refused() -> None:
    with pytest.raises(BotError) as info:
        run({}, card="Altar Golem", effect="{T}: Altar Golem's power and toughness are each equal to the number of "
                                           "creatures on the battlefield.")
    assert info.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------ base power and toughness (613.4b)
def test_target_base_power_and_toughness_until_end_of_turn() -> None:  # Diminish on Hill Giant (3/3)
    out = run({}, effect="Target creature has base power and toughness 1/1 until end of turn.", target="Hill Giant")
    assert events(out, "layer", "pt", "duration", "now") == [(["Hill Giant"], "7b", "1/1", "this_turn",
                                                               {"Hill Giant": "1/1"})]
    assert {"613.4b", "611.2a", "115.1"} <= set(out["steps"][0]["citations"])


def test_counters_still_apply_on_top_of_a_base_set() -> None:  # 613.4b then 613.4c: a +1/+1 counter stays
    giant = creature("Hill Giant", 3, 3, counters={"+1/+1": 1})
    out = run({}, card="Serendib Sorcerer", target="Hill Giant", Bob={"battlefield": [giant]},
              effect="{T}: Target creature has base power and toughness 0/2 until end of turn.")
    assert events(out, "now") == [(["Hill Giant"], {"Hill Giant": "1/3"})]


def test_other_creatures_have_base_one_one() -> None:  # Godhead of Awe: every creature but the source
    out = run({}, card="Godhead of Awe", effect="Other creatures have base power and toughness 1/1.",
              Dave={"battlefield": [creature("Godhead of Awe", 4, 4), creature("Craw Wurm", 6, 4)]})
    (named, now), = events(out, "now")
    assert "Godhead of Awe" not in named and now["Craw Wurm"] == "1/1" and now["Hill Giant"] == "1/1"
    assert {"604.1", "611.3a", "613.4b"} <= set(out["steps"][0]["citations"])


def test_enchanted_creature_base_set() -> None:
    out = run({}, effect="Enchanted creature has base power and toughness 0/2.", attached_to="Craw Wurm")
    assert events(out, "duration", "now") == [(["Craw Wurm"], "static", {"Craw Wurm": "0/2"})]


def test_a_base_set_with_a_quoted_ability_is_a_base_and_a_grant() -> None:  # Octopus Umbra (613.4b, 613.1f)
    effect = parse_effect('Enchanted creature has base power and toughness 8/8 and has "Whenever this creature '
                          'attacks, you may tap target creature with power 8 or less."')
    assert [s.action for s in effect.steps] == ["set_pt", "rule_change"]


# ------------------------------------------------------------------------------ switched (613.4d)
def test_switch_target_creatures_power_and_toughness() -> None:  # Twisted Image on Craw Wurm (6/4)
    out = run({}, effect="Switch target creature's power and toughness until end of turn.", target="Craw Wurm")
    assert events(out, "layer", "now") == [(["Craw Wurm"], "7d", {"Craw Wurm": "4/6"})]
    assert {"613.4d", "611.2a", "115.1"} <= set(out["steps"][0]["citations"])


def test_switch_a_zero_power_wall_kills_it() -> None:  # About Face on a 0/4: 4/0 dies (704.5f)
    wall = creature("Wall of Stone", 0, 4)
    out = run({}, effect="Switch target creature's power and toughness until end of turn.", target="Wall of Stone",
              Bob={"battlefield": [wall]})
    assert dies(out) == ["Wall of Stone"]


def test_switch_the_source_after_its_counters() -> None:  # Aquamoeba (1/3) with a +1/+1 counter: 2/4 → 4/2
    moeba = creature("Aquamoeba", 1, 3, counters={"+1/+1": 1})
    out = run({}, card="Aquamoeba", effect="Discard a card: Switch Aquamoeba's power and toughness until end of turn.",
              Dave={"battlefield": [moeba]})
    assert events(out, "now")[-1] == (["Aquamoeba"], {"Aquamoeba": "4/2"})


# ------------------------------------------------------------------------------ enters with counters (614.1c)
@pytest.mark.parametrize(("card", "text", "x", "n", "kind"), [
    ("Scrounging Bandar", "Scrounging Bandar enters the battlefield with two +1/+1 counters on it.", None, 2, "+1/+1"),
    ("Pentavus", "Pentavus enters the battlefield with five +1/+1 counters on it.", None, 5, "+1/+1"),
    ("Endless One", "Endless One enters the battlefield with X +1/+1 counters on it.", 3, 3, "+1/+1"),
    ("Chalice of the Void", "Chalice of the Void enters the battlefield with X charge counters on it.", 1, 1, "charge"),
])
def test_enters_with_counters_is_a_record_of_the_replacement(card: str, text: str, x: int | None, n: int,
                                                             kind: str) -> None:
    more = {"x": x} if x is not None else {}
    out = run({}, card=card, effect=text, **more)
    assert events(out, "amount", "counter") == [([card], n, kind)]
    assert out["steps"][0]["citations"] == ["614.1c", "122.6"]
    assert "nothing changes on the board now" in out["narration"]


def test_enters_as_a_copy_with_an_exception_this_does_not_read_stays_refused() -> None:
    """A clone is read now (tests/apnap/test_copies_and_granted.py); an "except" it does not follow is refused."""
    with pytest.raises(BotError):
        parse_effect("You may have this permanent enter the battlefield as a copy of any creature on the battlefield, "
                     "except it has this ability.")


# ------------------------------------------------------------------------------ reading back and printed Spanish
@pytest.mark.parametrize("text", [
    "This permanent's power and toughness are each equal to the number of creatures you control.",
    "This permanent's toughness is equal to the number of cards in your hand.",
    "Other creatures have base power and toughness 1/1.",
    "Target creature has base power and toughness 1/1 until end of turn.",
    "Switch target creature's power and toughness until end of turn.",
    "This permanent enters the battlefield with X +1/+1 counters on it.",
])
def test_the_reading_says_what_the_card_says(text: str) -> None:
    plan = plan_of(parse_effect(text))
    assert render_plan(plan, "en") == text
    assert plan_of(parse_effect(render_plan(plan, "en"))) == plan


def typed(text: str, lang: str) -> list[tuple[Any, ...]]:
    return [(type(s).__name__, *[getattr(s, f.name) for f in fields(s) if f.name not in ("text", "subject")])
            for s in plan_of(parse_effect(text, lang)).steps]


@pytest.mark.parametrize(("en", "es", "kind"), [
    ("This creature's power and toughness are each equal to the number of creatures you control.",
     "La fuerza y la resistencia de esta criatura son cada una igual a la cantidad de criaturas que controlas.",
     DefinedPT),
    ("This creature's power and toughness are each equal to the number of cards in your hand.",
     "La fuerza y la resistencia de esta criatura son cada una igual al número de cartas en tu mano.", DefinedPT),
    ("Enchanted creature has base power and toughness 8/8.",
     "La criatura encantada tiene fuerza y resistencia base 8/8.", SetBasePT),
    ("Target creature has base power and toughness 1/1 until end of turn.",
     "La criatura objetivo tiene una fuerza base y una resistencia base de 1/1 hasta el final del turno.",
     TargetSetBasePT),
    ("Switch target creature's power and toughness until end of turn.",
     "Intercambia la fuerza y la resistencia de la criatura objetivo hasta el final del turno.", TargetSwitchPT),
    ("This creature enters the battlefield with two +1/+1 counters on it.",
     "Esta criatura entra al campo de batalla con dos contadores +1/+1.", EntersWithCounters),
])
def test_printed_spanish_reads_into_the_same_plan(en: str, es: str, kind: type) -> None:
    assert typed(es, "es") == typed(en, "en")
    assert typed(en, "en")[0][0] == kind.__name__


def test_spanish_narration_of_a_base_set() -> None:
    out = run({}, "es", effect="Target creature has base power and toughness 1/1 until end of turn.",
              target="Hill Giant")
    assert "fuerza y resistencia base 1/1 hasta el final del turno" in out["narration"]


# ---------------------------------------------------------------------- sizes: "N plus …", "for each … card in …"
def test_one_plus_the_number_of_lands_you_control() -> None:  # Allosaurus Rider: Dave controls one land → 2/2
    text = "Allosaurus Rider's power and toughness are each equal to 1 plus the number of lands you control."
    rider = {"name": "Allosaurus Rider", "types": ["creature"]}
    out = run({}, card="Allosaurus Rider", effect=text, Dave={"battlefield": [rider, "Swamp (basic land)"]})
    assert events(out, "value", "now") == [(["Allosaurus Rider"], 2, {"Allosaurus Rider": "2/2"})]


def test_toughness_one_plus_green_creatures_on_the_battlefield() -> None:  # An-Havva Constable (2/1+*)
    text = "An-Havva Constable's toughness is equal to 1 plus the number of green creatures on the battlefield."
    constable = {"name": "An-Havva Constable", "types": ["creature"], "power": 2, "colors": ["green"]}
    out = run({}, card="An-Havva Constable", effect=text, Dave={"battlefield": [constable]},
              Alice={"battlefield": [creature("Grizzly Bears", 2, 2, colors=["green"])]})
    assert events(out, "now") == [(["An-Havva Constable"], {"An-Havva Constable": "2/3"})]  # itself and the Bears


def test_enters_with_a_counter_for_each_creature_card_in_your_graveyard() -> None:  # Golgari Grave-Troll
    text = ("Golgari Grave-Troll enters the battlefield with a +1/+1 counter on it for each creature card in your "
            "graveyard.")
    graveyard = ["Elvish Mystic (creature)", "Gray Ogre (creature)", "Island (basic land)"]
    out = run({}, card="Golgari Grave-Troll", effect=text, Dave={"graveyard": graveyard})
    assert events(out, "amount", "counter") == [(["Golgari Grave-Troll"], 2, "+1/+1")]
    plan = plan_of(parse_effect("This permanent enters the battlefield with a +1/+1 counter on it for each creature "
                                "card in your graveyard."))
    assert render_plan(plan, "en") == ("This permanent enters the battlefield with a +1/+1 counter on it for each "
                                       "creature card in your graveyard.")


def test_a_static_bonus_for_each_creature_card_in_your_graveyard() -> None:  # the same count on "gets +1/+1"
    # (the wording of Wight of Precinct Six's family, with "your graveyard": Dave's holds one creature card)
    out = run({}, card="Grave Wight", effect="Grave Wight gets +1/+1 for each creature card in your graveyard.",
              Dave={"battlefield": [creature("Grave Wight", 1, 1)]})
    assert events(out, "pt") == [(["Grave Wight"], "+1/+1")]  # Elvish Mystic only


@pytest.mark.parametrize(("en", "es"), [
    ("This creature enters the battlefield with a +1/+1 counter on it for each creature card in your graveyard.",
     "Esta criatura entra al campo de batalla con un contador +1/+1 por cada carta de criatura en tu cementerio."),
    ("This creature's power and toughness are each equal to 1 plus the number of lands you control.",
     "La fuerza y la resistencia de esta criatura son cada una igual a 1 más la cantidad de tierras que controlas."),
])
def test_printed_spanish_sizes_read_into_the_same_plan(en: str, es: str) -> None:
    assert typed(es, "es") == typed(en, "en")


@pytest.mark.parametrize(("kicked", "expected"), [(True, [(["Academy Drake"], 2)]), (False, [])])
def test_if_kicked_it_enters_with_counters(kicked: bool, expected: list[tuple[Any, ...]]) -> None:  # Academy Drake
    text = "If Academy Drake was kicked, it enters the battlefield with two +1/+1 counters on it."
    out = run({}, card="Academy Drake", effect=text, kicked=kicked)
    assert events(out, "amount") == expected


def test_kicked_with_five_counters() -> None:  # Llanowar Elite: "it" is the source, the first instruction
    out = run({}, card="Llanowar Elite", effect="If Llanowar Elite was kicked, it enters the battlefield with five "
              "+1/+1 counters on it.", kicked=True)
    assert events(out, "amount") == [(["Llanowar Elite"], 5)]


def test_it_enters_after_another_instruction_is_refused() -> None:  # "it" is then the card put, not the source
    with pytest.raises(BotError):
        parse_effect("Put a creature card from your hand onto the battlefield. It enters the battlefield with two "
                     "+1/+1 counters on it.")


# ---------------------------------------------------------------------- "as long as enchanted creature is <colour>"
@pytest.mark.parametrize(("attached", "applies", "now"), [("Serra Angel", True, "5/6"), ("Hill Giant", False, "3/3")])
def test_as_long_as_enchanted_creature_is_white(attached: str, applies: bool, now: str) -> None:  # Edge of the Divinity
    out = run({}, card="Edge of the Divinity", effect="As long as enchanted creature is white, it gets +1/+2.",
              attached_to=attached)
    assert events(out, "applies", "now") == [([attached], applies, {attached: now})]
    assert {"611.3a", "303.4", "613.4c"} <= set(out["steps"][0]["citations"])


def test_as_long_as_green_with_a_keyword_and_the_spanish_narration() -> None:  # Shield of the Oversoul
    text = "As long as enchanted creature is green, it gets +1/+1 and has indestructible."
    out = run({}, "es", card="Shield of the Oversoul", effect=text, attached_to="Craw Wurm")
    assert events(out, "pt", "keywords", "applies") == [(["Craw Wurm"], "+1/+1", "indestructible", True)]
    assert "obtiene +1/+1 y tiene indestructible" in out["narration"]


def test_a_colour_nobody_gave_is_asked() -> None:  # Steel of the Godhead on a creature without colours: asked
    with pytest.raises(BotError) as info:
        run({}, card="Steel of the Godhead", effect="As long as enchanted creature is white, it gets +1/+1 and has "
            "lifelink.", attached_to="Wall of Stone", Bob={"battlefield": [creature("Wall of Stone", 0, 8)]})
    assert info.value.code == "choice_needed"


def test_as_long_as_enchanted_creature_reads_back_and_in_spanish() -> None:
    text = "As long as enchanted creature is white, it gets +1/+2."
    plan = plan_of(parse_effect(text))
    assert render_plan(plan, "en") == text
    assert typed("Mientras la criatura encantada sea blanca, obtiene +1/+2.", "es") == typed(text, "en")
    with pytest.raises(BotError):  # a creature type is no colour here: refused, not dropped
        parse_effect("As long as enchanted creature is a Wizard, it gets +1/+1.")


# ---------------------------------------------------------------------- "for each other …" (109.3): the source's own
def test_for_each_other_creature_on_the_battlefield_and_it_dies() -> None:  # Mogg Squad (3/3): three others → 0/0
    squad = creature("Mogg Squad", 3, 3)
    out = run({}, card="Mogg Squad", effect="Mogg Squad gets -1/-1 for each other creature on the battlefield.",
              Dave={"battlefield": [squad]})
    assert events(out, "pt") == [(["Mogg Squad"], "-3/-3")]  # Grizzly Bears, Serra Angel, Hill Giant
    assert dies(out) == ["Mogg Squad"]


def test_for_each_other_creature_you_control_leaves_the_source_out() -> None:  # Dave: the source and Craw Wurm
    # (Mogg Squad's count with "you control", as "Timberpack Wolf gets +1/+1 for each other creature you control …")
    out = run({}, card="Squad Leader", effect="Squad Leader gets +1/+1 for each other creature you control.",
              Dave={"battlefield": [creature("Squad Leader", 2, 2), creature("Craw Wurm", 6, 4)]})
    assert events(out, "pt") == [(["Squad Leader"], "+1/+1")]


@pytest.mark.parametrize("text", [
    "Creatures you control get +1/+0 for each other creature you control.",  # each counts the others but itself
    "Target creature gets +1/+1 until end of turn for each other creature you control.",
])
def test_each_other_for_permanents_other_than_the_source_is_refused(text: str) -> None:
    with pytest.raises(BotError):
        parse_effect(text)


def test_each_other_reads_back_and_in_spanish() -> None:
    text = "This creature gets -1/-1 for each other creature on the battlefield."
    assert render_plan(plan_of(parse_effect(text)), "en") == text.replace("This creature", "This permanent")
    es = "Esta criatura obtiene -1/-1 por cada otra criatura en el campo de batalla."
    assert typed(es, "es") == typed(text, "en")


# ---------------------------------------------------------------------- a static "+X/+0, where X is …" (107.3c)
def test_greven_gets_x_where_x_is_the_life_you_lost_this_turn() -> None:  # Greven, Predator Captain (5/5)
    text = "Greven, Predator Captain gets +X/+0, where X is the amount of life you've lost this turn."
    greven = creature("Greven, Predator Captain", 5, 5)
    out = run({}, card="Greven, Predator Captain", effect=text, life_lost_this_turn={"Dave": 4},
              Dave={"battlefield": [greven]})
    assert events(out, "pt", "duration") == [(["Greven, Predator Captain"], "+4/+0", "static")]
    with pytest.raises(BotError) as info:  # not given: asked, never taken as none
        run({}, card="Greven, Predator Captain", effect=text, Dave={"battlefield": [greven]})
    assert info.value.code == "choice_needed"


def test_a_lords_x_where_x_is_a_count() -> None:  # one number for all of them (611.3a)
    out = run({}, effect="Creatures you control get +X/+0, where X is the number of cards in your hand.")
    assert events(out, "pt") == [(["Llanowar Elves", "Craw Wurm"], "+2/+0")]  # Dave holds two cards


@pytest.mark.parametrize("text", [
    "This permanent gets +X/+0, where X is the amount of life you've lost this turn.",
    "Creatures you control get +X/+0, where X is the number of cards in your hand.",
])
def test_a_static_x_reads_back(text: str) -> None:
    plan = plan_of(parse_effect(text))
    assert render_plan(plan, "en") == text


def test_a_static_x_nothing_defines_is_refused() -> None:  # nobody chooses it (107.3c): no size
    for text in ("This permanent gets +X/+0.", "Creatures you control get +X/+X."):
        with pytest.raises(BotError):
            parse_effect(text)


# ---------------------------------------------------------------------- "the greatest power among …" (608.2h)
def test_greatest_power_among_creatures_you_control_sizes_a_bonus() -> None:  # Oaken Power Suit's bonus
    out = run({}, effect="Target creature gets +X/+X until end of turn, where X is the greatest power among "
                         "creatures you control.", target="Hill Giant")
    assert events(out, "pt") == [(["Hill Giant"], "+6/+6")]  # Dave's Craw Wurm (6/4)


def test_greatest_power_reads_the_layers_and_draws() -> None:  # Rishkar's Expertise with -1/-1 counters
    out = run({}, effect="Draw cards equal to the greatest power among creatures you control.",
              Dave={"battlefield": [creature("Llanowar Elves", 1, 1), creature("Craw Wurm", 6, 4,
                                                                                counters={"-1/-1": 2})]})
    assert [len(e["objects"]) for s in out["steps"] for e in s["events"]] == [4]  # 6 - 2 = 4 (613.4c)


def test_greatest_power_unknown_is_asked() -> None:  # Huatli, Warrior Poet's +2 with a power nobody gave
    with pytest.raises(BotError) as info:
        run({}, effect="You gain life equal to the greatest power among creatures you control.",
            Dave={"battlefield": [{"name": "Mystery Beast", "types": ["creature"]}]})
    assert info.value.code == "choice_needed"


def test_greatest_power_reads_back_and_in_spanish() -> None:
    text = "Target creature gets +X/+0 until end of turn, where X is the greatest power among creatures you control."
    assert render_plan(plan_of(parse_effect(text)), "en") == text
    es = ("La criatura objetivo obtiene +X/+0 hasta el final del turno, donde X es la mayor fuerza entre las "
          "criaturas que controlas.")
    assert typed(es, "es") == typed(text, "en")


# ---------------------------------------------------------------------- domain (205.3i)
def test_domain_bonus_counts_basic_land_types() -> None:  # Might of Alara: Swamp, Forest, Forest → two types
    out = run({}, effect="Domain — Target creature gets +1/+1 until end of turn for each basic land type among lands "
              "you control.", target="Hill Giant",
              Dave={"battlefield": ["Swamp (basic land)", "Forest (basic land)", "Forest (basic land)"]})
    assert events(out, "pt") == [(["Hill Giant"], "+2/+2")]


def test_domain_characteristic_defining_ability() -> None:  # Matca Rioters: one Swamp → 1/1
    text = ("Domain — Matca Rioters's power and toughness are each equal to the number of basic land types among "
            "lands you control.")
    out = run({}, card="Matca Rioters", effect=text,
              Dave={"battlefield": [{"name": "Matca Rioters", "types": ["creature"]}, "Swamp (basic land)"]})
    assert events(out, "now") == [(["Matca Rioters"], {"Matca Rioters": "1/1"})]


def test_domain_they_control_is_the_target_players() -> None:  # Allied Strategies on Bob: Mountain, Island
    out = run({}, effect="Domain — Target player draws a card for each basic land type among lands they control.",
              target="Bob")
    assert [len(e["objects"]) for s in out["steps"] for e in s["events"]] == [2]


def test_domain_reads_back_and_in_spanish() -> None:
    text = "Enchanted creature gets -1/-1 for each basic land type among lands you control."
    assert render_plan(plan_of(parse_effect(text)), "en") == text
    en = "This creature's power and toughness are each equal to the number of basic land types among lands you control."
    es = ("La fuerza y la resistencia de esta criatura son cada una igual a la cantidad de tipos de tierra básica "
          "entre las tierras que controlas.")
    assert typed(es, "es") == typed(en, "en")
    es_each = "Esta criatura obtiene +1/+1 por cada tipo de tierra básica entre las tierras que controlas."
    assert typed(es_each, "es") == typed("This creature gets +1/+1 for each basic land type among lands you "
                                         "control.", "en")
