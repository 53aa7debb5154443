"""Payments a resolving ability asks for (issue #22, session 22): "you may pay {X}" (107.3f: X as the payer chooses it,
the scenario's ``x``, or as the text defines it, 107.3c) and the reflexive trigger "When you do, …" (603.12), English
and printed Spanish. Before: "pay {X}" and "When you do, …" were refused with their words.

The standard board (realcards.py): Dave controls, Bob is active.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.realcards import resolve_card

SPECTER = {
    "en": "Whenever Hollow Specter deals combat damage to a player, you may pay {X}. If you do, that player reveals X "
          "cards from their hand and you choose one of them. That player discards that card.",
    "es": "Siempre que el Espectro hueco haga daño de combate a un jugador, puedes pagar {X}. Si lo haces, ese jugador "
          "muestra X cartas de su mano y tú eliges una de ellas. Ese jugador descarta esa carta.",
}


def _pay_event(out: dict[str, Any]) -> dict[str, Any]:
    (event,) = [e for s in out["steps"] for e in s["events"] if e["action"] == "pay"]
    return event


@pytest.mark.parametrize("lang", ["en", "es"])
def test_x_paid_is_the_x_chosen(lang: str) -> None:
    """Hollow Specter with X = 2: Dave pays {2}, Alice reveals two cards and discards the one Dave chooses."""
    out = resolve_card(SPECTER[lang], lang, card="Hollow Specter", x=2, that_player="Alice", ability=1)
    event = _pay_event(out)
    assert (event["player"], event["amount"], event["mana"]) == ("Dave", 2, "{2}")
    assert [s["action"] for s in out["steps"]][-1] == "discard"
    assert "{X}{X}" not in out["narration"]


def test_x_paid_nobody_gave_is_asked() -> None:
    """No ``x``: how much Dave pays is his choice as it resolves (107.3f); the scenario must say it, as for any other
    X (``apnap.error.x_missing``), never taken as 0."""
    with pytest.raises(BotError) as err:
        resolve_card(SPECTER["en"], card="Hollow Specter", that_player="Alice", ability=1)
    assert (err.value.key, err.value.field) == ("apnap.error.x_missing", "x")


def test_declining_pays_nothing_and_reveals_nothing() -> None:
    out = resolve_card(SPECTER["en"], card="Hollow Specter", x=2, that_player="Alice", ability=1,
                       choices={"Dave": ["no"]})
    assert not [e for s in out["steps"] for e in s["events"] if e["action"] in ("pay", "reveal", "discard")]
