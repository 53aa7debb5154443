"""Cards drawn this turn (121.1) as an amount, issue #22: "the number of cards that player has drawn this turn"
(Molten Psyche), "… they've drawn this turn" (Cerebral Vortex), "… you've drawn this turn". No board shows what
was drawn before the effect: the scenario's ``drawn_this_turn`` says it, and the effect's own earlier draws are
added as the step applies (608.2h). Missing where needed: asked, never taken as 0.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.apnap import plan as p
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import amounts as a
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import run
from tests.apnap.test_board_steps import events

PSYCHE = ("Each player shuffles the cards from their hand into their library, then draws that many cards.\n"
          "Metalcraft — If you control three or more artifacts, Molten Psyche deals damage to each opponent equal to "
          "the number of cards that player has drawn this turn.")
VORTEX = ("Target player draws two cards, then Cerebral Vortex deals damage to that player equal to the number of "
          "cards they've drawn this turn.")
ARTIFACTS = {"battlefield": [{"name": n, "types": ["artifact"]} for n in ("Sol Ring", "Mind Stone", "Ornithopter")]}


def _plan(text: str, lang: str = "en") -> tuple[p.Step, ...]:
    steps = p.plan_of(parse_effect(text, lang)).steps
    return tuple(replace(step, text="", **({"source": ""} if isinstance(step, p.Damage) else {})) for step in steps)


def test_molten_psyche_counts_the_draws_before_and_in_the_effect() -> None:
    """Each opponent is dealt the cards they drew this turn: Bob one before (the scenario's) and one now (his one
    card in hand), Carol none, Alice three now (121.1, 608.2h); APNAP order, Bob active (101.4)."""
    out = run({}, card="Molten Psyche", effect=PSYCHE, Dave=ARTIFACTS, drawn_this_turn={"Bob": 1})
    damage = out["steps"][-1]
    assert events(damage) == [("Bob", "damage", [], 2), ("Carol", "damage", [], 0), ("Alice", "damage", [], 3)]
    assert damage["order"] == ["Bob", "Carol", "Alice"]


def test_cerebral_vortex_counts_the_two_cards_it_made_them_draw() -> None:
    out = run({}, card="Cerebral Vortex", effect=VORTEX, target="Bob", drawn_this_turn={"Bob": 1})
    assert events(out["steps"][-1]) == [("Bob", "damage", [], 3)]
    out = run({}, card="Cerebral Vortex", effect=VORTEX, target="Bob", drawn_this_turn={})
    assert events(out["steps"][-1]) == [("Bob", "damage", [], 2)]


def test_the_cards_drawn_before_are_asked_never_taken_as_none() -> None:
    with pytest.raises(BotError) as err:
        run({}, card="Cerebral Vortex", effect=VORTEX, target="Bob")
    assert err.value.code == "choice_needed" and err.value.field == "drawn_this_turn"
    with pytest.raises(BotError) as err:  # given for a text that counts no draws
        run({}, effect="Each player loses 1 life.", drawn_this_turn={"Bob": 1})
    assert err.value.code == "bad_scenario"


def test_a_draw_of_a_number_nobody_knows_is_asked() -> None:
    """Alice's hand is not described: how many she shuffled, so drew, is unknown, and so is her count."""
    with pytest.raises(BotError) as err:
        run({}, card="Molten Psyche", effect=PSYCHE, Dave=ARTIFACTS, drawn_this_turn={},
            Alice={"unknown": ["hand"], "hand": []})
    assert err.value.code == "choice_needed"


def test_whose_draws_and_the_printed_spanish() -> None:
    """"That player has" / "they've" are the acting player's, "you've" the controller's; printed Spanish reads
    into the same plan, and each reads back in its language."""
    theirs = _plan("Each opponent loses life equal to the number of cards that player has drawn this turn.")
    assert theirs == _plan("Each opponent loses life equal to the number of cards they've drawn this turn.")
    assert theirs == _plan("Cada oponente pierde una cantidad de vidas igual al número de cartas que ese jugador robó "
                           "este turno.", "es")
    assert theirs[0].amount == a.DrawnThisTurn(a.Whose.ACTOR)  # type: ignore[attr-defined]
    yours = _plan("Each opponent loses life equal to the number of cards you've drawn this turn.")
    assert yours == _plan("Cada oponente pierde una cantidad de vidas igual al número de cartas que robaste este "
                          "turno.", "es")
    assert yours[0].amount == a.DrawnThisTurn(a.Whose.YOU)  # type: ignore[attr-defined]
    plan = p.plan_of(parse_effect("Each opponent loses life equal to the number of cards you've drawn this turn."))
    assert "the number of cards you've drawn this turn" in render_plan(plan, "en")
    assert "igual al número de cartas que robaste este turno" in render_plan(plan, "es")


def test_a_hand_nobody_described_shuffled_then_that_many_drawn_is_not_zero() -> None:
    """Winds of Change's wording with Alice's hand not described: she shuffled and drew an unknown number of cards,
    never "0 cards" (it was said so before: a confident wrong count)."""
    out = run({}, effect="Each player shuffles the cards from their hand into their library, then draws that many "
              "cards.", Alice={"unknown": ["hand"], "hand": []})
    shuffle, draw = out["steps"]
    alice = [e for e in shuffle["events"] if e["player"] == "Alice"][0]
    assert alice["amount"] is None and alice["unknown"]
    assert [e["amount"] for e in draw["events"] if e["player"] == "Alice"] == [None]
    assert "Alice shuffles 0 cards" not in out["narration"] and "Alice draws 0" not in out["narration"]
    assert "how many is not known" in out["narration"]
