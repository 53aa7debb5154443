"""Returning a permanent to its owner's hand, read from real card text: "Return target creature to its owner's
hand" (115.1; a new object in the hand, 400.7) and the source by its own name ("{U}: Return Windreaver to its
owner's hand"), English and printed Spanish; the target's kind and controller are checked (608.2b)."""

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
from tests.apnap.realcards import board, creature


def resolve(effect: str, lang: str | None = None, **more: Any) -> dict[str, Any]:
    return resolve_text(json.dumps(board(effect=effect, **more)), lang)


def hands(out: dict[str, Any]) -> dict[str, Any]:
    return {pl["name"]: pl.get("hand") for pl in out.get("final", {}).get("players", [])}


@pytest.mark.parametrize(("text", "target", "owner"), [
    ("Return target creature to its owner's hand.", "Hill Giant", "Bob"),  # Unsummon
    ("Return target permanent to its owner's hand.", "Sol Ring", "Alice"),  # Boomerang
    ("Return target creature you control to its owner's hand.", "Craw Wurm", "Dave"),  # Kami of Twisted Reflection
])
def test_the_target_goes_to_its_owners_hand(text: str, target: str, owner: str) -> None:
    (step,) = plan_of(parse_effect(text)).steps
    assert isinstance(step, p.ReturnTarget)
    out = resolve(text, target=target)
    (event,) = out["steps"][0]["events"]
    assert (event["player"], event["action"], event["objects"], event["to"]) == ("Dave", "return", [target],
                                                                                 "owners_hand")
    assert {"115.1", "400.7"} <= set(out["steps"][0]["citations"])
    assert f"returns {target} to its owner's hand" in out["narration"]


def test_a_target_of_the_wrong_controller_is_refused() -> None:
    with pytest.raises(BotError) as err:
        resolve("Return target creature you control to its owner's hand.", target="Hill Giant")
    assert err.value.key == "apnap.error.target_not_legal"  # Hill Giant is there: not legal, not "no such name"
    assert "Hill Giant" in str(err.value) and "creature you control" in str(err.value)


@pytest.mark.parametrize("text", ["{U}: Return Windreaver to its owner's hand.",
                                  "{1}{U}, Discard a card: Return Balshan Griffin to its owner's hand."])
def test_the_source_by_its_own_name(text: str) -> None:
    name = text.split("Return ")[1].split(" to its")[0]
    out = resolve(text, Dave={"battlefield": [creature(name, 1, 3), "Swamp (basic land)"]})
    event = out["steps"][0]["events"][0]
    assert (event["action"], event["objects"], event["to"]) == ("return", [name], "owners_hand")
    assert "400.7" in out["steps"][0]["citations"]


def test_printed_spanish_reads_into_the_same_plan_and_renders() -> None:
    es = plan_of(parse_effect("Regresa la criatura objetivo a la mano de su propietario.", "es"))
    en = plan_of(parse_effect("Return target creature to its owner's hand."))
    assert [type(s) for s in es.steps] == [type(s) for s in en.steps] == [p.ReturnTarget]
    assert render_plan(en, "en") == "Return target creature to its owner's hand."
    assert render_plan(en, "es") == "Regresa la criatura objetivo a la mano de su propietario."
    out = resolve("Regresa la criatura objetivo a la mano de su propietario.", "es", target="Hill Giant")
    assert "regresa Hill Giant a la mano de su propietario" in out["narration"]


@pytest.mark.parametrize("text", [
    "Whenever Mistblade Shinobi deals combat damage to a player, you may return target creature that player "
    "controls to its owner's hand.",
    "Put target creature that player controls on top of its owner's library.",
    "Target creature that player controls can't block this turn.",
])
def test_whose_target_it_must_be_is_refused_never_read_as_any_creature(text: str) -> None:
    with pytest.raises(BotError) as err:
        resolve(text, target="Craw Wurm", that_player="Bob")  # Dave's creature: not "that player's"
    assert "that player controls" in err.value.text("en")


def test_damage_to_target_creature_that_player_controls_checks_whose_it_is() -> None:
    # read now (damage_target.py: the step's ``of_that_player``), never as any creature: Dave's Craw Wurm is no
    # target when "that player" is Bob (115.1, 608.2c); Bob's Hill Giant is
    text = "It deals 2 damage to target creature that player controls."
    with pytest.raises(BotError) as err:
        resolve(text, target="Craw Wurm", that_player="Bob")
    assert err.value.code == "bad_scenario"
    out = resolve(text, target="Hill Giant", that_player="Bob")
    assert [(e["objects"], e["amount"]) for e in out["steps"][0]["events"]] == [(["Hill Giant"], 2)]
