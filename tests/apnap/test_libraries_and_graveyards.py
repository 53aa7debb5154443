"""Libraries and graveyards (issue #22, session 20), real card text throughout.

- "Search your library and/or graveyard for a card named …" (Chandra's Outburst, Ral's Dispersal, Tezzeret's Betrayal,
  Sun-Blessed Mount): which zone is searched is the player's hidden decision (701.23a), asked in ``choices``
  ("graveyard" / "library"), or a default the answer says is one; the card comes from that zone, and the library is
  shuffled only when it was searched ("If you search your library this way, shuffle it", 701.24a).
- A search for a card named by another card's name (Sphinx's Herald: "… for a card named Sphinx Sovereign and put it
  onto the battlefield"), the name ending before what the search does with it (201.2).
- Several graveyard targets onto the battlefield (Reveillark: "return up to two target creature cards with power 2
  or less from your graveyard to the battlefield", 601.2c, 115.1).
Each failed before this session: refused with the words the grammar could not read.
"""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.apnap import QuickRequest, quick_scenario, resolve_text
from bot.apnap.grammar import parse_effect
from bot.apnap.plan import SearchLibraryAndGraveyard, plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import resolve_card

RAL = ("You may search your library and/or graveyard for a card named Ral, Caller of Storms, reveal it, and put it "
       "into your hand. If you search your library this way, shuffle it.")  # Ral's Dispersal, second paragraph
RAL_ES = ("Puedes buscar en tu biblioteca y/o cementerio una carta llamada Ral, Caller of Storms, mostrarla y "
          "ponerla en tu mano. Si buscas en tu biblioteca de esta manera, barájala.")
CHANDRA = ("Search your library and/or graveyard for a card named Chandra, Bold Pyromancer, reveal it, and put it into "
           "your hand. If you search your library this way, shuffle it.")  # Chandra's Outburst
HUATLI = ("When Sun-Blessed Mount enters the battlefield, you may search your library and/or graveyard for a card "
          "named Huatli, Dinosaur Knight, reveal it, then put it into your hand. If you searched your library this "
          "way, shuffle it.")
RAL_CARD = "Ral, Caller of Storms (planeswalker)"


def _step(out: dict[str, Any], index: int = 0) -> dict[str, Any]:
    return dict(out["steps"][index])


def _zone_choice(step: dict[str, Any]) -> dict[str, Any]:
    return next(c for c in step["choices"] if c["what"].startswith(("which zone", "en qué zona")))


def test_the_graveyard_card_is_the_default_and_the_library_stays_unshuffled() -> None:
    out = resolve_card(RAL, card="Ral's Dispersal", Dave={"graveyard": [RAL_CARD]})
    step = _step(out)
    zone = _zone_choice(step)
    assert zone["auto"] and zone["hidden"] and zone["answer"] == "the graveyard"  # a default, said as one
    (event,) = step["events"]
    assert (event["objects"], event["from"], event["to"]) == (["Ral, Caller of Storms"], "graveyard", "hand")
    assert "701.24a" not in step["citations"]  # nothing searched in the library, nothing shuffled
    assert "finds Ral, Caller of Storms in their graveyard and puts it into their hand" in out["narration"]
    assert "the graveyard (default)" in out["narration"]


def test_the_library_answered_finds_the_card_there_and_shuffles() -> None:
    dave = {"graveyard": [RAL_CARD], "library": ["Swamp (basic land)", RAL_CARD]}
    out = resolve_card(RAL, card="Ral's Dispersal", Dave=dave, choices={"Dave": ["yes", "library", "Ral, Caller of "
                                                                                                   "Storms"]})
    step = _step(out)
    assert not _zone_choice(step)["auto"]
    (event,) = step["events"]
    assert (event["from"], event["hidden"]) == ("library", False)  # revealed (701.20a)
    assert "701.24a" in step["citations"]
    assert [c["decision"] for c in step["choices"]] == [0, 1, 2]  # one numbering of the player's decisions


def test_declined_nothing_is_searched_or_shuffled() -> None:
    out = resolve_card(RAL, card="Ral's Dispersal", Dave={"graveyard": [RAL_CARD]}, choices={"Dave": ["no"]})
    step = _step(out)
    assert step["events"] == [] or all(not e["objects"] for e in step["events"])
    assert "701.24a" not in step["citations"] and len(step["choices"]) == 1


def test_a_graveyard_without_the_card_defaults_to_the_library() -> None:
    out = resolve_card(CHANDRA, card="Chandra's Outburst")
    step = _step(out)
    assert _zone_choice(step)["answer"] == "the library (then shuffles it)"
    assert "701.24a" in step["citations"]


