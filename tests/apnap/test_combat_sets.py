"""Combat wordings of issue #22 (506-511) refused before session 41: the creatures blocking or blocked by the source
as the subject of "gets" / "gains" ("Each creature blocking or blocked by this creature gets -1/-1 until end of
turn", 509.1g-h, 611.2c) and printed Spanish's indicative "que bloquea o está bloqueada por esta criatura"; English and
printed Spanish read into the same plan, said back in both languages."""

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
from tests.apnap.realcards import board, resolve_on_daves_board


def resolve(effect: str, lang: str | None = None, **more: Any) -> dict[str, Any]:
    return resolve_text(json.dumps(board(effect=effect, **more)), lang)


def events(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"]]


def same_plan(english: str, spanish: str) -> p.Plan:
    en, es = plan_of(parse_effect(english)), plan_of(parse_effect(spanish, "es"))
    assert [replace(s, text="") for s in es.steps] == [replace(s, text="") for s in en.steps]
    return en


# --- the source's blockers and blocked attackers as a subject (509.1g-h) --------------------------------------

@pytest.mark.parametrize(("en", "es", "said_en", "said_es"), [
    ("Each creature blocking or blocked by this creature gets -1/-1 until end of turn.",
     "Cada criatura que bloquea o está bloqueada por esta criatura obtiene -1/-1 hasta el final del turno.",
     "Creatures blocking or blocked by this permanent get -1/-1 until end of turn.",
     "Las criaturas que estén bloqueando a este permanente o estén bloqueadas por él obtienen -1/-1 hasta el final "
     "del turno."),
    ("Each creature blocking or blocked by this creature gains first strike until end of turn.",
     "Cada criatura que esté bloqueando a esta criatura o esté bloqueada por ella gana la habilidad de dañar primero "
     "hasta el final del turno.",
     "Creatures blocking or blocked by this permanent gain first strike until end of turn.",
     "Las criaturas que estén bloqueando a este permanente o estén bloqueadas por él ganan la habilidad de dañar "
     "primero hasta el final del turno."),
    ("Each creature blocking it gets -2/-0 until end of turn.",
     "Cada criatura que bloquea a esta criatura obtiene -2/-0 hasta el final del turno.",
     "Creatures blocking it get -2/-0 until end of turn.",
     "Las criaturas que lo estén bloqueando obtienen -2/-0 hasta el final del turno."),
])
def test_the_source_s_combat_partners_as_the_subject(en: str, es: str, said_en: str, said_es: str) -> None:
    plan = same_plan(en, es)
    (step,) = plan.steps
    assert isinstance(step, p.ModifyAll)
    assert step.objects.combat in ("fighting_source", "blocking_source")
    assert (render_plan(plan, "en"), render_plan(plan, "es")) == (said_en, said_es)


def test_only_the_creatures_in_combat_with_the_source_get_the_bonus() -> None:
    """509.1g-h: Hill Giant attacks and is blocked by the source; Craw Wurm attacks and is blocked by Llanowar Elves,
    so it is neither blocking nor blocked by the source and keeps its size (611.2c: the set is fixed as it resolves)."""
    text = "Each creature blocking or blocked by Spitting Slug gets -1/-1 until end of turn."
    for lang, said in ((None, text), ("es", "Cada criatura que bloquea o está bloqueada por Spitting Slug obtiene "
                                           "-1/-1 hasta el final del turno.")):
        out = resolve_on_daves_board("Spitting Slug", said, lang, combat={
            "attacking": {"Hill Giant": "Dave"}, "blocking": {"Spitting Slug": "Hill Giant"}})
        (event,) = events(out)
        assert (event["action"], event["objects"]) == ("modify", ["Hill Giant"])
        assert {"509.1g", "509.1h"} <= set(out["citations"])


def test_no_combat_stated_is_asked() -> None:
    from bot.errors import BotError

    with pytest.raises(BotError) as err:
        resolve_on_daves_board("Spitting Slug", "Each creature blocking or blocked by Spitting Slug gets -1/-1 until "
                                                "end of turn.")
    assert (err.value.code, err.value.field) == ("choice_needed", "combat")


# --- every creature of a kind removed from combat (506.4) -----------------------------------------------------

BLOCKED_GIANT = {"attacking": {"Hill Giant": "Dave"}, "blocking": {"Llanowar Elves": "Hill Giant"}}


@pytest.mark.parametrize(("text", "lang"), [
    ("Remove all attacking creatures from combat.", None),
    ("Remueve de combate a todas las criaturas atacantes.", "es"),
    ("Retira del combate a todas las criaturas atacantes.", "es"),
])
def test_all_attacking_creatures_are_removed_from_combat(text: str, lang: str | None) -> None:
    """506.4: Hill Giant, the one attacker, leaves combat; Llanowar Elves, which blocked it, is still a blocking
    creature (510.1d) and is not an attacking creature, so it stays; the plan is the same in both languages."""
    out = resolve(text, lang, combat=BLOCKED_GIANT)
    (event,) = events(out)
    assert (event["action"], event["objects"]) == ("remove_from_combat", ["Hill Giant"])
    assert {"506.4", "508.1k"} <= set(out["citations"])
    (step,) = plan_of(parse_effect(text, lang) if lang else parse_effect(text)).steps
    assert isinstance(step, p.RemoveFromCombatAll) and step.objects.combat == "attacking"


def test_removal_of_all_said_back_in_both_languages() -> None:
    plan = same_plan("Remove all attacking creatures from combat.",
                     "Remueve de combate a todas las criaturas atacantes.")
    assert render_plan(plan, "en") == "Remove all attacking creatures from combat."
    assert render_plan(plan, "es") == "Retira todas las criaturas atacantes del combate."


def test_no_attacker_of_that_kind_removes_nothing_and_says_so() -> None:
    out = resolve("Remove all attacking creatures you control from combat.", combat=BLOCKED_GIANT)  # Dave's: none
    (event,) = events(out)
    assert event["objects"] == []
    assert "nothing is removed from combat (506.4)" in out["narration"]


def test_removal_of_all_with_no_combat_stated_is_asked() -> None:
    from bot.errors import BotError

    with pytest.raises(BotError) as err:
        resolve("Remove all attacking creatures from combat.")
    assert (err.value.code, err.value.field) == ("choice_needed", "combat")


def test_older_spanish_remueve_reads_a_target_removal() -> None:  # "Remueve de combate a la criatura atacante …"
    plan = same_plan("Remove target attacking creature from combat.",
                     "Remueve de combate a la criatura atacante objetivo.")
    assert isinstance(plan.steps[0], p.RemoveFromCombatTarget)
    out = resolve("Remueve del combate a la criatura atacante objetivo.", "es", target="Hill Giant",
                  combat=BLOCKED_GIANT)
    assert [(e["action"], e["objects"]) for e in events(out)] == [("remove_from_combat", ["Hill Giant"])]


# --- printed Spanish of a requirement on the source (509.1c) -------------------------------------------------

def test_target_creature_blocks_this_creature_in_both_languages() -> None:
    plan = same_plan("Target creature blocks this creature this turn if able.",
                     "La criatura objetivo bloquea a esta criatura este turno si puede.")
    (step,) = plan.steps
    assert isinstance(step, p.TargetCombatRequirement) and step.rule == "must_block_source"


# --- "blocks or becomes blocked" as a trigger condition (509.1a, 509.1h; 603.2) ------------------------------

@pytest.mark.parametrize(("when", "kind"), [
    ("Whenever this creature blocks or becomes blocked", "blocks_or_blocked"),
    ("Whenever Brushwagg blocks or becomes blocked", "blocks_or_blocked"),
    ("Siempre que esta criatura bloquee o sea bloqueada", "blocks_or_blocked"),
    ("Siempre que esta criatura sea bloqueada", "becomes_blocked"),
])
def test_blocks_or_becomes_blocked_is_one_condition_about_the_source(when: str, kind: str) -> None:
    from bot.apnap.grammar.when import NEVER_DURING_EFFECT, parse_when

    pattern = parse_when(when, "Brushwagg")
    assert pattern is not None and (pattern.kind, pattern.source) == (kind, "only")
    assert kind in NEVER_DURING_EFFECT  # declared in combat (509.1), never by an effect resolving here
    # the other creature said ("… by a creature") is another condition, not read: refused, never matched loosely
    assert parse_when(f"{when} by a creature", "Brushwagg") is None


def test_a_board_permanent_with_that_trigger_is_accepted_and_does_not_fire() -> None:
    bushido = {"name": "Hand of Cruelty", "types": ["creature"], "power": 2, "toughness": 2, "triggers": [
        {"when": "Whenever this creature blocks or becomes blocked", "text": "It gets +1/+1 until end of turn."}]}
    out = resolve("Each player loses 1 life.", Dave={"battlefield": [bushido]})
    assert [e["action"] for e in events(out)] == ["lose_life"] * 4
    assert not out.get("triggers")
