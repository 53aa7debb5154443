"""Today's Oracle ends the searches of another player's zones with "That player shuffles." or "Then that player
shuffles." (the 2021 wording of the older "Then that player shuffles their library."), printed Spanish "Ese jugador
baraja.": the same shuffle of that player's library (701.24a), after the search (701.23a) whatever was found
(701.23b). Before: refused ("and exile them"). Lost Legacy's "That player shuffles their library, then draws a card for
each card exiled from hand this way" is more than this tail and stays refused.

The standard board (realcards.py): Bob is active, Dave controls.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import SearchOwnedZones, plan_of
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

LEAD = ("Choose a nonland card name. Search target opponent's graveyard, hand, and library for any number of cards "
        "with that name and exile them.")
OLDER = LEAD + " Then that player shuffles their library."
LEAD_ES = ("Elige un nombre de carta que no sea de tierra. Busca en el cementerio, la mano y la biblioteca del "
           "oponente objetivo cualquier número de cartas con ese nombre y exílialas.")
BOB_BOLTS = {"graveyard": ["Lightning Bolt (instant)"], "hand": ["Lightning Bolt (instant)", "Opt (instant)"],
             "library": ["Swamp (basic land)", "Lightning Bolt (instant)"]}


def _plain(text: str, lang: str) -> list[object]:
    return [replace(s, text="") for s in plan_of(parse_effect(text, lang)).steps]


@pytest.mark.parametrize(("text", "lang"), [
    (LEAD + " That player shuffles.", "en"),
    (LEAD + " Then that player shuffles.", "en"),
    (LEAD + " That player shuffles their library.", "en"),
    (LEAD_ES + " Ese jugador baraja.", "es"),
    (LEAD_ES + " Luego ese jugador baraja.", "es"),
])
def test_the_shorter_shuffle_reads_the_older_plan(text: str, lang: str) -> None:
    assert _plain(text, lang) == _plain(OLDER, "en")
    assert isinstance(plan_of(parse_effect(text, lang)).steps[1], SearchOwnedZones)


def test_that_player_shuffles_after_the_search() -> None:
    out = resolve_card(LEAD + " That player shuffles.", target="Bob",
                       choices={"Dave": ["Lightning Bolt", ["Lightning Bolt"], ["Lightning Bolt"], []]}, Bob=BOB_BOLTS)
    shuffles = [e["player"] for s in out["steps"] for e in s["events"] if e["action"] == "shuffle"]
    assert shuffles == ["Bob"]
    assert {"701.23a", "701.24a"} <= set(out["citations"])


def test_the_spanish_shuffle_is_said_and_done() -> None:
    out = resolve_card(LEAD_ES + " Ese jugador baraja.", "es", target="Bob",
                       choices={"Dave": ["Lightning Bolt", [], [], []]}, Bob=BOB_BOLTS)
    assert "Bob baraja su biblioteca" in out["narration"]


def test_a_shuffle_then_more_stays_refused() -> None:
    text = ("Choose a nonland card name. Search target player's graveyard, hand, and library for any number of cards "
            "with that name and exile them. That player shuffles their library, then draws a card for each card "
            "exiled from hand this way.")
    with pytest.raises(BotError):
        resolve_card(text, target="Bob")