def test_zones_nobody_described_are_a_card_of_their_choice_never_invented() -> None:
    data = quick_scenario(QuickRequest(effect=CHANDRA, players=["Ann", "Ben"]))
    out = resolve_text(json.dumps(data))
    (event,) = _step(out)["events"]
    assert event["objects"] == [] and event["unknown"] and event["hidden"]
    assert "(zone not described)" in out["narration"]


def test_a_trigger_with_the_past_tense_shuffle_reads_the_same_step() -> None:  # Sun-Blessed Mount
    out = resolve_card(HUATLI, card="Sun-Blessed Mount",
                       Dave={"graveyard": ["Huatli, Dinosaur Knight (planeswalker)"]}, choices={"Dave": ["yes"]})
    (event,) = _step(out)["events"]
    assert event["objects"] == ["Huatli, Dinosaur Knight"] and event["from"] == "graveyard"


def test_the_zone_is_answered_in_spanish_too() -> None:
    dave = {"graveyard": [RAL_CARD], "library": [RAL_CARD]}
    out = resolve_card(RAL_ES, "es", card="Ral's Dispersal", Dave=dave, choices={"Dave": ["sí", "biblioteca"]})
    step = _step(out)
    assert step["events"][0]["from"] == "library"
    assert "la biblioteca (y luego la baraja)" in out["narration"]
    assert "library" not in out["narration"].split("\n", 1)[1]  # no English the user did not give


def test_the_reading_renders_and_reads_back_in_both_languages() -> None:
    plan = plan_of(parse_effect(RAL))
    (step,) = plan.steps
    assert isinstance(step, SearchLibraryAndGraveyard) and step.reveal and step.optional and step.to == "hand"
    assert render_plan(plan) == RAL
    assert render_plan(plan, "es") == RAL_ES
    (back,) = plan_of(parse_effect(RAL_ES, "es")).steps
    assert isinstance(back, SearchLibraryAndGraveyard) and back.picks == step.picks and back.reveal


@pytest.mark.parametrize("text", [
    "Each player searches their library and/or graveyard for a card named Ral, Caller of Storms, reveals it, and "
    "puts it into their hand. If you search your library this way, shuffle it.",  # whose shuffle: not read
    "You may search your library and/or graveyard for up to three cards named Ral, Caller of Storms, reveal them, "
    "and put them into your hand. If you search your library this way, shuffle it.",  # which zone each came from
])
def test_what_the_reader_does_not_follow_stays_refused(text: str) -> None:
    with pytest.raises(BotError) as err:
        plan_of(parse_effect(text))
    assert err.value.code == "unsupported_effect"


def test_a_search_for_another_cards_name_ends_the_name_before_its_verb() -> None:  # Sphinx's Herald
    text = "Search your library for a card named Sphinx Sovereign and put it onto the battlefield. Then shuffle your " \
           "library."
    out = resolve_card(text, card="Sphinx's Herald",
                       Dave={"library": ["Swamp (basic land)", "Sphinx Sovereign (artifact creature)"]})
    event = _step(out)["events"][0]
    assert event["objects"] == ["Sphinx Sovereign"] and event["to"] == "battlefield"


def test_several_graveyard_targets_return_to_the_battlefield() -> None:  # Reveillark
    text = ("When Reveillark leaves the battlefield, return up to two target creature cards with power 2 or less from "
            "your graveyard to the battlefield.")
    def creature(name: str, power: int) -> dict[str, Any]:
        return {"name": name, "types": ["creature"], "power": power, "toughness": 2}

    graveyard = [creature("Elvish Mystic", 1), creature("Runeclaw Bear", 2), creature("Craw Wurm", 6)]
    out = resolve_card(text, card="Reveillark", target=["Elvish Mystic", "Runeclaw Bear"],
                       Dave={"graveyard": graveyard})
    (event,) = _step(out)["events"]
    assert (event["objects"], event["to"]) == (["Elvish Mystic", "Runeclaw Bear"], "battlefield")
    with pytest.raises(BotError) as err:  # power 6: not a legal target (115.1)
        resolve_card(text, card="Reveillark", target=["Elvish Mystic", "Craw Wurm"], Dave={"graveyard": graveyard})
    assert err.value.code == "bad_scenario"
    es = "Regresa hasta dos cartas de criatura objetivo de tu cementerio al campo de batalla."
    assert render_plan(plan_of(parse_effect(es, "es"))) == ("Return up to two target creature cards from your "
                                                           "graveyard to the battlefield.")


