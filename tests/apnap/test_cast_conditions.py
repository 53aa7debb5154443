"""Conditions of how the spell was cast (#22, session 14), read from real card text and checked both ways: the mana
spent to cast it ("If {B} was spent to cast …", adamant's "at least three red mana", 601.2h), given by the scenario's
``mana_spent`` and asked for when not given, and addendum's "if you cast this spell during your main phase" (505.1;
500.2: a step ends only with an empty stack, so the spell resolves in the step it was cast in)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar.conditions import read_condition
from bot.apnap.grammar.conditions_more import CastInMainPhase, ManaSpent
from bot.errors import BotError
from tests.apnap.realcards import run


def actions(out: dict[str, Any]) -> list[str]:
    return [e["action"] for s in out["steps"] for e in s["events"]]


RALLY = ("Create two 1/1 white Human creature tokens.\nAdamant — If at least three white mana was spent to cast this "
         "spell, you gain 1 life for each creature you control.")
SPOIL = ("Destroy target land. If {B} was spent to cast Rolling Spoil, all creatures get -1/-1 until end of turn.")


@pytest.mark.parametrize("spent, gains", [({"white": 3, "colorless": 2}, True), ({"white": 2, "green": 1}, False)])
def test_adamant_counts_the_mana_of_one_colour_spent(spent: dict[str, int], gains: bool) -> None:
    """Rally for the Throne: three white mana spent, Dave gains 1 life for each of his 4 creatures (the 2 tokens
    too); two, nothing, and the narration says why."""
    out = run({}, card="Rally for the Throne", effect=RALLY, mana_spent=spent)
    assert ("gain_life" in actions(out)) is gains
    assert out["conditions"][0]["holds"] is gains
    if not gains:
        assert "“you gain 1 life for each creature you control” is not done (608.2c)" in out["narration"]


@pytest.mark.parametrize("spent, shrinks", [({"black": 1, "red": 2}, True), ({"red": 3}, False)])
def test_one_symbol_spent(spent: dict[str, int], shrinks: bool) -> None:
    """Rolling Spoil: {B} spent, all creatures get -1/-1; none, only the land is destroyed."""
    out = run({}, card="Rolling Spoil", effect=SPOIL, target="Mountain", mana_spent=spent)
    assert ("modify" in actions(out)) is shrinks and "destroy" in actions(out)


def test_mana_spent_not_given_is_asked_for() -> None:
    with pytest.raises(BotError) as info:
        run({}, card="Rolling Spoil", effect=SPOIL, target="Mountain")
    assert info.value.code == "choice_needed" and info.value.field == "mana_spent"


def test_mana_spent_of_an_unknown_kind_is_bad_input() -> None:
    with pytest.raises(BotError) as info:
        run({}, card="Rolling Spoil", effect=SPOIL, target="Mountain", mana_spent={"purple": 1})
    assert info.value.code == "bad_scenario"


SPHINX = "Draw three cards.\nAddendum — If you cast this spell during your main phase, you gain 2 life."


@pytest.mark.parametrize("active, step, gains", [("Dave", "precombat_main", True), ("Dave", "upkeep", False),
                                                 ("Bob", None, False)])
def test_addendum_is_the_controllers_main_phase(active: str, step: str | None, gains: bool) -> None:
    """Sphinx's Insight: cast in the controller's own main phase, 2 life more; on another step or turn, none."""
    more = {"step": step} if step else {}
    out = run({}, card="Sphinx's Insight", effect=SPHINX, active=active, **more)
    assert ("gain_life" in actions(out)) is gains


def test_addendum_on_the_controllers_turn_with_no_step_is_asked() -> None:
    with pytest.raises(BotError) as info:
        run({}, card="Sphinx's Insight", effect=SPHINX, active="Dave")
    assert info.value.code == "choice_needed" and info.value.field == "step"


@pytest.mark.parametrize("text, lang, expected", [
    ("{B} was spent to cast this spell", "en", ManaSpent("black")),
    ("at least three red mana was spent to cast this spell", "en", ManaSpent("red", 3)),
    ("at least three mana of the same color was spent to cast this spell", "en", ManaSpent(None, 3, True)),
    ("you cast this spell during your main phase", "en", CastInMainPhase()),
    ("se gastó {B} para lanzar este hechizo", "es", ManaSpent("black")),
    ("se gastaron al menos tres manás rojos para lanzar este hechizo", "es", ManaSpent("red", 3)),
    ("lanzas este hechizo durante tu fase principal", "es", CastInMainPhase()),
])
def test_cast_conditions_read_into_one_type(text: str, lang: str, expected: object) -> None:
    assert read_condition(text, lang) == expected


@pytest.mark.parametrize("text, lang", [
    (RALLY, "en"),
    ("Crea dos fichas de criatura Humano blanca 1/1.\nAdamante — Si se gastaron al menos tres manás blancos para "
     "lanzar este hechizo, ganas 1 vida por cada criatura que controlas.", "es"),
])
def test_printed_spanish_adamant_resolves_the_same(text: str, lang: str) -> None:
    for spent, gains in (({"white": 3}, True), ({"white": 1}, False)):
        out = run({}, lang=lang, card="Rally for the Throne", effect=text, mana_spent=spent)
        assert ("gain_life" in actions(out)) is gains
    if lang == "es":
        assert "no se hace (608.2c)" in out["narration"]
