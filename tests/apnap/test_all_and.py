"""Two "all" objects of one verb are one instruction: "Exile all permanents and all cards from all graveyards",
"Destroy all artifacts and all enchantments" (printed Spanish "Destruye todos los artefactos y todos los
encantamientos"): the action is taken on both sets at once (608.2f), one step with simultaneous events.

Before: the exile was two steps (one per set, told as two instructions), and "Destroy all artifacts and all
enchantments" was refused ("all enchantments").
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from tests.apnap.realcards import STANDARD, resolve_card


def _moved(out: dict[str, Any]) -> list[str]:
    return [o for e in out["steps"][0]["events"] for o in e["objects"]]


def test_permanents_and_graveyards_are_exiled_in_one_step() -> None:
    out = resolve_card("Exile all permanents and all cards from all graveyards.")
    assert len(out["steps"]) == 1 and "608.2f" in out["steps"][0]["citations"]
    moved = _moved(out)
    assert "Serra Angel" in moved and "Gray Ogre" in moved  # a permanent and a graveyard card, both at once


@pytest.mark.parametrize(("lang", "text"), [("en", "Destroy all artifacts and all enchantments."),
                                            ("es", "Destruye todos los artefactos y todos los encantamientos.")])
def test_destroy_two_sets_is_one_step(lang: str, text: str) -> None:
    dave = next(p for p in STANDARD["players"] if p["name"] == "Dave")
    bf = [*dave["battlefield"], {"name": "Dread Husk", "types": ["artifact", "enchantment"]}]
    out = resolve_card(text, lang, Dave={"battlefield": bf})
    assert len(out["steps"]) == 1
    moved = _moved(out)
    assert {"Sol Ring", "Mind Stone", "Oblivion Ring"} <= set(moved)
    assert moved.count("Dread Husk") == 1  # in both sets, destroyed once (608.2f)


def test_each_set_keeps_its_own_filter() -> None:
    steps = plan_of(parse_effect("Destroy all creatures and all lands.", "en")).steps
    assert [s.objects.noun for s in steps] == ["creature", "land"]  # type: ignore[attr-defined]


@pytest.mark.parametrize("text", ["Destroy all artifacts and all enchantments.",
                                  "Exile all permanents and all cards from all graveyards."])
def test_one_instruction_is_said_back_as_one(text: str) -> None:
    """The reading says the two sets after one verb, never ", then …", which orders them (608.2f); read back, it is the
    same plan, the flag included (the rendering test found "Exile all permanents, then exile all cards …")."""
    from bot.apnap.render import render_plan

    plan = plan_of(parse_effect(text))
    assert render_plan(plan, "en") == text
    assert plan_of(parse_effect(render_plan(plan, "en"))) == plan
