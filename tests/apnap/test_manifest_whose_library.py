"""Manifest from whose library (701.40a, 108.3, 110.2): "Its controller manifests the top card of their library"
(Reality Shift), "you manifest the top card of that player's library" (Thieving Amalgam), and the one face-down
permanent named after it ("Manifest the top card of your library, then put X +1/+1 counters on it": Wildcall,
Formless Nurturing; 400.7, 608.2c). English and printed Spanish; every card here was refused before.

The standard board (realcards.py): Alice, Bob, Carol, Dave; Bob is active, Dave controls; every library is known
from the top (Swamp, Counterspell, Forest, …).
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import BotError
from tests.apnap.corpus import board
from tests.apnap.realcards import STANDARD, resolve_card
from tests.apnap.spanish_parity import Pair, outcome
from tests.apnap.step_events import events_of as _events
from tests.apnap.test_spanish_no_english import _board_names, leaks

REALITY = "Exile target creature. Its controller manifests the top card of their library."
REALITY_ES = "Exilia la criatura objetivo. Su controlador manifiesta la primera carta de su biblioteca."
AMALGAM = "At the beginning of each opponent's upkeep, you manifest the top card of that player's library."
AMALGAM_ES = ("Al comienzo del mantenimiento de cada oponente, manifiestas la primera carta de la biblioteca de ese "
              "jugador.")
WILDCALL = "Manifest the top card of your library, then put X +1/+1 counters on it."
WILDCALL_ES = "Manifiesta la primera carta de tu biblioteca, luego pon X contadores +1/+1 sobre ella."



def _no_english(out: dict[str, Any]) -> None:
    assert leaks(str(out["narration"]), _board_names(STANDARD)) == []


@pytest.mark.parametrize(("text", "lang"), [(REALITY, None), (REALITY_ES, "es")])
def test_the_exiled_creatures_controller_manifests_from_their_own_library(text: str, lang: str | None) -> None:
    """Bob's Hill Giant is exiled; Bob (its controller, last known: 608.2h) manifests his own top card, a Swamp."""
    out = resolve_card(text, lang, card="Reality Shift", target="Hill Giant")
    (event,) = _events(out, "manifest")
    assert event["player"] == "Bob" and event["objects"] == ["Swamp"] and event["face"] == "down"
    assert "owner" not in event  # his own library
    said = "Bob manifiesta Swamp de la parte superior de su biblioteca" if lang else \
        "Bob manifests Swamp from the top of their library"
    assert said in out["narration"]
    if lang:
        _no_english(out)


@pytest.mark.parametrize(("text", "lang"), [(AMALGAM, None), (AMALGAM_ES, "es")])
def test_you_manifest_the_top_card_of_that_players_library(text: str, lang: str | None) -> None:
    """Bob's upkeep (he is active): Dave manifests Bob's top card (a Swamp). The face-down 2/2 is on Dave's
    battlefield (110.2), still Bob's card (108.3); Bob's library loses its top card."""
    out = resolve_card(text, lang, card="Thieving Amalgam")
    (event,) = _events(out, "manifest")
    assert event["player"] == "Dave" and event["owner"] == "Bob" and event["objects"] == ["Swamp"]
    assert "608.2c" in out["steps"][0]["citations"]
    said = ("Dave manifiesta Swamp de la parte superior de la biblioteca de Bob: cada una es ahora una criatura 2/2 "
            "boca abajo bajo el control de Dave, aún carta de Bob") if lang else \
        ("Dave manifests Swamp from the top of Bob's library: each is now a face-down 2/2 creature under Dave's "
         "control, still Bob's card")
    assert said in out["narration"]
    assert out["reading"] == ("Manifiesta la primera carta de la biblioteca de ese jugador." if lang else
                              "Manifest the top card of that player's library.")  # as printed: it reads back
    if lang:
        _no_english(out)


@pytest.mark.parametrize(("text", "lang"), [(WILDCALL, None), (WILDCALL_ES, "es")])
def test_the_counters_go_on_the_one_face_down_creature(text: str, lang: str | None) -> None:
    """X = 2: the Swamp becomes a face-down 2/2 of Dave's and gets two +1/+1 counters; nothing else does."""
    out = resolve_card(text, lang, card="Wildcall", x=2)
    (counter,) = _events(out, "counter")
    assert counter["amount"] == 2 and counter["objects"] == [("criatura 2/2 boca abajo" if lang else
                                                              "face-down 2/2 creature")]
    assert counter["player"] == "Dave"
    if lang:
        _no_english(out)


def test_printed_spanish_reads_into_the_english_plan() -> None:
    assert outcome(Pair("Thieving Amalgam", "Creature — Ape Snake", AMALGAM, AMALGAM_ES), board(4)) == "same"


def test_two_cards_manifested_have_no_one_it() -> None:
    """"Manifest the top two cards …, then put a counter on it": two permanents, no one "it" (refused)."""
    with pytest.raises(BotError):
        resolve_card("Manifest the top two cards of your library, then put a +1/+1 counter on it.")


def test_another_players_library_said_as_your_library_is_refused() -> None:
    """"Each opponent manifests the top card of your library": no reading pairs the two (zone_owner.py)."""
    with pytest.raises(BotError):
        resolve_card("Each opponent manifests the top card of your library.")
