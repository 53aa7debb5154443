"""Numeric comparisons in object filters and in conditions (#22, session 24): one comparison expression (left amount,
operator, right amount) read from real card text in English and printed Spanish, evaluated by the engine from the
board (208.1 power and toughness, 202.3 mana value, 107.3 X, 608.2h amounts worked out as the effect resolves,
608.2c a condition checked as its instruction is reached). A characteristic the board does not give is asked
(``choice_needed``), never guessed. Each of these was refused (``unsupported_effect``) before."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

BEGUILER = "{T}: Gain control of target creature with power less than or equal to the number of creatures you control."
GORECLAW = ("Whenever Goreclaw, Terror of Qal Sisma attacks, each creature you control with power 4 or greater gets "
            "+1/+1 and gains trample until end of turn.")
FINALE_OF_GLORY = ("Create X 2/2 white Soldier creature tokens with vigilance. If X is 10 or more, also create X 4/4 "
                   "white Angel creature tokens with flying and vigilance.")
GHASTLY_DEMISE = ("Destroy target nonblack creature if its toughness is less than or equal to the number of cards in "
                  "your graveyard.")
GHASTLY_DEMISE_ES = ("Destruye la criatura objetivo que no sea negra si su resistencia es igual o menor que el número "
                     "de cartas en tu cementerio.")
RENDING_VINES = ("Destroy target artifact or enchantment if its converted mana cost is less than or equal to the "
                 "number of cards in your hand.")


def creature(name: str, power: int, toughness: int, **more: Any) -> dict[str, Any]:
    return {"name": name, "types": ["creature"], "power": power, "toughness": toughness, **more}


def events(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"]]


def test_a_filter_compares_with_the_number_the_card_defines() -> None:  # Beguiler of Wills
    board = {"Dave": {"battlefield": [creature("Beguiler of Wills", 1, 1), creature("Llanowar Elves", 1, 1),
                                      creature("Craw Wurm", 6, 4)]}}
    out = resolve_card(BEGUILER, card="Beguiler of Wills", ability=1, target="Hill Giant", **board)
    assert "Dave gains control of Hill Giant" in out["narration"]  # power 3, three creatures (208.1)
    small = {"Dave": {"battlefield": [creature("Beguiler of Wills", 1, 1), creature("Llanowar Elves", 1, 1)]}}
    with pytest.raises(BotError) as info:  # power 3 with two creatures: no legal target (115.1)
        resolve_card(BEGUILER, card="Beguiler of Wills", ability=1, target="Hill Giant", **small)
    assert info.value.code == "bad_scenario"


def test_printed_spanish_filter_reads_the_same_plan() -> None:  # Engulf the Shore's comparison, "Destroy all" verb
    en = parse_effect("Destroy all creatures with toughness less than or equal to the number of Islands you control.")
    es = parse_effect("Destruye todas las criaturas con resistencia igual o menor que el número de Islas que "
                      "controlas.", "es")
    assert en.steps[0].creatures == es.steps[0].creatures and en.steps[0].action == es.steps[0].action
    (compare,) = en.steps[0].creatures.compares  # type: ignore[union-attr]
    assert (compare.prop, compare.op, compare.ref, en.steps[0].creatures.control) == (  # type: ignore[union-attr]
        "toughness", "le", "defined", None)  # "you control" is the Islands', never the creatures'
    out = resolve_card("Destroy all creatures with toughness less than or equal to the number of Islands you "
                       "control.", Dave={"battlefield": ["Island (basic land)", "Island (basic land)"]})
    assert [o for e in events(out) for o in e["objects"]] == ["Grizzly Bears"]  # toughness 2 ≤ 2 Islands


def test_each_creature_with_power_4_or_greater_gets_the_bonus() -> None:  # Goreclaw, Terror of Qal Sisma
    board = {"Dave": {"battlefield": [creature("Goreclaw, Terror of Qal Sisma", 4, 3), creature("Llanowar Elves", 1, 1),
                                      creature("Craw Wurm", 6, 4)]}}
    out = resolve_card(GORECLAW, card="Goreclaw, Terror of Qal Sisma", ability=1, active="Dave", **board)
    # power 4 is "4 or greater"; Llanowar Elves (power 1) is not
    assert "Goreclaw, Terror of Qal Sisma and Craw Wurm: get +1/+1 and gain trample" in out["narration"]
    assert "Llanowar Elves" not in out["narration"].split("Step 1")[1]  # power 1
    es = render_plan(plan_of(parse_effect(GORECLAW.split(", ", 2)[-1])), "es")
    assert "con fuerza de 4 o más" in es and "power" not in es


@pytest.mark.parametrize(("x", "angels"), [(10, True), (9, False)])
def test_if_x_is_10_or_more(x: int, angels: bool) -> None:  # Finale of Glory (107.3)
    out = resolve_card(FINALE_OF_GLORY, card="Finale of Glory", x=x)
    said = "true" if angels else "false"
    assert f"Condition “X is 10 or more”: {said}" in out["narration"]
    done = out["narration"].split("Step 1")[1].split("Condition")[0]
    assert ("Angel" in done) is angels


def test_spanish_if_x_is_5_or_more_reads_the_same_plan() -> None:
    en = parse_effect("Target creature gets +2/+2 until end of turn. If X is 5 or more, draw a card.")
    es = parse_effect("La criatura objetivo obtiene +2/+2 hasta el final del turno. Si X es 5 o más, roba una carta.",
                      "es")
    assert [(s.action, s.if_board and s.if_board[0]) for s in en.steps] == [
        (s.action, s.if_board and s.if_board[0]) for s in es.steps]  # the words are each printed
    assert "Si X es 5 o más, roba una carta." in render_plan(plan_of(en), "es")


@pytest.mark.parametrize(("graveyard", "destroyed"), [(["Shock", "Duress", "Giant Growth"], True),
                                                      (["Shock", "Duress"], False)])
def test_its_toughness_is_the_targets_own(graveyard: list[str], destroyed: bool) -> None:  # Ghastly Demise
    for text, lang in ((GHASTLY_DEMISE, None), (GHASTLY_DEMISE_ES, "es")):
        out = resolve_card(text, lang, target="Hill Giant", Dave={"graveyard": graveyard})
        assert any("Hill Giant" in e["objects"] for e in events(out)) is destroyed  # toughness 3 (608.2c)
        assert "608.2h" in out["citations"]


def test_a_mana_value_the_board_does_not_give_is_asked() -> None:  # Rending Vines
    with pytest.raises(BotError) as info:
        resolve_card(RENDING_VINES, target="Sol Ring")
    assert (info.value.code, info.value.key) == ("choice_needed", "apnap.error.property_needed")
    board = {"Alice": {"battlefield": [{"name": "Sol Ring", "types": ["artifact"], "mana_value": 1}]},
             "Dave": {"hand": ["Shock"]}}
    out = resolve_card(RENDING_VINES, target="Sol Ring", **board)
    assert any("Sol Ring" in e["objects"] for e in events(out))  # 1 ≤ 1 card in hand


def test_the_revealed_cards_power_stays_the_revealed_cards() -> None:  # Titan's Presence: never the target's own
    text = "Exile target creature if its power is less than or equal to the revealed card's power."
    step = parse_effect(text).steps[0]
    cond = step.if_board[0]  # type: ignore[index]
    assert (cond.left.kind, cond.right.kind) == ("acted_on", "card")  # type: ignore[attr-defined]


def test_other_creatures_after_created_tokens_is_refused() -> None:  # Martial Coup: other than the new Soldiers
    with pytest.raises(BotError) as info:
        resolve_card("Create X 1/1 white Soldier creature tokens. If X is 5 or more, destroy all other creatures.",
                     card="Martial Coup", x=5)
    assert info.value.code == "unsupported_effect"
