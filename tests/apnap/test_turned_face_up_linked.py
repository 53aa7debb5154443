""""Each player turns face up all cards they own exiled with Pyxis of Pandemonium, then puts all permanent cards
among them onto the battlefield." (Pyxis of Pandemonium's shape): the cards the source's linked ability exiled (the
scenario's ``exiled_with``, 607.2a) are turned face up by their owners (406.3), then each owner puts the permanent
cards among them onto the battlefield under their own control (110.4b); an instant stays in exile. "Among them"
with no such turn before it is refused. Refused before ("turns face up all cards they own exiled with this
permanent, then puts a…").
"""

from __future__ import annotations

import json

import pytest

from bot.apnap import CardText, resolve_text
from bot.errors import BotError
from tests.apnap.realcards import board
from tests.apnap.step_events import events_of

PYXIS = "Pyxis of Pandemonium"
TEXT = ("Each player turns face up all cards they own exiled with Pyxis of Pandemonium, then puts all permanent "
        "cards among them onto the battlefield.")


def _resolve(text: str) -> dict:
    data = board(card=PYXIS, ability=1,
                 exiled_with={"Bob": ["Hill Giant (creature)", "Shock (instant)"], "Alice": ["Opt (instant)"]},
                 Dave={"battlefield": [{"name": PYXIS, "types": ["artifact"]}, "Swamp (basic land)"]})
    return resolve_text(json.dumps(data), None,
                        card_lookup=lambda n: CardText(PYXIS, text) if n.casefold() == PYXIS.casefold() else None)


def test_each_owner_turns_theirs_face_up_and_puts_the_permanent_cards_onto_the_battlefield() -> None:
    out = _resolve(TEXT)
    shown = {e["player"]: e["objects"] for e in events_of(out, "turn_face_up")}
    assert shown == {"Bob": ["Hill Giant", "Shock"], "Carol": [], "Dave": [], "Alice": ["Opt"]}
    assert [(e["player"], e["objects"]) for e in events_of(out, "put")] == [("Bob", ["Hill Giant"])]
    assert {"406.3", "607.2a"} <= set(out["citations"])
    assert out["reading"] == TEXT


def test_among_them_with_nothing_turned_up_before_it_is_refused() -> None:
    with pytest.raises(BotError):
        _resolve("Each player puts all permanent cards among them onto the battlefield.")
