""""… unless they put a card from their hand on top of their library": what a player may do instead of a loss (118.12
in general: an instruction avoided by doing another); the card goes from their own hand on top of their own library,
face down (401.2), so the next draw draws it, and "if that player discards a card this way" then finds no discard.
English and printed Spanish read into the same plan; a card of another player's hand, the controller's own cost, or
two cards (whose order 401.4 would need) stay refused with their words."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import Discard, PutOnTopInstead, UnlessPaid, plan_of
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

# Tainted Specter's effect, the source as the corpus names it
SPECTER = ("Target player discards a card unless they put a card from their hand on top of their library. If that "
           "player discards a card this way, this creature deals 1 damage to each creature and each player.")
SPECTER_ES = ("El jugador objetivo descarta una carta a menos que ponga una carta de su mano en la parte superior de "
              "su biblioteca.")
# the same construction after another loss, said by each opponent
OWN_WORDING = "Each opponent sacrifices a creature unless they put a card from their hand on top of their library."


def _events(step: dict[str, Any]) -> list[tuple[str, str, list[str]]]:
    return [(e["player"], e["action"], e["objects"]) for e in step["events"]]


def test_the_alternative_is_a_card_put_on_top_instead_of_the_discard() -> None:
    (step,) = plan_of(parse_effect(SPECTER.split(". ", 1)[0] + ".")).steps
    assert isinstance(step, UnlessPaid) and isinstance(step.penalty, Discard)
    (alt,) = step.alternatives
    assert isinstance(alt, PutOnTopInstead) and alt.filter.noun == "card"
    (spanish,) = plan_of(parse_effect(SPECTER_ES)).steps
    assert isinstance(spanish, UnlessPaid) and spanish.alternatives == step.alternatives
    assert replace(spanish.penalty, text="") == replace(step.penalty, text="")


def test_a_card_put_on_top_avoids_the_discard_and_what_it_would_cause() -> None:
    out = resolve_card(SPECTER, target="Alice", choices={"Alice": ["Shock"]})
    (put,) = out["steps"]
    assert _events(put) == [("Alice", "put", ["Shock"])]  # no discard: the card goes on top instead (401.2)
    assert (put["events"][0]["from"], put["events"][0]["to"]) == ("hand", "library_top")
    assert "401.2" in put["citations"] and "119.4" not in put["citations"]  # no life paid
    (condition,) = out["conditions"]  # "if that player discards a card this way": Alice didn't (608.2c)
    assert condition["holds"] is False and not condition["done"]
    assert out["life"]["Alice"] == 20


def test_life_paid_instead_is_no_discard_this_way() -> None:
    paid = SPECTER.replace("put a card from their hand on top of their library", "pay 2 life")
    out = resolve_card(paid, target="Alice", choices={"Alice": ["yes"]})
    assert len(out["steps"]) == 1 and out["life"]["Alice"] == 18  # 2 paid (119.4), no discard, no damage
    assert out["conditions"][0]["holds"] is False


def test_who_does_not_put_a_card_on_top_discards() -> None:
    out = resolve_card(SPECTER, target="Alice", choices={"Alice": ["no", "Shock"]})
    discard, damage = out["steps"]
    assert ("Alice", "discard", ["Shock"]) in _events(discard)
    assert out["life"]["Alice"] == 19 and damage["events"]  # the discard happened: 1 damage to each player


def test_each_opponent_chooses_for_themselves_in_apnap_order() -> None:
    out = resolve_card(OWN_WORDING, choices={"Bob": ["Lightning Bolt"], "Alice": ["no", "Grizzly Bears"]})
    (step,) = out["steps"]
    assert ("Bob", "put", ["Lightning Bolt"]) in _events(step)
    assert not any(p == "Bob" and a == "sacrifice" for p, a, _ in _events(step))  # Bob kept his Hill Giant
    assert ("Alice", "sacrifice", ["Grizzly Bears"]) in _events(step)
    assert "unless they put a card from their hand on top of their library" in out["reading"]


@pytest.mark.parametrize("effect", [
    "Each opponent loses 3 life unless they put a card from your hand on top of their library.",  # not their hand
    "Each opponent loses 3 life unless they put two cards from their hand on top of their library.",  # order: 401.4
    "Each opponent loses 3 life unless you put a card from your hand on top of your library.",  # no cost of yours
])
def test_other_hands_more_cards_or_the_controllers_cost_stay_refused(effect: str) -> None:
    with pytest.raises(BotError) as info:
        resolve_card(effect)
    assert info.value.code == "unsupported_effect" and "on top of" in info.value.text("en")
