"""Static abilities of permanents applied on the board (#22, session 12): keywords and quoted abilities granted in
layer 6 (613.1f) are kept per object and used by the rest of the resolution — indestructible against "destroy" and
lethal damage (702.12b), protection against damage (702.16e), a filter "with flying" — a target the board shows
with shroud or hexproof is refused (702.18a, 702.11b); an Aura's or Equipment's quoted ability is a typed ability of
the creature, "as long as" on an attached creature is tested on the board (611.3a, threshold), and a source named
only by its own "as long as" is the "it" after it. Real card text throughout."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import StaticModify, plan_of
from bot.errors import BotError
from tests.apnap.realcards import creature, run

WRATH = "Destroy all creatures. They can't be regenerated."  # Wrath of God
MURDER = "Destroy target creature."  # Murder
PYROCLASM = "Pyroclasm deals 2 damage to each creature."  # Pyroclasm
HEROIC = "Permanents you control gain hexproof and indestructible until end of turn."  # Heroic Intervention


def events(out: dict[str, Any], action: str) -> list[list[str]]:
    return [e["objects"] for s in out["steps"] for e in s["events"] if e["action"] == action]


# ------------------------------------------------------------------------------------------ indestructible (702.12b)
def test_an_indestructible_permanent_on_the_board_is_not_destroyed_by_destroy_all() -> None:
    out = run({}, effect="Destroy all creatures.",
              Dave={"battlefield": [creature("Darksteel Myr", 0, 1, keywords=["indestructible"]),
                                    creature("Craw Wurm", 6, 4)]})
    assert events(out, "indestructible") == [["Darksteel Myr"]]
    assert ["Darksteel Myr"] not in events(out, "destroy") and "Craw Wurm" in sum(events(out, "destroy"), [])
    assert "702.12b" in out["citations"]
    assert "not destroyed" in out["narration"]


def test_an_indestructible_target_stays_where_it_is() -> None:
    out = run({}, effect=MURDER, target="Darksteel Myr",
              Dave={"battlefield": [creature("Darksteel Myr", 0, 1, keywords=["indestructible"])]})
    assert events(out, "indestructible") == [["Darksteel Myr"]] and events(out, "destroy") == []


def test_indestructible_granted_earlier_in_the_effect_spares_the_controllers_permanents() -> None:
    out = run({}, effect=f"{HEROIC} {WRATH}", Dave={"battlefield": [creature("Craw Wurm", 6, 4)]})
    assert events(out, "indestructible") == [["Craw Wurm"]]
    destroyed = sum(events(out, "destroy"), [])
    assert "Craw Wurm" not in destroyed and "Hill Giant" in destroyed
    assert {"object": "Craw Wurm", "duration": "this_turn", "rule": "613.1f", "keyword": "indestructible"} in \
        out["granted"]


def test_lethal_damage_does_not_destroy_an_indestructible_creature() -> None:
    out = run({}, effect=PYROCLASM,
              Dave={"battlefield": [creature("Darksteel Myr", 0, 1, keywords=["indestructible"])]})
    sbas = {s["object"]: s for s in out["state_based_actions"]}
    assert sbas["Darksteel Myr"]["event"] == "indestructible" and "702.12b" in sbas["Darksteel Myr"]["rules"]
    assert sbas["Grizzly Bears"]["event"] == "dies"
    assert "is indestructible: it is not destroyed" in out["narration"]


# ------------------------------------------------------------------------------------------ targets (702.18a, 702.11b)
def test_an_opponents_hexproof_creature_can_not_be_the_target() -> None:
    with pytest.raises(BotError) as info:
        run({}, effect=MURDER, target="Hill Giant",
            Bob={"battlefield": [creature("Hill Giant", 3, 3, colors=["red"], keywords=["hexproof"])]})
    assert info.value.code == "bad_scenario" and "702.11b" in info.value.text("en")
    assert "antimaleficio" in info.value.text("es")


def test_hexproof_does_not_stop_its_controllers_own_target_but_shroud_does() -> None:
    mine = {"battlefield": [creature("Gladecover Scout", 1, 1, keywords=["hexproof"])]}
    out = run({}, effect=MURDER, target="Gladecover Scout", Dave=mine)
    assert events(out, "destroy") == [["Gladecover Scout"]]
    with pytest.raises(BotError) as info:
        run({}, effect=MURDER, target="Troll Ascetic",
            Dave={"battlefield": [creature("Troll Ascetic", 3, 2, keywords=["shroud"])]})
    assert "702.18a" in info.value.text("en")


# ------------------------------------------------------------------------------------------ granted keywords used
def test_a_keyword_granted_earlier_is_seen_by_a_filter_with_that_keyword() -> None:
    text = "Creatures you control gain flying until end of turn. Destroy all creatures with flying."
    out = run({}, effect=text, Dave={"battlefield": [creature("Craw Wurm", 6, 4)]})
    destroyed = sum(events(out, "destroy"), [])
    assert "Craw Wurm" in destroyed and "Serra Angel" in destroyed and "Hill Giant" not in destroyed


@pytest.mark.parametrize("text, kw", [
    # Strength of Isolation
    ("Enchanted creature gets +1/+2 and has protection from black.", ["protection from black"]),
    ("Enchanted creature has protection from red.", ["protection from red"]),  # Red Ward (first sentence)
])
def test_protection_from_a_colour_is_a_granted_keyword(text: str, kw: list[str]) -> None:
    out = run({}, effect=text, attached_to="Hill Giant")
    assert [g["keyword"] for g in out["granted"]] == kw and out["granted"][0]["object"] == "Hill Giant"
    assert "702.16a" not in kw  # the keyword itself, not a rule number


def test_protection_from_something_else_than_a_colour_is_refused() -> None:
    with pytest.raises(BotError) as info:
        parse_effect("Enchanted creature has protection from creatures.")
    assert info.value.code == "unsupported_effect" and "protection from creatures" in info.value.text("en")


def test_granted_protection_prevents_damage_of_that_colour() -> None:
    text = ("Creatures you control gain protection from red until end of turn. "
            "Pyroclasm deals 2 damage to each creature.")
    out = run({}, card="Pyroclasm", effect=text,
              Dave={"battlefield": [creature("Llanowar Elves", 1, 1, colors=["green"])]},
              Alice={"graveyard": [{"name": "Pyroclasm", "types": ["sorcery"], "colors": ["red"]}]})
    assert "702.16e" in out["citations"]
    assert "Llanowar Elves" not in [s["object"] for s in out["state_based_actions"]]


# ------------------------------------------------------------------------------------------ quoted abilities (113.10)
@pytest.mark.parametrize("text, pt, keywords, ability", [
    ('Enchanted creature gets +2/+2 and has flying and "Sacrifice two other creatures: Regenerate this creature."',
     "+2/+2", "flying", "Sacrifice two other creatures: Regenerate this creature."),  # Consecrated by Blood
    ('Enchanted creature has lifelink and "Whenever a creature an opponent controls dies, put a +1/+1 counter on '
     'this creature."', "", "lifelink",
     "Whenever a creature an opponent controls dies, put a +1/+1 counter on this creature."),  # Eternal Thirst
    ('Enchanted creature gets +2/+2 and has "{T}: This creature deals 1 damage to any target."', "+2/+2", "",
     "{T}: This creature deals 1 damage to any target."),  # Arcane Teachings
])
def test_an_attached_bonus_with_a_quoted_ability(text: str, pt: str, keywords: str, ability: str) -> None:
    out = run({}, effect=text, attached_to="Hill Giant")
    modify = [e for s in out["steps"] for e in s["events"] if e["action"] == "modify"]
    assert modify[0]["objects"] == ["Hill Giant"] and modify[0]["pt"] == pt and modify[0]["keywords"] == keywords
    given = [g for g in out["granted"] if "ability" in g]
    assert given == [{"object": "Hill Giant", "duration": "static", "rule": "613.1f", "ability": ability,
                      "ability_kind": given[0]["ability_kind"]}]
    assert given[0]["ability_kind"] in ("activated", "triggered")
    assert "113.10" in out["citations"]


# ------------------------------------------------------------------------------------------ "as long as" (611.3a)
def test_threshold_on_an_attached_creature_is_tested_on_the_board() -> None:
    text = "Enchanted creature has shroud as long as seven or more cards are in your graveyard."  # Aboshan's Desire
    plan = plan_of(parse_effect(text))
    assert isinstance(plan.steps[0], StaticModify) and plan.steps[0].while_ is not None
    short = run({}, effect=text, attached_to="Hill Giant")  # Dave's graveyard: 3 cards
    event = short["steps"][0]["events"][0]
    assert event["applies"] is False and "granted" not in short
    seven = run({}, effect=text, attached_to="Hill Giant", Dave={"graveyard": ["Opt (instant)"] * 7})
    assert seven["steps"][0]["events"][0]["applies"] is True
    assert seven["granted"] == [{"object": "Hill Giant", "duration": "static", "rule": "613.1f", "keyword": "shroud"}]


def test_threshold_bonus_on_the_attached_creature() -> None:  # Kamahl's Desire
    text = "Enchanted creature gets +3/+0 as long as seven or more cards are in your graveyard."
    out = run({}, effect=text, attached_to="Hill Giant", Dave={"graveyard": ["Opt (instant)"] * 7})
    event = out["steps"][0]["events"][0]
    assert event["applies"] is True and event["pt"] == "+3/+0" and event["objects"] == ["Hill Giant"]


def test_as_long_as_the_source_is_attacking_it_gets_the_bonus() -> None:  # Adanto Vanguard
    text = "As long as Adanto Vanguard is attacking, it gets +2/+0."
    vanguard = creature("Adanto Vanguard", 1, 1)
    out = run({}, card="Adanto Vanguard", effect=text, ability=1, active="Dave",
              combat={"attacking": {"Adanto Vanguard": "Bob"}}, Dave={"battlefield": [vanguard]})
    event = out["steps"][0]["events"][0]
    assert event["objects"] == ["Adanto Vanguard"] and event["applies"] is True and event["pt"] == "+2/+0"


def test_it_after_a_condition_about_something_else_is_refused() -> None:
    with pytest.raises(BotError) as info:
        parse_effect("As long as you control an artifact, it gets +1/+1.")
    assert info.value.code == "unsupported_effect"


def test_as_long_as_the_enchanted_creature_is_white_asks_which_creature() -> None:  # Ethereal Armor's kin
    with pytest.raises(BotError) as info:
        run({}, effect="As long as enchanted creature is white, it gets +1/+2.")
    assert info.value.code == "choice_needed" and info.value.field == "attached_to"


# ------------------------------------------------------------------------------------------ the unseen source (113.6)
SCOURGE = "When Scourge Devil enters the battlefield, creatures you control get +1/+0 until end of turn."


def test_a_named_creature_source_not_on_a_whole_board_is_asked_for() -> None:
    """Scourge Devil (a Creature) is on the battlefield as its trigger resolves and is one of "creatures you control"
    (113.6): a board without it is asked for it by name, never answered without it."""
    # not shown: it is put on Dave's battlefield from its type line and counted, and the warning says so
    out = run({}, card="Scourge Devil", effect=SCOURGE)
    assert "Scourge Devil" in out["steps"][0]["events"][0]["objects"]
    assert any("Scourge Devil" in w and "113.6" in w for w in out["warnings"])
    out = run({}, card="Scourge Devil", effect=SCOURGE,
              Dave={"battlefield": [creature("Scourge Devil", 5, 3), creature("Craw Wurm", 6, 4)]})
    assert out["steps"][0]["events"][0]["objects"] == ["Scourge Devil", "Craw Wurm"]


def test_a_source_whose_type_line_is_of_another_kind_is_neither_asked_for_nor_warned_about() -> None:
    """Crusade through ``card:`` (an Enchantment): "White creatures get +1/+1" never reaches it (113.6)."""
    out = run({}, card="Crusade", effect="White creatures get +1/+1.")
    assert not any("affected too" in w for w in out["warnings"])  # only that it is on the battlefield (113.6)
    assert out["steps"][0]["events"][0]["objects"] == ["Serra Angel"]


# ------------------------------------------------------------------------------------------ printed Spanish
@pytest.mark.parametrize("es, en", [
    ('La criatura encantada obtiene +2/+2 y tiene "{T}: Esta criatura hace 1 punto de daño a cualquier objetivo."',
     'Enchanted creature gets +2/+2 and has "{T}: This creature deals 1 damage to any target."'),  # Arcane Teachings
    ("La criatura encantada tiene velo mientras haya siete o más cartas en tu cementerio.",
     "Enchanted creature has shroud as long as seven or more cards are in your graveyard."),  # Aboshan's Desire
    ("La criatura encantada obtiene +1/+2 y tiene protección contra el negro.",
     "Enchanted creature gets +1/+2 and has protection from black."),  # Strength of Isolation
    ("Mientras esta criatura esté atacando, obtiene +2/+0.",
     "As long as this creature is attacking, it gets +2/+0."),  # Adanto Vanguard, its name read as the source
])
def test_printed_spanish_reads_into_the_same_plan(es: str, en: str) -> None:
    def shape(text: str, lang: str) -> list[tuple[str, object, object, object]]:
        return [(type(s).__name__, getattr(s, "power", None), getattr(s, "keywords", None),
                 type(getattr(s, "while_", None)).__name__) for s in plan_of(parse_effect(text, lang)).steps]

    assert shape(es, "es") == shape(en, "en")


def test_printed_spanish_threshold_resolves_and_narrates() -> None:
    text = "La criatura encantada tiene velo mientras haya siete o más cartas en tu cementerio."
    out = run({}, "es", effect=text, attached_to="Hill Giant", Dave={"graveyard": ["Opt (instant)"] * 7})
    assert out["granted"] == [{"object": "Hill Giant", "duration": "static", "rule": "613.1f", "keyword": "shroud"}]
    assert "velo" in out["narration"]


# ------------------------------------------------------------------------------------------ more attached wordings
@pytest.mark.parametrize("text, first, second", [
    ("Equipped creature has vigilance and can block an additional creature each combat.", "modify", "combat_rule"),
    ("Equipped creature can't be blocked and has shroud.", "rule_change", "modify"),
    ('Enchanted creature has base power and toughness 0/2 and has "{T}: Draw a card."', "set_pt", "rule_change"),
])
def test_an_attached_keyword_with_a_rule_or_a_base_is_two_steps_on_the_same_creature(
        text: str, first: str, second: str) -> None:
    out = run({}, effect=text, attached_to="Hill Giant")
    got = [(e["action"], e["objects"]) for s in out["steps"] for e in s["events"]]
    assert got == [(first, ["Hill Giant"]), (second, ["Hill Giant"])]


# ------------------------------------------------------------------------------------------ "another" in a condition
@pytest.mark.parametrize("text, name", [
    ("Court Homunculus gets +1/+1 as long as you control another artifact.", "Court Homunculus"),
    ("Drill-Skimmer has shroud as long as you control another artifact creature.", "Drill-Skimmer"),
])
def test_another_in_a_condition_never_counts_the_source(text: str, name: str) -> None:
    """109.3 / 611.3a: the source alone does not satisfy "you control another …"; one more of that kind does."""
    alone = creature(name, 1, 1, types=["artifact", "creature"])
    out = run({}, card=name, effect=text, Dave={"battlefield": [alone]})
    assert out["steps"][0]["events"][0]["applies"] is False
    other = creature("Ornithopter", 0, 2, types=["artifact", "creature"])
    out = run({}, card=name, effect=text, Dave={"battlefield": [alone, other]})
    assert out["steps"][0]["events"][0]["applies"] is True


# ------------------------------------------------------------------------------------------ "they": the trigger's group
RALLY = "Whenever one or more creatures you control attack, they gain indestructible until end of turn."


def test_they_after_one_or_more_creatures_attack_are_the_attacking_creatures_you_control() -> None:
    """603.2, 508.1k: "they" names the creatures that attacked — on the board, the controller's attacking creatures
    (the combat given); the others gain nothing, and the grant is kept (613.1f)."""
    dave = {"battlefield": [creature("Craw Wurm", 6, 4), creature("Llanowar Elves", 1, 1)]}
    out = run({}, effect=RALLY, active="Dave", combat={"attacking": {"Craw Wurm": "Bob"}}, Dave=dave)
    assert events(out, "modify") == [["Craw Wurm"]]
    assert out["granted"] == [{"object": "Craw Wurm", "duration": "this_turn", "rule": "613.1f",
                               "keyword": "indestructible"}]
    with pytest.raises(BotError) as asked:  # who attacks is no board's fact: asked
        run({}, effect=RALLY, active="Dave", Dave=dave)
    assert asked.value.field == "combat"
    with pytest.raises(BotError) as refused:  # on Bob's turn Dave's creatures never attacked (508.1a)
        run({}, effect=RALLY, Dave=dave)
    assert refused.value.key == "apnap.error.group_not_active" and refused.value.code == "bad_scenario"


def test_they_after_one_or_more_other_creatures_leave_the_source_out_and_it_is_refused() -> None:
    text = "Whenever one or more other creatures you control attack, they gain flying until end of turn."
    plan = plan_of(parse_effect(text.split(", ", 1)[1], antecedent="group:attacking creatures you control other "
                                                                     "than this creature"))
    assert plan.steps[0].objects is not None and plan.steps[0].objects.not_source  # type: ignore[attr-defined]
    with pytest.raises(BotError):  # "it" after "one or more …": which one is never guessed
        run({}, effect="Whenever one or more creatures you control attack, it gains flying until end of turn.",
            active="Dave", combat={"attacking": {"Craw Wurm": "Bob"}})


# ------------------------------------------------------------------------------------------ lifelink, deathtouch
def test_damage_from_a_lifelink_source_gains_its_controller_that_much_life() -> None:  # Crypt Rats with lifelink
    rats = creature("Crypt Rats", 1, 1, keywords=["lifelink"], colors=["black"])
    out = run({}, card="Crypt Rats", effect="{X}: Crypt Rats deals X damage to each creature and each player.",
              x=1, Dave={"battlefield": [rats], "life": 20})
    gained = [e for s in out["steps"] for e in s["events"] if e["action"] == "gain_life"]
    dealt = sum(e["amount"] * max(1, len(e["objects"])) for s in out["steps"] for e in s["events"]
                if e["action"] == "damage")
    assert gained and gained[0]["amount"] == dealt and "702.15b" in out["citations"]
    assert out["life"]["Dave"] == 20 - 1 + dealt


def test_damage_from_a_deathtouch_source_destroys_the_creature() -> None:  # Prodigal Pyromancer with deathtouch
    pyromancer = creature("Prodigal Pyromancer", 1, 1, keywords=["deathtouch"], colors=["red"])
    out = run({}, card="Prodigal Pyromancer", effect="{T}: Prodigal Pyromancer deals 1 damage to any target.",
              target="Craw Wurm", Dave={"battlefield": [pyromancer, creature("Craw Wurm", 6, 4)]})
    assert {"player": "Dave", "event": "dies", "rules": ["704.5h"], "object": "Craw Wurm"} in \
        out["state_based_actions"]
    assert "deathtouch" in out["narration"]
