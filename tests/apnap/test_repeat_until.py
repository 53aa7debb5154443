""""Repeat this process until no one …" (608.2c): the instruction before it, again, while anyone did it."""

from __future__ import annotations

import json

import pytest

from bot.apnap import resolve_text
from bot.errors import BotError
from tests.apnap.corpus import board

EUREKA = ("Starting with you, each player may put a permanent card from their hand onto the battlefield. "
          "Repeat this process until no one puts a card onto the battlefield.")
ES = ("Empezando por ti, cada jugador puede poner una carta de tierra de su mano en el campo de batalla. "
      "Repite este proceso hasta que nadie ponga una carta en el campo de batalla.")
ES_PERMANENT = ES.replace("carta de tierra", "carta de permanente")  # Eureka's own "permanent card"


def _puts(effect: str, **changes: object) -> list[dict[str, list[str]]]:
    data = {**board(4), "effect": effect, **changes}
    out = resolve_text(json.dumps(data))
    return [{e["player"]: e["objects"] for e in s["events"]} for s in out["steps"]]


@pytest.mark.parametrize("effect", [EUREKA, ES, ES_PERMANENT])
def test_the_process_repeats_until_a_round_where_nobody_puts_a_card(effect: str) -> None:
    rounds = _puts(effect)
    assert rounds[0]["Alice"] == ["Island"]  # Alice's only permanent card; nobody else holds one
    assert list(rounds[0]) == ["Dave", "Alice", "Bob", "Carol"]  # starting with the controller (101.4)
    assert len(rounds) == 2 and not any(rounds[-1].values())  # the round where no one did ends it


def test_a_round_goes_on_while_someone_still_puts_a_card() -> None:
    hand = ["Forest (basic land)", "Plains (basic land)"]
    players = board(4)["players"]
    players[0] = {**players[0], "hand": hand}  # Alice: two lands, one a round
    rounds = _puts(EUREKA, players=players)
    assert [r["Alice"] for r in rounds] == [["Forest"], ["Plains"], []]


def test_repeating_a_process_of_another_action_is_refused() -> None:
    with pytest.raises(BotError):
        resolve_text(json.dumps({**board(4), "effect": "Each player draws a card. Repeat this process until no "
                                 "one puts a card onto the battlefield."}))
