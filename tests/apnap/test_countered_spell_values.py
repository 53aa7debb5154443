"""An amount read from the spell the effect countered: "Counter target spell. Its controller gains life equal to its
converted mana cost", "Counter target creature spell. Draw cards equal to that spell's converted mana cost".

"Its" / "that spell's" names the one spell the effect targeted (608.2c; with no trigger's spell to mean), and its
value is the one it had as it last existed on the stack (608.2h, 202.3) — never a permanent that shares its name (the
standard board has a Craw Wurm on the battlefield and one on the stack). Printed Spanish gives the same plan."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.grammar.sentences import read_spanish
from tests.apnap.realcards import resolve_card

SPELLS = [{"name": "Craw Wurm", "controller": "Bob", "types": ["creature"], "mana_value": 6, "colors": ["green"]}]


def _events(out: dict[str, Any], action: str) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"] if e["action"] == action]


def test_you_draw_cards_equal_to_the_countered_spells_mana_value() -> None:
    # Craw Wurm {4}{G}{G}: mana value 6 (202.3), read from the countered spell (608.2h)
    out = resolve_card("Counter target creature spell. Draw cards equal to that spell's converted mana cost.",
                       target="Craw Wurm", spells=SPELLS)
    assert _events(out, "counter_spell")[0]["objects"] == ["Craw Wurm"]
    assert _events(out, "draw")[0]["amount"] == 6
    assert "as it last existed on the stack" in out["narration"]
    assert "608.2h" in out["citations"]


def test_its_controller_gains_life_equal_to_its_mana_value() -> None:
    out = resolve_card("Counter target spell. Its controller gains life equal to its converted mana cost.",
                       target="Craw Wurm", spells=SPELLS)
    (gain,) = _events(out, "gain_life")
    assert gain["player"] == "Bob" and gain["amount"] == 6


def test_a_permanent_of_the_same_name_is_not_what_it_reads() -> None:
    # a Craw Wurm on the battlefield with a +1/+1 counter changes nothing: the spell's mana value is read, not a
    # permanent's, and the narration says the stack, not the battlefield
    out = resolve_card("Counter target creature spell. Draw cards equal to that spell's converted mana cost.",
                       target="Craw Wurm", spells=SPELLS)
    assert "before it left the battlefield" not in out["narration"]


@pytest.mark.parametrize(("english", "spanish"), [
    ("Counter target spell. Its controller gains life equal to its converted mana cost.",
     "Contrarresta el hechizo objetivo. Su controlador gana una cantidad de vidas igual a su coste de maná "
     "convertido."),
    ("Counter target creature spell. Draw cards equal to that spell's converted mana cost.",
     "Contrarresta el hechizo de criatura objetivo. Roba una cantidad de cartas igual al coste de maná convertido de "
     "ese hechizo."),
])
def test_printed_spanish_gives_the_same_plan(english: str, spanish: str) -> None:
    en, es = parse_effect(english, "en"), read_spanish(spanish)
    assert [(s.action, s.amount_ref) for s in es.steps] == [(s.action, s.amount_ref) for s in en.steps]
    assert en.steps[1].amount_ref is not None and en.steps[1].amount_ref.kind == "property"
