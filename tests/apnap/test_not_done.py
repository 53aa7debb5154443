"""The result's ``not_done``: each instruction a failed condition or a payment left undone, why, and the rule.

Why: an instruction skipped because its condition failed ("If you do, …" after a "may" answered no, "If you don't, …"
after one answered yes, an "if …" false as it is reached, an "unless" its payer paid, "each player who did … this way"
with nobody who did) produced no step and no word, so a reader could not tell whether the resolver checked it or forgot
it (608.2c, 118.12, 118.12a, 603.4). It is never a step: ``steps`` stay what happened. Each case failed on main (no
``not_done`` at all).
"""

from __future__ import annotations

import pytest

from tests.apnap.realcards import resolve_card

PAY_THEN_DRAW = "You may pay {1}. If you do, draw a card."
PAY_OR_LOSE = "You may pay {1}. If you don't, you lose 2 life."
FOREST_LIFE = "Draw a card. If you control a Forest, you gain 3 life."
SEDRAXIS = ("When Sedraxis Alchemist enters the battlefield, if you control a blue permanent, return target nonland "
            "permanent to its owner's hand.")


def _actions(out: dict) -> list[str]:
    return [s["action"] for s in out["steps"]]


@pytest.mark.parametrize(("text", "answer", "why", "condition", "instruction"), [
    (PAY_THEN_DRAW, "no", "did_not", "if you do", "Draw a card"),
    (PAY_OR_LOSE, "yes", "did", "if you don't", "You lose 2 life"),
])
def test_if_you_do_and_if_you_dont_left_undone_are_said(text: str, answer: str, why: str, condition: str,
                                                        instruction: str) -> None:
    out = resolve_card(text, choices={"Dave": [answer]})
    assert _actions(out) == ["pay"], "not_done adds no step"
    assert out["not_done"] == [{"text": instruction[0].lower() + instruction[1:], "instruction": instruction,
                                "why": why, "rule": "118.12", "condition": condition}]
    assert f"“{instruction}” did not happen because" in out["narration"] and "(“" + condition in out["narration"]


@pytest.mark.parametrize(("text", "answer"), [(PAY_THEN_DRAW, "yes"), (PAY_OR_LOSE, "no")])
def test_a_condition_that_holds_leaves_nothing_undone(text: str, answer: str) -> None:
    out = resolve_card(text, choices={"Dave": [answer]})
    assert len(out["steps"]) == 2 and "not_done" not in out
    assert "did not happen" not in out["narration"]


def test_a_false_board_condition_is_an_entry_said_once() -> None:
    out = resolve_card(FOREST_LIFE)  # Dave controls no Forest on the standard board
    assert _actions(out) == ["draw"]
    assert out["not_done"] == [{"text": "you gain 3 life", "instruction": "You gain 3 life", "why": "condition_false",
                                "rule": "608.2c", "condition": "if you control a Forest"}]
    # the condition's own line already says it ("… so “you gain 3 life” is not done"): not said twice
    assert out["narration"].count("you gain 3 life") + out["narration"].count("You gain 3 life") == 2


def test_a_true_board_condition_leaves_nothing_undone() -> None:
    out = resolve_card(FOREST_LIFE, active="Alice", controller="Alice")  # Alice controls a Forest
    assert _actions(out) == ["draw", "gain_life"] and "not_done" not in out


def test_spanish_narration_says_it_in_spanish() -> None:
    out = resolve_card(PAY_THEN_DRAW, choices={"Dave": ["no"]}, lang="es")
    assert out["not_done"][0]["instruction"] == "Roba una carta" and out["not_done"][0]["condition"] == "si lo haces"
    assert "«Roba una carta» no se hace porque la instrucción anterior no se hizo («si lo haces», 118.12)." \
        in out["narration"]
    assert "did not happen" not in out["narration"]


