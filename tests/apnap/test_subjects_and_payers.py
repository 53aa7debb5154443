"""Who acts and who pays: players named from an object or from the event, on real cards (session 22, issue #22).

"… deals 1 damage to each creature that player controls" after a damage trigger is the damaged player's creatures
(608.2c), never every player's; "… to target player and each creature that player controls" is the target's. Every
card here was refused before (its words unread). English and printed Spanish.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card, resolve_on_daves_board


def _events(out: dict[str, Any], action: str) -> list[dict[str, Any]]:
    return [e for s in out["steps"] for e in s["events"] if e["action"] == action]


def _damaged(out: dict[str, Any]) -> dict[str, int]:
    return {o: e["amount"] for e in _events(out, "damage") for o in e.get("objects", [])}


# ------------------------------------------------------------------ "each creature that player controls" (608.2c)
SHOCKMAW = ("Whenever Shockmaw Dragon deals combat damage to a player, it deals 1 damage to each creature that player "
            "controls.")
SHOCKMAW_ES = ("Siempre que el Dragón fauceshock haga daño de combate a un jugador, hace 1 punto de daño a cada "
               "criatura que controla ese jugador.")


@pytest.mark.parametrize(("text", "lang"), [(SHOCKMAW, None), (SHOCKMAW_ES, "es")])
def test_shockmaw_dragon_damages_only_the_damaged_players_creatures(text: str, lang: str | None) -> None:
    """Bob was dealt the damage: only Hill Giant is dealt 1, not Alice's or Dave's creatures."""
    out = resolve_on_daves_board("Shockmaw Dragon", text, lang, that_player="Bob", active="Dave")
    assert _damaged(out) == {"Hill Giant": 1}
    assert out["reading"].endswith(("each creature that player controls.", "cada criatura que controla ese jugador."))


def test_shockmaw_dragon_on_alices_creatures_when_alice_was_dealt_the_damage() -> None:
    out = resolve_on_daves_board("Shockmaw Dragon", SHOCKMAW, that_player="Alice", active="Dave")
    assert _damaged(out) == {"Grizzly Bears": 1, "Serra Angel": 1}


BALEFIRE = ("Whenever Balefire Dragon deals combat damage to a player, it deals that much damage to each creature that "
            "player controls.")


def test_balefire_dragon_deals_that_much_to_the_damaged_players_creatures() -> None:
    out = resolve_on_daves_board("Balefire Dragon", BALEFIRE, that_player="Alice", active="Dave", event_amount=6)
    assert _damaged(out) == {"Grizzly Bears": 6, "Serra Angel": 6}
    assert {a["object"] for a in out["state_based_actions"]} == {"Grizzly Bears", "Serra Angel"}


def test_target_player_and_each_creature_that_player_controls_is_the_targets() -> None:
    """"… to target player and each creature that player controls": the target's creatures (115.1, 608.2c)."""
    text = "Test Blast deals 2 damage to target player and each creature that player controls."
    out = resolve_card(text, card="Test Blast", target="Alice")
    dealt = _damaged(out)
    assert dealt == {"Grizzly Bears": 2, "Serra Angel": 2}
    assert out["life"]["Alice"] == 18 and out["life"]["Bob"] == 20
