""""… tapped this way" (701.26a): "tap all untapped Islands that player controls and Monsoon deals X damage to the
player, where X is the number of Islands tapped this way" (Monsoon), "You gain 4 life for each creature tapped this way"
(Harmony of Nature, Jaddi Lifestrider, Devout Invocation): the permanents the instruction before tapped, counted
whoever controls them (the tapper is the instruction's player, not theirs), an already tapped one not among them. And
"… and <this source> deals …" joins another instruction, as ", then … deals" does. Before, "tapped this way" and
"and Monsoon deals" were refused as words not understood. English and Spanish.

The standard board (realcards.py): Bob is active, Dave controls.
"""

from __future__ import annotations

from typing import Any

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from tests.apnap.realcards import creature, resolve_card
from tests.apnap.rendering import _comparable
from tests.apnap.step_events import events_of
from tests.apnap.test_spanish_no_english import leaks

MONSOON = ("At the beginning of each player's end step, tap all untapped Islands that player controls and Monsoon "
           "deals X damage to the player, where X is the number of Islands tapped this way.")
MONSOON_ES = ("Al comienzo del paso final de cada jugador, gira todas las Islas enderezadas que controla ese jugador "
              "y Monzón le hace X puntos de daño a ese jugador, donde X es el número de Islas giradas de esta "
              "manera.")
HARMONY = "Tap any number of untapped creatures you control. You gain 4 life for each creature tapped this way."
HARMONY_ES = ("Gira cualquier cantidad de criaturas enderezadas que controlas. Ganas 4 vidas por cada criatura girada "
              "de esta manera.")
_TAPPED_ISLAND: dict[str, Any] = {"name": "Island", "types": ["land", "basic"], "subtypes": ["Island"], "tapped": True}
_BOBS = {"battlefield": [creature("Hill Giant", 3, 3), "Island (basic land)", "Island (basic land)", _TAPPED_ISLAND,
                         "Mountain (basic land)"]}
_GIVEN = {"Alice", "Bob", "Carol", "Dave", "Island", "Monzón", "Hill", "Giant"}


@pytest.mark.parametrize(("text", "lang", "card"), [(MONSOON, None, "Monsoon"), (MONSOON_ES, "es", "Monzón")])
def test_monsoon_counts_the_islands_it_tapped_whoever_controls_them(text: str, lang: str | None, card: str) -> None:
    out = resolve_card(text, lang, card=card, Bob=_BOBS)
    [tap] = events_of(out, "tap")
    assert tap["objects"] == ["Island", "Island"]  # the tapped Island was not "untapped", and is not counted
    assert [(e["player"], e["amount"]) for e in events_of(out, "damage")] == [("Bob", 2)]
    assert out["life"]["Bob"] == 18
    assert "701.26a" in out["citations"]
    if lang:
        assert leaks(out["narration"], _GIVEN) == []


@pytest.mark.parametrize(("text", "lang", "card"), [(MONSOON, None, "Monsoon"), (MONSOON_ES, "es", "Monzón")])
def test_no_island_tapped_is_no_damage(text: str, lang: str | None, card: str) -> None:
    out = resolve_card(text, lang, card=card, Bob={"battlefield": [creature("Hill Giant", 3, 3), _TAPPED_ISLAND]})
    assert not events_of(out, "tap") or events_of(out, "tap")[0]["objects"] == []
    assert out["life"]["Bob"] == 20


@pytest.mark.parametrize(("text", "lang"), [(HARMONY, None), (HARMONY_ES, "es")])
def test_life_for_each_creature_tapped_this_way(text: str, lang: str | None) -> None:
    out = resolve_card(text, lang, card="Harmony of Nature", choices={"Dave": [["Llanowar Elves", "Craw Wurm"]]})
    [tap] = events_of(out, "tap")
    assert sorted(tap["objects"]) == ["Craw Wurm", "Llanowar Elves"]
    assert [(e["player"], e["amount"]) for e in events_of(out, "gain_life")] == [("Dave", 8)]
    if lang:
        assert leaks(out["narration"], {*_GIVEN, "Llanowar", "Elves", "Craw", "Wurm", "Harmony", "Nature"}) == []


@pytest.mark.parametrize(("text", "lang"), [(MONSOON, "en"), (MONSOON_ES, "es"), (HARMONY, "en"), (HARMONY_ES, "es")])
def test_the_reading_says_tapped_this_way_in_each_language_and_reads_back(text: str, lang: str) -> None:
    effect = text.split(", ", 1)[1] if text in (MONSOON, MONSOON_ES) else text
    effect = effect.replace("Monsoon", "this enchantment").replace("Monzón le", "este encantamiento le")
    plan = plan_of(parse_effect(effect, lang))
    for said_lang in ("en", "es"):
        said = render_plan(plan, said_lang)
        assert ("tapped this way" in said) if said_lang == "en" else \
            ("girad" in said and "de esta manera" in said and not leaks(said, set()))
        assert _comparable(plan_of(parse_effect(said, said_lang))) == _comparable(plan)
