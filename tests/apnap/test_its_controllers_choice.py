""""Target creature gains protection from the color of its controller's choice until end of turn" (Pale Wayfarer,
Wishmonger; 702.16a, 608.2d): the target's controller — not the ability's — chooses the colour as the instruction is
carried out (the chooser read as "that creature's controller", engine/who.py, 608.2h), and the keyword is granted with
that colour. Printed Spanish "protección contra el color a elección de su controlador" reads into the same plan."""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

WAYFARER = "Target creature gains protection from the color of its controller's choice until end of turn."
ES = ("La criatura objetivo gana protección contra el color a elección de su controlador hasta el final del "
      "turno.")


@pytest.mark.parametrize(("text", "lang", "said"), [(WAYFARER, "en", "protection from white"),
                                                    (ES, "es", "protección contra el blanco")])
def test_the_targets_controller_chooses_and_the_target_gains_it(text: str, lang: str, said: str) -> None:
    out = resolve_card(text, target="Hill Giant", choices={"Bob": ["white"]}, lang=lang)
    choose, modify = out["steps"]
    assert (choose["action"], list(choose["chosen_for"])) == ("choose", ["Bob"])  # Bob controls Hill Giant
    assert modify["events"][0]["objects"] == ["Hill Giant"]
    assert said in out["narration"]
    assert "702.16a" in modify["citations"]


def test_the_abilitys_controller_does_not_choose() -> None:
    out = resolve_card(WAYFARER, target="Craw Wurm", choices={"Dave": ["black"]})  # Dave's own creature
    assert out["steps"][0]["chosen_for"] == {"Dave": "black"}
    assert "protection from black" in out["narration"]


def test_spanish_reads_the_same_plan() -> None:
    assert [type(s).__name__ for s in plan_of(parse_effect(ES, "es")).steps] == \
           [type(s).__name__ for s in plan_of(parse_effect(WAYFARER)).steps]


def test_its_of_no_target_is_refused() -> None:
    with pytest.raises(BotError):
        parse_effect("Creatures you control gain protection from the color of its controller's choice until end of "
                     "turn.")
