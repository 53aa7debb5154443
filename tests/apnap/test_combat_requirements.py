"""Requirements in combat of real cards (issue #22, the fresh sample's refusals; 508.1d, 509.1c): on every creature
("All creatures attack each combat if able", Grand Melee), for this turn only ("Each creature attacks this turn if
able", Goblin Diplomats; "Enchanted creature attacks this turn if able", Nettling Curse, 611.2a), once each turn
("Mogis's Chosen attacks each turn if able") and both requirements at once ("Relentless Raptor attacks or blocks
each combat if able"). Before, each was refused; "this turn" must never be read as each combat's. English and
printed Spanish read into the same plan; each reading is said back in both languages."""

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
from tests.apnap.realcards import board, card_text, creature, resolve_on_daves_board


def resolve(effect: str, lang: str | None = None, **more: Any) -> dict[str, Any]:
    return resolve_text(json.dumps(board(effect=effect, **more)), lang)


resolve_card = resolve_on_daves_board


def events(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"]]


@pytest.mark.parametrize(("text", "duration", "said"), [
    ("All creatures attack each combat if able.", "static", "each combat if able"),  # Grand Melee
    ("Each creature attacks this turn if able.", "this_turn", "this turn if able"),  # Goblin Diplomats
    ("All creatures attack this turn if able.", "this_turn", "this turn if able"),
    ("Creatures your opponents control attack this turn if able.", "this_turn", "this turn if able"),
])
def test_a_requirement_on_every_creature_of_a_kind(text: str, duration: str, said: str) -> None:
    (step,) = plan_of(parse_effect(text)).steps
    assert isinstance(step, p.ContinuousEffect)
    assert (step.change.kind, step.change.act, step.change.duration) == ("must", "attack", duration)
    assert render_plan(plan_of(parse_effect(text)), "en").endswith(f"attack {said}.")
    out = resolve(text)
    assert "508.1d" in out["steps"][0]["citations"]
    assert ("611.2a" in out["steps"][0]["citations"]) == (duration == "this_turn")
    if duration == "this_turn":  # the narration says this turn, never each combat
        assert "each combat" not in out["narration"]


@pytest.mark.parametrize(("card", "text", "rule", "cited"), [
    ("Mogis's Chosen", "Mogis's Chosen attacks each turn if able.", "must_attack_each_turn", ("508.1d",)),
    ("Relentless Raptor", "Relentless Raptor attacks or blocks each combat if able.", "must_attack_or_block",
     ("508.1d", "509.1c")),
])
def test_the_sources_own_requirement(card: str, text: str, rule: str, cited: tuple[str, ...]) -> None:
    out = resolve_card(card, text)
    (event,) = events(out)
    assert (event["action"], event["rule"], event["objects"], event["duration"]) == \
        ("combat_rule", rule, [card], "static")
    assert set(cited) <= set(out["steps"][0]["citations"])


def test_the_attached_creature_attacks_this_turn() -> None:
    out = resolve("Enchanted creature attacks this turn if able.", attached_to="Hill Giant")  # Nettling Curse
    (event,) = events(out)
    assert (event["rule"], event["objects"], event["duration"]) == ("must_attack", ["Hill Giant"], "this_turn")
    assert "611.2a" in out["steps"][0]["citations"]
    (step,) = plan_of(parse_effect("Enchanted creature attacks each combat if able.")).steps
    assert step.duration == "static"  # the static one stays as it was


@pytest.mark.parametrize(("es", "en"), [
    ("Todas las criaturas atacan en cada combate si es posible.", "Creatures attack each combat if able."),
    ("Cada criatura ataca este turno si es posible.", "Creatures attack this turn if able."),
    ("Las criaturas que controlan tus oponentes atacan este turno si es posible.",
     "Creatures your opponents control attack this turn if able."),
    ("Esta criatura ataca en cada turno si es posible.", "This creature attacks each turn if able."),
    ("Esta criatura ataca o bloquea en cada combate si es posible.",
     "This creature attacks or blocks each combat if able."),
    ("La criatura encantada ataca este turno si es posible.", "Enchanted creature attacks this turn if able."),
])
def test_printed_spanish_reads_into_the_same_plan_and_both_readings_say_it(es: str, en: str) -> None:
    spanish, english = plan_of(parse_effect(es, "es")), plan_of(parse_effect(en))
    assert [replace(s, text="") for s in spanish.steps] == [replace(s, text="") for s in english.steps]
    said_en, said_es = render_plan(english, "en"), render_plan(english, "es")
    assert said_en == en.replace("This creature", "This permanent")
    for said, lang in ((said_en, "en"), (said_es, "es")):  # each reading reads back into the same plan
        again = plan_of(parse_effect(said, lang))
        assert [replace(s, text="") for s in again.steps] == [replace(s, text="") for s in english.steps]


@pytest.mark.parametrize(("card", "text", "rule", "cited"), [
    ("Tin Street Dodger", "Tin Street Dodger can't be blocked this turn except by creatures with defender.",
     "blocked_only_by", "509.1b"),
    ("Mounted Archers", "Mounted Archers can block an additional creature this turn.", "block_additional", "509.1a"),
])
def test_the_sources_own_rule_for_this_turn(card: str, text: str, rule: str, cited: str) -> None:
    out = resolve_card(card, f"{{R}}: {text}")
    (event,) = events(out)
    assert (event["rule"], event["objects"], event["duration"]) == (rule, [card], "this_turn")
    assert {cited, "611.2a"} <= set(out["steps"][0]["citations"])


def test_cant_be_blocked_this_turn_alone_stays_a_restriction() -> None:
    """The new token never takes "can't be blocked this turn" that has no "except by" after it (101.2, 509.1b)."""
    (step,) = plan_of(parse_effect("This creature can't be blocked this turn.")).steps
    assert not isinstance(step, p.CombatRequirementRule)
    (step,) = plan_of(parse_effect("This creature can't be blocked this turn except by two or more creatures.")).steps
    assert isinstance(step, p.CombatRequirementRule) and (step.rule, step.blockers) == ("min_blockers", 2)


@pytest.mark.parametrize(("es", "en"), [
    ("Esta criatura no puede ser bloqueada este turno excepto por criaturas con la habilidad de defensor.",
     "This permanent can't be blocked this turn except by creatures with defender."),
    ("Esta criatura puede bloquear a una criatura adicional este turno.",
     "This permanent can block an additional creature this turn."),
])
def test_printed_spanish_for_this_turn(es: str, en: str) -> None:
    spanish, english = plan_of(parse_effect(es, "es")), plan_of(parse_effect(en))
    assert [replace(s, text="") for s in spanish.steps] == [replace(s, text="") for s in english.steps]
    assert render_plan(english, "en") == en
    again = plan_of(parse_effect(render_plan(english, "es"), "es"))
    assert [replace(s, text="") for s in again.steps] == [replace(s, text="") for s in english.steps]


@pytest.mark.parametrize("card", ["Tormented Soul", "Inkfathom Infiltrator", "Marang River Prowler"])
def test_cant_block_and_cant_be_blocked(card: str) -> None:
    out = resolve_card(card, f"{card} can't block and can't be blocked.")
    assert [(e["action"], e["act"], e["objects"]) for e in events(out)] == \
        [("rule_change", "block", [card]), ("rule_change", "be_blocked", [card])]
    assert {"101.2", "509.1b"} <= {c for s in out["steps"] for c in s["citations"]}


@pytest.mark.parametrize(("es", "en"), [
    ("Esta criatura no puede bloquear y no puede ser bloqueada.", "This creature can't block and can't be blocked."),
    ("La criatura encantada no puede atacar y no puede ser bloqueada.",
     "Enchanted creature can't attack and can't be blocked."),
])
def test_two_restrictions_in_printed_spanish(es: str, en: str) -> None:
    spanish, english = plan_of(parse_effect(es, "es")), plan_of(parse_effect(en))
    assert len(english.steps) == 2
    assert [replace(s, text="") for s in spanish.steps] == [replace(s, text="") for s in english.steps]
    for lang in ("en", "es"):
        again = plan_of(parse_effect(render_plan(english, lang), lang))
        assert [replace(s, text="") for s in again.steps] == [replace(s, text="") for s in english.steps]


@pytest.mark.parametrize("ally", [False, True])
def test_a_requirement_unless_a_board_condition(ally: bool) -> None:
    """Reckless Cohort (508.1d, 611.3a): applies now only while "you control another Ally" is false, and the
    condition is checked again as attackers are declared; never the resolving ability's 608.2c."""
    card, text = "Reckless Cohort", "Reckless Cohort attacks each combat if able unless you control another Ally."
    cleric = {"name": "Ondu Cleric", "types": ["creature"], "subtypes": ["Kor", "Cleric", "Ally"], "power": 1,
              "toughness": 1}
    data = board(card=card, ability=1, Dave={"battlefield": [creature(card, 2, 2), *([cleric] if ally else [])]})
    out = resolve_text(json.dumps(data), None, lambda n: card_text(card, text, None) if n == card else None)
    assert [e["rule"] for e in events(out)] == ([] if ally else ["must_attack"])
    (cond,) = out["conditions"]
    assert (cond["holds"], cond["rule"], cond["checked_at"]) == (ally, "611.3a", ["508.1d"])
    es = "Esta criatura ataca en cada combate si es posible a menos que controles otro Aliado."
    english = plan_of(parse_effect("This creature attacks each combat if able unless you control another Ally."))
    spanish = plan_of(parse_effect(es, "es"))  # the condition keeps its printed words: compared as said back
    for lang in ("en", "es"):
        assert render_plan(spanish, lang) == render_plan(english, lang)
    assert render_plan(english, "es") == es.replace("Esta criatura", "Este permanente")
