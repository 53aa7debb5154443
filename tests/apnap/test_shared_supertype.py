"""A supertype said once for a list of kinds (205.4e), issue #22: "a legendary creature or planeswalker" is a
legendary creature or a legendary planeswalker (Nicol Bolas, Dragon-God's −8; the legendary sorceries' reminder),
and printed Spanish says it after the last noun, "una criatura o planeswalker legendario". Where the supertype is
said elsewhere, which kinds it qualifies is not clear: refused, never guessed.
"""

from __future__ import annotations

import pytest

from bot.apnap import plan as p
from bot.apnap.grammar import parse_effect
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import run

BOLAS = "Each opponent who doesn't control a legendary creature or planeswalker loses the game."
BOLAS_ES = "Cada oponente que no controle una criatura o planeswalker legendario pierde la partida."
ISAMARU = {"name": "Isamaru, Hound of Konda", "types": ["creature"], "supertypes": ["legendary"], "power": 2,
           "toughness": 2}
JACE = {"name": "Jace Beleren", "types": ["planeswalker"], "supertypes": ["legendary"], "counters": {"loyalty": 3}}
# Alice has Grizzly Bears and Serra Angel (not legendary); Carol a legendary planeswalker, Bob a legendary creature


def _losers(out: dict[str, object]) -> list[str]:
    return [e["player"] for s in out["steps"] for e in s["events"] if e["action"] == "lose_game"]  # type: ignore


def test_each_opponent_without_a_legendary_creature_or_planeswalker_loses() -> None:
    """Bob (a legendary creature) and Carol (a legendary planeswalker) stay; Alice, whose creatures are not
    legendary, loses (104.3e). The controller, Dave, is no opponent."""
    out = run({}, effect=BOLAS, Bob={"battlefield": [ISAMARU]}, Carol={"battlefield": [JACE]})
    assert _losers(out) == ["Alice"]
    out = run({}, effect=BOLAS, Bob={"battlefield": [ISAMARU]}, Carol={"battlefield": [{**JACE, "supertypes": []}]})
    assert _losers(out) == ["Carol", "Alice"]  # a planeswalker that is not legendary is no "legendary planeswalker"


def test_the_spanish_supertype_after_the_nouns_is_both_kinds_too() -> None:
    en, es = p.plan_of(parse_effect(BOLAS)), p.plan_of(parse_effect(BOLAS_ES, "es"))
    assert [s.subject for s in en.steps] == [s.subject for s in es.steps]
    out = run({}, effect=BOLAS_ES, lang="es", Bob={"battlefield": [ISAMARU]}, Carol={"battlefield": [JACE]})
    assert _losers(out) == ["Alice"]
    assert render_plan(es, "es") == BOLAS_ES  # the supertype said once (205.4e), as printed
    assert render_plan(en, "en") == BOLAS
    assert render_plan(p.plan_of(parse_effect("Destroy each legendary creature or planeswalker.")), "es") \
        == "Destruye todas las criaturas o planeswalkers legendarios."


@pytest.mark.parametrize("text, lang", [("Destroy each creature or legendary planeswalker.", "en"),
                                        ("Destruye cada criatura legendaria o planeswalker.", "es")])
def test_a_supertype_said_elsewhere_is_refused(text: str, lang: str) -> None:
    with pytest.raises(BotError) as err:
        parse_effect(text, lang)
    assert err.value.code == "unsupported_effect"


def test_sacrifice_a_legendary_creature_or_planeswalker_offers_only_legendary_ones() -> None:
    out = run({}, effect="Each opponent sacrifices a legendary creature or planeswalker.",
              Bob={"battlefield": [ISAMARU, {"name": "Hill Giant", "types": ["creature"], "power": 3, "toughness": 3}]})
    bob = [e for e in out["steps"][0]["events"] if e["player"] == "Bob"]
    assert [e["objects"] for e in bob] == [["Isamaru, Hound of Konda"]]
    assert all(not e["objects"] for e in out["steps"][0]["events"] if e["player"] != "Bob")


def test_a_supertype_and_a_colour_each_with_its_own_kind_are_either_of_two_kinds() -> None:
    """"each legendary creature or black planeswalker": once refused with the supertype tests (whose kinds "legendary"
    covered was unclear); since either of two kinds is read (a colour said with a later kind is that kind's only,
    105.2, 205.4), it is a legendary creature or a black planeswalker, said back as printed."""
    plan = p.plan_of(parse_effect("Destroy each legendary creature or black planeswalker."))
    either = plan.steps[0].objects.either  # type: ignore[attr-defined]
    assert [(f.noun, f.colors) for f in either] == [("creature", frozenset()), ("planeswalker", frozenset({"black"}))]
    assert "legendary" in either[0].alternatives[0][0] and "legendary" not in either[1].alternatives[0][0]
    assert render_plan(plan, "en") == "Destroy all legendary creatures or black planeswalkers."
