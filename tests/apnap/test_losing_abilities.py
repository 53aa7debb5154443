"""Abilities an effect takes away until end of turn (613.1f, layer 6): "Target creature loses flying until end of
turn", "That creature loses flying until end of turn", "Creatures your opponents control lose hexproof and
indestructible until end of turn", "Leering Gargoyle gets -2/+2 and loses flying until end of turn".

Why a typed removal, not a dropped clause: a lost keyword changes what the rest of the resolution does (702.12b: a
creature that lost indestructible is destroyed by lethal damage; a filter "with flying" no longer sees it), and the
result lists it (``granted`` with ``lost: true``), with how long it lasts."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import resolve_text
from bot.apnap.grammar.effect import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from tests.apnap.realcards import board, creature, resolve_card

# Hour of Devastation's first sentence, then a mass damage the grammar reads whole (its own "each non-Bolas
# planeswalker" is refused: one filter for "each creature and each non-Bolas planeswalker" would drop the "non-")
HOUR = "All creatures lose indestructible until end of turn. Hour of Devastation deals 5 damage to each creature."
NAJEELA = ("Untap all attacking creatures. They gain trample, lifelink, and haste until end of turn. After this phase, "
           "there is an additional combat phase.")
BONDS = "Creatures your opponents control lose hexproof and indestructible until end of turn."
VERTIGO = "Vertigo deals 2 damage to target creature with flying. That creature loses flying until end of turn."
CANOPY = "Target creature loses flying until end of turn."
GARGOYLE = "Leering Gargoyle gets -2/+2 and loses flying until end of turn."


_resolve = resolve_card  # the standard board with the effect, resolved (tests/apnap/realcards.py)


def _steps(text: str) -> list[Any]:
    return list(plan_of(parse_effect(text, names=("Swooping Talon", "Leering Gargoyle"))).steps)


@pytest.mark.parametrize(("text", "lost"), [
    (CANOPY, ("flying",)),
    (BONDS, ("hexproof", "indestructible")),
    ("Swooping Talon loses flying until end of turn.", ("flying",)),
    (GARGOYLE, ("flying",)),
])
def test_a_lost_keyword_is_a_removal_not_a_gain(text: str, lost: tuple[str, ...]) -> None:
    step = _steps(text)[0]
    assert step.loses == lost and step.keywords == ()


def test_a_creature_that_lost_indestructible_dies_to_lethal_damage() -> None:
    # 702.12b: indestructible kept Craw Wurm from being destroyed; taken away first, the 5 damage destroys it (704.5g)
    wurm = creature("Craw Wurm", 6, 4, colors=["green"], keywords=["indestructible"])
    dave = {"name": "Dave", "battlefield": [creature("Llanowar Elves", 1, 1, colors=["green"]), wurm,
                                             "Swamp (basic land)"]}
    players = board()["players"]
    players[3] = {**players[3], **dave}
    out = _resolve(HOUR, players=players)
    assert {"object": "Craw Wurm", "duration": "this_turn", "rule": "613.1f", "keyword": "indestructible",
            "lost": True} in out["granted"]
    assert {"player": "Dave", "event": "dies", "rules": ["704.5g"],
            "object": "Craw Wurm"} in out["state_based_actions"]
    kept = _resolve("Hour of Devastation deals 5 damage to each creature.", players=players)
    assert {"player": "Dave", "event": "indestructible", "rules": ["704.5g", "702.12b"],
            "object": "Craw Wurm"} in kept["state_based_actions"]


def test_that_creature_is_the_target_and_loses_flying() -> None:
    out = _resolve(VERTIGO, target="Serra Angel")
    assert {"object": "Serra Angel", "duration": "this_turn", "rule": "613.1f", "keyword": "flying",
            "lost": True} in out["granted"]
    assert "613.1f" in out["steps"][-1]["citations"]
    assert "loses flying until end of turn" in out["narration"]


def test_a_removal_renders_and_narrates_in_both_languages() -> None:
    assert render_plan(plan_of(parse_effect(CANOPY)), "en") == "Target creature loses flying until end of turn."
    # as printed Spanish says a target: its article first ("La criatura objetivo …")
    assert render_plan(plan_of(parse_effect(CANOPY)), "es") == ("La criatura objetivo pierde la habilidad de volar "
                                                                "hasta el final del turno.")
    data = board()
    data["effect"] = CANOPY
    data["target"] = "Serra Angel"
    out = resolve_text(json.dumps(data), "es")
    assert "pierde" in out["narration"]


@pytest.mark.parametrize(("spanish", "english"), [
    ("La criatura objetivo pierde la habilidad de volar hasta el final del turno.", CANOPY),
    ("Todas las criaturas pierden la habilidad de indestructible hasta el final del turno.",
     "All creatures lose indestructible until end of turn."),
])
def test_printed_spanish_reads_into_the_same_removal(spanish: str, english: str) -> None:
    es, en = _steps(spanish)[0], _steps(english)[0]
    assert type(es) is type(en) and es.loses == en.loses and es.keywords == en.keywords == ()


# ------------------------------------------------------------------ the duration said first (611.2a)
@pytest.mark.parametrize(("first", "last"), [
    ("Until end of turn, target creature gains trample and gets +2/+0.",
     "Target creature gains trample and gets +2/+0 until end of turn."),
    ("Until end of turn, creatures you control gain trample and get +1/+1.",
     "Creatures you control get +1/+1 and gain trample until end of turn."),
    ("Until end of turn, target creature gets +3/+3.", "Target creature gets +3/+3 until end of turn."),
])
def test_until_end_of_turn_said_first_is_the_same_effect(first: str, last: str) -> None:
    a, b = _steps(first)[0], _steps(last)[0]
    assert type(a) is type(b)
    assert (a.power, a.toughness, a.keywords, a.objects) == (b.power, b.toughness, b.keywords, b.objects)


def test_until_end_of_turn_first_with_where_x_counts_as_it_resolves() -> None:
    # Tromp the Domains' shape with a count the board gives: X = the creatures Dave controls (2)
    out = _resolve("Until end of turn, target creature gains trample and gets +X/+X, where X is the number of "
                   "creatures you control.", target="Hill Giant")
    event = out["steps"][0]["events"][0]
    assert event["objects"] == ["Hill Giant"] and event["pt"] == "+2/+2" and event["keywords"] == "trample"


def test_each_creature_and_each_non_bolas_planeswalker_is_refused_not_merged() -> None:
    from bot.errors import BotError

    with pytest.raises(BotError) as err:
        parse_effect("Hour of Devastation deals 5 damage to each creature and each non-Bolas planeswalker.")
    assert "non-Bolas planeswalker" in err.value.text("en")
    assert _steps("Pyroclasm deals 2 damage to each creature and each planeswalker.")  # two kinds alone: one filter


def test_they_after_untap_all_is_every_permanent_it_named_not_only_those_it_untapped() -> None:
    # 608.2c: "they" are all the attacking creatures; Hill Giant attacks untapped (the board says so: vigilance-like,
    # 508.1f), so the untap changes nothing, yet it gains the keywords
    giant = {"name": "Hill Giant", "types": ["creature"], "power": 3, "toughness": 3, "tapped": False}
    out = _resolve(NAJEELA, combat={"attacking": {"Hill Giant": "Dave"}}, Bob={"battlefield": [giant]})
    assert out["steps"][0]["events"][0]["objects"] == []
    assert out["steps"][1]["events"][0]["objects"] == ["Hill Giant"]
    assert {g["keyword"] for g in out["granted"] if g["object"] == "Hill Giant"} == {"trample", "lifelink", "haste"}


@pytest.mark.parametrize("text", [
    "Until your next turn, creatures you control get +1/+0 and gain lifelink.",  # Sorin, Solemn Visitor
    "Until your next turn, target creature gains vigilance and gets +1/+1.",
])
def test_until_your_next_turn_lasts_until_that_turn(text: str) -> None:
    step = _steps(text)[0]
    assert step.duration == "until_your_next_turn" and step.keywords
    out = _resolve(text, **({"target": "Craw Wurm"} if "target" in text else {}))
    assert out["granted"] and all(g["duration"] == "until_your_next_turn" for g in out["granted"])
    assert "until Dave's next turn" in out["narration"]
    assert render_plan(plan_of(parse_effect(text)), "en").endswith("until your next turn.")


def test_printed_spanish_duration_said_first_is_the_same_effect() -> None:
    es = _steps("Hasta el final del turno, la criatura objetivo obtiene +3/+3 y gana la habilidad de arrollar.")[0]
    en = _steps("Until end of turn, target creature gets +3/+3 and gains trample.")[0]
    assert type(es) is type(en) and (es.power, es.toughness, es.keywords) == (en.power, en.toughness, en.keywords)