# ------------------------------------------------------------------------------------------ "if that card is …"
PILFERERS = ("When Warren Pilferers enters the battlefield, return target creature card from your graveyard to your "
             "hand. If that card is a Goblin card, Warren Pilferers gains haste until end of turn.")
RECRUITMENT = "Return target creature card from your graveyard to your hand. If it's a Zombie card, draw a card."


def _card(name: str, subtype: str) -> dict[str, Any]:
    return {"name": name, "types": ["creature"], "subtypes": [subtype]}


@pytest.mark.parametrize(("card", "subtype", "done"), [("Goblin Piker", "Goblin", True),
                                                       ("Runeclaw Bear", "Bear", False)])
def test_that_card_is_the_card_the_instruction_before_returned(card: str, subtype: str, done: bool) -> None:
    out = resolve_card(PILFERERS, card="Warren Pilferers", target=card, Dave={"graveyard": [_card(card, subtype)]})
    assert out["steps"][0]["events"][0]["objects"] == [card]
    said = "true" if done else "false"
    assert f"Condition “If that card is a Goblin card”: {said}" in out["narration"]
    assert "608.2c" in out["citations"]


def test_the_cards_kind_not_given_is_asked_never_guessed() -> None:  # Cemetery Recruitment
    with pytest.raises(BotError) as err:
        resolve_card(RECRUITMENT, target="Gravedigger", Dave={"graveyard": ["Gravedigger (creature)"]})
    assert err.value.code == "choice_needed"
    out = resolve_card(RECRUITMENT, target="Gravedigger", Dave={"graveyard": [_card("Gravedigger", "Zombie")]})
    assert [e["action"] for s in out["steps"] for e in s["events"]] == ["return", "draw"]


def test_that_card_renders_and_reads_in_both_languages() -> None:
    plan = plan_of(parse_effect(RECRUITMENT))
    en = "Return target creature card from your graveyard to your hand. If that card is a Zombie card, draw a card."
    es = ("Regresa la carta de criatura objetivo de tu cementerio a tu mano. Si esa carta es una carta de Zombie, "
          "roba una carta.")
    assert (render_plan(plan), render_plan(plan, "es")) == (en, es)
    assert render_plan(plan_of(parse_effect(es, "es"))) == en


# ------------------------------------------------------------------------------------------ shuffled into a library
JOURNEY = "Target player shuffles up to four target cards from their graveyard into their library."  # Stream of
# Consciousness, Dwell on the Past
JOURNEY_ES = "El jugador objetivo baraja hasta cuatro cartas objetivo de su cementerio en su biblioteca."
BOB_GRAVEYARD = {"graveyard": ["Shock (instant)", "Duress (sorcery)", "Forest (basic land)"]}


def test_the_target_players_cards_go_into_their_library_shuffled() -> None:
    out = resolve_card(JOURNEY, target=["Bob", "Shock", "Duress"], Bob=BOB_GRAVEYARD)
    (event,) = _step(out)["events"]
    assert (event["player"], event["objects"], event["from"]) == ("Bob", ["Shock", "Duress"], "graveyard")
    assert "701.24a" in _step(out)["citations"]
    assert "Bob shuffles Shock and Duress from their graveyard into their library" in out["narration"]


def test_a_card_of_another_players_graveyard_is_not_a_legal_target() -> None:  # 115.1: "their graveyard"
    with pytest.raises(BotError) as err:
        resolve_card(JOURNEY, target=["Bob", "Shock"], Alice={"graveyard": ["Shock (instant)"]})
    assert err.value.key == "apnap.error.target_card"


def test_no_card_targeted_moves_nothing() -> None:
    data = quick_scenario(QuickRequest(effect=JOURNEY, players=["Ann", "Ben"], target="Ben"))
    out = resolve_text(json.dumps(data))
    assert all(not e["objects"] for e in _step(out)["events"]) and "Ben has nothing this applies to" in out["narration"]


def test_shuffled_in_reads_and_renders_in_both_languages() -> None:
    plan = plan_of(parse_effect(JOURNEY))
    assert (render_plan(plan), render_plan(plan, "es")) == (JOURNEY, JOURNEY_ES)
    assert render_plan(plan_of(parse_effect(JOURNEY_ES, "es"))) == JOURNEY
    out = resolve_card(JOURNEY_ES, "es", target=["Bob", "Shock"], Bob=BOB_GRAVEYARD)
    assert "Bob baraja Shock de su cementerio en su biblioteca" in out["narration"]