def test_an_unless_its_payer_paid() -> None:
    out = resolve_card("Tap target creature unless its controller pays 2 life.", target="Hill Giant",
                       choices={"Bob": ["yes"]})
    assert out["not_done"] == [{"text": "Tap target creature unless its controller pays 2 life",
                                "instruction": "Tap target creature", "why": "unless_paid", "rule": "118.12a",
                                "players": ["Bob"]}]
    assert "“Tap target creature” did not happen because the payment its “unless” offers was made (by Bob" \
        in out["narration"]


def test_unless_you_pay_paid_says_the_instruction_as_printed() -> None:
    out = resolve_card("Each opponent sacrifices a creature unless that player pays {2}.",
                       choices={"Alice": ["yes"], "Bob": ["yes"], "Carol": ["yes"]})
    assert _actions(out) == ["pay", "sacrifice"]  # the step stays, with nobody in it
    entry = out["not_done"][0]
    assert (entry["instruction"], entry["why"], entry["rule"]) == ("Each opponent sacrifices a creature",
                                                                   "unless_paid", "118.12a")
    assert set(entry["players"]) == {"Alice", "Bob", "Carol"}


def test_unless_not_paid_leaves_nothing_undone() -> None:
    out = resolve_card("Sacrifice a creature unless you pay {2}.", choices={"Dave": ["no"]})
    assert _actions(out) == ["pay", "sacrifice"] and "not_done" not in out


def test_nobody_did_it_this_way() -> None:
    text = "Each player may discard a card. Each player who discarded a card this way draws a card."
    out = resolve_card(text, choices={p: ["no"] for p in ("Alice", "Bob", "Carol", "Dave")})
    assert _actions(out) == ["discard", "draw"]
    assert [(e["why"], e["rule"]) for e in out["not_done"]] == [("nobody_did", "608.2c")]


def test_a_false_intervening_if_lists_what_was_not_done() -> None:
    out = resolve_card(SEDRAXIS, card="Sedraxis Alchemist", target="Hill Giant")
    assert out["steps"] == []
    assert out["not_done"] == [{"text": "Return target nonland permanent to its owner's hand",
                                "instruction": "Return target nonland permanent to its owner's hand",
                                "why": "intervening_if", "rule": "603.4"}]


def test_counter_unless_its_controller_pays_paid() -> None:
    """"Counter target spell unless its controller pays {3}" paid (118.12a): the counter is not done, said."""
    from tests.apnap.realcards import run

    bolt = {"name": "Lightning Bolt", "controller": "Bob", "types": ["instant"], "mana_value": 1, "colors": ["red"],
            "targets": ["Dave"]}
    out = run({}, effect="Counter target spell unless its controller pays {3}.", spells=[bolt],
              target="Lightning Bolt", choices={"Bob": ["yes"]})
    assert [s["action"] for s in out["steps"]] == ["counter_spell"] and out["steps"][0]["events"][0]["action"] == "pay"
    entry = out["not_done"][0]
    assert (entry["instruction"], entry["why"], entry["rule"], entry["players"]) == (
        "Counter target spell", "unless_paid", "118.12a", ["Bob"])


def test_an_unless_paid_by_some_players_only() -> None:
    """"Each opponent loses 2 life unless they sacrifice a creature": not done for the one who sacrificed, done for the
    others: the entry names who, and the narration says "was not done for"."""
    out = resolve_card("Each opponent loses 2 life unless they sacrifice a creature.", choices={"Bob": ["Hill Giant"]})
    assert [(e["why"], e["players"]) for e in out["not_done"]] == [("unless_paid_for", ["Bob"])]
    assert "was not done for Bob" in out["narration"]


@pytest.mark.parametrize(("answer", "undone"), [("yes", True), ("no", False)])
def test_returns_a_permanent_unless_they_pay_life(answer: str, undone: bool) -> None:
    out = resolve_card("Target player returns a permanent they control to its owner's hand unless they pay 2 life.",
                       target="Bob", choices={"Bob": [answer]})
    assert ("not_done" in out) is undone
    if undone:
        assert (out["not_done"][0]["why"], out["not_done"][0]["players"]) == ("unless_paid", ["Bob"])
