"""Keyword actions, designations and mana, read from real card text: energy counters (107.14, 122.1),
Investigate (701.16a, 111.10f), Monstrosity (701.37a), Adapt (701.46a), the monarch (725.1) and mana
abilities with several options or "of any one color" (106.1, 106.4)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap import abilities_of
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import Step, plan_of
from bot.apnap.plan.keyword_steps import BecomeMonarch, CountersOnce, GetEnergy, Investigate, PayEnergy
from bot.errors import BotError
from tests.apnap.realcards import creature, run

DAVE = [creature("Llanowar Elves", 1, 1), creature("Craw Wurm", 6, 4), "Swamp (basic land)"]


def on_dave(*objects: Any, **more: Any) -> dict[str, Any]:
    return {"battlefield": [*objects, *DAVE], **more}


def steps_of(text: str) -> tuple[Step, ...]:
    """The plan of the ability's effect (its cost or trigger condition taken off, as the resolver does)."""
    (ability,) = abilities_of(text)
    return plan_of(parse_effect(ability.effect)).steps


def evs(step: dict[str, Any]) -> list[tuple[Any, ...]]:
    return [(e["player"], e["action"], e["amount"]) for e in step["events"]]


# ------------------------------------------------------------------------------------ energy
@pytest.mark.parametrize("text", ["When Aether Swooper enters the battlefield, you get {E}{E}.",
                                  "When Woodweaver's Puzzleknot enters the battlefield, you gain 3 life and get "
                                  "{E}{E}{E}."])
def test_getting_energy_is_counters_on_the_player(text: str) -> None:
    steps = steps_of(text)
    energy = steps[-1]
    assert isinstance(energy, GetEnergy) and energy.subject.kind == "you"
    out = run({}, effect=text, Dave=on_dave(energy=1))
    step = out["steps"][-1]
    n = text.count("{E}")
    assert step["events"][0] | {"hidden": False} == {"player": "Dave", "action": "energy", "objects": [],
                                                     "amount": n, "hidden": False, "counter": "energy",
                                                     "total": 1 + n}
    assert {"107.14", "122.1"} <= set(step["citations"])
    assert f"Dave gets {n} energy counters (→ {1 + n})" in out["narration"]


def test_energy_not_given_is_not_taken_as_zero() -> None:
    out = run({}, effect="When Thriving Rhino enters the battlefield, you get {E}{E}.")
    (event,) = out["steps"][0]["events"]
    assert event["amount"] == 2 and "total" not in event


def test_energy_as_a_cost_is_removed_and_too_little_cannot_be_paid() -> None:
    text = "Pay {E}{E}{E}: Draw a card."
    out = run({}, effect=text, Dave=on_dave(energy=4))
    (cost,) = out["costs"]
    assert evs(cost) == [("Dave", "pay", 3)] and cost["events"][0]["total"] == 1
    assert out["steps"][0]["action"] == "draw"
    with pytest.raises(BotError) as err:
        run({}, effect=text, Dave=on_dave(energy=2))
    assert err.value.code == "bad_scenario" and err.value.key == "apnap.error.cost_unpaid"


def test_energy_a_file_does_not_give_is_asked() -> None:
    with pytest.raises(BotError) as err:
        run({}, effect="Pay {E}{E}{E}: Draw a card.")
    assert err.value.code == "choice_needed" and err.value.key == "apnap.error.energy_needed"


def test_may_pay_energy_without_enough_is_not_done_so_if_you_do_fails() -> None:
    text = "Whenever Thriving Rhino attacks, you may pay {E}{E}. If you do, you gain 2 life."
    (pay, _gain) = steps_of(text)
    assert isinstance(pay, PayEnergy) and pay.optional
    out = run({}, effect=text, Dave=on_dave(energy=1))
    assert evs(out["steps"][0]) == [("Dave", "pay", 0)] and len(out["steps"]) == 1  # "if you do": not done
    assert "Dave can't pay: only 1 energy" in out["narration"]
    out = run({}, effect=text, Dave=on_dave(energy=2))
    assert evs(out["steps"][0]) == [("Dave", "pay", 2)] and evs(out["steps"][1]) == [("Dave", "gain_life", 2)]


