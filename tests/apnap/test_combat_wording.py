"""Combat wording of real cards (issue #22, the fresh sample's refusals): how many creatures may block an attacker
(509.1b), "must be blocked if able" and Lure on the attached creature (509.1c), "this combat" as a restriction's
duration (611.2a), "that creature" of a restriction or of a block trigger (608.2c, 603.2: read from the scenario's
combat), and the combat role "blocking or blocked by <this>" as an object filter (509.1g-h). English and printed
Spanish read into the same plan; each reading is said back in both languages."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from bot.apnap import plan as p
from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import board, resolve_on_daves_board


def resolve(effect: str, lang: str | None = None, **more: Any) -> dict[str, Any]:
    return resolve_text(json.dumps(board(effect=effect, **more)), lang)


resolve_card = resolve_on_daves_board


def only_event(out: dict[str, Any]) -> dict[str, Any]:
    events = [e for s in out["steps"] for e in s["events"]]
    assert len(events) == 1
    return events[0]


@pytest.mark.parametrize(("text", "rule", "blockers"), [
    ("Charging Rhino can't be blocked by more than one creature.", "max_one_blocker", 1),  # 14 cards
    ("Guile can't be blocked except by three or more creatures.", "min_blockers", 3),  # Phyrexian Colossus too
])
def test_how_many_creatures_may_block_the_source(text: str, rule: str, blockers: int) -> None:
    event = only_event(resolve(text))
    assert (event["action"], event["rule"], event["blockers"]) == ("combat_rule", rule, blockers)
    assert event["objects"] == [text.split(" can't")[0]]
    out = resolve(text)
    assert "509.1b" in out["steps"][0]["citations"]
    assert ("3 or more creatures" in out["narration"]) == (blockers == 3)


def test_an_equipments_creature_and_a_target_for_this_turn() -> None:
    out = resolve("Equipped creature gets +1/+1 and can't be blocked by more than one creature.",
                  attached_to="Hill Giant")  # Wolfrider's Saddle
    assert [e["rule"] for s in out["steps"] for e in s["events"] if e["action"] == "combat_rule"] == \
        ["max_one_blocker"]
    (step,) = plan_of(parse_effect("Target creature can't be blocked this turn except by two or more creatures.")).steps
    assert isinstance(step, p.TargetCombatRequirement) and (step.rule, step.blockers) == ("min_blockers", 2)


@pytest.mark.parametrize(("es", "en"), [
    ("Esta criatura no puede ser bloqueada por más de una criatura.",
     "This creature can't be blocked by more than one creature."),
    ("Esta criatura no puede ser bloqueada excepto por tres o más criaturas.",
     "This creature can't be blocked except by three or more creatures."),
    ("Esta criatura debe ser bloqueada si es posible.", "This creature must be blocked if able."),
    ("Todas las criaturas que puedan bloquear a la criatura encantada lo hacen.",
     "All creatures able to block enchanted creature do so."),
    ("La criatura objetivo no puede bloquear este combate.", "Target creature can't block this combat."),
    ("Destruye la criatura objetivo que esté bloqueando a este permanente o esté bloqueada por él.",
     "Destroy target creature blocking or blocked by this permanent."),
])
def test_printed_spanish_reads_into_the_same_plan_and_both_readings_say_it(es: str, en: str) -> None:
    spanish, english = plan_of(parse_effect(es, "es")), plan_of(parse_effect(en))
    assert [replace(s, text="") for s in spanish.steps] == [replace(s, text="") for s in english.steps]
    assert render_plan(english, "en") == en.replace("This creature", "This permanent")
    # "this permanent" is masculine: its participle agrees ("Este permanente no puede ser bloqueado", es_agreement.py)
    permanent = es.replace("Esta criatura", "Este permanente").replace("ser bloqueada", "ser bloqueado") \
        if es.startswith("Esta criatura") else es
    assert render_plan(english, "es") == permanent


def test_must_be_blocked_and_lure_on_the_attached_creature() -> None:
    event = only_event(resolve_card("Gaea's Protector", "Gaea's Protector must be blocked if able."))
    assert (event["rule"], event["objects"]) == ("must_be_blocked", ["Gaea's Protector"])
    out = resolve("All creatures able to block enchanted creature do so.", attached_to="Hill Giant")  # Lure
    event = only_event(out)
    assert (event["rule"], event["objects"], event["duration"]) == ("lure", ["Hill Giant"], "static")
    assert "509.1c" in out["steps"][0]["citations"]
    with pytest.raises(BotError) as err:  # Nemesis Mask with no creature named as equipped: asked, never guessed
        resolve("All creatures able to block equipped creature do so.")
    assert err.value.field == "attached_to"


def test_that_creature_cant_block_this_combat() -> None:  # Forgestoker Dragon
    out = resolve("{1}{R}: This creature deals 1 damage to target creature. That creature can't block this combat.",
                  target="Hill Giant")
    restriction = out["steps"][1]["events"][0]
    assert (restriction["action"], restriction["objects"], restriction["act"], restriction["duration"]) == \
        ("rule_change", ["Hill Giant"], "block", "this_combat")
    assert "until the end of this combat" in out["narration"]
    assert "608.2c" in out["steps"][1]["citations"]


def test_a_block_triggers_that_creature_is_read_from_the_combat() -> None:
    """Wall of Tears blocks Hill Giant: "that creature" is Hill Giant, as the scenario's combat says (603.2)."""
    text = "Whenever Wall of Tears blocks a creature, that creature can't attack this turn."
    out = resolve_card("Wall of Tears", text, combat={"attacking": {"Hill Giant": "Dave"},
                                                      "blocking": {"Wall of Tears": "Hill Giant"}})
    assert only_event(out)["objects"] == ["Hill Giant"]
    with pytest.raises(BotError) as err:  # no combat stated: asked as before
        resolve_card("Wall of Tears", text)
    assert err.value.field == "event_object"


