""""It" / "that creature" after a return to the battlefield: the permanent that entered (400.7, 608.2c), read from
real cards — Bond of Revival, Rise from the Grave's return with Entering's "It gains haste until end of turn",
Goryo's Vengeance, Postmortem Lunge, an unearth-like activation by name — in English and printed Spanish. "It gains
haste." with no end said lasts indefinitely (611.2a), never "until end of turn"; "it" after a return of several cards,
or after a return to a hand, is refused."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import plan as p
from bot.apnap import resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import board

BOND = "Return target creature card from your graveyard to the battlefield. It gains haste until your next turn."
REANIMATE_EOT = "Put target creature card from a graveyard onto the battlefield under your control. It gains haste " \
    "until end of turn."  # Entering's wording with a target (the pick of "a creature card" is not read here)
GORYO = "Return target legendary creature card from your graveyard to the battlefield. That creature gains haste. " \
    "Exile it at the beginning of the next end step."
POSTMORTEM = "Return target creature card from your graveyard to the battlefield. It gains haste. Exile it at the " \
    "beginning of the next end step."
COUNTER = "Return target creature card from your graveyard to the battlefield. Put a +1/+1 counter on it."
ZOMBIE = {"name": "Dregscape Zombie", "types": ["creature"], "power": 2, "toughness": 1}
UNEARTH = "{B}: Return Dregscape Zombie from your graveyard to the battlefield. It gains haste. Exile it at the " \
    "beginning of the next end step."


def resolve(effect: str, lang: str | None = None, **more: Any) -> dict[str, Any]:
    return resolve_text(json.dumps(board(effect=effect, **more)), lang)


def second_event(out: dict[str, Any]) -> dict[str, Any]:
    (e,) = out["steps"][1]["events"]
    return e


def test_it_gains_haste_acts_on_the_permanent_that_entered() -> None:
    steps = plan_of(parse_effect(POSTMORTEM)).steps
    assert isinstance(steps[1], p.ModifyTarget) and steps[1].on_entered and steps[1].duration == "indefinite"
    assert not plan_of(parse_effect(POSTMORTEM)).needs_object_target or isinstance(steps[0], p.TargetCardFromGraveyard)
    out = resolve(POSTMORTEM, target="Elvish Mystic")
    e = second_event(out)
    assert (e["action"], e["objects"], e["keywords"], e["duration"]) == ("modify", ["Elvish Mystic"], "haste",
                                                                          "indefinite")
    assert "400.7" in out["steps"][1]["citations"]
    assert "gains haste, with no end" in out["narration"] and "until end of turn" not in out["narration"]
    assert "its object: Elvish Mystic" in out["narration"]  # the delayed exile names the same permanent (603.7c)


@pytest.mark.parametrize(("text", "target", "duration"), [(BOND, "Elvish Mystic", "until_your_next_turn"),
                                                          (REANIMATE_EOT, "Gray Ogre", "this_turn")])
def test_the_duration_said_is_the_one_kept(text: str, target: str, duration: str) -> None:
    out = resolve(text, target=target)  # Gray Ogre: Alice's card, onto Dave's battlefield
    e = second_event(out)
    assert (e["objects"], e["duration"]) == ([target], duration)


def test_that_creature_after_a_return_is_the_permanent_and_is_said_so() -> None:
    plan = plan_of(parse_effect(GORYO))
    assert plan.steps[1].on_entered and not plan.steps[1].pronoun
    assert render_plan(plan, "en").startswith("Return target legendary creature card from your graveyard to the "
                                              "battlefield. That creature gains haste. ")
    legend = {"name": "Griselbrand", "types": ["creature"], "supertypes": ["legendary"], "power": 7, "toughness": 7}
    out = resolve(GORYO, target="Griselbrand", Dave={"graveyard": [legend], "battlefield": []})
    assert second_event(out)["objects"] == ["Griselbrand"]


def test_a_counter_on_it_goes_on_the_permanent_that_entered() -> None:
    out = resolve(COUNTER, target="Elvish Mystic")
    e = second_event(out)
    assert (e["action"], e["objects"], e["amount"]) == ("counter", ["Elvish Mystic"], 1)


def test_the_sources_own_card_returned_by_name() -> None:
    out = resolve(UNEARTH, Dave={"graveyard": [ZOMBIE], "battlefield": ["Swamp (basic land)"]})
    assert second_event(out)["objects"] == ["Dregscape Zombie"]
    assert "its object: Dregscape Zombie" in out["narration"]


def test_nothing_returned_means_no_object_refused() -> None:
    with pytest.raises(BotError) as err:  # the source's card is not in the graveyard: nothing entered
        resolve(UNEARTH, Dave={"graveyard": [], "battlefield": ["Swamp (basic land)"]})
    assert err.value.key == "apnap.error.entered_object"


@pytest.mark.parametrize("text", [
    "Return up to two target creature cards from your graveyard to the battlefield. It gains haste.",  # two: "they"
    "Return target creature card from your graveyard to your hand. It gains haste.",  # no permanent entered
])
def test_it_with_no_one_permanent_that_entered_is_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        plan_of(parse_effect(text))
    assert err.value.key == "apnap.error.unsupported_effect"


@pytest.mark.parametrize(("es", "en"), [
    ("Regresa la carta de criatura objetivo de tu cementerio al campo de batalla. Gana la habilidad de prisa hasta el "
     "final del turno.", "Return target creature card from your graveyard to the battlefield. It gains haste until "
     "end of turn."),
    ("Regresa la carta de criatura objetivo de tu cementerio al campo de batalla. Gana la habilidad de prisa.",
     "Return target creature card from your graveyard to the battlefield. It gains haste."),
    ("Regresa la carta de criatura objetivo de tu cementerio al campo de batalla. Esa criatura gana la habilidad de "
     "prisa.", "Return target creature card from your graveyard to the battlefield. That creature gains haste."),
])
def test_printed_spanish_reads_into_the_same_plan(es: str, en: str) -> None:
    es_plan, en_plan = plan_of(parse_effect(es, "es")), plan_of(parse_effect(en))
    assert [type(s) for s in es_plan.steps] == [type(s) for s in en_plan.steps]
    assert es_plan.steps[1].on_entered and en_plan.steps[1].on_entered
    assert es_plan.steps[1].duration == en_plan.steps[1].duration  # type: ignore[attr-defined]
    assert render_plan(es_plan, "en") == render_plan(en_plan, "en") == en
    said = render_plan(en_plan, "es")
    assert "prisa" in said and "haste" not in said
    again = plan_of(parse_effect(said, "es"))  # the Spanish reading reads back into the same plan
    assert [type(s) for s in again.steps] == [type(s) for s in en_plan.steps] and again.steps[1].on_entered


def test_spanish_narration_says_no_end() -> None:
    out = resolve("Regresa la carta de criatura objetivo de tu cementerio al campo de batalla. Gana la habilidad de "
                  "prisa.", "es", target="Elvish Mystic")
    assert "gana prisa, sin final" in out["narration"] and "final del turno" not in out["narration"]


PORTAL = "Exile target creature you control, then return that card to the battlefield under its owner's control. It " \
    "gains first strike until end of turn."  # Justiciar's Portal
PORTAL_ES = "Exilia la criatura objetivo que controlas y luego regresa esa carta al campo de batalla bajo el control " \
    "de su propietario. Gana la habilidad de dañar primero hasta el final del turno."


def test_a_target_exiled_and_returned_is_the_new_permanent() -> None:
    steps = plan_of(parse_effect(PORTAL)).steps
    assert isinstance(steps[1], p.ReturnMoved) and isinstance(steps[2], p.ModifyTarget) and steps[2].on_entered
    out = resolve(PORTAL, target="Llanowar Elves")
    (e,) = out["steps"][2]["events"]
    assert (e["objects"], e["keywords"], e["duration"]) == (["Llanowar Elves"], "first strike", "this_turn")
    assert "400.7" in out["steps"][2]["citations"] and "115.1" not in out["steps"][2]["citations"]
    es = plan_of(parse_effect(PORTAL_ES, "es"))
    assert [type(s) for s in es.steps] == [type(s) for s in steps] and es.steps[2].on_entered
    assert render_plan(es, "en") == PORTAL and render_plan(plan_of(parse_effect(PORTAL)), "es") == PORTAL_ES


DAWN = "You may return target creature card from your graveyard to the battlefield. That creature gains haste until " \
    "end of turn. Exile it at the beginning of the next end step."  # Dawn of the Dead's effect


@pytest.mark.parametrize(("answer", "changed"), [("yes", [["Elvish Mystic"]]), ("no", [])])
def test_a_return_declined_leaves_it_nothing_to_act_on(answer: str, changed: list[list[str]]) -> None:
    out = resolve(DAWN, target="Elvish Mystic", choices={"Dave": [answer]})
    assert [e["objects"] for s in out["steps"] for e in s["events"] if e["action"] == "modify"] == changed
