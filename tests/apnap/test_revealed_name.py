""""You choose the name of a nonland card revealed this way": a card name (201.3) chosen among the cards the reveal
before it showed (608.2c), not among every name; as the source enters (614.12a) it is the permanent's own choice, which
its other abilities read ("the chosen name", 607.2d). A card's own name with a comma in it ("As Alhammarret, High
Arbiter enters the battlefield, …") still ends the "As … enters" condition at the comma after the name."""

from __future__ import annotations

import pytest

from bot.apnap import abilities_of
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.plan.choice_steps import ChooseWord
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

ARBITER = "Alhammarret, High Arbiter"
# the corpus's wording (Alhammarret, High Arbiter's second line)
AS_ENTERS = (f"As {ARBITER} enters the battlefield, each opponent reveals their hand. You choose the name of a "
             "nonland card revealed this way.")
# the same construction after another reveal, of my own
TOP_CARDS = ("Each player reveals the top card of their library. You choose the name of a nonland card revealed this "
             "way.")


def test_as_enters_splits_after_a_name_with_a_comma() -> None:
    (ability,) = abilities_of(AS_ENTERS)
    assert ability.kind == "as_enters" and ability.condition == f"As {ARBITER} enters the battlefield"
    assert ability.effect.startswith("each opponent reveals their hand.")


def test_the_choice_is_a_card_name_among_the_revealed_cards() -> None:
    _reveal, choose = plan_of(parse_effect(TOP_CARDS)).steps
    assert isinstance(choose, ChooseWord) and choose.kind == "card_name" and choose.revealed
    assert choose.objects is not None and choose.objects.alternatives[0][1] == frozenset({"land"})


def test_only_nonland_cards_revealed_this_way_are_offered() -> None:
    out = resolve_card(AS_ENTERS, card=ARBITER)
    reveal, choose = out["steps"]
    shown = {e["player"]: e["objects"] for e in reveal["events"]}
    assert shown["Alice"] == ["Opt", "Shock", "Island"] and shown["Bob"] == ["Lightning Bolt"]
    (event,) = choose["events"]
    assert event["player"] == "Dave" and event["objects"][0] in {"Opt", "Shock", "Lightning Bolt"}
    assert event["as_enters"] and event["source"] == ARBITER  # the permanent's own choice (614.12a, 607.2d)
    with pytest.raises(BotError):  # Island was revealed but is a land; Duress is Dave's own, never revealed
        resolve_card(AS_ENTERS, card=ARBITER, choices={"Dave": ["Island"]})
    with pytest.raises(BotError):
        resolve_card(AS_ENTERS, card=ARBITER, choices={"Dave": ["Duress"]})
    chosen = resolve_card(AS_ENTERS, card=ARBITER, choices={"Dave": ["Shock"]})
    assert chosen["steps"][1]["chosen_for"] == {"Dave": "Shock"}


def test_no_such_card_revealed_leaves_nothing_to_name() -> None:
    out = resolve_card(TOP_CARDS)  # every library's top card is a Swamp: a land
    assert out["steps"][1]["events"] == [] and out["steps"][1]["choices"] == []


@pytest.mark.parametrize("effect", [
    "You choose the name of a nonland card revealed this way.",  # nothing revealed before it
    "Each player discards a card. You choose the name of a card discarded this way.",  # not a reveal
    "Target opponent reveals their hand. You choose the name of a creature revealed this way.",  # not a card
])
def test_other_readings_stay_refused(effect: str) -> None:
    with pytest.raises(BotError) as info:
        resolve_card(effect)
    assert info.value.code == "unsupported_effect" and "choose the name of" in info.value.text("en").lower()
