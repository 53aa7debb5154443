"""A spell cast for its mana cost whose card offers an alternative cost (118.9) says so, and whether the board could
have paid it; ``alternative_cost: true`` casts it that way.

Why: judge 8's Mogg Alarm ("You may sacrifice two Mountains rather than pay this spell's mana cost") resolved with
no word of that line, on a board where Dave controls no Mountain: the line was silently dropped.
"""

from __future__ import annotations

import pytest

from bot.errors import BotError
from tests.apnap.test_costs_mechanism import DAZE, ORIMS_CURE, cost_events, resolve

MOGG_ALARM = ("You may sacrifice two Mountains rather than pay this spell's mana cost.\n"
              "Create two 1/1 red Goblin creature tokens.")
TWO_MOUNTAINS = ["Mountain (basic land)", "Mountain (basic land)"]


@pytest.mark.parametrize(("lang", "said"), [
    ("en", "alternative cost “sacrifice two Mountains” (118.9) could not have been paid by Dave on this board"),
    ("es", "Dave no podría haber pagado su coste alternativo «sacrifice two Mountains» (118.9)")])
def test_cast_the_usual_way_the_result_says_the_alternative_cost_could_not_be_paid(lang: str, said: str) -> None:
    out = resolve("Mogg Alarm", MOGG_ALARM, "Sorcery", lang=lang)  # Dave controls a Swamp, no Mountain
    assert any(said in w for w in out["warnings"]) and not out.get("costs")
    assert [e["amount"] for e in out["steps"][0]["events"]] == [2]  # the Goblins all the same


def test_a_board_that_could_pay_it_says_so_and_nothing_is_sacrificed() -> None:
    out = resolve("Mogg Alarm", MOGG_ALARM, "Sorcery", Dave={"battlefield": TWO_MOUNTAINS})
    assert any("was not used, though Dave could have paid it" in w for w in out["warnings"])
    assert not out.get("costs")


def test_alternative_cost_true_pays_it_and_a_board_that_cannot_is_a_bad_scenario() -> None:
    out = resolve("Mogg Alarm", MOGG_ALARM, "Sorcery", alternative_cost=True, Dave={"battlefield": TWO_MOUNTAINS})
    assert cost_events(out) == [("Dave", "sacrifice", ["Mountain", "Mountain"])]
    with pytest.raises(BotError) as err:
        resolve("Mogg Alarm", MOGG_ALARM, "Sorcery", alternative_cost=True)
    assert err.value.code == "bad_scenario"
    with pytest.raises(BotError) as err:  # a card with no alternative cost: nothing to use
        resolve("Divination", "Draw two cards.", "Sorcery", alternative_cost=True)
    assert err.value.key == "apnap.error.alternative_cost_none"


def test_a_returned_island_and_a_conditional_alternative_are_judged_on_the_board_too() -> None:
    out = resolve("Daze", DAZE, "Instant", spells=[{"name": "Shock", "controller": "Bob"}], target="Shock")
    assert any("“return an Island you control to its owner's hand” (118.9) could not have been paid" in w
               for w in out["warnings"])  # Dave controls no Island
    out = resolve("Orim's Cure", ORIMS_CURE, "Instant", target="Alice")  # no Plains: its "if" fails
    assert any("was not available, as “you control a Plains” does not hold" in w for w in out["warnings"])
    dave = {"battlefield": ["Plains (basic land)", {"name": "Craw Wurm", "types": ["creature"], "power": 6,
                                                    "toughness": 4}]}
    out = resolve("Orim's Cure", ORIMS_CURE, "Instant", target="Alice", Dave=dave)
    assert any("though Dave could have paid it" in w for w in out["warnings"])


def test_an_unread_if_of_an_unused_alternative_is_reported_not_refused() -> None:  # Inferno Trap
    text = ("If you've been dealt damage by two or more creatures this turn, you may pay {R} rather than pay this "
            "spell's mana cost.\nInferno Trap deals 4 damage to target creature.")
    out = resolve("Inferno Trap", text, "Instant — Trap", target="Hill Giant")
    assert any("“pay {R}” (118.9) was not used (the board does not show" in w for w in out["warnings"])
    assert out["steps"][0]["events"][0]["amount"] == 4


ORIMS_CURE_ES = ("Si controlas una llanura, puedes girar una criatura enderezada que controlas en vez de pagar el "
                 "coste de maná de este hechizo.\nPrevén los próximos 4 puntos de daño que se le fueran a hacer a "
                 "cualquier objetivo este turno.")


@pytest.mark.parametrize(("lang", "text", "said"), [
    ("en", ORIMS_CURE, "its alternative cost “tap an untapped creature you control” was not available, as “you control "
                       "a Plains” does not hold on this board (118.9)"),
    ("es", ORIMS_CURE_ES, "su coste alternativo «gira una criatura enderezada que controlas» no estaba disponible, ya "
                          "que «controlas una llanura» no se cumple en este tablero (118.9)")])
def test_an_alternative_whose_if_fails_is_said_unavailable_for_that_reason(lang: str, text: str, said: str) -> None:
    """Why: judge 39 read Nemesis Trap's "could not have been paid" on a board where the cost could be paid and only
    its "if" failed: the reason given must be the condition, which is what kept the cost off the table (118.9)."""
    tapper = {"name": "Craw Wurm", "types": ["creature"], "power": 6, "toughness": 4}
    out = resolve("Orim's Cure", text, "Instant", lang=lang, target="Alice", Dave={"battlefield": [tapper]})
    assert any(said in w for w in out["warnings"]), out["warnings"]
    assert not any("could not have been paid" in w or "no podría haber pagado" in w for w in out["warnings"])
