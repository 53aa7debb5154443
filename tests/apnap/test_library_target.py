"""A targeted permanent put on top of or on the bottom of its owner's library (115.1, 400.7), read from real card
text in English and printed Spanish: "Put target creature on top of its owner's library." (Griptide-like, Time
Ebb), "Put target artifact on the bottom of its owner's library." The card goes to that end of its owner's
library, whoever controlled it; a target of another kind is refused (608.2b)."""

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

TOP = "Put target creature on top of its owner's library."
BOTTOM = "Put target artifact on the bottom of its owner's library."


def resolve(effect: str, lang: str | None = None, **more: Any) -> dict[str, Any]:
    return resolve_text(json.dumps(board(effect=effect, **more)), lang)


@pytest.mark.parametrize(("text", "target", "end"), [(TOP, "Hill Giant", "top"), (BOTTOM, "Sol Ring", "bottom")])
def test_the_target_goes_to_that_end_of_its_owners_library(text: str, target: str, end: str) -> None:
    (step,) = plan_of(parse_effect(text)).steps
    assert isinstance(step, p.LibraryTarget) and step.end == end
    out = resolve(text, target=target)
    (event,) = out["steps"][0]["events"]
    assert (event["player"], event["action"], event["objects"], event["to"]) == ("Dave", "put", [target],
                                                                                 f"library_{end}")
    assert {"115.1", "400.7"} <= set(out["steps"][0]["citations"])
    assert render_plan(plan_of(parse_effect(text)), "en") == text


def test_the_narration_says_where_and_a_wrong_kind_is_refused() -> None:
    out = resolve(TOP, target="Hill Giant")
    assert "puts Hill Giant on top of its owner's library" in out["narration"]
    with pytest.raises(BotError):
        resolve(TOP, target="Sol Ring")


def test_printed_spanish_reads_into_the_same_plan() -> None:
    es = "Pon la criatura objetivo en la parte superior de la biblioteca de su propietario."
    (spanish,), (english,) = plan_of(parse_effect(es, "es")).steps, plan_of(parse_effect(TOP)).steps
    assert type(spanish) is type(english) and spanish.end == english.end == "top"
    assert render_plan(plan_of(parse_effect(TOP)), "es") == es
