"""A life total compared with a starting life total (103.4): a fact of the game's variant no board shows, given as the
scenario's ``starting_life`` (one number, or one per player) and otherwise taken as the rule's default for the table
(20, 103.4; a Two-Headed Giant team's 30, 103.4a) with a warning saying so. Path of Bravery's "as long as your life
total is greater than or equal to your starting life total", Anya's "for each opponent whose life total is less than
half their starting life total" (compared exactly) and "as long as an opponent's …", Ajani's "at least 15 life more"."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import STANDARD, resolve_card

ANYA = ("Anya, Merciless Angel gets +3/+3 for each opponent whose life total is less than half their starting life "
        "total.")
ANYA_2 = "As long as an opponent's life total is less than half their starting life total, Anya has indestructible."
PATH = ("As long as your life total is greater than or equal to your starting life total, creatures you control get "
        "+1/+1.")


def _lives(**life: int) -> list[dict[str, Any]]:
    """The standard board (Carol at 3 life, the others at 20) with the life totals given."""
    players: list[dict[str, Any]] = copy.deepcopy(STANDARD["players"])
    for p in players:
        if p["name"] in life:
            p["life"] = life[p["name"]]
    return players


def _path_board(**life: int) -> list[dict[str, Any]]:
    """The board with Path of Bravery on Dave's battlefield (an enchantment: it is none of the creatures it names)."""
    players = _lives(**life)
    players[3]["battlefield"].append({"name": "Path of Bravery", "types": ["enchantment"]})
    return players


def _events(out: dict[str, Any]) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"]]


def test_anya_counts_each_opponent_below_half_the_default_starting_total_and_says_it_assumed_20() -> None:
    out = resolve_card(ANYA, card="Anya, Merciless Angel")  # Carol at 3 < 10; Alice and Bob at 20
    assert _events(out)[0]["pt"] == "+3/+3"
    assert any("taken as 20" in w and "103.4" in w for w in out["warnings"])
    assert "103.4" in out["citations"]
    assert out["reading"].endswith("for each opponent whose life total is less than half their starting life total.")


def test_anya_counts_two_opponents_and_none_when_the_starting_total_is_given() -> None:
    out = resolve_card(ANYA, card="Anya, Merciless Angel", players=_lives(Bob=9))
    assert _events(out)[0]["pt"] == "+6/+6"  # Bob at 9 and Carol at 3, each under 10
    given = resolve_card(ANYA, card="Anya, Merciless Angel", players=_lives(Bob=9), starting_life=6)
    assert _events(given)[0]["pt"] == "+0/+0"  # under 3 is asked now: nobody (Carol's 3 is not less than 3)
    assert not any("taken as" in w for w in given["warnings"])


def test_half_is_compared_exactly_so_an_odd_starting_total_is_not_rounded() -> None:
    # 103.4d: 25 in two-player Brawl; 12 is less than 12.5 (rounding the half down to 12 would say no)
    out = resolve_card(ANYA, card="Anya, Merciless Angel", players=_lives(Bob=12, Carol=20), starting_life=25)
    assert _events(out)[0]["pt"] == "+3/+3"


def test_one_opponent_enough_for_an_opponents_life_total() -> None:
    out = resolve_card(ANYA_2, card="Anya, Merciless Angel")
    assert _events(out)[0]["applies"] is True  # Carol at 3
    out = resolve_card(ANYA_2, card="Anya, Merciless Angel", players=_lives(Carol=10))
    assert _events(out)[0]["applies"] is False  # 10 is not less than half of 20


def test_path_of_bravery_applies_at_the_starting_total_and_not_below_a_commander_one() -> None:
    out = resolve_card(PATH, card="Path of Bravery", players=_path_board())  # Dave at 20, the default 20
    assert all(e["applies"] for e in _events(out))
    assert any("taken as 20" in w for w in out["warnings"])
    commander = resolve_card(PATH, card="Path of Bravery", players=_path_board(), starting_life=40)  # 903.7, 103.4c
    assert not any(e["applies"] for e in _events(commander))
    per_player = resolve_card(PATH, card="Path of Bravery", players=_path_board(), starting_life={"Dave": 19})
    assert all(e["applies"] for e in _events(per_player))


def test_at_least_more_than_the_starting_total_is_a_sentences_if() -> None:
    text = "If you have at least 15 life more than your starting life total, draw a card."
    drew = resolve_card(text, players=_lives(Dave=35))
    assert [e["action"] for e in _events(drew)] == ["draw"]
    none = resolve_card(text, players=_lives(Dave=34))
    assert not [e for e in _events(none) if e["action"] == "draw"]


def test_a_starting_total_of_another_player_than_the_life_total_is_refused() -> None:
    with pytest.raises(BotError) as exc:
        resolve_card("As long as an opponent's life total is less than your starting life total, draw a card.")
    assert exc.value.key == "apnap.error.unsupported_effect"


def test_a_bad_starting_total_is_a_bad_scenario() -> None:
    with pytest.raises(BotError) as exc:
        resolve_card(PATH, card="Path of Bravery", players=_path_board(), starting_life={"Zed": 20})
    assert exc.value.code == "bad_scenario"


# ------------------------------------------------------------------------------------------ printed Spanish
@pytest.mark.parametrize(("card", "type_line", "en", "es"), [
    ("Anya, Merciless Angel", "Legendary Creature — Angel", ANYA,
     "Anya, Ángel Despiadado obtiene +3/+3 por cada oponente cuyo total de vidas sea menor que la mitad de su total "
     "de vidas inicial."),
    ("Anya, Merciless Angel", "Legendary Creature — Angel", ANYA_2,
     "Mientras el total de vidas de un oponente sea menor que la mitad de su total de vidas inicial, Anya tiene la "
     "habilidad de indestructible."),
    ("Path of Bravery", "Enchantment", PATH,
     "Mientras tu total de vidas sea mayor o igual que tu total de vidas inicial, las criaturas que controlas "
     "obtienen +1/+1."),
])
def test_printed_spanish_reads_into_the_same_plan(card: str, type_line: str, en: str, es: str) -> None:
    from tests.apnap.corpus import board
    from tests.apnap.spanish_parity import Pair, _resolve, shape

    pair = Pair(card, type_line, en, es)
    base = board(4)
    assert shape(_resolve(pair, es, "es", base)) == shape(_resolve(pair, en, "en", base))
