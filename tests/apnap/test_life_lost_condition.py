""""… if a player other than you lost life this turn" (Ludevic, Necro-Alchemist): a sentence's condition on the life the
players lost earlier this turn (119.3), answered from the scenario's ``life_lost_this_turn`` as the sentence is
reached (608.2c), asked when the scenario does not give it, never assumed. The controller's own loss does not count.
Before, "other than you lost life this turn" was refused as words not understood. English and Spanish.

The standard board (realcards.py): Bob is active, Dave controls.
"""

from __future__ import annotations

import pytest

from bot.apnap.grammar import parse_effect
from bot.apnap.plan import plan_of
from bot.apnap.render import render_plan
from bot.errors import BotError
from tests.apnap.realcards import resolve_card
from tests.apnap.rendering import _comparable
from tests.apnap.step_events import events_of
from tests.apnap.test_spanish_no_english import leaks

LUDEVIC = ("At the beginning of each player's end step, that player may draw a card if a player other than you lost "
           "life this turn.")
LUDEVIC_ES = ("Al comienzo del paso final de cada jugador, ese jugador puede robar una carta si un jugador distinto de "
              "ti perdió vida este turno.")
_CARD = "Ludevic, Necro-Alchemist"
_GIVEN = {"Alice", "Bob", "Carol", "Dave", "Ludevic", "Necro-Alchemist", "Swamp"}


@pytest.mark.parametrize(("text", "lang"), [(LUDEVIC, None), (LUDEVIC_ES, "es")])
def test_an_opponents_loss_lets_that_player_draw(text: str, lang: str | None) -> None:
    out = resolve_card(text, lang, card=_CARD, life_lost_this_turn={"Bob": 2})
    assert [(e["player"], e["amount"]) for e in events_of(out, "draw")] == [("Bob", 1)]
    [cond] = out["conditions"]
    assert cond["holds"] is True and cond["done"] is True
    assert "119.3" in out["citations"]
    said = "si un jugador distinto de ti perdió vida este turno" if lang else \
        "If a player other than you lost life this turn, that player may draw a card."
    assert said in out["narration"]
    if lang:
        assert leaks(out["narration"], _GIVEN) == []


@pytest.mark.parametrize(("text", "lang"), [(LUDEVIC, None), (LUDEVIC_ES, "es")])
def test_the_controllers_own_loss_does_not_count(text: str, lang: str | None) -> None:
    out = resolve_card(text, lang, card=_CARD, life_lost_this_turn={"Dave": 5})
    assert not events_of(out, "draw")
    [cond] = out["conditions"]
    assert cond["holds"] is False and cond["done"] is False
    if lang:
        assert leaks(out["narration"], _GIVEN) == []


@pytest.mark.parametrize(("text", "lang"), [(LUDEVIC, None), (LUDEVIC_ES, "es")])
def test_the_record_is_asked_never_assumed(text: str, lang: str | None) -> None:
    with pytest.raises(BotError) as asked:
        resolve_card(text, lang, card=_CARD)
    assert asked.value.key == "apnap.error.life_lost_needed"
    assert asked.value.field == "life_lost_this_turn"


def test_a_loss_earlier_in_the_same_effect_counts() -> None:
    """608.2h: the life this effect's earlier instruction took is part of what was lost this turn."""
    text = "Target opponent loses 1 life. You draw a card if a player other than you lost life this turn."
    out = resolve_card(text, life_lost_this_turn={}, target="Bob")
    assert [(e["player"], e["amount"]) for e in events_of(out, "draw")] == [("Dave", 1)]


@pytest.mark.parametrize(("text", "lang"), [(LUDEVIC, "en"), (LUDEVIC_ES, "es")])
def test_the_reading_in_each_language_reads_back(text: str, lang: str) -> None:
    plan = plan_of(parse_effect(text.split(", ", 1)[1], lang))
    for said_lang in ("en", "es"):
        said = render_plan(plan, said_lang)
        if said_lang == "es":
            assert "si un jugador distinto de ti perdió vida este turno" in said.lower() and not leaks(said, set())
        else:
            assert "if a player other than you lost life this turn" in said.lower()
        assert _comparable(plan_of(parse_effect(said, said_lang))) == _comparable(plan)