def test_energy_is_never_read_as_mana() -> None:
    """"Pay {E}" was read as paying two generic mana (assumed available): energy is counters (107.14)."""
    step = plan_of(parse_effect("You may pay {E}{E}.")).steps[0]
    assert isinstance(step, PayEnergy)
    with pytest.raises(BotError):
        parse_effect("You get {2}{G}.")  # a player gets no mana symbols


# ------------------------------------------------------------------------------------ Investigate
@pytest.mark.parametrize("text", ["Whenever you cast an instant or sorcery spell, investigate.",
                                  "{4}, {T}: Investigate.", "When Byway Courier dies, investigate."])
def test_investigate_creates_a_clue_with_its_ability(text: str) -> None:
    out = run({}, effect=text)
    step = out["steps"][0]
    (event,) = step["events"]
    assert (event["player"], event["action"], event["objects"], event["amount"]) == ("Dave", "create", ["Clue"], 1)
    assert event["ability"] == "{2}, Sacrifice this token: Draw a card."
    assert {"701.16a", "111.10f"} <= set(step["citations"])
    assert isinstance(steps_of(text)[0], Investigate)


def test_investigate_after_draw_is_two_steps_in_order() -> None:
    steps = plan_of(parse_effect("Draw a card, then investigate.")).steps
    assert [type(s).__name__ for s in steps] == ["Draw", "Investigate"]


# ------------------------------------------------------------------------------------ Monstrosity, Adapt
def test_monstrosity_puts_counters_once_and_the_permanent_becomes_monstrous() -> None:
    text = "{5}{G}{G}: Monstrosity 3."
    hydra = {"name": "Polukranos", "types": ["creature"], "power": 5, "toughness": 5, "counters": {},
             "monstrous": False}
    out = run({}, card="Polukranos", effect=text, Dave=on_dave(hydra))
    (event,) = out["steps"][0]["events"]
    assert (event["player"], event["action"], event["objects"], event["amount"]) == ("Dave", "counter",
                                                                                     ["Polukranos"], 3)
    assert {"701.37a", "701.37b", "122.1a"} <= set(out["steps"][0]["citations"])
    out = run({}, card="Polukranos", effect=text, Dave=on_dave({**hydra, "monstrous": True}))
    (event,) = out["steps"][0]["events"]
    assert event["amount"] == 0 and event["already"] is True
    assert "already monstrous" in out["narration"]


def test_monstrosity_not_said_is_asked() -> None:
    hydra = {"name": "Polukranos", "types": ["creature"], "power": 5, "toughness": 5}
    with pytest.raises(BotError) as err:
        run({}, card="Polukranos", effect="{6}{U}: Monstrosity 4.", Dave=on_dave(hydra))
    assert err.value.code == "choice_needed" and err.value.key == "apnap.error.monstrous_needed"


def test_adapt_only_without_plus_one_counters() -> None:
    text = "{2}{U}: Adapt 2."
    shark = {"name": "Shark", "types": ["creature"], "power": 1, "toughness": 1, "counters": {}}
    out = run({}, card="Shark", effect=text, Dave=on_dave(shark))
    assert evs(out["steps"][0]) == [("Dave", "counter", 2)]
    out = run({}, card="Shark", effect=text, Dave=on_dave({**shark, "counters": {"+1/+1": 1}}))
    assert evs(out["steps"][0]) == [("Dave", "counter", 0)]
    step = steps_of(text)[0]
    assert isinstance(step, CountersOnce) and step.keyword == "adapt"


# ------------------------------------------------------------------------------------ the monarch
def test_you_become_the_monarch() -> None:
    text = "When Thorn of the Black Rose enters the battlefield, you become the monarch."
    assert isinstance(steps_of(text)[0], BecomeMonarch)
    out = run({}, effect=text)
    assert evs(out["steps"][0]) == [("Dave", "monarch", None)]
    assert {"725.1", "725.3"} <= set(out["steps"][0]["citations"])
    with pytest.raises(BotError):
        parse_effect("Each player becomes the monarch.")  # one monarch at a time (725.3)


