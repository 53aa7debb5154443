"""The trigger event's amount dealt back to the event's creature (603.2, 608.2c): "Whenever a creature deals damage to
Tephraderm, Tephraderm deals that much damage to that creature." — printed Spanish "… le hace esa cantidad de daño a
esa criatura". Refused before (session 32, gE19)."""

from __future__ import annotations

import pytest

from tests.apnap.realcards import run

TEPHRADERM = "Whenever a creature deals damage to Tephraderm, Tephraderm deals that much damage to that creature."
TEPHRADERM_ES = ("Siempre que una criatura le haga daño a Tephraderm, Tephraderm le hace esa misma cantidad de daño a "
                 "esa criatura.")


@pytest.mark.parametrize("effect", [TEPHRADERM, TEPHRADERM_ES])
@pytest.mark.parametrize(("amount", "dies"), [(1, False), (3, True)])
def test_the_events_amount_to_the_events_creature(effect: str, amount: int, dies: bool) -> None:
    out = run({}, card="Tephraderm", effect=effect, event_object="Hill Giant", event_amount=amount,
              Dave={"battlefield": [{"name": "Tephraderm", "types": ["creature"], "power": 4, "toughness": 5}]})
    (step,) = out["steps"]
    assert [(e["objects"], e["amount"]) for e in step["events"]] == [(["Hill Giant"], amount)]
    assert any(s.get("object") == "Hill Giant" for s in out["state_based_actions"]) == dies
    assert out["reading"] in ("Tephraderm deals that much damage to that creature.",
                              "Tephraderm hace esa cantidad de daño a esa criatura.")


def test_after_an_instruction_that_much_is_its_amount() -> None:
    out = run({}, effect="This permanent deals 2 damage to target creature. This permanent deals that much damage to "
                         "that creature.", target="Serra Angel")
    assert [e["amount"] for s in out["steps"] for e in s["events"]] == [2, 2]


def test_that_much_life_after_damage_to_one_creature_is_the_damage() -> None:
    # it was the number of objects damaged (1) in main before session 32 (gE19): 608.2c, the amount dealt
    out = run({}, effect="This permanent deals 3 damage to target creature. You gain that much life.",
              target="Serra Angel")
    assert out["life"]["Dave"] == 23