def test_the_blocker_of_a_becomes_blocked_trigger_takes_the_damage() -> None:  # Kolaghan Aspirant
    text = ("Whenever Kolaghan Aspirant becomes blocked by a creature, Kolaghan Aspirant deals 1 damage to that "
            "creature.")
    out = resolve_card("Kolaghan Aspirant", text, active="Dave", combat={
        "attacking": {"Kolaghan Aspirant": "Bob"}, "blocking": {"Hill Giant": "Kolaghan Aspirant"}})
    event = only_event(out)
    assert (event["action"], event["objects"]) == ("damage", ["Hill Giant"])
    assert "deals 1 damage to that creature" in out["narration"]


def test_two_blockers_are_never_taken_for_one() -> None:
    text = ("Whenever Kolaghan Aspirant becomes blocked by a creature, Kolaghan Aspirant deals 1 damage to that "
            "creature.")
    with pytest.raises(BotError) as err:
        resolve_card("Kolaghan Aspirant", text, active="Dave", combat={
            "attacking": {"Kolaghan Aspirant": "Bob"},
            "blocking": {"Hill Giant": "Kolaghan Aspirant", "Mind Stone": "Kolaghan Aspirant"}})
    assert err.value.code in ("choice_needed", "bad_scenario")


CROMAT = "{W}{B}: Destroy target creature blocking or blocked by Cromat."


def test_blocking_or_blocked_by_the_source_is_checked_against_the_combat() -> None:
    fought = resolve_card("Cromat", CROMAT, target="Hill Giant",
                          combat={"attacking": {"Hill Giant": "Dave"}, "blocking": {"Cromat": "Hill Giant"}})
    assert only_event(fought)["objects"] == ["Hill Giant"]
    assert "Rules: 509.1g, 509.1h" in fought["narration"]  # the combat roles it was checked by
    with pytest.raises(BotError) as err:  # Hill Giant is blocked by Llanowar Elves, not by Cromat: no legal target
        resolve_card("Cromat", CROMAT, target="Hill Giant",
                     combat={"attacking": {"Hill Giant": "Dave"}, "blocking": {"Llanowar Elves": "Hill Giant"}})
    assert err.value.code == "bad_scenario"
    with pytest.raises(BotError) as err:  # no combat stated: asked
        resolve_card("Cromat", CROMAT, target="Hill Giant")
    assert (err.value.code, err.value.field) == ("choice_needed", "combat")


def test_every_creature_blocking_or_blocked_by_it() -> None:  # Kjeldoran Frostbeast
    text = "At end of combat, destroy all creatures blocking or blocked by Kjeldoran Frostbeast."
    out = resolve_card("Kjeldoran Frostbeast", text, combat={
        "attacking": {"Hill Giant": "Dave"}, "blocking": {"Kjeldoran Frostbeast": "Hill Giant"}})
    assert only_event(out)["objects"] == ["Hill Giant"]


def test_a_bonus_and_a_restriction_on_the_one_target() -> None:  # Break Through the Line, Distortion Strike
    text = "{R}: Target creature with power 3 or less gains haste until end of turn and can't be blocked this turn."
    steps = plan_of(parse_effect(text.split(": ", 1)[1])).steps
    assert [type(s).__name__ for s in steps] == ["ModifyTarget", "TargetCantInCombat"]
    assert isinstance(steps[1], p.TargetCantInCombat) and steps[1].refers  # the same target, not a second one
    out = resolve(text, target="Hill Giant")
    restriction = out["steps"][1]["events"][0]
    assert (restriction["objects"], restriction["act"], restriction["duration"]) == \
        (["Hill Giant"], "be_blocked", "this_turn")


def test_the_sources_bonus_and_restriction_in_both_languages() -> None:  # Vectis Agents
    english = plan_of(parse_effect("This creature gets -2/-0 until end of turn and can't be blocked this turn."))
    spanish = plan_of(parse_effect("Esta criatura obtiene -2/-0 hasta el final del turno y no puede ser bloqueada "
                                   "este turno.", "es"))
    assert [replace(s, text="") for s in spanish.steps] == [replace(s, text="") for s in english.steps]
    out = resolve("Vectis Agents gets -2/-0 until end of turn and can't be blocked this turn.")
    event = out["steps"][1]["events"][0]
    assert (event["objects"], event["act"], event["duration"]) == (["Vectis Agents"], "be_blocked", "this_turn")
