"""A characteristic compared with an amount of the player whose objects a filter names (608.2h): "return to its
owner's hand each creature that player controls with power greater than the number of cards in their hand" (Noetic
Scales). "their" is that one player, each compared object's controller (``Compare.theirs``), never the controller's
own hand; with no one player's objects named ("each creature with power greater than … their hand") whose hand is
not said, so it stays refused. Each of these was refused (``unsupported_effect``) before."""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

NOETIC = ("At the beginning of each player's upkeep, return to its owner's hand each creature that player controls "
          "with power greater than the number of cards in their hand.")
SCALES = {"name": "Noetic Scales", "types": ["artifact"]}


def moved(out: dict[str, Any]) -> list[str]:
    return [o for s in out["steps"] for e in s["events"] for o in e["objects"]]


def test_their_hand_is_the_upkeep_players() -> None:  # Noetic Scales, Bob's upkeep: Hill Giant 3 > 1 card
    out = resolve_card(NOETIC, card="Noetic Scales", ability=1, active="Bob", Dave={"battlefield": [SCALES]})
    assert moved(out) == ["Hill Giant"]
    assert "that player controls with power greater than the number of cards in their hand" in out["reading"]


def test_never_the_controllers_hand() -> None:  # Alice has four cards: Serra Angel (4) stays; Dave has one card
    out = resolve_card(NOETIC, card="Noetic Scales", ability=1, active="Alice",
                       Dave={"battlefield": [SCALES], "hand": ["Duress (sorcery)"]},
                       Alice={"hand": ["Opt (instant)", "Shock (instant)", "Island (basic land)", "Duress (sorcery)"]})
    assert moved(out) == []  # by Dave's hand (1) both Grizzly Bears and Serra Angel would go


def test_target_players_objects_and_printed_spanish() -> None:
    en = parse_effect("Destroy all creatures target player controls with toughness less than or equal to the number "
                      "of cards in their hand.")
    es = parse_effect("Destruye todas las criaturas que controla el jugador objetivo con resistencia igual o menor que "
                      "el número de cartas en su mano.", "es")
    assert en.steps[0].creatures == es.steps[0].creatures
    (compare,) = en.steps[0].creatures.compares  # type: ignore[union-attr]
    assert (compare.ref, compare.theirs) == ("defined", True)
    assert render_plan(plan_of(es), "es").startswith("Destruye todas las criaturas que controla el jugador objetivo "
                                                     "con resistencia igual o menor que el número de cartas en su mano")
    out = resolve_card("Destroy all creatures target player controls with toughness less than or equal to the number "
                       "of cards in their hand.", target="Alice")
    assert moved(out) == ["Grizzly Bears"]  # Alice's three cards: toughness 2 (Serra Angel's 4 stays)


@pytest.mark.parametrize("text", [
    "Destroy all creatures with toughness less than or equal to the number of cards in their hand.",
    "Return to its owner's hand each creature with power greater than the number of cards in their hand.",
])
def test_their_with_no_players_objects_stays_refused(text: str) -> None:
    with pytest.raises(BotError) as info:
        parse_effect(text)
    assert info.value.key == "apnap.error.unsupported_effect"
