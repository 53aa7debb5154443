"""The controller searches one player's graveyard, hand and library for cards of a name and exiles them; then that
player shuffles (Counterbore, Eradicate, Slaughter Games, Invasive Surgery, Extirpate; 701.23a, 701.23b, 701.24a,
404.2, 108.3, 608.2h).

Before: refused ("controller's graveyard, hand, and library for all cards with the same name as th…"). Now "all" in
the public graveyard is every card of the name, found with no decision; in the hidden hand and library a card may be
left unfound (asked, 701.23b); "any number of" asks in every zone; a zone nobody described names no card and says so;
whose zones: the target player, the countered spell's controller, the exiled creature's last controller, the
targeted card's owner. The printed Spanish reads the same plan.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.apnap import QuickRequest, quick_scenario, resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import SearchOwnedZones, plan_of
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

COUNTERBORE = ("Counter target spell. Search its controller's graveyard, hand, and library for all cards with the same "
               "name as that spell and exile them. Then that player shuffles their library.")
ERADICATE = ("Exile target nonblack creature. Search its controller's graveyard, hand, and library for all cards with "
             "the same name as that creature and exile them. Then that player shuffles their library.")
SLAUGHTER = ("Choose a nonland card name. Search target opponent's graveyard, hand, and library for any number of "
             "cards with that name and exile them. Then that player shuffles their library.")
SLAUGHTER_ES = ("Elige un nombre de carta que no sea de tierra. Busca en el cementerio, la mano y la biblioteca del "
                "oponente objetivo cualquier cantidad de cartas con ese nombre y exílialas. Luego ese jugador baraja "
                "su biblioteca.")
SURGERY = ("Counter target sorcery spell. Search the graveyard, hand, and library of that spell's controller for any "
           "number of cards with the same name as that spell, exile those cards, then that player shuffles their "
           "library.")
OPT_SPELL = [{"name": "Opt", "controller": "Alice", "types": ["instant"], "mana_value": 1}]
BOB_BOLTS = {"graveyard": ["Lightning Bolt (instant)", "Runeclaw Bear (creature)", "Lightning Bolt (instant)"],
             "hand": ["Lightning Bolt (instant)", "Opt (instant)"],
             "library": ["Swamp (basic land)", "Lightning Bolt (instant)"]}


def _searches(out: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {e["from"]: e for s in out["steps"] for e in s["events"] if e["action"] == "search"}


def _shuffles(out: dict[str, Any]) -> list[str]:
    return [e["player"] for s in out["steps"] for e in s["events"] if e["action"] == "shuffle"]


def test_all_in_the_graveyard_is_found_without_a_decision_and_hidden_cards_may_be_left() -> None:
    # Alice's Opt, countered, is in her graveyard (701.6a) beside another: both found, forced (404.2); her hand's Opt
    # left (701.23b), her library's found
    out = resolve_card(COUNTERBORE, target="Opt", spells=OPT_SPELL, choices={"Dave": [[], ["Opt"]]},
                       Alice={"graveyard": ["Opt (instant)"]})
    found = _searches(out)
    assert found["graveyard"]["objects"] == ["Opt", "Opt"] and found["graveyard"]["owner"] == "Alice"
    assert found["hand"]["objects"] == [] and found["library"]["objects"] == ["Opt"]
    choices = out["steps"][1]["choices"]
    assert choices[0]["forced"] and not choices[0]["hidden"] and choices[1]["hidden"] and choices[2]["hidden"]
    assert _shuffles(out) == ["Alice"]
    assert "Dave searches Alice's graveyard, finds Opt and Opt and exiles them" in out["narration"]
    assert "Dave searches Alice's hand and finds nothing" in out["narration"]
    assert {"701.23a", "701.23b", "701.24a", "608.2h", "201.2"} <= set(out["citations"])


def test_unanswered_hidden_zones_are_the_default_said_as_one() -> None:
    out = resolve_card(COUNTERBORE, target="Opt", spells=OPT_SPELL)
    hand, library = out["steps"][1]["choices"][1:]
    assert hand["auto"] and library["auto"]  # never silently: the answer marks the default
    assert "(default)" in out["narration"]


def test_the_exiled_creatures_last_controller_and_nothing_found_still_shuffles() -> None:
    out = resolve_card(ERADICATE, target="Hill Giant", choices={"Dave": [[], []]})
    found = _searches(out)
    assert {e["owner"] for e in found.values()} == {"Bob"} and all(not e["objects"] for e in found.values())
    assert _shuffles(out) == ["Bob"] and "608.2h" in out["citations"]


def test_any_number_asks_in_every_zone_even_the_graveyard() -> None:
    out = resolve_card(SLAUGHTER, target="Bob", choices={"Dave": ["Lightning Bolt", ["Lightning Bolt"], [],
                                                                   ["Lightning Bolt"]]}, Bob=BOB_BOLTS)
    found = _searches(out)
    assert found["graveyard"]["objects"] == ["Lightning Bolt"]  # one of two: the searcher's decision
    assert found["hand"]["objects"] == [] and found["library"]["objects"] == ["Lightning Bolt"]
    assert not out["steps"][1]["choices"][0]["forced"]


def test_a_zone_nobody_described_names_no_card_and_says_so() -> None:
    data = quick_scenario(QuickRequest(effect=SLAUGHTER, players=["Ann", "Ben"]))
    out = resolve_text(json.dumps({**data, "target": "Ben", "chosen": {"card_name": "Shock"},
                                   "choices": {"Ann": ["Shock"]}}))
    found = _searches(out)
    assert all(e["objects"] == [] for e in found.values())
    assert found["library"]["unknown"] and found["hand"]["unknown"]
    assert any("Ben's library is not shown" in w for w in out["warnings"])
    assert any("Ben's hand is not shown" in w for w in out["warnings"])
    assert "library not described: which cards is not known" in out["narration"]


def test_the_countered_spells_controller_in_the_sentence_listed() -> None:
    spell = [{"name": "Divination", "controller": "Bob", "types": ["sorcery"], "mana_value": 3}]
    out = resolve_card(SURGERY, target="Divination", spells=spell, choices={"Dave": [["Divination"], [], []]})
    found = _searches(out)
    assert found["graveyard"]["owner"] == "Bob" and found["graveyard"]["objects"] == ["Divination"]
    assert "search the graveyard, hand, and library of that spell's controller for" in out["reading"].lower()


def test_its_owner_is_the_targeted_cards_owner() -> None:
    text = ("Exile target card from a graveyard. Search its owner's graveyard, hand, and library for all cards with "
            "the same name as that card and exile them. Then that player shuffles their library.")
    out = resolve_card(text, target="Runeclaw Bear", choices={"Dave": [[], []]})
    assert {e["owner"] for e in _searches(out).values()} == {"Bob"}


def test_spanish_reads_the_same_plan_and_says_each_zone() -> None:
    one, other = plan_of(parse_effect(SLAUGHTER, "en")).steps[1], plan_of(parse_effect(SLAUGHTER_ES, "es")).steps[1]
    assert isinstance(one, SearchOwnedZones) and isinstance(other, SearchOwnedZones)
    assert (one.zone_of, one.every, one.picks) == (other.zone_of, other.every, other.picks)
    out = resolve_card(SLAUGHTER_ES, "es", target="Bob", choices={"Dave": ["Lightning Bolt", [], ["Lightning Bolt"],
                                                                            []]}, Bob=BOB_BOLTS)
    assert "Dave busca en la mano de Bob, encuentra Lightning Bolt y la exilia" in out["narration"]
    assert "Dave busca en el cementerio de Bob y no encuentra nada" in out["narration"]
    assert "Bob baraja su biblioteca" in out["narration"]


def test_the_spanish_all_wording() -> None:
    es = ("Busca en el cementerio, la mano y la biblioteca de ese jugador todas las cartas con el nombre elegido y "
          "exílialas. Luego ese jugador baraja su biblioteca.")
    en = ("Search that player's graveyard, hand, and library for all cards with the chosen name and exile them. Then "
          "that player shuffles their library.")
    (one,), (other,) = plan_of(parse_effect(en, "en")).steps, plan_of(parse_effect(es, "es")).steps
    assert isinstance(one, SearchOwnedZones) and one.every and one.zone_of == "that_player"
    assert replace(one, text="") == replace(other, text="")


PICK = ("Target opponent reveals their hand. You choose a nonland card from it and exile that card. Search that "
        "player's graveyard, hand, and library for any number of cards with the same name as the exiled card, exile "
        "those cards, then that player shuffles their library.")
BOB_HAND = {**BOB_BOLTS, "hand": ["Lightning Bolt (instant)", "Lightning Bolt (instant)", "Opt (instant)"]}


def test_the_exiled_card_is_the_one_this_effect_exiled() -> None:  # Pick the Brain (608.2c)
    out = resolve_card(PICK, target="Bob", Bob=BOB_HAND,
                       choices={"Dave": ["Lightning Bolt", [], ["Lightning Bolt"], ["Lightning Bolt"]]})
    found = _searches(out)
    assert found["graveyard"]["objects"] == [] and found["hand"]["objects"] == ["Lightning Bolt"]
    assert found["library"]["objects"] == ["Lightning Bolt"]
    assert "any number of cards with the same name as the exiled card" in out["narration"]


def test_that_card_after_a_card_chosen_from_the_hand_is_that_card() -> None:  # Shimian Specter's words (608.2c)
    text = ("Target opponent reveals their hand. You choose a nonland card from it. Search that player's graveyard, "
            "hand, and library for all cards with the same name as that card and exile them. Then that player "
            "shuffles their library.")
    out = resolve_card(text, target="Bob", Bob=BOB_HAND, choices={"Dave": ["Opt", ["Opt"], []]})
    found = _searches(out)
    assert found["hand"]["objects"] == ["Opt"] and found["graveyard"]["objects"] == []


def test_spanish_that_creature_and_the_exiled_card() -> None:
    es = ("Exilia la criatura objetivo que no sea negra. Busca en el cementerio, la mano y la biblioteca de su "
          "controlador todas las cartas con el mismo nombre que esa criatura y exílialas. Luego ese jugador baraja su "
          "biblioteca.")
    assert plan_of(parse_effect(es, "es")).steps[1] == replace(plan_of(parse_effect(ERADICATE, "en")).steps[1],
                                                               text=plan_of(parse_effect(es, "es")).steps[1].text)
    pick_es = ("El oponente objetivo muestra su mano. Tú eliges de ella una carta que no sea tierra y exilias esa "
               "carta. Busca en el cementerio, la mano y la biblioteca de ese jugador cualquier cantidad de cartas con "
               "el mismo nombre que la carta exiliada y exílialas. Luego ese jugador baraja su biblioteca.")
    out = resolve_card(pick_es, "es", target="Bob", Bob=BOB_HAND,
                       choices={"Dave": ["Lightning Bolt", [], ["Lightning Bolt"], []]})
    assert "Dave busca en la mano de Bob, encuentra Lightning Bolt y la exilia" in out["narration"]


@pytest.mark.parametrize("text", [
    # "the exiled card" with no exile before it in the effect: nothing names it (608.2c)
    "Search target player's graveyard, hand, and library for any number of cards with the same name as the exiled "
    "card and exile them. Then that player shuffles their library.",
    # a trigger's "the exiled card" (an imprinted card, 607.2a): read by the search alone, never unchecked elsewhere
    "Whenever a land with the same name as the exiled card is tapped for mana, its controller adds one mana of any "
    "type that land produced.",
    # a count of its own, another destination: not this reading
    "Search target player's graveyard, hand, and library for a card and exile it. Then that player shuffles their "
    "library.",
    "Search target player's graveyard, hand, and library for any number of cards with that name and put them into "
    "that player's graveyard. Then that player shuffles their library.",
    # "that spell" with no spell targeted or triggered on: nothing names it
    "Search target player's graveyard, hand, and library for all cards with the same name as that spell and exile "
    "them. Then that player shuffles their library.",
])
def test_other_wordings_are_refused(text: str) -> None:
    with pytest.raises(BotError):
        resolve_card(text, target="Bob")


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.sampled_from(["Opt (instant)", "Shock (instant)", "Swamp (basic land)"]), max_size=5))
def test_every_graveyard_card_of_the_name_and_no_other_is_exiled(graveyard: list[str]) -> None:
    out = resolve_card(COUNTERBORE, target="Opt", spells=OPT_SPELL, choices={"Dave": [[], []]},
                       Alice={"graveyard": graveyard})
    exiled = _searches(out)["graveyard"]["objects"]
    assert exiled == ["Opt"] * (graveyard.count("Opt (instant)") + 1)  # and the countered Opt (701.6a)
