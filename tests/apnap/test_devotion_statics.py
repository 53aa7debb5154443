"""The Theros gods' static (#22, session 23): "As long as your devotion to <colour> [and <colour>] is less than N,
<this> isn't a creature" (611.3a, 613.1d; devotion 700.5, two colours counted together 700.5a), read from real card
text in English and printed Spanish. Each result says whether the god is a creature now, with the devotion counted
on the board; a mana cost the board does not give is asked, never counted as none. Refused before
(``unsupported_effect``)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import run

EREBOS = "As long as your devotion to black is less than five, Erebos isn't a creature."
KARAMETRA = "As long as your devotion to green and white is less than seven, Karametra isn't a creature."
XENAGOS = "As long as your devotion to red and green is less than seven, Xenagos isn't a creature."


def perm(name: str, cost: str, *types: str, **more: Any) -> dict[str, Any]:
    return {"name": name, "types": list(types) or ["creature"], "mana_cost": cost, **more}


def event(out: dict[str, Any]) -> dict[str, Any]:
    (only,) = [e for s in out["steps"] for e in s["events"]]
    return only


def god(name: str, cost: str) -> dict[str, Any]:
    return perm(name, cost, "enchantment", "creature", supertypes=["legendary"], power=5, toughness=7)


def test_low_devotion_takes_the_creature_type_away() -> None:  # Erebos, God of the Dead
    out = run({}, card="Erebos, God of the Dead", effect=EREBOS,
              Dave={"battlefield": [god("Erebos, God of the Dead", "{3}{B}"), "Swamp (basic land)"]})
    e = event(out)
    assert (e["action"], e["objects"], e["applies"], e["devotion"]) == (
        "not_type", ["Erebos, God of the Dead"], True, 1)
    assert {"604.1", "611.3a", "613.1d", "700.5"} <= set(out["citations"])
    assert "isn't a creature now" in out["narration"] and "(devotion: 1)" in out["narration"]


def test_enough_devotion_leaves_it_a_creature() -> None:  # Erebos with Gray Merchant and a hybrid permanent
    board = [god("Erebos, God of the Dead", "{3}{B}"), perm("Gray Merchant of Asphodel", "{3}{B}{B}"),
             perm("Kitchen Finks", "{1}{G/W}{G/W}"), perm("Sin Collector", "{1}{W}{B}")]
    out = run({}, card="Erebos, God of the Dead", effect=EREBOS, Dave={"battlefield": board})
    e = event(out)
    assert (e["applies"], e["devotion"]) == (True, 4)  # 1 + 2 + 0 + 1: the hybrid G/W is no black symbol
    board.append(perm("Phyrexian Obliterator", "{B}{B}{B}{B}"))
    e = event(run({}, card="Erebos, God of the Dead", effect=EREBOS, Dave={"battlefield": board}))
    assert (e["applies"], e["devotion"]) == (False, 8)
    assert "is a creature now" in run({}, card="Erebos, God of the Dead", effect=EREBOS,
                                      Dave={"battlefield": board})["narration"]


def test_two_colours_count_a_hybrid_symbol_once() -> None:  # Karametra, God of Harvests (700.5a)
    board = [god("Karametra, God of Harvests", "{3}{G}{W}"), perm("Kitchen Finks", "{1}{G/W}{G/W}"),
             perm("Watchwolf", "{G}{W}")]
    e = event(run({}, card="Karametra, God of Harvests", effect=KARAMETRA, Dave={"battlefield": board}))
    assert (e["applies"], e["devotion"]) == (True, 6)  # 2 + 2 + 2, each hybrid once
    board.append(perm("Llanowar Elves", "{G}"))
    e = event(run({}, card="Karametra, God of Harvests", effect=KARAMETRA, Dave={"battlefield": board}))
    assert (e["applies"], e["devotion"]) == (False, 7)


def test_an_opponents_permanents_do_not_count() -> None:  # Xenagos, God of Revels
    board = {"Dave": {"battlefield": [god("Xenagos, God of Revels", "{3}{R}{G}")]},
             "Bob": {"battlefield": [perm("Boros Reckoner", "{R/W}{R/W}{R/W}"), perm("Craw Wurm", "{4}{G}{G}")]}}
    e = event(run({}, card="Xenagos, God of Revels", effect=XENAGOS, **board))
    assert (e["applies"], e["devotion"]) == (True, 2)


def test_a_mana_cost_nobody_gave_is_asked() -> None:
    with pytest.raises(BotError) as info:
        run({}, card="Erebos, God of the Dead", effect=EREBOS,
            Dave={"battlefield": [god("Erebos, God of the Dead", "{3}{B}"),
                                  {"name": "Mystery Horror", "types": ["creature"]}]})
    assert (info.value.code, info.value.key) == ("choice_needed", "apnap.error.mana_cost_needed")
    assert "Mystery Horror" in info.value.suggestions


def test_the_god_not_on_the_board_is_asked_for() -> None:  # devotion counts its own mana cost (700.5)
    with pytest.raises(BotError) as info:
        run({}, card="Erebos, God of the Dead", effect=EREBOS, Dave={"battlefield": ["Swamp (basic land)"]})
    assert info.value.code == "choice_needed" and "Erebos, God of the Dead" in info.value.suggestions


def test_printed_spanish_reads_into_the_same_plan_and_both_readings_exist() -> None:
    es = "Mientras tu devoción al verde y al blanco sea menor que siete, este permanente no es una criatura."
    en = "As long as your devotion to green and white is less than seven, this permanent isn't a creature."
    (s_es,), (s_en,) = plan_of(parse_effect(es)).steps, plan_of(parse_effect(en)).steps
    assert (s_es.card_type, s_es.while_.check) == (s_en.card_type, s_en.while_.check)  # the texts are each printed
    plan = plan_of(parse_effect(en))
    assert render_plan(plan, "en") == en
    assert render_plan(plan, "es") == es
    black = "Mientras tu devoción al negro sea menor que cinco, este permanente no es una criatura."
    one = plan_of(parse_effect(black))
    assert render_plan(one, "en") == ("As long as your devotion to black is less than five, this permanent isn't a "
                                      "creature.")


def test_another_players_devotion_or_a_word_that_is_no_card_type_is_refused() -> None:
    for text in ("As long as your devotion to black is less than five, this permanent isn't a wizard.",
                 "As long as your devotion to black and black is less than five, this permanent isn't a creature."):
        with pytest.raises(BotError) as info:
            plan_of(parse_effect(text))
        assert info.value.code == "unsupported_effect"


def test_a_spanish_answer_says_it_in_spanish() -> None:
    out = run({}, card="Erebos, God of the Dead", effect=EREBOS, lang="es",
              Dave={"battlefield": [god("Erebos, God of the Dead", "{3}{B}")]})
    assert "no es una criatura ahora" in out["narration"] and "(devoción: 1)" in out["narration"]


# ------------------------------------------------------------------------------------ a static keyword loss (613.1f)
def test_all_creatures_lose_flying_while_the_source_is_there() -> None:  # Gravity Sphere
    board = {"Dave": {"battlefield": [{"name": "Gravity Sphere", "types": ["enchantment"]},
                                      perm("Llanowar Elves", "{G}", power=1, toughness=1)]}}
    out = run({}, card="Gravity Sphere", effect="All creatures lose flying.", **board)
    (e,) = [e for s in out["steps"] for e in s["events"]]
    assert (e["loses"], e["duration"]) == ("flying", "static")
    assert "Serra Angel" in e["objects"] and "Llanowar Elves" in e["objects"]
    assert {"604.1", "611.3a", "613.1f"} <= set(out["citations"])


def test_a_keyword_loss_reads_the_same_in_printed_spanish() -> None:
    en, es = plan_of(parse_effect("All creatures lose flying.")), plan_of(
        parse_effect("Todas las criaturas pierden la habilidad de volar."))
    assert [type(s) for s in en.steps] == [type(s) for s in es.steps]
    assert en.steps[0].loses == es.steps[0].loses == ("flying",)  # type: ignore[attr-defined]
    assert render_plan(en, "es") == "Todas las criaturas pierden la habilidad de volar."  # hS42: "All" said
    opp = plan_of(parse_effect("Creatures your opponents control lose flying."))
    assert render_plan(opp, "en") == "Creatures your opponents control lose flying."
