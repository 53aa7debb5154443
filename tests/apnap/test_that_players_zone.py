"""A count of "that player's" / "their" zone in an instruction of the controller's is that player's (608.2c).

"Target player discards a card. You gain life equal to the number of cards in that player's graveyard" counted the
controller's own graveyard (a helper found it in session 17): you act, but the graveyard is the target's. After an
instruction of several players ("each opponent …") no one "that player" is named: refused, never a guess."""

from __future__ import annotations

import json

import pytest

from bot.apnap import resolve_text
from bot.errors import BotError

BOARD = ("players:\n  - {name: Alice, graveyard: [Opt, Shock, Island]}\n"
         "  - {name: Bob, hand: [Forest], graveyard: [Swamp]}\nactive: Alice\ntarget: Bob\n")


def _life(effect: str) -> dict[str, int]:
    return resolve_text(BOARD + f"effect: {json.dumps(effect)}\n")["life"]


@pytest.mark.parametrize("effect", [
    "Target player discards a card. You gain life equal to the number of cards in that player's graveyard.",
    "Target player discards a card. You gain life equal to the number of cards in their graveyard.",
    "El jugador objetivo descarta una carta. Ganas una cantidad de vidas igual al número de cartas en su cementerio.",
])
def test_the_count_is_the_named_players_zone_after_the_step(effect: str) -> None:
    assert _life(effect) == {"Alice": 22, "Bob": 20}  # Bob's Swamp and the Forest he discarded: 2, not Alice's 3


def test_a_player_acting_on_their_own_zone_still_counts_their_own() -> None:
    assert _life("Each opponent loses 1 life for each card in their hand.") == {"Alice": 20, "Bob": 19}


def test_their_after_several_players_is_refused_not_guessed() -> None:
    with pytest.raises(BotError) as err:
        _life("Each opponent discards a card. You gain life equal to the number of cards in their graveyard.")
    assert err.value.code == "unsupported_effect"