# ------------------------------------------------------------------------------------ mana
def test_one_of_three_printed_mana_options() -> None:
    out = run({}, effect="{T}: Add {W}, {U}, or {B}.")
    assert out["steps"][0]["events"][0]["mana"] == "{W}|{U}|{B}"
    assert "{W}, {U} or {B} (their choice)" in out["narration"]


def test_mana_of_any_one_color_is_not_mana_of_any_color() -> None:
    """"Two mana of any color" may be two colours; "of any one color" is one colour for all (106.1)."""
    one = run({}, effect="{T}: Add three mana of any one color.")
    anyc = run({}, effect="{T}: Add two mana of any color.")
    assert one["steps"][0]["events"][0]["mana"] == "one:3"
    assert anyc["steps"][0]["events"][0]["mana"] == "any:2"
    assert "3 mana of any one color" in one["narration"]
    assert "any one color" not in anyc["narration"]


def test_mana_for_each_object_is_counted_as_it_resolves() -> None:
    text = "{T}: Add {U} for each artifact you control."
    out = run({}, effect=text, Dave={"battlefield": ["Sol Ring (artifact)", "Mind Stone (artifact)", *DAVE]})
    (event,) = out["steps"][0]["events"]
    assert (event["amount"], event["mana"]) == (2, "{U}{U}")
    out = run({}, effect=text)  # Dave controls no artifact: no mana, said so
    assert "Dave adds no mana" in out["narration"]
    with pytest.raises(BotError):
        parse_effect("Add {X} for each artifact you control.")


# ------------------------------------------------------------------------------------ tokens
def test_tokens_of_two_colours_with_keyword_pairs() -> None:
    (step,) = steps_of("When Conclave Cavalier dies, create two 2/2 green and white Elf Knight creature tokens "
                       "with vigilance.")
    assert step.colors == {"green", "white"} and step.subtypes == {"elf", "knight"}  # type: ignore[attr-defined]
    (step,) = steps_of("Create a 1/1 colorless Thopter artifact creature token with flying and haste.")
    assert step.keywords == {"flying", "haste"} and step.types == {"artifact", "creature"}  # type: ignore[attr-defined]
    (step,) = steps_of("Create a 2/2 white Knight creature token with first strike.")
    assert step.keywords == {"first strike"}  # type: ignore[attr-defined]
    with pytest.raises(BotError):  # a word that is no keyword is never given to the token
        parse_effect("Create a 1/1 red Goblin creature token with flying and courage.")


def test_a_list_of_different_tokens_is_one_creation_each_in_order() -> None:
    text = ("When Trostani's Summoner enters the battlefield, create a 2/2 white Knight creature token with "
            "vigilance, a 3/3 green Centaur creature token, and a 4/4 green Rhino creature token with trample.")
    steps = steps_of(text)
    assert [(s.power, sorted(s.subtypes), sorted(s.keywords)) for s in steps] == [  # type: ignore[attr-defined]
        (2, ["knight"], ["vigilance"]), (3, ["centaur"], []), (4, ["rhino"], ["trample"])]
    out = run({}, effect=text)
    assert [e["objects"] for s in out["steps"] for e in s["events"]] == [
        ["white Knight creature with vigilance"], ["green Centaur creature"], ["green Rhino creature with trample"]]


# ------------------------------------------------------------------------------------ Transform, Amass, Populate
def test_transform_the_source_says_its_other_face_is_not_known() -> None:
    out = run({}, effect="At the beginning of your upkeep, you may transform this creature.")
    assert evs(out["steps"][0]) == [("Dave", "transform", None)]
    assert {"701.27a", "701.27c"} <= set(out["steps"][0]["citations"])
    assert any("other face" in w for w in out["warnings"])
    with pytest.raises(BotError):
        parse_effect("Each player transforms this creature.")


