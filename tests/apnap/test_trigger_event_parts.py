"""A trigger condition with several events ("Whenever another creature dies, or a creature card is put into a graveyard
from anywhere other than the battlefield, or a creature card leaves your graveyard, …", 603.2): the comma before "or"
goes on with the condition, so the effect is what follows the last event (even after a card name holding a comma);
on the board each event the engine can see is watched, and "from anywhere other than the battlefield" is a card put
there from any other zone, never a dying permanent (700.4)."""

from __future__ import annotations

from typing import Any

from bot.apnap import abilities_of
from bot.apnap.grammar.when import parse_when
from tests.apnap.corpus import ability_of, board, resolve_ability
from tests.apnap.realcards import resolve_card

KONRAD = "Syr Konrad, the Grim"
CONDITION = ("Whenever another creature dies, or a creature card is put into a graveyard from anywhere other than the "
             "battlefield, or a creature card leaves your graveyard")
KONRAD_TEXT = f"{CONDITION}, {KONRAD} deals 1 damage to each opponent."
# a wording of my own with the same construction: two events, the second one a card's
OWN = ("Whenever a creature you control dies, or a creature card is put into your graveyard from anywhere other than "
       "the battlefield, you gain 1 life.")


def _konrad(text: str = KONRAD_TEXT) -> dict[str, Any]:
    return {"name": KONRAD, "types": ["creature"], "power": 5, "toughness": 4, "text": text}


def test_the_condition_goes_on_after_a_comma_and_or() -> None:
    (ability,) = abilities_of(KONRAD_TEXT)
    assert ability.kind == "triggered" and ability.condition == CONDITION
    assert ability.effect == f"{KONRAD} deals 1 damage to each opponent."
    (own,) = abilities_of(OWN)
    assert own.effect == "you gain 1 life." and own.condition.endswith("other than the battlefield")


def test_the_corpus_ability_resolves_its_effect() -> None:
    out = resolve_ability(ability_of(KONRAD, 1), board(4))
    (step,) = out["steps"]
    assert step["action"] == "damage" and step["order"] == ["Bob", "Carol", "Alice"]
    assert {e["player"]: e["amount"] for e in step["events"]} == {"Bob": 1, "Carol": 1, "Alice": 1}


def test_from_anywhere_other_than_the_battlefield_is_a_card_not_a_dying_permanent() -> None:
    pattern = parse_when("Whenever a creature card is put into a graveyard from anywhere other than the battlefield")
    assert pattern is not None and (pattern.kind, pattern.zone) == ("to_graveyard", "not_battlefield")
    spanish = parse_when("Siempre que una carta de criatura sea puesta en un cementerio desde cualquier lugar que no "
                         "sea el campo de batalla")
    assert spanish is not None and (spanish.kind, spanish.zone) == ("to_graveyard", "not_battlefield")


def test_each_event_of_a_board_permanent_is_watched_once() -> None:
    milled = resolve_card("Each player mills four cards.", Dave={"battlefield": [_konrad()]})
    causes = [t["cause"] for t in milled["stack"]]
    # the fourth card of each library, a creature card from a library (Carol's has only three cards)
    assert causes == ["Llanowar Elves"] * 3
    died = resolve_card("Destroy target creature.", target="Hill Giant", Dave={"battlefield": [_konrad()]})
    assert [t["cause"] for t in died["stack"]] == ["Hill Giant"]  # it died: one event, one trigger (700.4)


def test_a_creature_card_discarded_triggers_the_second_event() -> None:
    gains = {"name": "Keeper", "types": ["creature"], "power": 1, "toughness": 1, "text": OWN}
    out = resolve_card("Target player discards a card.", target="Dave", choices={"Dave": ["Grizzly Bears"]},
                       Dave={"hand": ["Grizzly Bears (creature)", "Duress (sorcery)"], "battlefield": [gains]})
    assert [t["cause"] for t in out["stack"]] == ["Grizzly Bears"]  # from the hand: not the battlefield
    out = resolve_card("Target player discards a card.", target="Dave", choices={"Dave": ["Duress"]},
                       Dave={"hand": ["Grizzly Bears (creature)", "Duress (sorcery)"], "battlefield": [gains]})
    assert out["stack"] == []  # not a creature card
