"""Instructions of players listed with commas: "If that player can't, they discard a card, they lose 2 life, you draw a
card, you gain 2 life, you create a 2/2 white Knight creature token with vigilance, then you sacrifice Doom Foretold"
(Doom Foretold), "you lose 2 life, you sacrifice two creatures, and target opponent draws two cards" (Lord of
Tresserhorn): each is its own instruction, done one after another (608.2c), under the sentence's opening when it has
one. Before, the comma before a new player was read as a separator of the first player's own verbs, and refused.

The standard board (realcards.py): Bob is active, Dave controls; Carol (3 life) has only lands and an empty hand.
"""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from tests.apnap.realcards import resolve_card
from tests.apnap.rendering import _comparable
from tests.apnap.step_events import events_of
from tests.apnap.test_spanish_no_english import leaks

DOOM = ("At the beginning of each player's upkeep, that player sacrifices a nonland, nontoken permanent. If that "
        "player can't, they discard a card, they lose 2 life, you draw a card, you gain 2 life, you create a 2/2 white "
        "Knight creature token with vigilance, then you sacrifice Doom Foretold.")
LORD = ("When Lord of Tresserhorn enters the battlefield, you lose 2 life, you sacrifice two creatures, and target "
        "opponent draws two cards.")
_DOOM_BOARD = {"battlefield": [{"name": "Doom Foretold", "types": ["enchantment"]}, "Swamp (basic land)"]}
_GIVEN = {"Alice", "Bob", "Carol", "Dave", "Doom", "Foretold", "Hill", "Giant", "Knight", "Llanowar", "Elves",
          "Craw", "Wurm", "Swamp", "Lord", "Tresserhorn"}


@pytest.mark.parametrize("lang", [None, "es"])
def test_a_player_who_cannot_sacrifice_sets_off_every_listed_instruction(lang: str | None) -> None:
    out = resolve_card(DOOM, lang, card="Doom Foretold", active="Carol", Dave=_DOOM_BOARD)
    assert [s["action"] for s in out["steps"]] == ["sacrifice", "discard", "lose_life", "draw", "gain_life", "create",
                                                   "sacrifice"]
    assert not any(e["objects"] for e in out["steps"][0]["events"])  # Carol has no nonland, nontoken permanent
    assert out["life"] == {"Alice": 20, "Bob": 20, "Carol": 1, "Dave": 22}
    assert [(e["player"], e["amount"]) for e in events_of(out, "draw")] == [("Dave", 1)]
    assert [e["player"] for e in events_of(out, "create")] == ["Dave"]
    assert [(e["player"], e["objects"]) for e in out["steps"][-1]["events"]] == [("Dave", ["Doom Foretold"])]
    if lang:
        assert leaks(out["narration"], _GIVEN | set(DOOM.replace(",", " ").replace(".", " ").split())) == []


def test_a_player_who_sacrifices_sets_off_none_of_them() -> None:
    out = resolve_card(DOOM, card="Doom Foretold", Dave=_DOOM_BOARD)  # Bob sacrifices Hill Giant
    assert [(e["player"], e["objects"]) for e in events_of(out, "sacrifice")] == [("Bob", ["Hill Giant"])]
    assert not events_of(out, "draw") and not events_of(out, "create")
    assert out["life"]["Dave"] == 20
    assert "is not done (608.2c)" in out["narration"]


@pytest.mark.parametrize("lang", [None, "es"])
def test_three_instructions_of_two_players_in_order(lang: str | None) -> None:
    out = resolve_card(LORD, lang, card="Lord of Tresserhorn", target="Bob")
    assert [s["action"] for s in out["steps"]] == ["lose_life", "sacrifice", "draw"]
    assert out["life"]["Dave"] == 18
    assert [(e["player"], sorted(e["objects"])) for e in events_of(out, "sacrifice")] == \
        [("Dave", ["Craw Wurm", "Llanowar Elves"])]
    assert [(e["player"], e["amount"]) for e in events_of(out, "draw")] == [("Bob", 2)]
    if lang:  # the effect line quotes the user's English text; every other line is Spanish
        assert leaks(out["narration"], _GIVEN | set(LORD.replace(",", " ").replace(".", " ").split())) == []
        assert "Paso 3: El oponente objetivo roba dos cartas." in out["narration"]


@pytest.mark.parametrize("text", [DOOM.split(", ", 1)[1].replace("Doom Foretold", "this enchantment"),
                                  LORD.split(", ", 1)[1]])
def test_the_reading_reads_back_into_the_same_plan(text: str) -> None:
    plan = plan_of(parse_effect(text, "en"))
    said = render_plan(plan, "en")
    assert _comparable(plan_of(parse_effect(said, "en"))) == _comparable(plan)


def test_a_leads_comma_stays_the_leads() -> None:
    """"If you do, you gain 3 life": the comma closes the opening, it separates no instructions."""
    [step] = plan_of(parse_effect("You may pay {1}. If you do, you gain 3 life.", "en")).steps[1:]
    assert step.action == "gain_life"