def test_amass_creates_an_army_only_without_one() -> None:
    typed = {"battlefield": [creature("Llanowar Elves", 1, 1, subtypes=["elf", "druid"]),
                             creature("Craw Wurm", 6, 4, subtypes=["wurm"]), "Swamp (basic land)"]}
    out = run({}, effect="Draw two cards. Amass 1.", Dave=typed)  # no Army among creatures whose types are known
    army = out["steps"][1]
    assert [(e["action"], e["objects"], e["amount"]) for e in army["events"]] == [
        ("create", ["Zombie Army"], 1), ("counter", ["Zombie Army"], 1)]
    assert all(r.get("object") != "Zombie Army" for r in out["state_based_actions"])  # 0/0 + a counter lives
    existing = {"name": "Eternal Army", "types": ["creature"], "subtypes": ["zombie", "army"], "power": 0,
                "toughness": 0, "counters": {"+1/+1": 2}}
    out = run({}, effect="{2}{U}: Amass Zombies 2.", Dave={"battlefield": [existing, *typed["battlefield"]]})
    assert [(e["action"], e["objects"], e["amount"]) for e in out["steps"][0]["events"]] == [
        ("counter", ["Eternal Army"], 2)]
    assert {"701.47a", "122.1a"} <= set(out["steps"][0]["citations"])


def test_populate_copies_a_creature_token_or_does_nothing() -> None:
    out = run({}, effect="Create a 1/1 white Soldier creature token, then populate.")
    made = [e["objects"] for s in out["steps"] for e in s["events"]]
    assert made == [["white Soldier creature"], ["white Soldier creature"]]
    out = run({}, effect="Populate. Creatures you control gain indestructible until end of turn.")
    assert out["steps"][0]["events"][0]["objects"] == [] and "701.36b" in out["steps"][0]["citations"]
    assert "populating creates nothing" in out["narration"]


@pytest.mark.parametrize("text", [
    'When Birthing Hulk enters the battlefield, create two 1/1 colorless Eldrazi Scion creature tokens. They have '
    '"Sacrifice this creature: Add {C}."',
    'When Blisterpod dies, create a 1/1 colorless Eldrazi Scion creature token. It has "Sacrifice this creature: Add '
    '{C}."'])
def test_it_has_or_they_have_after_a_creation_is_the_tokens_ability(text: str) -> None:
    (step,) = steps_of(text)
    assert step.ability is not None and step.ability.text == "Sacrifice this creature: Add {C}."  # type: ignore[attr-defined]
    out = run({}, effect=text)
    (event,) = out["steps"][0]["events"]
    assert event["ability"] == "Sacrifice this creature: Add {C}." and event["ability_kind"] == "activated"
    assert {"111.3", "113.10"} <= set(out["steps"][0]["citations"])


@pytest.mark.parametrize("text", [
    'Create a 1/1 colorless Eldrazi Scion creature token. They have "Sacrifice this creature: Add {C}."',  # one
    'Draw a card. It has "Sacrifice this creature: Add {C}."'])  # nothing created: never dropped
def test_it_has_with_no_creation_of_that_many_is_refused(text: str) -> None:
    with pytest.raises(BotError):
        parse_effect(text)


# ------------------------------------------------------------------------------------ Fight
def _dealt(out: dict[str, Any]) -> list[tuple[Any, ...]]:
    return [(e["source"], e["objects"], e["amount"]) for e in out["steps"][0]["events"]]


def test_two_targets_fight_each_deals_its_power_to_the_other() -> None:
    text = "Target creature you control fights target creature you don't control."
    out = run({}, effect=text, target=["Craw Wurm", "Hill Giant"])
    assert sorted(_dealt(out)) == [("Craw Wurm", ["Hill Giant"], 6), ("Hill Giant", ["Craw Wurm"], 3)]
    assert [r["object"] for r in out["state_based_actions"]] == ["Hill Giant"]  # 6 ≥ 3; Craw Wurm: 3 < 4
    assert {"701.14a", "701.14d"} <= set(out["steps"][0]["citations"])
    with pytest.raises(BotError):  # "you don't control": Dave's own creature is no legal second fighter
        run({}, effect=text, target=["Craw Wurm", "Llanowar Elves"])


