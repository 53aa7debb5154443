""""Until your next turn" wherever "until end of turn" is read (issue #22, session 41; 611.2a): one duration in the
grammar (english.lark ``until_eot``, spanish.lark ``_until_eot``: "hasta tu próximo turno"), given to the steps that
keep it (grammar/next_turn.py) and refused for any other. A change "until your next turn" lasts until that player's
next turn begins (611.2a; 500.1), not until the cleanup step (514.2). Before: refused at "your next turn"."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.errors import BotError
from tests.apnap.realcards import resolve_card


def _plan(text: str, lang: str = "en") -> list[Any]:
    return [replace(s, text="") for s in plan_of(parse_effect(text, lang)).steps]


def _events(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"]]


PAIRS = [
    # Liliana, the Last Hope's +1; Jace, Telepath Unbound's +1 (after the change, as "until end of turn" is)
    ("Up to one target creature gets -2/-1 until your next turn.",
     "Hasta una criatura objetivo obtiene -2/-1 hasta tu próximo turno."),
    ("Target creature gets +2/+2 until your next turn.",
     "La criatura objetivo obtiene +2/+2 hasta tu próximo turno."),
    # Mu Yanling, Sky Dancer's +2; Vivien, Champion of the Wilds' +1 (the duration first, a count of targets: 601.2c)
    ("Until your next turn, up to one target creature gets -2/-0 and loses flying.",
     "Hasta tu próximo turno, hasta una criatura objetivo obtiene -2/-0 y pierde la habilidad de volar."),
    ("Until your next turn, up to one target creature gains vigilance and reach.",
     "Hasta tu próximo turno, hasta una criatura objetivo gana las habilidades de vigilancia y alcance."),
    # Sorin, Solemn Visitor's +1 (read before: it stays so)
    ("Until your next turn, creatures you control get +1/+0 and gain lifelink.",
     "Hasta tu próximo turno, las criaturas que controlas obtienen +1/+0 y ganan vínculo vital."),
    # Shapesharer's wording (707.2, 613.2a)
    ("Target creature becomes a copy of another target creature until your next turn.",
     "La criatura objetivo se convierte en una copia de otra criatura objetivo hasta tu próximo turno."),
]


@pytest.mark.parametrize(("english", "spanish"), PAIRS)
def test_every_change_lasts_until_your_next_turn_in_both_languages(english: str, spanish: str) -> None:
    plan = _plan(english)
    assert plan and all(step.duration == "until_your_next_turn" for step in plan)
    assert _plan(spanish, "es") == plan


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_creature_shrunk_until_your_next_turn(lang: str) -> None:
    """611.2a: Alice's -2/-1 on Bob's Hill Giant lasts until Alice's next turn begins, so it is still there on Bob's
    turn (the reading and the event say so, never "until end of turn")."""
    text = PAIRS[0][0] if lang == "en" else PAIRS[0][1]
    out = resolve_card(text, lang, target="Hill Giant", controller="Alice")
    (event,) = _events(out)
    assert (event["action"], event["objects"], event["pt"], event["duration"]) == \
        ("modify", ["Hill Giant"], "-2/-1", "until_your_next_turn")
    assert "611.2a" in out["steps"][0]["citations"]
    said = {"en": "until your next turn", "es": "hasta tu próximo turno"}[lang]
    assert said in out["reading"] and {"en": "until end of turn", "es": "hasta el final del turno"}[lang] \
        not in out["reading"]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_copy_until_your_next_turn_ends_on_the_controllers_turn(lang: str) -> None:
    """707.2, 613.2a: Bob's Hill Giant becomes a copy of Serra Angel until Alice's (the ability's controller's) next
    turn, not Bob's (611.2a): the narration names Alice's turn."""
    text = PAIRS[-1][0] if lang == "en" else PAIRS[-1][1]
    out = resolve_card(text, lang, target=["Hill Giant", "Serra Angel"], controller="Alice")
    (event,) = _events(out)
    assert (event["action"], event["player"], event["duration"], event["turn_of"]) == \
        ("become_copy", "Bob", "until_your_next_turn", "Alice")
    assert {"707.2", "613.2a", "611.2a"} <= set(out["steps"][0]["citations"])
    assert out["reading"] == text
    said = {"en": "until Alice's next turn", "es": "hasta el próximo turno de Alice"}[lang]
    assert said in "\n".join(out["narration"]) if isinstance(out["narration"], list) else said in out["narration"]


def test_the_shapeshifter_wording_reads_the_duration() -> None:
    (step,) = _plan("Target Shapeshifter becomes a copy of target creature until your next turn.")
    assert step.duration == "until_your_next_turn" and not step.another


@pytest.mark.parametrize("text", [
    # an aura's bonus: its plan has no duration to keep (a static of the permanent attached)
    "Enchanted creature gets +1/+1 until your next turn.",
    "La criatura encantada obtiene +1/+1 hasta tu próximo turno.",
])
def test_a_step_that_would_not_keep_the_duration_is_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        parse_effect(text)
    assert err.value.code == "unsupported_effect"


def test_until_end_of_turn_is_unchanged() -> None:
    (step,) = _plan("Until end of turn, up to two target creatures each gain vigilance and reach.")
    assert step.duration == "this_turn" and step.keywords == ("vigilance", "reach")
