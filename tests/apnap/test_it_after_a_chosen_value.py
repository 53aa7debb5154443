""""It" after an instruction that chooses a colour inside it (608.2c, 608.2d; grammar/antecedents.py): the colour
chosen as "It gains protection from the color of your choice until end of turn" is carried out names no object, so
"it" is still the one object named before it — the target a counter went on (Feat of Resistance), the source just
untapped (Pristine Skywise). Two objects before it stay refused. Real card text on the standard board."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.errors import BotError
from tests.apnap.realcards import creature, resolve_card

FEAT = ("Put a +1/+1 counter on target creature you control. It gains protection from the color of your choice "
        "until end of turn.")


def _events(out: dict[str, Any]) -> list[tuple[str, list[str], str]]:
    return [(e["action"], e["objects"], str(e.get("keywords") or e.get("detail") or "")) for s in out["steps"]
            for e in s["events"]]


def test_it_is_the_target_the_counter_went_on() -> None:  # Feat of Resistance
    out = resolve_card(FEAT, target="Craw Wurm", choices={"Dave": ["red"]})
    actions = [(s["action"]) for s in out["steps"]]
    assert actions == ["counter", "choose", "modify"]
    counter, _, modify = out["steps"]
    assert counter["events"][0]["objects"] == ["Craw Wurm"]
    assert modify["events"][0]["objects"] == ["Craw Wurm"]  # the target, never Llanowar Elves
    assert "protection from red" in out["narration"]
    assert "608.2c" in modify["citations"]


def test_it_is_the_source_untapped_before_the_choice() -> None:  # Pristine Skywise
    text = ("Whenever you cast a noncreature spell, untap Pristine Skywise. It gains protection from the color of "
            "your choice until end of turn.")
    board = {"battlefield": [creature("Pristine Skywise", 3, 3, tapped=True), creature("Llanowar Elves", 1, 1)]}
    out = resolve_card(text, card="Pristine Skywise", ability=1, choices={"Dave": ["black"]}, Dave=board)
    untap, _, modify = out["steps"]
    assert untap["events"][0]["objects"] == modify["events"][0]["objects"] == ["Pristine Skywise"]
    assert "protection from black" in out["narration"]


def test_printed_spanish_reads_the_same_pronoun() -> None:
    es = ("Pon un contador +1/+1 sobre la criatura objetivo que controlas. Gana protección contra el color de tu "
          "elección hasta el final del turno.")
    en_steps = [type(s).__name__ for s in plan_of(parse_effect(FEAT)).steps]
    assert [type(s).__name__ for s in plan_of(parse_effect(es, "es")).steps] == en_steps


def test_two_objects_before_it_stay_refused() -> None:
    text = ("Put a +1/+1 counter on target creature you control. Tap target creature an opponent controls. It gains "
            "protection from the color of your choice until end of turn.")
    with pytest.raises(BotError) as err:
        parse_effect(text)
    assert "It gains protection" in err.value.text("en")