def test_the_source_fights_a_target() -> None:
    text = "{R}, {T}: Nightfall Predator fights target creature."
    predator = {"name": "Nightfall Predator", "types": ["creature"], "power": 4, "toughness": 4}
    out = run({}, card="Nightfall Predator", effect=text, target="Hill Giant", Dave=on_dave(predator))
    assert sorted(_dealt(out)) == [("Hill Giant", ["Nightfall Predator"], 3), ("Nightfall Predator", ["Hill Giant"],
                                                                                4)]
    with pytest.raises(BotError) as err:  # not on the battlefield: its power is never guessed
        run({}, card="Nightfall Predator", effect=text, target="Hill Giant")
    assert err.value.code == "choice_needed"


def test_a_fighter_with_deathtouch_is_refused_not_misread() -> None:
    """702.2b: any damage from a deathtouch source is lethal; the engine does not follow it for fights."""
    text = "Target creature you control fights target creature you don't control."
    viper = creature("Viper", 1, 1, keywords=["deathtouch"])
    with pytest.raises(BotError) as err:
        run({}, effect=text, target=["Viper", "Hill Giant"], Dave=on_dave(viper))
    assert err.value.code == "unsupported_effect"


# ------------------------------------------------------------------------------------ Support
def test_support_puts_a_counter_on_each_named_creature_up_to_n() -> None:
    text = "When Expedition Raptor enters the battlefield, support 2."
    out = run({}, effect=text, target=["Grizzly Bears", "Hill Giant"])
    (event,) = out["steps"][0]["events"]
    assert (event["objects"], event["amount"], event["counter"]) == (["Grizzly Bears", "Hill Giant"], 1, "+1/+1")
    assert "701.41a" in out["steps"][0]["citations"]
    out = run({}, effect="Lead by Example: Support 2.".split(": ", 1)[1], target="Alice")  # "up to": none is legal
    assert out["steps"][0]["events"][0]["objects"] == []
    with pytest.raises(BotError):  # more targets than the number
        run({}, effect=text, target=["Grizzly Bears", "Hill Giant", "Craw Wurm"])


def test_mana_in_any_combination_of_colors_is_each_of_its_own_color() -> None:
    out = run({}, effect="Add two mana in any combination of colors. Draw a card.")
    assert out["steps"][0]["events"][0]["mana"] == "any:2"
    with pytest.raises(BotError):  # X: how much is said by the cost, which the plan does not follow here
        parse_effect("Add X mana in any combination of colors.")


@pytest.mark.parametrize("text", [
    "At the beginning of each upkeep, if no spells were cast last turn, transform Village Ironsmith.",
    "{T}, Tap an untapped Vampire you control: Transform Chosen of Markov."])
def test_transform_names_its_own_card_as_the_source(text: str) -> None:
    """"Transform <its name>": the name is where Oracle text names the card itself (card_names.py)."""
    # the cost's untapped Vampire is on the board: a cost the board cannot show paid is asked for (602.2b)
    vampire = {"name": "Markov Patrician", "types": ["creature"], "subtypes": ["Vampire"], "power": 0, "toughness": 1}
    out = run({}, effect=text, condition=True) if "upkeep" in text else run({}, effect=text,
                                                                            Dave={"battlefield": [vampire]})
    assert [e["action"] for e in out["steps"][0]["events"]] == ["transform"]


def test_transform_it_is_the_source() -> None:
    out = run({}, effect="When Uninvited Geist deals combat damage to a player, transform it.")
    assert [e["action"] for e in out["steps"][0]["events"]] == ["transform"]
    assert any("701.27f" in w for w in out["warnings"])


