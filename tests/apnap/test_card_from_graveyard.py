"""A card returned from a graveyard, read from real card text: the targeted card ("Return target creature card
from your graveyard to your hand", "… to the battlefield", "Put target creature card from a graveyard onto the
battlefield under your control": 115.1, 400.7) and the source's own card ("Return Haunted Dead from your
graveyard to the battlefield tapped"), in English and printed Spanish. A target of another kind or in another
graveyard is refused (608.2b)."""

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

RAISE = "Return target creature card from your graveyard to your hand."  # Raise Dead
ZOMBIFY = "Return target creature card from your graveyard to the battlefield."  # Zombify
REANIMATE_ANY = "Put target creature card from a graveyard onto the battlefield under your control."  # Rise from …


def resolve(effect: str, lang: str | None = None, **more: Any) -> dict[str, Any]:
    return resolve_text(json.dumps(board(effect=effect, **more)), lang)


def event(out: dict[str, Any]) -> tuple[Any, ...]:
    (e,) = out["steps"][0]["events"]
    return e["player"], e["action"], e["objects"], e["from"], e["to"]


def test_a_creature_card_from_your_graveyard_to_your_hand() -> None:
    (step,) = plan_of(parse_effect(RAISE)).steps
    assert isinstance(step, p.TargetCardFromGraveyard) and step.to == "hand" and not step.any_graveyard
    out = resolve(RAISE, target="Elvish Mystic")  # Dave (the controller) has it in his graveyard
    assert event(out) == ("Dave", "return", ["Elvish Mystic"], "graveyard", "hand")
    assert {"115.1", "400.7"} <= set(out["steps"][0]["citations"])
    assert "Dave returns Elvish Mystic to their hand" in out["narration"]


@pytest.mark.parametrize("target", ["Island", "Gray Ogre"])  # not a creature card / not in Dave's graveyard
def test_a_card_of_another_kind_or_another_graveyard_is_refused(target: str) -> None:
    with pytest.raises(BotError) as err:
        resolve(RAISE, target=target)
    assert err.value.key == "apnap.error.target_card"


def test_to_the_battlefield_and_from_any_graveyard_under_your_control() -> None:
    out = resolve(ZOMBIFY, target="Elvish Mystic")
    assert event(out) == ("Dave", "return", ["Elvish Mystic"], "graveyard", "battlefield")
    out = resolve(REANIMATE_ANY, target="Gray Ogre")  # Alice's card, onto Dave's battlefield
    assert event(out) == ("Dave", "return", ["Gray Ogre"], "graveyard", "battlefield")
    assert "puts Gray Ogre onto the battlefield under their control" in out["narration"]  # Alice's card (110.2)


def test_the_source_card_by_its_own_name_enters_tapped() -> None:
    text = "{1}{B}, Discard two cards: Return Haunted Dead from your graveyard to the battlefield tapped."
    (step,) = plan_of(parse_effect("Return this permanent from your graveyard to the battlefield tapped.")).steps
    assert isinstance(step, p.SourceCardFromGraveyard) and step.objects is None and step.tapped
    dead = {"name": "Haunted Dead", "types": ["creature"], "power": 2, "toughness": 2}
    out = resolve(text, Dave={"graveyard": [dead], "battlefield": ["Swamp (basic land)"]})
    assert event(out) == ("Dave", "return", ["Haunted Dead"], "graveyard", "battlefield")


def test_printed_spanish_reads_into_the_same_plan_and_renders() -> None:
    es = plan_of(parse_effect("Regresa la carta de criatura objetivo de tu cementerio a tu mano.", "es"))
    en = plan_of(parse_effect(RAISE))
    assert es.steps[0].to == en.steps[0].to == "hand" and type(es.steps[0]) is type(en.steps[0])
    assert render_plan(en, "en") == RAISE
    assert render_plan(en, "es") == "Regresa la carta de criatura objetivo de tu cementerio a tu mano."
    assert render_plan(plan_of(parse_effect(REANIMATE_ANY)), "en") == REANIMATE_ANY


@pytest.mark.parametrize(("text", "target"), [("{2}, {T}: Exile target card from a graveyard.", "Gray Ogre"),
                                               ("Exile target creature card from your graveyard.", "Elvish Mystic")])
def test_exile_target_card_from_a_graveyard(text: str, target: str) -> None:
    out = resolve(text, target=target)
    assert event(out) == ("Dave", "exile", [target], "graveyard", "exile")
    assert {"115.1", "406.2"} <= set(out["steps"][0]["citations"])
    with pytest.raises(BotError):  # Gray Ogre is Alice's: not in "your" (Dave's) graveyard
        resolve("Exile target creature card from your graveyard.", target="Gray Ogre")
    es = plan_of(parse_effect("Exilia la carta objetivo de un cementerio.", "es")).steps
    assert [type(s) for s in es] == [p.ExileTargetCard]
