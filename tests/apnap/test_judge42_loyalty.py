"""Faults a blind judge found in session 41 (verdict41w, verdict41), mended in session 42.

A loyalty ability's cost ("+2", "−3", "-2", "−X") puts or removes loyalty counters on its source (606.4): it is paid
first like any activated ability's cost (602.2b, 601.2h) and said in ``costs`` and the narration before the effect;
the judge (41w case 12) found Mu Yanling's "+2" never said. A negative cost greater than the loyalty the board gives
can't be paid, so the ability could not have been activated (606.6, 118.3); a loyalty the board does not give is not
asked and never made up: the ability is resolving, so its cost was paid, and a warning says so. "−X" needs the X
chosen as it was activated (107.3a)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import run

_MU = ("+2: Target creature can't be blocked this turn.\n−3: Draw two cards.\n"
       "−10: Tap all creatures your opponents control. You take an extra turn after this one.")
_MU_ES = ("+2: La criatura objetivo no puede ser bloqueada este turno.\n−3: Roba dos cartas.\n"
          "−10: Gira todas las criaturas que controlan tus oponentes. Juega un turno adicional después de este.")
_CHANDRA = ("+1: Target player loses 1 life.\n−X: Chandra Nalaar deals X damage to target creature.")
_CHANDRA_ES = ("+1: El jugador objetivo pierde 1 vida.\n−X: Chandra Nalaar hace X puntos de daño a la criatura "
               "objetivo.")


def _walker(name: str, loyalty: int | None) -> dict[str, Any]:
    return {"name": name, "types": ["planeswalker"], **({"counters": {"loyalty": loyalty}} if loyalty is not None
                                                         else {})}


def _mu(lang: str, ability: int, loyalty: int | None, **more: Any) -> dict[str, Any]:
    board = {"Dave": {"battlefield": [_walker("Mu Yanling", loyalty)]}} if loyalty is not None else {}
    return run({}, lang=lang, card="Mu Yanling", effect=_MU if lang == "en" else _MU_ES, ability=ability,
               controller="Dave", active="Dave", **board, **more)


def _cost(out: dict[str, Any]) -> list[tuple[str, list[str], int, str]]:
    return [(e["action"], e["objects"], e["amount"], e["counter"]) for c in out.get("costs", []) for e in c["events"]]


@pytest.mark.parametrize(("lang", "said"), [("en", "Cost (already paid): +2: put two loyalty counters on Mu Yanling"),
                                            ("es", "Coste (ya pagado): +2: pon dos contadores de lealtad en "
                                                   "Mu Yanling")])
def test_a_plus_loyalty_cost_puts_counters_on_the_source_first(lang: str, said: str) -> None:  # 606.4, 602.2b
    out = _mu(lang, 1, 3, target="Hill Giant")
    assert _cost(out) == [("counter", ["Mu Yanling"], 2, "loyalty")]
    assert "606.4" in out["costs"][0]["citations"]
    assert said in out["narration"]
    assert out["narration"].index(said) < out["narration"].index("Step 1" if lang == "en" else "Paso 1")
    assert not [w for w in out["warnings"] if "loyalty" in w or "lealtad" in w]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_minus_cost_removing_the_last_loyalty_puts_the_walker_in_the_graveyard(lang: str) -> None:  # 704.5i
    out = _mu(lang, 2, 3)
    assert _cost(out) == [("remove_counter", ["Mu Yanling"], 3, "loyalty")]
    assert [(s["object"], s["rules"]) for s in out["state_based_actions"]] == [("Mu Yanling", ["704.5i"])]


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_minus_cost_greater_than_the_loyalty_given_could_not_be_activated(lang: str) -> None:  # 606.6, 118.3
    with pytest.raises(BotError) as refused:
        _mu(lang, 2, 2)
    assert refused.value.key == "apnap.error.loyalty_short"
    assert "606.6" in str(refused.value) and "2" in str(refused.value)


@pytest.mark.parametrize(("lang", "ability", "word"), [("en", 1, "+2"), ("en", 2, "−3"), ("es", 2, "−3")])
def test_a_loyalty_the_board_does_not_give_is_paid_and_said_never_asked(lang: str, ability: int, word: str) -> None:
    """The source is not on the board: the ability is resolving, so it was activated and its cost paid (606.4);
    said in ``warnings``, no number made up and nothing asked."""
    out = _mu(lang, ability, None, **({"target": "Hill Giant"} if ability == 1 else {}))
    assert [c["text"] for c in out["costs"]] == [word]
    said = [w for w in out["warnings"] if "606.4" in w]
    assert len(said) == 1 and word in said[0]
    assert not out.get("state_based_actions")


def test_a_hyphen_minus_is_a_loyalty_cost_too() -> None:  # 606.4: "-2" as some Oracle texts print it
    out = run({}, card="Mu Yanling", effect="-2: Draw two cards.", controller="Dave", active="Dave",
              Dave={"battlefield": [_walker("Mu Yanling", 5)]})
    assert _cost(out) == [("remove_counter", ["Mu Yanling"], 2, "loyalty")]


def test_a_zero_loyalty_cost_puts_and_removes_nothing() -> None:  # 606.4: zero counters
    out = run({}, card="Mu Yanling", effect="0: Draw a card.", controller="Dave", active="Dave",
              Dave={"battlefield": [_walker("Mu Yanling", 1)]})
    assert not out.get("costs")


@pytest.mark.parametrize("lang", ["en", "es"])
def test_minus_x_removes_the_x_given_and_refuses_without_it(lang: str) -> None:  # 107.3a, 606.4, 606.6
    text = _CHANDRA if lang == "en" else _CHANDRA_ES
    board = {"Dave": {"battlefield": [_walker("Chandra Nalaar", 3)]}}
    out = run({}, lang=lang, card="Chandra Nalaar", effect=text, ability=2, controller="Dave", active="Dave",
              target="Hill Giant", x=2, **board)
    assert _cost(out) == [("remove_counter", ["Chandra Nalaar"], 2, "loyalty")]
    with pytest.raises(BotError) as refused:
        run({}, lang=lang, card="Chandra Nalaar", effect=text, ability=2, controller="Dave", active="Dave",
            target="Hill Giant", **board)
    assert refused.value.key == "apnap.error.loyalty_x_missing" and "−X" in str(refused.value)
    with pytest.raises(BotError) as short:
        run({}, lang=lang, card="Chandra Nalaar", effect=text, ability=2, controller="Dave", active="Dave",
            target="Hill Giant", x=4, **board)
    assert short.value.key == "apnap.error.loyalty_short"