# ------------------------------------------------------------------------------------ Bolster
def test_bolster_counters_on_the_creature_with_the_least_toughness() -> None:
    out = run({}, effect="You gain 4 life. Bolster 2.")  # Dave: Llanowar Elves 1/1, Craw Wurm 6/4
    bolster = out["steps"][1]
    assert [(e["objects"], e["amount"]) for e in bolster["events"]] == [(["Llanowar Elves"], 2)]
    assert "701.39a" in bolster["citations"]
    out = run({}, effect="Bolster X, where X is the number of cards in your hand.")  # Dave holds two cards
    assert out["steps"][0]["events"][0]["amount"] == 2


def test_bolster_among_tied_creatures_is_the_controllers_pick() -> None:
    dave = {"battlefield": [creature("Birds of Paradise", 0, 1), creature("Llanowar Elves", 1, 1),
                            creature("Craw Wurm", 6, 4)]}
    out = run({}, effect="Bolster 1.", Dave=dave, choices={"Dave": [["Llanowar Elves"]]})
    (choice,) = out["steps"][0]["choices"]
    assert choice["chosen"] == ["Llanowar Elves"]
    assert out["steps"][0]["events"][0]["objects"] == ["Llanowar Elves"]
    with pytest.raises(BotError):  # Craw Wurm does not have the least toughness: no legal pick
        run({}, effect="Bolster 1.", Dave=dave, choices={"Dave": [["Craw Wurm"]]})


def test_bolster_with_no_creature_puts_no_counters() -> None:
    out = run({}, effect="Bolster 1.", Dave={"battlefield": ["Swamp (basic land)"]})
    assert out["steps"][0]["events"][0]["objects"] == [] and "puts no counters" in out["narration"]


def test_a_token_named_by_the_text_is_called_that() -> None:
    text = "{1}, {T}, Discard a card: Create a 1/1 colorless Sliver artifact creature token named Metallic Sliver."
    (step,) = steps_of(text)
    assert step.named == "Metallic Sliver" and step.subtypes == {"sliver"}  # type: ignore[attr-defined]
    out = run({}, effect='Exile target creature. Create a colorless artifact token named Gold. It has "Sacrifice this '
                         'artifact: Add one mana of any color."', target="Hill Giant")
    (event,) = out["steps"][1]["events"]
    assert event["objects"] == ["Gold"] and event["ability"].startswith("Sacrifice this artifact")
    from bot.apnap.render import render_plan
    said = render_plan(plan_of(parse_effect("Create a colorless artifact token named Gold.")), "en")
    assert said == "Create a colorless artifact token named Gold."
    attacking = plan_of(parse_effect("Create a 2/2 white Human creature token named Twin that's attacking.")).steps[0]
    assert attacking.named == "Twin" and attacking.attacking  # type: ignore[attr-defined]  # 508.4, session 18
    with pytest.raises(BotError):  # more than a name after "named": refused, never a token called that
        parse_effect("Create a 2/2 white Human creature token named Twin that's blocking that creature.")


def test_monstrosity_x_is_x_as_activated() -> None:
    hydra = {"name": "Hydra", "types": ["creature"], "power": 0, "toughness": 0, "counters": {}, "monstrous": False}
    out = run({}, card="Hydra", effect="{X}{X}{G}: Monstrosity X.", x=3, Dave=on_dave(hydra))
    assert evs(out["steps"][0]) == [("Dave", "counter", 3)]


def test_that_many_energy_is_the_triggering_events_amount() -> None:
    text = "Whenever Empyreal Voyager deals combat damage to a player, you get that many {E}."
    out = run({}, effect=text, event_amount=3, Dave=on_dave(energy=1))
    assert out["steps"][0]["events"][0]["amount"] == 3 and out["steps"][0]["events"][0]["total"] == 4
    with pytest.raises(BotError):  # the event's amount is a fact the scenario must give (603.2)
        run({}, effect=text)


def test_fight_and_amass_read_back_in_printed_spanish() -> None:
    from bot.apnap.render import render_plan

    fight = plan_of(parse_effect("Target creature you control fights target creature you don't control."))
    assert render_plan(fight, "es") == "La criatura objetivo que controlas pelea con la criatura objetivo que no " \
                                       "controlas."
    assert render_plan(plan_of(parse_effect("Amass 2.")), "es") == "Amasa Zombis 2."
